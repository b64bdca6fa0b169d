import LarderCore
import Testing

/// The Open Food Facts readers: the JSONL dump and the tab-separated CSV export, in the
/// exports' shape (fixtures written here, not copied from the real data).
@Suite struct CatalogReaderTests {
  /// Every row `text` gives, read in chunks of `chunk` bytes.
  func rows(_ format: CatalogReader.Format, _ text: String, chunk: Int = 7) throws
    -> [CatalogReader.Row]
  {
    var bytes = Array(text.utf8)[...]
    var reader = CatalogReader(format: format) {
      guard !bytes.isEmpty else { return nil }
      defer { bytes = bytes.dropFirst(chunk) }
      return Array(bytes.prefix(chunk))
    }
    var found: [CatalogReader.Row] = []
    while let row = try reader.next() { found.append(row) }
    return found
  }

  func products(_ rows: [CatalogReader.Row]) -> [CatalogProduct] {
    rows.compactMap { if case .product(let product) = $0 { product } else { nil } }
  }

  func skips(_ rows: [CatalogReader.Row]) -> [CatalogReader.Skip] {
    rows.compactMap { if case .skipped(let reason) = $0 { reason } else { nil } }
  }

  @Test func aJSONLineKeepsTheFieldsLarderUses() throws {
    let line = """
      {"code":"3017620422003","product_name":"Crème fraîche","product_name_fr":"Crème fraîche épaisse","quantity":"20 cl","product_quantity":200,"product_quantity_unit":"ml","categories_tags":["en:dairies","en:creams"],"brands":"Président","nutriments":{"energy":1}}

      """
    let found = try #require(products(rows(.jsonLines, line)).first)
    #expect(found.barcode.digits == "3017620422003")
    #expect(found.name == "Crème fraîche")
    #expect(found.names == [.fr: "Crème fraîche épaisse"])
    #expect(found.quantityText == "20 cl")
    #expect(found.productQuantity == "200")
    #expect(found.productQuantityUnit == "ml")
    #expect(found.categories == ["en:dairies", "en:creams"])
    #expect(found.brands == "Président")
  }

  @Test func namesInFourLanguagesAreKeptByteForByte() throws {
    let names = ["Œufs frais", "Müsli Früchte", "明治ブルガリアヨーグルト", "統一麥香奶茶", "Crème fraîche"]
    let codes = [
      "3760020000011", "4006381333931", "4902902130143", "4710000000011", "3017620422003",
    ]
    let text = zip(codes, names).map { #"{"code":"\#($0)","product_name":"\#($1)"}"# }
      .joined(separator: "\n")
    let found = products(try rows(.jsonLines, text, chunk: 3))
    #expect(found.map { Array($0.name.utf8) } == names.map { Array($0.utf8) })
  }

  @Test func aDecomposedNameIsKeptInNFC() throws {
    let decomposed = "Cre\u{300}me"
    let found = try #require(
      products(try rows(.jsonLines, #"{"code":"3017620422003","product_name":"\#(decomposed)"}"#))
        .first)
    #expect(Array(found.name.utf8) == Array("Crème".utf8))
  }

  @Test func badLinesAreSkippedByReason() throws {
    let text = """
      {"code":"3017620422004","product_name":"Rice"}
      {"code":"abc","product_name":"Rice"}
      {"code":"3017620422003"}
      {"code":"3017620422003","product_name":"  "}
      {"code":"3017620422003","product_name":
      [1, 2]
      {"code":"3017620422003","product_name":"Rice\\nPudding"}
      {"code":"3017620422003","product_name":"\(String(repeating: "a", count: 1_001))"}
      {"code":"3017620422003","product_name":"Rice"}
      """
    let found = try rows(.jsonLines, text)
    #expect(
      skips(found) == [
        .invalidBarcode, .invalidBarcode, .noName, .noName, .brokenJSON, .brokenJSON, .badText,
        .tooLong,
      ])
    #expect(products(found).map(\.name) == ["Rice"])
  }

  @Test func aLineOverTheBoundIsSkippedWithoutBeingHeld() throws {
    let long =
      #"{"code":"3017620422003","product_name":""#
      + String(repeating: "a", count: CatalogReader.maximumLineBytes) + "\"}"
    let text = long + "\n" + #"{"code":"3017620422003","product_name":"Rice"}"#
    let found = try rows(.jsonLines, text, chunk: 1 << 16)
    #expect(skips(found) == [.tooLong])
    #expect(products(found).map(\.name) == ["Rice"])
  }

  @Test func theCSVExportIsReadByColumnName() throws {
    let text = """
      code\turl\tproduct_name\tproduct_name_ja\tquantity\tcategories_tags\tbrands
      4902902130143\thttp://x\tMeiji Bulgaria\t明治ブルガリアヨーグルト\t400 g\ten:dairies,en:yogurts\tMeiji
      4006381333931\t\tMüsli\t\t750 g\ten:breakfast-cereals\t
      123\t\tRice\t\t\t\t
      4006381333931\t\tMüsli\t\t750 g
      """
    let found = try rows(.tabSeparated, text)
    let kept = products(found)
    #expect(kept.map(\.name) == ["Meiji Bulgaria", "Müsli"])
    #expect(kept.first?.names == [.ja: "明治ブルガリアヨーグルト"])
    #expect(kept.first?.categories == ["en:dairies", "en:yogurts"])
    #expect(kept.last?.quantityText == "750 g")
    #expect(skips(found) == [.invalidBarcode, .brokenRow])
  }

  @Test func aCSVWithoutACodeColumnIsRefused() {
    #expect(throws: CatalogError.missingColumn("code")) {
      _ = try rows(.tabSeparated, "product_name\tquantity\nRice\t1 kg\n")
    }
    #expect(throws: CatalogError.noHeader) { _ = try rows(.tabSeparated, "") }
  }

  @Test func theNameForEachLanguage() throws {
    let product = CatalogProduct(
      barcode: try GTIN("4902902130143"), name: "Meiji Bulgaria Yogurt",
      names: [.ja: "明治ブルガリアヨーグルト", .zh: "明治保加利亞優格"])
    #expect(product.name(forLanguage: "ja") == "明治ブルガリアヨーグルト")
    #expect(product.name(forLanguage: "zh-Hant") == "明治保加利亞優格")
    #expect(product.name(forLanguage: "fr") == "Meiji Bulgaria Yogurt")
    let english = CatalogProduct(
      barcode: try GTIN("4902902130143"), name: "", names: [.en: "Yogurt"])
    #expect(english.name(forLanguage: "fr") == "Yogurt")
  }

  @Test func theNarrowestMappedTagGivesTheCategory() {
    #expect(
      CategoryMap.category(of: ["en:dairies", "en:fermented-foods", "en:yogurts"]) == "dairy")
    #expect(CategoryMap.category(of: ["en:plant-based-foods", "en:breakfast-cereals"]) == "pantry")
    #expect(CategoryMap.category(of: ["en:unknown"]) == nil)
    #expect(
      CategoryMap.category(
        of: ["en:dairies", "en:yogurts"], overrides: ["en:yogurts": "breakfast"])
        == "breakfast")
  }

  @Test func aNameHoldingAnEscapedNulIsSkippedNotCutShort() throws {
    let lines = [
      #"{"code":"3017620422003","product_name":"Nutella\u0000 hidden"}"#,
      #"{"code":"3017620422003","product_name":"Back\\u0000slash"}"#,
    ]
    let read = try rows(.jsonLines, lines.joined(separator: "\n") + "\n")
    #expect(skips(read) == [.badText])
    #expect(products(read).map(\.name) == [#"Back\u0000slash"#])
  }
}

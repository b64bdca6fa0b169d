import Foundation
import Testing

/// `larder products import` and `products show` on the built binary, with catalog files
/// written here in the shape of the Open Food Facts exports.
@Suite struct ProductsCommandTests {
  /// Five products of the dump's shape, in French, German, Japanese and Traditional Chinese,
  /// then a bad barcode, a product without a name and a broken line.
  static let dump = """
    {"code":"3017620422003","product_name":"Crème fraîche","quantity":"20 cl","categories_tags":["en:dairies","en:creams"],"brands":"Président"}
    {"code":"4006381333931","product_name":"Müsli Früchte","product_quantity":"750","product_quantity_unit":"g","categories_tags":["en:breakfast-cereals"]}
    {"code":"4902902130143","product_name":"Meiji Bulgaria Yogurt","product_name_ja":"明治ブルガリアヨーグルト","quantity":"400 g","categories_tags":["en:dairies","en:yogurts"]}
    {"code":"4710000000011","product_name_zh":"統一麥香奶茶","quantity":"6 x 300 ml"}
    {"code":"3760020000011","product_name":"Œufs frais","quantity":"12 œufs"}
    {"code":"1234","product_name":"Rice"}
    {"code":"7613031001002"}
    {"code":

    """

  /// Writes `text` gzip-compressed as `name`, cut to its first `keep` bytes when given.
  func gzip(_ larder: LarderBinary, _ name: String, _ text: String, keep: Int? = nil) throws {
    let source = try larder.write(name + ".source", text)
    let (status, output) = try LarderBinary.python([
      "-c",
      """
      import gzip, sys
      data = gzip.compress(open(sys.argv[1], 'rb').read())
      keep = int(sys.argv[3])
      open(sys.argv[2], 'wb').write(data[:keep] if keep > 0 else data)
      """,
      source, larder.path(name), String(keep ?? 0),
    ])
    #expect(status == 0, "\(output)")
  }

  @Test func importingTheDumpReportsWhatWasKeptAndSkipped() throws {
    let larder = try LarderBinary()
    let file = try larder.write("products.jsonl", Self.dump)
    let result = try larder.run(["products", "import", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "Read 8 products: kept 5, skipped 3 (1 invalid barcode, 1 without a name, 1 broken JSON line).\n"
    )
    #expect(FileManager.default.fileExists(atPath: larder.database + ".products"))
  }

  @Test func theCountsLineIsTranslated() throws {
    let larder = try LarderBinary()
    let file = try larder.write("products.jsonl", Self.dump)
    let result = try larder.run(["products", "import", file, "--lang", "fr"])
    #expect(result.stdout.hasPrefix("8 produits lus : 5 gardés, 3 ignorés ("))
  }

  @Test func namesComeBackByteForByteInEachLanguage() throws {
    let larder = try LarderBinary()
    try gzip(larder, "products.jsonl.gz", Self.dump)
    #expect(try larder.run(["products", "import", larder.path("products.jsonl.gz")]).status == 0)
    func name(_ code: String, _ language: String) throws -> String {
      let shown = try larder.run(["products", "show", code, "--lang", language]).stdout
      return shown.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
    }
    #expect(try name("3017620422003", "fr") == "Nom : Crème fraîche")
    #expect(try name("4006381333931", "en") == "Name: Müsli Früchte")
    #expect(try name("4902902130143", "ja") == "名前：明治ブルガリアヨーグルト")
    #expect(try name("4902902130143", "en") == "Name: Meiji Bulgaria Yogurt")
    #expect(try name("4710000000011", "zh-Hant") == "名稱：統一麥香奶茶")
    #expect(try name("3760020000011", "en") == "Name: Œufs frais")
  }

  @Test func showGivesThePackageAndTheMappedCategory() throws {
    let larder = try LarderBinary()
    let file = try larder.write("products.jsonl", Self.dump)
    #expect(try larder.run(["products", "import", file]).status == 0)
    let shown = try larder.run(["products", "show", "3017620422003"])
    #expect(
      shown.stdout == """
        Barcode: 3017620422003
        Name: Crème fraîche
        Package: 20 cl
        Category: dairy
        Brands: Président

        """)
    #expect(try larder.run(["products", "show", "4710000000011"]).stdout.contains("1800 ml"))
    #expect(try larder.run(["products", "show", "3760020000011"]).stdout.contains("12 pcs"))
  }

  @Test func theCSVExportIsReadCompressed() throws {
    let larder = try LarderBinary()
    try gzip(
      larder, "products.csv.gz",
      """
      code\tcreator\tproduct_name\tquantity\tcategories_tags
      4006381333931\tsomeone\tMüsli\t750 g\ten:breakfast-cereals
      0000000000001\tsomeone\tRice\t1 kg\t

      """)
    let result = try larder.run(["products", "import", larder.path("products.csv.gz")])
    #expect(result.stdout == "Read 2 products: kept 1, skipped 1 (1 invalid barcode).\n")
    #expect(try larder.run(["products", "show", "4006381333931"]).stdout.contains("pantry"))
  }

  @Test func aMissingFileExits66() throws {
    let larder = try LarderBinary()
    let result = try larder.runProcess(["products", "import", "nowhere.jsonl.gz"])
    #expect(result.status == 66)
    #expect(result.stderr == "Error: cannot open 'nowhere.jsonl.gz': no such readable file\n")
  }

  @Test func aTruncatedGzipExits65AndKeepsThePreviousCatalog() throws {
    let larder = try LarderBinary()
    let first = try larder.write("old.jsonl", Self.dump)
    #expect(try larder.run(["products", "import", first]).status == 0)
    let many = (0..<2_000).map { index in
      #"{"code":"\#(String(format: "%07d", index))0","product_name":"Rice \#(index)"}"#
    }.joined(separator: "\n")
    try gzip(larder, "cut.jsonl.gz", many, keep: 2_000)
    let result = try larder.run(["products", "import", larder.path("cut.jsonl.gz")])
    #expect(result.status == 65)
    #expect(result.stderr.contains("is cut short"))
    #expect(try larder.run(["products", "show", "3017620422003"]).status == 0)
  }

  @Test func aReimportReplacesTheCatalogWhole() throws {
    let larder = try LarderBinary()
    let first = try larder.write("old.jsonl", Self.dump)
    #expect(try larder.run(["products", "import", first]).status == 0)
    let second = try larder.write(
      "new.jsonl", #"{"code":"4006381333931","product_name":"Müsli nouveau"}"# + "\n")
    #expect(try larder.run(["products", "import", second]).stdout.hasPrefix("Read 1 product:"))
    #expect(try larder.run(["products", "show", "4006381333931"]).stdout.contains("Müsli nouveau"))
    let gone = try larder.run(["products", "show", "3017620422003"])
    #expect(gone.status == 66)
    #expect(
      gone.stderr == "Error: the product catalog has no product with the barcode 3017620422003\n")
  }

  @Test func showWithoutACatalogSaysHowToImportOne() throws {
    let larder = try LarderBinary()
    let result = try larder.run(["products", "show", "3017620422003"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("import one with 'larder products import'"))
  }

  @Test func theHouseholdsMappingOfATagComesBeforeTheDefault() throws {
    let larder = try LarderBinary()
    let file = try larder.write("products.jsonl", Self.dump)
    #expect(try larder.run(["products", "import", file]).status == 0)
    let mapped = try larder.run(["products", "map", "en:yogurts", "yogurts"])
    #expect(mapped.stdout == "Products tagged en:yogurts now go in yogurts.\n")
    #expect(
      try larder.run(["products", "show", "4902902130143"]).stdout.contains("Category: yogurts"))
    #expect(
      try larder.run(["products", "map"]).stdout.contains(
        "en:yogurts → yogurts (the household's)\n"))
    let unmapped = try larder.run(["products", "unmap", "en:yogurts"])
    #expect(unmapped.stdout == "Products tagged en:yogurts go in dairy again, as by default.\n")
    #expect(
      try larder.run(["products", "show", "4902902130143"]).stdout.contains("Category: dairy"))
    #expect(try larder.run(["undo"]).status == 0)
    #expect(
      try larder.run(["products", "show", "4902902130143"]).stdout.contains("Category: yogurts"))
    #expect(
      try larder.run(["history"]).stdout.contains("mapped the catalog's en:yogurts to yogurts"))
  }

  @Test func aMappingMadeBeforeTheFirstImportSurvivesEveryImport() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["products", "map", "en:creams", "cream"]).status == 0)
    let file = try larder.write("products.jsonl", Self.dump)
    #expect(try larder.run(["products", "import", file]).status == 0)
    #expect(try larder.run(["products", "import", file]).status == 0)
    #expect(
      try larder.run(["products", "show", "3017620422003"]).stdout.contains("Category: cream"))
  }

  /// The files in the scratch folder that an import builds before renaming.
  func newCatalogs(_ larder: LarderBinary) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: larder.folder.path)
      .filter { $0.contains(".new-") }
  }

  @Test(.tags(.slow)) func anInterruptedImportLeavesNoPartialCatalogBehind() throws {
    let larder = try LarderBinary()
    var dump = ""
    for index in 0..<300_000 {
      dump += #"{"code":"\#(20_000_000 + index)","product_name":"Product \#(index)"}"# + "\n"
    }
    let file = try larder.write("big.jsonl", dump)
    // SIGINT and SIGTERM: the import removes its new file before it exits.
    for signal in [SIGINT, SIGTERM] {
      let process = try larder.start(["products", "import", file])
      var waited = 0
      while process.isRunning, try newCatalogs(larder).isEmpty, waited < 20_000 {
        usleep(1_000)
        waited += 1
      }
      #expect(process.isRunning, "the import ended before the signal")
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      #expect(try newCatalogs(larder).isEmpty, "after signal \(signal)")
    }
    // SIGKILL leaves it; the next import removes it.
    let killed = try larder.start(["products", "import", file])
    while killed.isRunning, try newCatalogs(larder).isEmpty { usleep(1_000) }
    kill(killed.processIdentifier, SIGKILL)
    killed.waitUntilExit()
    #expect(try newCatalogs(larder).count == 1)
    let small = try larder.write("small.jsonl", Self.dump)
    #expect(try larder.run(["products", "import", small]).status == 0)
    #expect(try newCatalogs(larder).isEmpty)
  }
}

import CcJSON
import Foundation

/// Reads the products of an Open Food Facts export, one at a time, in constant memory: the
/// JSONL dump (one JSON object a line) or the CSV export (tab-separated, with a header
/// row, read by column name; other columns are ignored).
///
/// A product it cannot keep is skipped with the reason (`Skip`), never an error: a barcode
/// that is not a GTIN, no name in any kept field, a line that is not a JSON object, a row
/// of another width than the header, a field over its bound, or a name with a control
/// character. Names are kept in NFC.
public struct CatalogReader {
  /// The two shapes of the export.
  public enum Format: Hashable, Sendable {
    /// The JSONL dump (`openfoodfacts-products.jsonl`).
    case jsonLines
    /// The CSV export, tab-separated (`en.openfoodfacts.org.products.csv`).
    case tabSeparated
  }

  /// Why a product was skipped.
  public enum Skip: Hashable, Sendable, CaseIterable {
    /// Its code is not a GTIN (`GTIN`).
    case invalidBarcode
    /// It has no name in `product_name` or any kept language.
    case noName
    /// The line is not a JSON object of the dump's shape.
    case brokenJSON
    /// The row has another number of fields than the header, or is not UTF-8.
    case brokenRow
    /// A line over `maximumLineBytes`, or a kept field over its bound
    /// (`TextField.name.maximumBytes` for a name, `maximumFieldBytes` for the others).
    case tooLong
    /// A name holds a control character (a line end, a tab).
    case badText
    /// Its barcode was seen before in the file (`ProductCatalog` keeps the first).
    case duplicate
  }

  /// What one line gave.
  public enum Row {
    case product(CatalogProduct)
    case skipped(Skip)
  }

  /// The longest line read, in bytes: real products with every field take a few hundred
  /// KiB; a longer line is skipped as `tooLong` without being held.
  public static let maximumLineBytes = 4 << 20
  /// The longest kept field other than a name (categories, brands, quantities), in bytes.
  public static let maximumFieldBytes = 10_000

  private let format: Format
  private var lines: LineReader
  private var columns: Columns?

  /// A reader of `format` that calls `source` for the next chunk of bytes until it
  /// returns nil.
  public init(format: Format, source: @escaping () throws -> [UInt8]?) {
    self.format = format
    lines = LineReader(maximumBytes: CatalogReader.maximumLineBytes, source: source)
  }

  /// The next product or skipped line, or nil at the end.
  ///
  /// - Throws: `CatalogError.missingColumn` for a CSV export whose header has no `code`
  ///   or no `product_name` column, `.noHeader` for one without a header; the errors of
  ///   the source.
  public mutating func next() throws -> Row? {
    guard let line = try nextFields() else { return nil }
    switch line {
    case .fields(let fields): return CatalogReader.product(fields)
    case .skipped(let reason): return .skipped(reason)
    }
  }

  /// What one line gave before its fields are checked (`product(_:)`): the kept fields
  /// as read, or why the line was skipped.
  public enum Line: Sendable {
    case fields(Fields)
    case skipped(Skip)
  }

  /// The next line's kept fields as read, unchecked, or nil at the end: `next()` in two
  /// halves, so that the checks may run on another thread than the reading.
  ///
  /// - Throws: as `next()`.
  public mutating func nextFields() throws -> Line? {
    guard let line = try lines.next() else {
      if format == .tabSeparated, columns == nil { throw CatalogError.noHeader }
      return nil
    }
    guard case .text(let bytes) = line else {
      if format == .tabSeparated, columns == nil { throw CatalogError.noHeader }
      return .skipped(.tooLong)
    }
    switch format {
    case .jsonLines:
      // cJSON ends its strings at a NUL: a name holding `\u0000` would be read cut short.
      // Read as another control character (U+0001), it is refused where it matters (a
      // name, a field kept), as every way in refuses one, and ignored in a field not read.
      guard let fields = JSONRecord.fields(JSONRecord.withoutEscapedNul(bytes)) else {
        return .skipped(.brokenJSON)
      }
      return .fields(fields)
    case .tabSeparated:
      guard let columns else {
        self.columns = try Columns(header: bytes)
        return try nextFields()
      }
      guard let fields = columns.fields(of: bytes) else { return .skipped(.brokenRow) }
      return .fields(fields)
    }
  }

  /// The product the kept fields make, or why it is skipped.
  public static func product(_ fields: Fields) -> Row {
    for text in [
      fields.quantity, fields.productQuantity, fields.productQuantityUnit, fields.brands,
    ]
    where text.utf8.count > maximumFieldBytes {
      return .skipped(.tooLong)
    }
    guard fields.categories.reduce(0, { $0 + $1.utf8.count + 1 }) <= maximumFieldBytes else {
      return .skipped(.tooLong)
    }
    guard let barcode = try? GTIN(fields.code) else { return .skipped(.invalidBarcode) }
    var names: [CatalogProduct.NameLanguage: String] = [:]
    var generic = ""
    for (language, raw) in [(nil, fields.name)] + fields.names.map({ ($0.key, $0.value) }) {
      // Trimmed and without invisible characters, as every way in keeps a name.
      let text = normalized(raw).trimmedLabel
      if text.isEmpty { continue }
      if text.utf8.count > TextField.name.maximumBytes { return .skipped(.tooLong) }
      guard (try? TextField.name.check(text)) != nil else { return .skipped(.badText) }
      if let language { names[language] = text } else { generic = text }
    }
    guard !generic.isEmpty || !names.isEmpty else { return .skipped(.noName) }
    return .product(
      CatalogProduct(
        barcode: barcode, name: generic, names: names,
        quantityText: plain(fields.quantity.trimmingASCIISpaces()),
        productQuantity: plain(fields.productQuantity),
        productQuantityUnit: plain(fields.productQuantityUnit),
        categories: fields.categories.filter { !plain($0).isEmpty }, brands: plain(fields.brands)))
  }

  /// A field other than a name as kept: without invisible characters, or empty when it
  /// holds a control character (a brand with a BEL is no brand worth showing).
  static func plain(_ text: String) -> String {
    (try? TextField.note.check(text)) != nil ? text.withoutInvisibles : ""
  }

  /// `text` in NFC. Text that is NFC whatever surrounds it, as most of a catalog is (every
  /// scalar below U+0300, where no combining mark is, or a kana, ideograph or Hangul
  /// syllable that composes with nothing), is returned as it is, without Foundation's
  /// slower normalization.
  static func normalized(_ text: String) -> String {
    // Every scalar below U+0300 is written in bytes below 0xCC.
    if text.utf8.allSatisfy({ $0 < 0xCC }) { return text }
    let stable = text.unicodeScalars.allSatisfy { scalar in
      let value = scalar.value
      return value < 0x300 || (0x3000..<0x3099).contains(value)
        || (0x309B..<0xA000).contains(value) || (0xAC00..<0xD7A4).contains(value)
    }
    return stable ? text : text.precomposedStringWithCanonicalMapping
  }

  /// The kept fields of one product, as read.
  public struct Fields: Sendable {
    var code = ""
    var name = ""
    var names: [CatalogProduct.NameLanguage: String] = [:]
    var quantity = ""
    var productQuantity = ""
    var productQuantityUnit = ""
    var categories: [String] = []
    var brands = ""
  }

  /// The header of a CSV export: where each kept field is.
  struct Columns {
    let width: Int
    let code: Int
    let name: Int
    let names: [(CatalogProduct.NameLanguage, Int)]
    let quantity: Int?
    let productQuantity: Int?
    let productQuantityUnit: Int?
    let categories: Int?
    let brands: Int?

    init(header: ArraySlice<UInt8>) throws {
      let names = String(decoding: header, as: UTF8.self).split(
        separator: "\t", omittingEmptySubsequences: false
      ).map { String($0).trimmingASCIISpaces() }
      func index(_ name: String) -> Int? { names.firstIndex(of: name) }
      guard let code = index("code") else { throw CatalogError.missingColumn("code") }
      guard let name = index("product_name") else {
        throw CatalogError.missingColumn("product_name")
      }
      width = names.count
      self.code = code
      self.name = name
      self.names = CatalogProduct.NameLanguage.allCases.compactMap { language in
        index("product_name_" + language.rawValue).map { (language, $0) }
      }
      quantity = index("quantity")
      productQuantity = index("product_quantity")
      productQuantityUnit = index("product_quantity_unit")
      categories = index("categories_tags")
      brands = index("brands")
    }

    /// The kept fields of a row, or nil when it is not UTF-8 or not as wide as the header.
    func fields(of row: ArraySlice<UInt8>) -> Fields? {
      guard let text = String(validating: row, as: UTF8.self) else { return nil }
      let values = text.split(separator: "\t", omittingEmptySubsequences: false)
      guard values.count == width else { return nil }
      func value(_ index: Int?) -> String { index.map { String(values[$0]) } ?? "" }
      var fields = Fields()
      fields.code = value(code)
      fields.name = value(name)
      for (language, index) in names where !values[index].isEmpty {
        fields.names[language] = String(values[index])
      }
      fields.quantity = value(quantity)
      fields.productQuantity = value(productQuantity)
      fields.productQuantityUnit = value(productQuantityUnit)
      fields.categories = value(categories).split(separator: ",").map {
        String($0).trimmingASCIISpaces()
      }
      fields.brands = value(brands)
      return fields
    }
  }

  /// One line of the JSONL dump: the kept fields, of whichever JSON type the dump gives
  /// them (`code` and `product_quantity` are strings or numbers), parsed by cJSON (the
  /// Debian `libcjson-dev`), several times faster here than Foundation's `JSONDecoder`.
  enum JSONRecord {
    /// The kept fields of `line`, or nil when it is not a JSON object, a kept field is of
    /// another type, or a string is not UTF-8.
    static func fields(_ line: ArraySlice<UInt8>) -> Fields? {
      let parsed = line.withUnsafeBytes { bytes in
        cJSON_ParseWithLength(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count)
      }
      guard let root = parsed else { return nil }
      defer { cJSON_Delete(root) }
      guard cJSON_IsObject(root) != 0 else { return nil }
      var fields = Fields()
      guard let code = text(root, "code"), let name = text(root, "product_name"),
        let quantity = text(root, "quantity"),
        let productQuantity = text(root, "product_quantity"),
        let unit = text(root, "product_quantity_unit"), let brands = text(root, "brands")
      else { return nil }
      (fields.code, fields.name, fields.quantity) = (code, name, quantity)
      (fields.productQuantity, fields.productQuantityUnit, fields.brands) =
        (productQuantity, unit, brands)
      let names: [(CatalogProduct.NameLanguage, StaticString)] = [
        (.en, "product_name_en"), (.fr, "product_name_fr"), (.ja, "product_name_ja"),
        (.zh, "product_name_zh"),
      ]
      for (language, key) in names {
        guard let name = text(root, key) else { return nil }
        if !name.isEmpty { fields.names[language] = name }
      }
      if let tags = item(root, "categories_tags"),
        cJSON_IsNull(tags) == 0
      {
        guard cJSON_IsArray(tags) != 0 else { return nil }
        var item = tags.pointee.child
        while let tag = item {
          guard cJSON_IsString(tag) != 0, let value = tag.pointee.valuestring,
            let text = String(validatingCString: value)
          else { return nil }
          fields.categories.append(text)
          item = tag.pointee.next
        }
      }
      return fields
    }

    /// `line` with each escape `\u0000` (a NUL in a string, not after an escaped
    /// backslash) written `\u0001`: the same length, and no NUL for cJSON to stop at.
    static func withoutEscapedNul(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
      let escape = Array("\\u0000".utf8)
      guard line.contains(UInt8(ascii: "\\")) else { return line }
      var result = line
      var index = line.startIndex
      var backslashes = 0
      while index < line.endIndex {
        if line[index] == UInt8(ascii: "\\") {
          if backslashes % 2 == 0, line[index...].starts(with: escape) {
            result[index + 5] = UInt8(ascii: "1")
          }
          backslashes += 1
        } else {
          backslashes = 0
        }
        index += 1
      }
      return result
    }

    /// The member `key` of `object`, or nil; the key is passed to C as it is compiled in.
    private static func item(_ object: UnsafeMutablePointer<cJSON>, _ key: StaticString)
      -> UnsafeMutablePointer<cJSON>?
    {
      key.withUTF8Buffer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { name in
          cJSON_GetObjectItemCaseSensitive(object, name.baseAddress)
        }
      }
    }

    /// The value of `key` as text: a string as it is, a number as written in its shortest
    /// form (`1800`, `1.5`); empty when absent or null; nil for another type or a string
    /// that is not UTF-8.
    private static func text(_ object: UnsafeMutablePointer<cJSON>, _ key: StaticString)
      -> String?
    {
      guard let item = item(object, key), cJSON_IsNull(item) == 0 else { return "" }
      if cJSON_IsString(item) != 0 {
        guard let value = item.pointee.valuestring else { return "" }
        return String(validatingCString: value)
      }
      guard cJSON_IsNumber(item) != 0 else { return nil }
      let number = item.pointee.valuedouble
      if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
      return "\(number)"
    }
  }
}

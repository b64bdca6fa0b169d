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
  private let decoder = JSONDecoder()

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
      guard let record = try? decoder.decode(JSONRecord.self, from: Data(bytes)) else {
        return .skipped(.brokenJSON)
      }
      return CatalogReader.product(record.fields)
    case .tabSeparated:
      guard let columns else {
        self.columns = try Columns(header: bytes)
        return try next()
      }
      guard let fields = columns.fields(of: bytes) else { return .skipped(.brokenRow) }
      return CatalogReader.product(fields)
    }
  }

  /// The product the kept fields make, or why it is skipped.
  static func product(_ fields: Fields) -> Row {
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
      let text = normalized(raw.trimmingCharacters(in: .whitespaces))
      if text.isEmpty { continue }
      if text.utf8.count > TextField.name.maximumBytes { return .skipped(.tooLong) }
      guard (try? TextField.name.check(text)) != nil else { return .skipped(.badText) }
      if let language { names[language] = text } else { generic = text }
    }
    guard !generic.isEmpty || !names.isEmpty else { return .skipped(.noName) }
    return .product(
      CatalogProduct(
        barcode: barcode, name: generic, names: names,
        quantityText: fields.quantity.trimmingCharacters(in: .whitespaces),
        productQuantity: fields.productQuantity, productQuantityUnit: fields.productQuantityUnit,
        categories: fields.categories, brands: fields.brands))
  }

  /// `text` in NFC; ASCII, most of a catalog, as it is.
  static func normalized(_ text: String) -> String {
    text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
  }

  /// The kept fields of one product, as read.
  struct Fields {
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

    init(header: [UInt8]) throws {
      let names = String(decoding: header, as: UTF8.self).split(
        separator: "\t", omittingEmptySubsequences: false
      ).map { $0.trimmingCharacters(in: .whitespaces) }
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
    func fields(of row: [UInt8]) -> Fields? {
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
        $0.trimmingCharacters(in: .whitespaces)
      }
      fields.brands = value(brands)
      return fields
    }
  }

  /// One line of the JSONL dump: the kept fields, of whichever JSON type the dump gives
  /// them (`code` and `product_quantity` are strings or numbers).
  struct JSONRecord: Decodable {
    let fields: Fields

    private struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(_ string: String) { stringValue = string }
      init?(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      func text(_ name: String) throws -> String {
        let key = Key(name)
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return "" }
        if let string = try? container.decode(String.self, forKey: key) { return string }
        if let whole = try? container.decode(Int64.self, forKey: key) { return String(whole) }
        let number = try container.decode(Decimal.self, forKey: key)
        return "\(number)"
      }
      var fields = Fields()
      fields.code = try text("code")
      fields.name = try text("product_name")
      for language in CatalogProduct.NameLanguage.allCases {
        let name = try text("product_name_" + language.rawValue)
        if !name.isEmpty { fields.names[language] = name }
      }
      fields.quantity = try text("quantity")
      fields.productQuantity = try text("product_quantity")
      fields.productQuantityUnit = try text("product_quantity_unit")
      let tags = Key("categories_tags")
      if container.contains(tags), try !container.decodeNil(forKey: tags) {
        fields.categories = try container.decode([String].self, forKey: tags)
      }
      fields.brands = try text("brands")
      self.fields = fields
    }
  }
}

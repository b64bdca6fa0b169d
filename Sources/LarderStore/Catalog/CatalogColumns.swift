import LarderCore
import LarderErrors

/// How a product is read from the catalog's `products`: its columns, in SELECT order, and
/// their decoder.
enum CatalogColumns: Int32, ResultColumns {
  case rowID, digits, name, nameEN, nameFR, nameJA, nameZH, quantity, productQuantity
  case productQuantityUnit, categories, brands

  var sql: String {
    switch self {
    case .rowID: "rowid"
    case .digits: "digits"
    case .name: "name"
    case .nameEN: "name_en"
    case .nameFR: "name_fr"
    case .nameJA: "name_ja"
    case .nameZH: "name_zh"
    case .quantity: "quantity"
    case .productQuantity: "product_quantity"
    case .productQuantityUnit: "product_quantity_unit"
    case .categories: "categories"
    case .brands: "brands"
    }
  }

  /// The table, its columns in the order of the cases (the barcode's 14-digit key first).
  static let schema = """
    CREATE TABLE products (
      barcode TEXT NOT NULL PRIMARY KEY, digits TEXT NOT NULL, name TEXT NOT NULL,
      name_en TEXT, name_fr TEXT, name_ja TEXT, name_zh TEXT, quantity TEXT NOT NULL,
      product_quantity TEXT NOT NULL, product_quantity_unit TEXT NOT NULL,
      categories TEXT NOT NULL, brands TEXT NOT NULL)
    """

  /// The values of `product`'s row, in the table's order.
  static func values(_ product: CatalogProduct) -> [SQLiteValue] {
    var values: [SQLiteValue] = [
      .text(product.barcode.key), .text(product.barcode.digits), .text(product.name),
    ]
    for language in CatalogProduct.NameLanguage.allCases {
      values.append(product.names[language].map(SQLiteValue.text) ?? .null)
    }
    values += [
      .text(product.quantityText), .text(product.productQuantity),
      .text(product.productQuantityUnit), .text(product.categories.joined(separator: ",")),
      .text(product.brands),
    ]
    return values
  }

  /// The product in the row.
  ///
  /// - Throws: `StoreError.unreadable` for a barcode that is not a GTIN.
  static func decode(_ row: Statement.Row) throws(StoreError) -> CatalogProduct {
    let reader = ColumnReader<CatalogColumns>(row, table: "products")
    let digits = reader.text(.digits)
    let barcode: GTIN
    do { barcode = try GTIN(digits) } catch { throw reader.unreadable(.digits) }
    var names: [CatalogProduct.NameLanguage: String] = [:]
    names[.en] = reader.optionalText(.nameEN)
    names[.fr] = reader.optionalText(.nameFR)
    names[.ja] = reader.optionalText(.nameJA)
    names[.zh] = reader.optionalText(.nameZH)
    let categories = reader.text(.categories)
    return CatalogProduct(
      barcode: barcode, name: reader.text(.name), names: names,
      quantityText: reader.text(.quantity), productQuantity: reader.text(.productQuantity),
      productQuantityUnit: reader.text(.productQuantityUnit),
      categories: categories.isEmpty ? [] : categories.split(separator: ",").map(String.init),
      brands: reader.text(.brands))
  }
}

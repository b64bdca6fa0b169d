import Foundation
import LarderCore
import LarderErrors

/// The product catalog beside a household: Open Food Facts products by barcode, in their
/// own SQLite file (`<household>.products`), so that a million products re-imported whole
/// never weigh on the household's file, its backups or its history.
///
/// Read-only once imported: `replace(at:reading:)` builds a new file and renames it over
/// the old one.
public final class ProductCatalog {
  let db: Connection

  /// The mark in the catalog file's header (`PRAGMA application_id`): "LRDP".
  static let applicationID: Int32 = 0x4C52_4450

  /// The catalog's path beside the household database at `household`.
  public static func path(besideHousehold household: String) -> String {
    household + ".products"
  }

  /// Opens the catalog at `path` for reading, or returns nil when there is none.
  ///
  /// - Throws: `StoreError.notLarderDatabase` for a file that is not a catalog, or
  ///   `SQLiteError`.
  public static func open(path: String) throws -> ProductCatalog? {
    guard Store.holdsHousehold(at: path) else { return nil }
    let db = try Connection(path: path, access: .readOnly)
    let mark: Int32
    do {
      mark =
        try db.firstRow("PRAGMA application_id") { Int32(truncatingIfNeeded: $0.onlyInt64) } ?? 0
    } catch let error as SQLiteError where error.result == .notADatabase {
      throw StoreError.notLarderDatabase(path, found: .notSQLite)
    }
    guard mark == applicationID else {
      throw StoreError.notLarderDatabase(path, found: .otherApplication(mark))
    }
    return ProductCatalog(db)
  }

  private init(_ db: Connection) {
    self.db = db
  }

  /// The product with `barcode` (in any of its spellings), or nil.
  ///
  /// - Throws: `StoreError.unreadable` for a row whose barcode is not a GTIN, or
  ///   `SQLiteError`.
  public func product(_ barcode: GTIN) throws -> CatalogProduct? {
    try db.firstRow(
      "SELECT \(CatalogColumns.select) FROM products WHERE barcode = ? LIMIT 1",
      [.text(barcode.key)], CatalogColumns.decode)
  }

  /// How many products the catalog holds.
  public func count() throws -> Int {
    try db.firstRow("SELECT count(*) FROM products") { Int($0.onlyInt64) } ?? 0
  }
}

extension ProductCatalog {
  /// What the catalog beside the household at `household` has for `barcode`, for a
  /// household speaking `language` (BCP 47), its category mapped by `overrides` (the
  /// household's own mapping, `Store.categoryOverrides()`) before the default table; nil
  /// when there is no catalog or the barcode is not in it. This is what `add --barcode`
  /// asks of an unknown barcode.
  ///
  /// - Throws: the errors of `open(path:)` and `product(_:)`, and those `overrides` throws.
  public static func match(
    _ barcode: GTIN, besideHousehold household: String, language: String,
    overrides: () throws -> [String: String]
  ) throws -> CatalogMatch? {
    guard let catalog = try open(path: path(besideHousehold: household)) else { return nil }
    return try catalog.match(barcode, language: language, overrides: overrides())
  }

  /// What this catalog has for `barcode`, for a household speaking `language` (BCP 47)
  /// whose own mapping of tags is `overrides`; nil when the barcode is not in it.
  ///
  /// - Throws: the errors of `product(_:)`.
  public func match(_ barcode: GTIN, language: String, overrides: [String: String])
    throws -> CatalogMatch?
  {
    guard let product = try product(barcode) else { return nil }
    return CatalogMatch(product, language: language, overrides: overrides)
  }
}

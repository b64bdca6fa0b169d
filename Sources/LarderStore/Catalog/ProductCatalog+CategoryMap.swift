import Foundation
import LarderCore

extension ProductCatalog {
  /// The table of the household's own mapping of category tags, kept in the catalog file
  /// and carried over by every re-import (`replace(at:reading:)`).
  static let categoryMapSchema = """
    CREATE TABLE IF NOT EXISTS category_map (tag TEXT NOT NULL PRIMARY KEY, category TEXT NOT NULL)
    """

  /// The household's mapping of Open Food Facts tags to Larder categories, by tag.
  ///
  /// - Throws: `SQLiteError`.
  public func categoryOverrides() throws -> [String: String] {
    let exists = try db.firstRow(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'category_map' LIMIT 1"
    ) { _ in true }
    guard exists == true else { return [:] }
    var found: [String: String] = [:]
    let rows = try db.rows("SELECT \(CategoryMapColumns.select) FROM category_map") { row in
      let reader = ColumnReader<CategoryMapColumns>(row, table: "category_map")
      return (reader.text(.tag), reader.text(.category))
    }
    for (tag, category) in rows { found[tag] = category }
    return found
  }

  /// Maps the tag `tag` to `category` in the catalog at `path`, or removes the household's
  /// mapping of it when `category` is nil; a catalog file is made where there is none, so
  /// that a mapping may come before the first import.
  ///
  /// - Throws: `StoreError.notLarderDatabase` for a file that is not a catalog, or
  ///   `SQLiteError`.
  public static func map(_ tag: String, to category: String?, at path: String) throws {
    if Store.holdsHousehold(at: path) {
      _ = try open(path: path)
    }
    let db = try Connection(path: path)
    try db.execute("PRAGMA application_id = \(applicationID)")
    try db.execute(
      CatalogColumns.schema.replacingOccurrences(
        of: "CREATE TABLE", with: "CREATE TABLE IF NOT EXISTS"))
    try db.execute(categoryMapSchema)
    if let category {
      try db.run(
        "INSERT INTO category_map (tag, category) VALUES (?, ?) "
          + "ON CONFLICT (tag) DO UPDATE SET category = excluded.category",
        [.text(tag), .text(category)])
    } else {
      try db.run("DELETE FROM category_map WHERE tag = ?", [.text(tag)])
    }
  }

  /// Copies the household's mapping from the catalog at `previous`, if there is one, into
  /// the new catalog `db`.
  static func carryMapping(from previous: String, into db: Connection) throws {
    try db.execute(categoryMapSchema)
    guard let old = try open(path: previous) else { return }
    for (tag, category) in try old.categoryOverrides() {
      try db.run(
        "INSERT INTO category_map (tag, category) VALUES (?, ?)", [.text(tag), .text(category)])
    }
  }
}

/// How the household's mapping is read from `category_map`: its columns, in SELECT order.
enum CategoryMapColumns: Int32, ResultColumns {
  case rowID, tag, category

  var sql: String {
    switch self {
    case .rowID: "rowid"
    case .tag: "tag"
    case .category: "category"
    }
  }
}

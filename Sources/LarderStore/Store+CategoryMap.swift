import LarderCore
import LarderErrors

/// The household's own mapping of the product catalog's category tags (`en:yogurts`) to
/// its categories, before the default table (`CategoryMap`). It is the household's, not
/// the catalog's: kept in the household's file, so that each change of it is a change of
/// the history, undone as any other, and a re-import of the catalog never touches it.
extension Store {
  /// The household's mapping, by tag.
  ///
  /// - Throws: `SQLiteError`.
  public func categoryOverrides() throws -> [String: String] {
    var found: [String: String] = [:]
    let rows = try db.rows("SELECT \(CategoryMapColumns.select) FROM category_map") { row in
      let reader = ColumnReader<CategoryMapColumns>(row, table: "category_map")
      return (reader.text(.tag), reader.text(.category))
    }
    for (tag, category) in rows { found[tag] = category }
    return found
  }

  /// Maps the catalog's tag `tag` to `category`, or with a nil `category`, removes the
  /// household's mapping of it; one recorded change (none when nothing changes).
  ///
  /// - Throws: `StoreError.blank` for a blank tag or category, `ValueError` for one over
  ///   its bound or with a control character, `SQLiteError`.
  public func mapCategoryTag(
    _ tag: String, to category: String?, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws {
    let tag = tag.trimmedLabel
    guard !tag.isEmpty else { throw StoreError.blank(.category) }
    try TextField.category.check(tag)
    let category = category?.trimmedLabel
    if let category {
      guard !category.isEmpty else { throw StoreError.blank(.category) }
      try TextField.category.check(category)
    }
    try recorded(origin, action: { _ in .mappedCategoryTag(tag: tag, category: category) }) {
      if let category {
        try db.run(
          """
          INSERT INTO category_map (tag, category) VALUES (?, ?)
          ON CONFLICT (tag) DO UPDATE SET category = excluded.category
            WHERE category <> excluded.category
          """, [.text(tag), .text(category)])
      } else {
        try db.run("DELETE FROM category_map WHERE tag = ?", [.text(tag)])
      }
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

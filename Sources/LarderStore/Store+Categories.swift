import LarderCore
import LarderErrors

extension Store {
  /// A category: its code, as items and budgets keep it, and its names in languages.
  public struct Category: Hashable, Sendable {
    /// The code: `dairy`, `other`, or whatever the household first typed.
    public var code: String
    /// Its names by BCP 47 code.
    public var names: [String: String]
  }

  /// The code of the category `typed` names: the category of that code, else the one with
  /// that name in a language (ignoring case, accents and width), else the one the reader's
  /// word names (`autre` is `other` in French), else `typed` itself, a new category.
  ///
  /// - Throws: `StoreError.ambiguousReference` when the name is two categories'.
  public func categoryCode(_ typed: String) throws -> String {
    let given = typed.trimmedLabel
    if try db.firstRow(
      """
      SELECT 1 FROM items WHERE category = ?1
      UNION ALL SELECT 1 FROM budgets WHERE category = ?1
      UNION ALL SELECT 1 FROM category_names WHERE category = ?1 LIMIT 1
      """, [.text(given)], { _ in true }) ?? false
    {
      return given
    }
    let key = SearchKey.fold(given)
    let named = try db.rows(
      "SELECT DISTINCT category FROM category_names WHERE search_key = ? ORDER BY 1 LIMIT 10",
      [.text(key)]
    ) { $0.onlyText }
    if named.count > 1 { throw StoreError.ambiguousReference(given, matches: named) }
    if let code = named.first { return code }
    if let (code, _) = db.readingWords.first(where: { SearchKey.fold($0.value) == key }) {
      return code
    }
    return given
  }

  /// Every category the household uses or named (its items', its budgets' but the whole
  /// household's, and those with names), with their names, by code.
  ///
  /// - Throws: `SQLiteError` when they cannot be read.
  public func categories() throws -> [Category] {
    var found: [String: [String: String]] = [:]
    for code in try db.rows(
      """
      SELECT category FROM items UNION SELECT category FROM budgets WHERE category <> ?
      UNION SELECT category FROM category_names
      """, [.text(Budget.household)], { $0.onlyText })
    {
      found[code] = [:]
    }
    try db.rows("SELECT \(CategoryNameColumns.select) FROM category_names") { row in
      let reader = ColumnReader<CategoryNameColumns>(row, table: "category_names")
      return (reader.text(.category), reader.text(.language), reader.text(.name))
    }.forEach { found[$0.0, default: [:]][$0.1] = $0.2 }
    return NameOrder.sorted(found.keys.sorted()).map { Category(code: $0, names: found[$0] ?? [:]) }
  }

  /// Names the category `reference` (its code or one of its names) in each language of
  /// `names` (a nil name takes that language's off), as one change.
  ///
  /// - Throws: `StoreError.blank` for a blank name, `.nameOfAnotherItem`-like refusal
  ///   `.categoryNameTaken` when another category has that name in any language.
  @discardableResult
  public func nameCategory(
    _ reference: String, _ names: [String: String?],
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> Category {
    for name in names.values.compactMap({ $0 }) {
      if name.trimmedLabel.isEmpty { throw StoreError.blank(.category) }
      try TextField.category.check(name)
    }
    return try recorded(
      origin, action: { (category: Category) in .namedCategory(category: category.code) }
    ) {
      let code = try categoryCode(reference)
      for (language, name) in names.sorted(by: { $0.key < $1.key }) {
        try db.run(
          "DELETE FROM category_names WHERE category = ? AND language = ?",
          [.text(code), .text(language)])
        guard let name = name?.trimmedLabel else { continue }
        if let other = try db.firstRow(
          "SELECT category FROM category_names WHERE search_key = ? AND category <> ? LIMIT 1",
          [.text(SearchKey.fold(name)), .text(code)], { $0.onlyText })
        {
          throw StoreError.categoryNameTaken(name, category: other)
        }
        try db.run(
          """
          INSERT INTO category_names (category, language, name, search_key)
            VALUES (?, ?, ?, ?)
          """, [.text(code), .text(language), .text(name), .text(SearchKey.fold(name))])
      }
      return try categories().first { $0.code == code } ?? Category(code: code, names: [:])
    }
  }
}

/// A category's name in a language, as `category_names` holds it.
enum CategoryNameColumns: Int32, ResultColumns {
  case category, language, name

  var sql: String {
    switch self {
    case .category: "category"
    case .language: "language"
    case .name: "name"
    }
  }
}

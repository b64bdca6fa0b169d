import LarderCore

extension Store {
  /// The language (a BCP 47 code: `fr`, `ja`, `zh-Hant`) items are read in: an item's
  /// name is its name in that language when it has one, else its own. nil reads every
  /// item's own name.
  public var readingLanguage: String? {
    get { db.readingLanguage }
    set { db.readingLanguage = newValue }
  }

  /// Every name of every item (own names, names in languages, aliases), in name order, as
  /// shell completion and the web's forms offer them.
  ///
  /// - Throws: `SQLiteError` when the items cannot be read.
  public func itemNames() throws -> [String] {
    NameOrder.sorted(
      try db.rows("SELECT name FROM items UNION SELECT name FROM item_names") { $0.onlyText })
  }

  /// The names of the item `reference` (any of its names, or its id).
  ///
  /// - Throws: the lookup errors of `findItem`.
  public func names(of reference: String) throws -> ItemNames {
    let record = try findItem(reference)
    return try names(ofRow: record.rowID, own: record.ownName)
  }

  /// The names of the item of row `rowID`.
  func names(ofRow rowID: Int64, own: String) throws -> ItemNames {
    var names = ItemNames(own: own)
    var aliases: [String] = []
    try db.rows(
      "SELECT language, name FROM item_names WHERE item_id = ? ORDER BY id",
      [.integer(rowID)]
    ) { row in
      let reader = ColumnReader<ItemNameColumns>(row, table: "item_names")
      return (reader.optionalText(.language), reader.text(.name))
    }.forEach { language, name in
      if let language { names.byLanguage[language] = name } else { aliases.append(name) }
    }
    names.aliases = NameOrder.sorted(aliases)
    return names
  }

  /// Sets the names in languages and the aliases `changes` gives the item of `record`, in
  /// the caller's transaction. A name the item already has as an alias becomes its name in
  /// the language; an alias it already has is kept once.
  ///
  /// - Throws: `StoreError.aliasNotOnItem` for an alias to remove it does not have; the
  ///   refusals of `checkFree` for a name another item has.
  func setNames(_ changes: ItemChanges, of record: ItemRecord) throws {
    let item = Int64(record.rowID)
    for alias in changes.removeAliases {
      try db.run(
        "DELETE FROM item_names WHERE item_id = ? AND language IS NULL AND name_key = ?",
        [.integer(item), .text(SearchKey.nameKey(alias))])
      if db.changes == 0 { throw StoreError.aliasNotOnItem(alias, item: record.item.name) }
    }
    for (language, name) in changes.namesIn.sorted(by: { $0.key < $1.key }) {
      try db.run(
        "DELETE FROM item_names WHERE item_id = ? AND language = ?",
        [.integer(item), .text(language)])
      guard let name else { continue }
      try checkFree(name, for: item)
      try db.run(
        "DELETE FROM item_names WHERE item_id = ? AND name_key = ?",
        [.integer(item), .text(SearchKey.nameKey(name))])
      try insertName(name, language: language, item: item)
    }
    for alias in changes.addAliases {
      try checkFree(alias, for: item)
      let known =
        try db.firstRow(
          """
          SELECT 1 FROM items WHERE id = ?1 AND name_key = ?2
          UNION ALL SELECT 1 FROM item_names WHERE name_key = ?2 LIMIT 1
          """, [.integer(item), .text(SearchKey.nameKey(alias))], { _ in true }) ?? false
      if !known { try insertName(alias, language: nil, item: item) }
    }
  }

  /// Inserts `name` as item `item`'s name in `language`, or as an alias for nil.
  func insertName(_ name: String, language: String?, item: Int64) throws {
    try db.run(
      """
      INSERT INTO item_names (item_id, language, name, name_key, search_key)
        VALUES (?, ?, ?, ?, ?)
      """,
      [
        .integer(item), language.map { .text($0) } ?? .null, .text(name),
        .text(SearchKey.nameKey(name)), .text(SearchKey.fold(name)),
      ])
  }
}

/// A name of an item as `item_names` holds it.
enum ItemNameColumns: Int32, ResultColumns {
  case language, name

  var sql: String {
    switch self {
    case .language: "language"
    case .name: "name"
    }
  }
}

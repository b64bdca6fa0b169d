import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// The language (a BCP 47 code: `fr`, `ja`, `zh-Hant`) items are read in: an item's
  /// name is its name in that language when it has one, else its own. nil reads every
  /// item's own name.
  public var readingLanguage: String? {
    get { db.readingLanguage }
    set { db.readingLanguage = newValue }
  }

  /// The reader's words for the codes a household never named: the default category
  /// (`other`, `autre` in French), shown where a category has no name in the reader's
  /// language, and read back as that code.
  public var readingWords: [String: String] {
    get { db.readingWords }
    set { db.readingWords = newValue }
  }

  /// Every name of every item (own names, names in languages, aliases), in name order, as
  /// shell completion and the web's forms offer them.
  ///
  /// - Throws: `SQLiteError` when the items cannot be read.
  public func itemNames() throws -> [String] {
    NameOrder.sorted(
      try db.rows("SELECT name FROM items UNION SELECT name FROM item_names") { $0.onlyText })
  }

  /// The names of every item that has names besides its own, by the item's id.
  ///
  /// - Throws: `StoreError.unreadable` for an id that cannot be read.
  public func namesByItem() throws -> [UUID: ItemNames] {
    var found: [UUID: ItemNames] = [:]
    let rows = try db.rows(
      """
      SELECT items.uuid, items.name, item_names.language, item_names.name FROM item_names
      JOIN items ON items.id = item_names.item_id ORDER BY item_names.id
      """
    ) { row in
      let reader = ColumnReader<ItemNamesByItemColumns>(row, table: "item_names")
      return (
        try reader.uuid(.item), reader.text(.own), reader.optionalText(.language),
        reader.text(.name)
      )
    }
    for (item, own, language, name) in rows {
      var names = found[item] ?? ItemNames(own: own)
      if let language {
        names.byLanguage[language] = name
      } else {
        names.aliases = NameOrder.sorted(names.aliases + [name])
      }
      found[item] = names
    }
    return found
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
  /// the language; an alias it already has is kept once; the same name may be its name in
  /// two languages.
  ///
  /// - Throws: `StoreError.aliasNotOnItem` for an alias to remove it does not have; the
  ///   refusals of `checkFree` for a name another item has.
  func setNames(_ changes: ItemChanges, of record: ItemRecord) throws {
    let item = record.rowID
    var removed = Set<String>()
    for alias in changes.removeAliases where removed.insert(SearchKey.nameKey(alias)).inserted {
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
        "DELETE FROM item_names WHERE item_id = ? AND language IS NULL AND name_key = ?",
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

  /// Gives the item of an imported purchase row the names in languages and the aliases
  /// the row lists, once per item and import: a language it has no name in takes the
  /// row's (unless it is already one of its aliases), an alias it lacks is added; what it
  /// has is kept. The same name may be the item's in two languages (`Tofu`).
  ///
  /// - Throws: the refusals of `checkFree` for a name another item has.
  func addImportedNames(_ row: PurchaseRow, cache: ItemCache) throws {
    guard !row.namesIn.isEmpty || !row.aliases.isEmpty,
      let record = cache.spellings[row.item], !cache.named.contains(record.rowID)
    else { return }
    cache.named.insert(record.rowID)
    let names = try names(ofRow: record.rowID, own: record.ownName)
    var keys = Set(names.all.map(SearchKey.nameKey))
    let aliasKeys = Set(names.aliases.map(SearchKey.nameKey))
    for (language, name) in row.namesIn.sorted(by: { $0.key < $1.key })
    where names.byLanguage[language] == nil && !aliasKeys.contains(SearchKey.nameKey(name)) {
      // Only inserts: an import appends rows (`AppendedRows`).
      try checkFree(name, for: record.rowID)
      try insertName(name, language: language, item: record.rowID)
      keys.insert(SearchKey.nameKey(name))
    }
    for alias in row.aliases where !keys.contains(SearchKey.nameKey(alias)) {
      try checkFree(alias, for: record.rowID)
      try insertName(alias, language: nil, item: record.rowID)
      keys.insert(SearchKey.nameKey(alias))
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

/// An item's id and own name, and one of its other names, for `namesByItem`.
enum ItemNamesByItemColumns: Int32, ResultColumns {
  case item, own, language, name

  var sql: String {
    switch self {
    case .item: "items.uuid"
    case .own: "items.name"
    case .language: "item_names.language"
    case .name: "item_names.name"
    }
  }
}

import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Finds an item by any of its names or by its id or a unique prefix of it (4+ hex
  /// digits):
  /// 1. the item one of whose names (its own, one in another language, an alias) is the
  ///    given one, ignoring case;
  /// 2. the item with that barcode, or whose id begins with it;
  /// 3. the one item one of whose names matches ignoring case, accents, width and
  ///    ligatures (`oeufs` finds `Œufs`, `creme fraiche` finds `Crème fraîche`);
  /// 4. the one item one of whose names holds it as a word or a run of CJK characters
  ///    (`milk` finds `Whole milk`, `豆漿` finds `有機豆漿`; `WordMatch`).
  ///
  /// - Throws: `StoreError.unknownItem`, or `.ambiguousReference` listing the items an id
  ///   prefix, a folded name or a word matches when there are more than one.
  func findItem(_ given: String) throws -> ItemRecord {
    let reference = given.trimmedLabel
    if let found = try itemNamed(reference) { return found }
    if let barcode = Store.barcode(reference),
      let found = try db.firstRow(
        """
        SELECT \(ItemColumns.select) FROM items
        WHERE id = (SELECT item_id FROM item_barcodes WHERE barcode = ?)
        """, [.text(barcode.key)], { try ItemColumns.decode($0) })
    {
      return found
    }
    let lower = reference.lowercased()
    if lower.count >= 4, lower.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
      let matches = try db.rows(
        "SELECT \(ItemColumns.select) FROM items WHERE uuid >= ? AND uuid < ? || 'g' LIMIT 2",
        [.text(lower), .text(lower)], { try ItemColumns.decode($0) })
      if matches.count == 1 { return matches[0] }
      if matches.count > 1 {
        throw StoreError.ambiguousReference(reference, matches: matches.map(\.item.name))
      }
    }
    let key = SearchKey.fold(reference)
    if let found = try one(of: itemsFolding(to: key), reference) { return found }
    if let found = try one(of: itemsHolding(key), reference) { return found }
    throw StoreError.unknownItem(reference)
  }

  /// `text` read as a barcode, nil for any other text.
  static func barcode(_ text: String) -> GTIN? {
    do { return try GTIN(text) } catch { return nil }
  }

  /// The one record of `records`, nil for none.
  ///
  /// - Throws: `StoreError.ambiguousReference` listing them when there are more than one.
  func one(of records: [ItemRecord], _ reference: String) throws -> ItemRecord? {
    guard records.count > 1 else { return records.first }
    throw StoreError.ambiguousReference(
      reference, matches: NameOrder.sorted(records.map(\.item.name)))
  }

  /// The item one of whose names is `name`, ignoring case only (the key that makes names
  /// unique), or nil.
  func itemNamed(_ name: String) throws -> ItemRecord? {
    try db.firstRow(
      """
      SELECT \(ItemColumns.select) FROM items WHERE name_key = ?1
        OR id = (SELECT item_id FROM item_names WHERE name_key = ?1)
      LIMIT 1
      """, [.text(SearchKey.nameKey(name))], { try ItemColumns.decode($0) })
  }

  /// An existing item one of whose names folds to the same key as `name`, other than the
  /// item of row `except`: its own name.
  func similarItem(_ name: String, except: Int64 = 0) throws -> String? {
    try db.firstRow(
      """
      SELECT name FROM items WHERE id <> ?2 AND (search_key = ?1
        OR id IN (SELECT item_id FROM item_names WHERE search_key = ?1))
      LIMIT 1
      """, [.text(SearchKey.fold(name)), .integer(except)]
    ) { $0.onlyText }
  }

  /// Checks that `name` may be a name of the item of row `rowID`: no other item has it,
  /// as its own name, a name in a language or an alias, ignoring case, accents and width.
  ///
  /// - Throws: `StoreError.nameTaken` for another item's own name, `.nameOfAnotherItem`
  ///   for another's name in a language or alias, `.accentOnlyDifference` for one that
  ///   differs only by accents.
  func checkFree(_ name: String, for rowID: Int64) throws {
    if let taken = try db.firstRow(
      "SELECT name FROM items WHERE id <> ?2 AND name_key = ?1 LIMIT 1",
      [.text(SearchKey.nameKey(name)), .integer(rowID)], { $0.onlyText })
    {
      throw StoreError.nameTaken(taken)
    }
    if let other = try db.firstRow(
      """
      SELECT items.name FROM item_names JOIN items ON items.id = item_names.item_id
      WHERE item_names.name_key = ?1 AND item_names.item_id <> ?2 LIMIT 1
      """, [.text(SearchKey.nameKey(name)), .integer(rowID)], { $0.onlyText })
    {
      throw StoreError.nameOfAnotherItem(name, item: other)
    }
    if let similar = try similarItem(name, except: rowID) {
      throw StoreError.accentOnlyDifference(given: name, existing: similar)
    }
  }

  /// The items one of whose names folds to `key` (`SearchKey.fold`), in name order; at
  /// most 10.
  func itemsFolding(to key: String) throws -> [ItemRecord] {
    try db.rows(
      """
      SELECT \(ItemColumns.select) FROM items WHERE search_key = ?1
        OR id IN (SELECT item_id FROM item_names WHERE search_key = ?1)
      ORDER BY 3 LIMIT 10
      """, [.text(key)], { try ItemColumns.decode($0) })
  }

  /// The items one of whose names holds the folded `key` as a word or a run of CJK
  /// characters (`WordMatch`), in name order; at most 10.
  func itemsHolding(_ key: String) throws -> [ItemRecord] {
    guard !key.isEmpty else { return [] }
    let keys = try db.rows(
      """
      SELECT id, search_key FROM items WHERE instr(search_key, ?1) > 0
      UNION ALL SELECT item_id, search_key FROM item_names WHERE instr(search_key, ?1) > 0
      """, [.text(key)]
    ) { row in
      let reader = ColumnReader<HeldNameColumns>(row, table: "items")
      return (reader.int64(.item), reader.text(.searchKey))
    }
    var ids: [Int64] = []
    for (id, name) in keys where !ids.contains(id) && WordMatch.contains(name, key) {
      ids.append(id)
    }
    guard !ids.isEmpty else { return [] }
    return try db.rows(
      """
      SELECT \(ItemColumns.select) FROM items
      WHERE id IN (SELECT value FROM json_each(?)) ORDER BY 3 LIMIT 10
      """, [.text("[" + ids.map(String.init).joined(separator: ",") + "]")],
      { try ItemColumns.decode($0) })
  }
}

/// An item's row id and one of its names' search keys, for `itemsHolding`.
enum HeldNameColumns: Int32, ResultColumns {
  case item, searchKey

  var sql: String {
    switch self {
    case .item: "id"
    case .searchKey: "search_key"
    }
  }
}

extension Store {
  /// What a name given to `add` is: an item the household has, found by one of its names
  /// (ignoring case, accents, width and ligatures), or a new item, with the items it could
  /// be (`closeItems`).
  public enum AddedName: Hashable, Sendable {
    /// The item, by its own name.
    case item(String)
    /// A new item; `close` are the shown names of items it could be.
    case new(close: [String])
  }

  /// What `name` given to `add` is (see `AddedName`).
  ///
  /// - Throws: `StoreError.ambiguousReference` when its folded form is the name of more
  ///   than one item.
  public func addedName(_ name: String) throws -> AddedName {
    let reference = name.trimmedLabel
    if let found = try itemNamed(reference) { return .item(found.ownName) }
    let key = SearchKey.fold(reference)
    if let found = try one(of: itemsFolding(to: key), reference) { return .item(found.ownName) }
    return .new(close: try closeItems(to: key))
  }

  /// The shown names of the items one of whose names holds the folded `key` as a word, or
  /// is a typo away from it (`NameCloseness`), in name order; at most 10.
  func closeItems(to key: String) throws -> [String] {
    var ids = try itemsHolding(key).map(\.rowID)
    let names = try db.rows(
      "SELECT id, search_key FROM items UNION ALL SELECT item_id, search_key FROM item_names"
    ) { row in
      let reader = ColumnReader<HeldNameColumns>(row, table: "items")
      return (reader.int64(.item), reader.text(.searchKey))
    }
    for (id, name) in names where !ids.contains(id) && NameCloseness.isClose(name, key) {
      ids.append(id)
    }
    guard !ids.isEmpty else { return [] }
    return NameOrder.sorted(
      try db.rows(
        """
        SELECT \(ShownNameSQL.item) FROM items
        WHERE id IN (SELECT value FROM json_each(?)) LIMIT 10
        """, [.text("[" + ids.map(String.init).joined(separator: ",") + "]")]
      ) { $0.onlyText })
  }
}

import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Stock per item at `asOf` (docs definition 2, split into usable and expired as in
  /// definition 5), in the order the items were created.
  ///
  /// Lots held at `asOf` are found as the forecast finds them (`StockSQL`): those
  /// with something left now, through the index of lots on hand, and those drawn from
  /// after `asOf`, so no query reads all history.
  ///
  /// - Parameter includeUsedUp: also the items bought on or before `asOf` that have nothing
  ///   left at it.
  /// - Throws: `StoreError.unreadable` for a stored value that cannot be read;
  ///   `ValueError.overflow` for sums beyond Larder's bounds.
  public func stock(asOf: CalendarDate, includeUsedUp: Bool) throws -> [ItemStock] {
    // The lots and the items on one snapshot, so that no item bought meanwhile shows
    // without its lots.
    try withStock(at: asOf) { stock in
      var supply: [Int64: [HeldSupply]] = [:]
      try forEachHeldSupply(stock, day: asOf.description) { supply[$0, default: []].append($1) }
      var lines: [ItemStock] = []
      try db.statement(Store.itemsBoughtSQL).forEachRow([.text(asOf.description)]) { row in
        let record = try ItemColumns.decode(row)
        let line = try ItemStock(
          item: record.item, asOf: asOf, supply: supply[record.rowID] ?? [])
        if includeUsedUp || line.onHand > .zero { lines.append(line) }
      }
      return lines
    }
  }

  /// Items one of whose names (their own, in a language, an alias) contains `text`, ignoring case, accents, width, ligatures and
  /// special letters (`SearchKey`), with their stock at `asOf`, by name in `NameOrder`.
  public func search(_ text: String, asOf: CalendarDate) throws -> [ItemStock] {
    let key = SearchKey.fold(text)
    // A text that reads as a barcode finds the item with it too; any other text is a name.
    let barcode: GTIN?
    do { barcode = try GTIN(text) } catch { barcode = nil }
    let barcodeItem = try barcode.flatMap { try item(withBarcode: $0) }?.id
    // Any name of the item finds it: its own, one in a language, an alias.
    let named = Set(
      try db.rows(
        """
        SELECT items.uuid FROM items WHERE instr(items.search_key, ?1) > 0
        UNION SELECT items.uuid FROM item_names JOIN items ON items.id = item_names.item_id
        WHERE instr(item_names.search_key, ?1) > 0
        """, [.text(key)]
      ) { try ColumnReader<SingleUUIDColumn>($0, table: "items").uuid(.uuid) })
    let found = try stock(asOf: asOf, includeUsedUp: true).filter {
      $0.item.id == barcodeItem || named.contains($0.item.id)
    }
    return NameOrder.sorted(found, by: \.item)
  }

  /// Hands `body` what each item holds at day `day`, grouped by expiry (`HeldSupply`), by
  /// item row id in order, then expiry: added up by SQLite from the lots held
  /// (`heldSupplySQL`), each group's expiry read as a real day.
  ///
  /// - Throws: `StoreError.unreadable` naming a lot whose expiry is not a real day;
  ///   `ValueError.overflow` for a group's sum beyond 64 bits; what `body` throws.
  func forEachHeldSupply(
    _ stock: StockSQL, day: String, _ body: (Int64, HeldSupply) throws -> Void
  ) throws {
    // The summary's query takes no day: it is read only when nothing happened after it.
    let day: [SQLiteValue] = stock.summarized ? [] : [.text(day)]
    try db.statement(Store.heldSupplySQL(stock)).forEachRow(day) { row in
      let reader = ColumnReader<HeldSupplyColumns>(row, table: "lots")
      let itemRowID = reader.int64(.itemID)
      let expiry = try reader.optionalText(.expiresOn).map { text in
        do { return try CalendarDate(parsing: text) } catch {
          throw try unreadableExpiry(text, ofItem: itemRowID)
        }
      }
      // Of one expiry, the lots of other kinds, then the best-befores.
      let parts = [(try reader.total(.held), false), (try reader.total(.heldBestBefore), true)]
      for (held, bestBefore) in parts where held > 0 {
        try body(
          itemRowID,
          HeldSupply(
            expiresOn: expiry, remaining: Quantity(thousandths: held), bestBefore: bestBefore))
      }
    }
  }

  /// The error naming the lot of item `itemRowID` whose expiry is `text`, not a real day;
  /// the item's row when no such lot is found.
  private func unreadableExpiry(_ text: String, ofItem itemRowID: Int64) throws -> StoreError {
    let lot = try db.firstRow(
      "SELECT id FROM lots WHERE item_id = ? AND expires_on = ? LIMIT 1",
      [.integer(itemRowID), .text(text)]
    ) { $0.onlyInt64 }
    return .unreadable(
      table: lot == nil ? "items" : "lots", rowID: lot ?? itemRowID, column: "lots.expires_on",
      value: text)
  }

  /// The items bought on or before day `?1`, each found through the index of lots by item.
  static let itemsBoughtSQL = """
    SELECT \(ItemColumns.select) FROM items
    WHERE EXISTS (SELECT 1 FROM lots WHERE lots.item_id = items.id AND lots.purchased_on <= ?1)
    ORDER BY items.id
    """

  /// Per item row id (in order) and expiry, what the lots held at day `?1` hold then:
  /// those of other kinds apart from the best-befores (`HeldSupply.bestBefore`), each sum
  /// shown when above zero. With no event after `?1` the groups come from the covering
  /// index of lots on hand (item, expiry, …) in its own order, without sorting: the date
  /// kind is told apart inside each group, not grouped on, which would sort every lot
  /// held. The expiries, one per group, are checked to be real days in Swift rather than
  /// for every lot in SQL.
  static func heldSupplySQL(_ stock: StockSQL) -> String {
    // Nothing bought or used after the day: what is held is what the summary keeps.
    guard !stock.summarized else {
      return """
        SELECT \(HeldSupplyColumns.select([
          .itemID: "held_expiries.item_id", .expiresOn: "nullif(held_expiries.expires_on, '')",
          .held: "held_expiries.held", .heldBestBefore: "held_expiries.held_best_before",
        ]))
        FROM held_expiries ORDER BY held_expiries.item_id, held_expiries.expires_on
        """
    }
    let remaining = stock.remaining
    return """
      SELECT \(HeldSupplyColumns.select([
        .held: "sum(CASE WHEN date_kind = 'best-before' THEN 0 ELSE \(remaining) END) AS held",
        .heldBestBefore:
          "sum(CASE WHEN date_kind = 'best-before' THEN \(remaining) ELSE 0 END) AS held_best_before",
      ]))
      FROM (\(stock.held("id, item_id, expires_on, remaining, date_kind"))) AS lots
      GROUP BY lots.item_id, lots.expires_on HAVING held > 0 OR held_best_before > 0
      ORDER BY lots.item_id, lots.expires_on
      """
  }
}

/// What an item holds per expiry (`Store.heldSupplySQL`): of other kinds, and of
/// best-befores; the sums are given by the query.
enum HeldSupplyColumns: Int32, ResultColumns {
  case itemID, expiresOn, held, heldBestBefore

  var sql: String {
    switch self {
    case .itemID: "lots.item_id"
    case .expiresOn: "lots.expires_on"
    case .held: "sum(lots.remaining) AS held"
    case .heldBestBefore: "0 AS held_best_before"
    }
  }
}

/// One item id, for `search`.
enum SingleUUIDColumn: Int32, ResultColumns {
  case uuid

  var sql: String { "items.uuid" }
}

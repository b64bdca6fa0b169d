import Foundation
import LarderCore

extension Store {
  /// Stock per item at `asOf` (README definition 2, split into usable and expired as in
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
    let heldByItem = try heldTotals(asOf: asOf)
    var lines: [ItemStock] = []
    try db.statement(Store.itemsBoughtSQL).forEachRow([.text(asOf.description)]) { row in
      let record = try ItemColumns.decode(row)
      let held = heldByItem[record.rowID]
      let line = try ItemStock(
        item: record.item, usable: held?.usable ?? .zero, expired: held?.expired ?? .zero,
        nextExpiry: held?.nextExpiry)
      if includeUsedUp || line.onHand > .zero { lines.append(line) }
    }
    return lines
  }

  /// Items whose name contains `text`, ignoring case, accents, width, ligatures and
  /// special letters (`SearchKey`), with their stock at `asOf`, by name in `NameOrder`.
  public func search(_ text: String, asOf: CalendarDate) throws -> [ItemStock] {
    let key = SearchKey.fold(text)
    let found = try stock(asOf: asOf, includeUsedUp: true).filter {
      SearchKey.fold($0.item.name).contains(key)
    }
    return NameOrder.sorted(found, by: \.item)
  }

  /// Usable and expired stock and the next expiry at `asOf` of each item holding
  /// something, by item row id, added up by SQLite from the lots held (`heldTotalsSQL`).
  ///
  /// - Throws: `StoreError.unreadable` naming the first lot whose expiry is not a real day
  ///   (which would otherwise be counted as expired or usable by its text).
  private func heldTotals(asOf: CalendarDate) throws -> [Int64: HeldTotals] {
    var totals: [Int64: HeldTotals] = [:]
    try withStock(at: asOf) { stock in
      try db.statement(Store.heldTotalsSQL(stock)).forEachRow([
        .text(asOf.description)
      ]) { row in
        if let lot = row.optionalInt64(4) {
          throw try unreadableExpiry(
            "SELECT id, expires_on FROM lots WHERE id = ?", [.integer(lot)])
        }
        let expired = Quantity(thousandths: try row.total(2))
        let nextExpiry = try row.optionalText(3).map { text in
          do { return try CalendarDate(parsing: text) } catch {
            throw try unreadableExpiry(
              "SELECT id, expires_on FROM lots WHERE item_id = ? AND expires_on = ? LIMIT 1",
              [.integer(row.int64(0)), .text(text)])
          }
        }
        totals[row.int64(0)] = HeldTotals(
          usable: try Quantity(thousandths: try row.total(1)) - expired, expired: expired,
          nextExpiry: nextExpiry)
      }
    }
    return totals
  }

  /// The error naming the expiry of the lot that `sql` (its id and expiry) finds.
  private func unreadableExpiry(_ sql: String, _ values: [SQLiteValue]) throws -> StoreError {
    let found = try db.firstRow(sql, values) { ($0.int64(0), $0.optionalText(1) ?? "NULL") }
    return .unreadable(
      table: "lots", rowID: found?.0 ?? 0, column: "lots.expires_on", value: found?.1 ?? "NULL")
  }

  /// The items bought on or before day `?1`, each found through the index of lots by item.
  static let itemsBoughtSQL = """
    SELECT \(ItemColumns.select) FROM items
    WHERE EXISTS (SELECT 1 FROM lots WHERE lots.item_id = items.id AND lots.purchased_on <= ?1)
    ORDER BY items.id
    """

  /// Per item row id with something held at day `?1`: the quantity on hand, the expired
  /// quantity (in lots with an expiry before `?1`; the rest is usable) and the earliest
  /// expiry among the usable lots (README definitions 2 and 5), and the lowest row id of a
  /// lot whose expiry is not a real day, if any (`date(x, '+0 days')` rolls 02-30 over to
  /// March, where `date(x)` would give it back unchanged). The lots come from the covering index of
  /// lots on hand (`stock.held`).
  static func heldTotalsSQL(_ stock: StockSQL) -> String {
    """
    SELECT item_id,
      sum(on_hand), coalesce(sum(CASE WHEN expires_on < ?1 THEN on_hand END), 0),
      min(CASE WHEN expires_on >= ?1 THEN expires_on END),
      min(CASE WHEN date(expires_on, '+0 days') IS NOT expires_on THEN id END)
    FROM (
      SELECT lots.id, lots.item_id, lots.expires_on, \(stock.remaining) AS on_hand
      FROM (\(stock.held)) AS lots) AS holding
    WHERE on_hand > 0 GROUP BY item_id
    """
  }
}

/// What one item holds at a day, as `Store.heldTotalsSQL` adds it up.
private struct HeldTotals {
  var usable: Quantity
  var expired: Quantity
  var nextExpiry: CalendarDate?
}

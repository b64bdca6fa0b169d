import Foundation
import LarderCore

extension Store {
  /// Stock per item at `asOf` (README definition 2, split into usable and expired as in
  /// definition 5), in the order the items were created.
  ///
  /// Lots held at `asOf` are found as the forecast finds them (`StockSQL.held`): those
  /// with something left now, through the index of lots on hand, and those drawn from
  /// after `asOf`, so no query reads all history.
  ///
  /// - Parameter includeUsedUp: also the items bought on or before `asOf` that have nothing
  ///   left at it.
  /// - Throws: `StoreError.unreadable` for a stored value that cannot be read;
  ///   `ValueError.overflow` for sums beyond Larder's bounds.
  public func stock(asOf: CalendarDate, includeUsedUp: Bool) throws -> [ItemStock] {
    let lotsByItem = try lotsHeld(asOf: asOf)
    var lines: [ItemStock] = []
    try db.statement(Store.itemsBoughtSQL).forEachRow([.text(asOf.description)]) { row in
      let record = try ItemColumns.decode(row)
      let line = try ItemStock(
        item: record.item, asOf: asOf, lots: lotsByItem[record.rowID] ?? [])
      if includeUsedUp || line.onHand > .zero { lines.append(line) }
    }
    return lines
  }

  /// Items whose name contains `text`, ignoring case, accents, width, ligatures and
  /// special letters (`SearchKey`), with their stock at `asOf`, by name in `NameOrder`.
  public func search(_ text: String, asOf: CalendarDate) throws -> [ItemStock] {
    let key = SearchKey.fold(text)
    return try stock(asOf: asOf, includeUsedUp: true).filter {
      SearchKey.fold($0.item.name).contains(key)
    }.sorted { NameOrder.precedes($0.item, $1.item) }
  }

  /// Every lot bought on or before `asOf` with something left at `asOf`, by item row id.
  private func lotsHeld(asOf: CalendarDate) throws -> [Int64: [HeldLot]] {
    var lots: [Int64: [HeldLot]] = [:]
    try withRemaining(at: asOf) { remaining in
      try db.statement(Store.lotsHeldSQL(remaining: remaining)).forEachRow([
        .text(asOf.description)
      ]) { row in
        let reader = RowReader(
          row: row, table: "items", columns: ["items.id", "items.uuid"], offset: 0)
        let status = try LotColumns.decode(row, at: 2, itemID: try reader.uuid(1))
        guard status.remaining > .zero else { return }
        lots[row.int64(0), default: []].append(
          HeldLot(status: status, creationOrder: row.int64(2)))
      }
    }
    return lots
  }

  /// The items bought on or before day `?1`, each found through the index of lots by item.
  static let itemsBoughtSQL = """
    SELECT \(ItemColumns.select) FROM items
    WHERE EXISTS (SELECT 1 FROM lots WHERE lots.item_id = items.id AND lots.purchased_on <= ?1)
    ORDER BY items.id
    """

  /// Each lot bought on or before day `?1` that may hold something at it, with its item's
  /// row id and id and what was left of it at `?1`.
  static func lotsHeldSQL(remaining: String) -> String {
    """
    SELECT items.id, items.uuid, \(LotColumns.select(remaining: remaining))
    FROM (\(StockSQL.held)) AS lots JOIN items ON items.id = lots.item_id
    """
  }
}

import Foundation
import LarderCore

extension Store {
  /// The columns of the forecast's items: an item, consumed in the window, first purchase.
  static let forecastItemColumns = ItemColumns.list + ["consumed", "first purchase"]

  /// The forecast as of `asOf` (README definition 5): the projections of the items with
  /// something usable or a rate above zero.
  ///
  /// - Throws: as `projections` does.
  public func forecast(asOf: CalendarDate, window: Int, minHistory: Int) throws -> Forecast {
    Forecast(
      asOf: asOf, window: window,
      items: try projections(asOf: asOf, window: window, minHistory: minHistory))
  }

  /// Every item bought on or before `asOf` with its usable and expired stock at that day,
  /// its rate over `window` days (README definition 3) and the FEFO projection of its
  /// usable lots (definition 5), by item name in `NameOrder`: what `rates`, `restock`, the report, the
  /// digest and the export show.
  ///
  /// The rate is null when fewer than `minHistory` days run from the first purchase to
  /// `asOf`. Lots held at `asOf` are those with something left now (through the index of
  /// lots on hand) and those drawn from after it, so no query reads all history.
  ///
  /// - Throws: `StoreError.unreadable` for a stored value that cannot be read;
  ///   `ValueError.overflow` for sums beyond Larder's bounds.
  public func projections(asOf: CalendarDate, window: Int, minHistory: Int) throws
    -> [ItemProjection]
  {
    let day = asOf.description
    let lotsByItem = try heldLotsByItem(asOf: asOf)
    let projections = try db.rows(
      """
      WITH used AS (
        SELECT lots.item_id, sum(events.quantity) AS quantity
        FROM events JOIN lots ON lots.id = events.lot_id
        WHERE events.kind = 'consume' AND events.occurred_on > ?2 AND events.occurred_on <= ?1
        GROUP BY lots.item_id)
      SELECT \(ItemColumns.select), coalesce(used.quantity, 0),
        (SELECT min(purchased_on) FROM lots WHERE item_id = items.id) AS first
      FROM items LEFT JOIN used ON used.item_id = items.id
      WHERE first <= ?1
      """, [.text(day), .text(asOf.adding(days: -window).description)]
    ) { row in
      let reader = RowReader(
        row: row, table: "items", columns: Store.forecastItemColumns, offset: 0)
      let record = try ItemColumns.decode(row)
      return try ItemProjection(
        item: record.item, asOf: asOf, window: window, minHistory: minHistory,
        consumed: Quantity(thousandths: try row.total(8)),
        firstPurchase: try reader.optionalDate(9),
        lots: lotsByItem[record.rowID] ?? [])
    }
    return projections.sorted { NameOrder.precedes($0.item, $1.item) }
  }

  /// Every lot bought on or before `asOf` with something left at `asOf`, by item row id.
  private func heldLotsByItem(asOf: CalendarDate) throws -> [Int64: [HeldLot]] {
    var lots: [Int64: [HeldLot]] = [:]
    try db.statement(
      """
      WITH \(StockSQL.heldCandidates)
      SELECT \(ItemColumns.select), \(LotColumns.select(remaining: StockSQL.remainingAtDay))
      FROM candidates JOIN lots ON lots.id = candidates.id JOIN items ON items.id = lots.item_id
      WHERE lots.purchased_on <= ?1
      """
    ).forEachRow([.text(asOf.description)]) { row in
      let record = try ItemColumns.decode(row)
      let offset = Int32(ItemColumns.list.count)
      let status = try LotColumns.decode(row, at: offset, itemID: record.item.id)
      guard status.remaining > .zero else { return }
      lots[record.rowID, default: []].append(
        HeldLot(status: status, creationOrder: row.int64(offset)))
    }
    return lots
  }
}

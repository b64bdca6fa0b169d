import Foundation
import LarderCore
import LarderErrors

extension Store {

  /// The forecast as of `asOf` (docs definition 5): the projections of the items with
  /// something usable or a rate above zero.
  ///
  /// - Throws: as `projections` does.
  public func forecast(asOf: CalendarDate, window: Int, minHistory: Int) throws -> Forecast {
    Forecast(
      asOf: asOf, window: window,
      items: try projections(asOf: asOf, window: window, minHistory: minHistory),
      minHistory: minHistory)
  }

  /// Every item bought on or before `asOf` with its usable and expired stock at that day,
  /// its rate over `window` days (docs definition 3) and the FEFO projection of its
  /// usable lots (definition 5), by item name: what `rates`, `restock`, the report, the
  /// digest and the export show.
  ///
  /// The rate is null when fewer than `minHistory` days run from the first purchase to
  /// `asOf`; what was consumed in the window comes from the summary of use (`use_days`).
  /// What each item holds at `asOf` is added up by SQLite per expiry (`HeldSupply`), from
  /// the lots with something left now (through the index of lots on hand by item) and
  /// those drawn from after it, so no query reads all history. The lots of a group are
  /// read only when it is projected to waste something and `keepingWastedLots`; each
  /// projection keeps only its lots projected wasted.
  ///
  /// - Throws: `StoreError.unreadable` for a stored value that cannot be read;
  ///   `ValueError.overflow` for sums beyond Larder's bounds.
  public func projections(
    asOf: CalendarDate, window: Int, minHistory: Int, keepingWastedLots: Bool = true
  ) throws -> [ItemProjection] {
    // Whether events follow the day, and every read after it, on one snapshot.
    try withStock(at: asOf) { stock in
      try projections(
        asOf: asOf, window: window, minHistory: minHistory,
        keepingWastedLots: keepingWastedLots, stock: stock)
    }
  }

  /// `projections`, with `stock` the SQL of the lots held at `asOf` and what was left of each.
  private func projections(
    asOf: CalendarDate, window: Int, minHistory: Int, keepingWastedLots: Bool,
    stock: StockSQL
  ) throws -> [ItemProjection] {
    let day = asOf.description
    var items: [Int64: (item: Item, consumed: Quantity, first: CalendarDate?)] = [:]
    var order: [Int64] = []
    try db.statement(
      """
      WITH used AS (
        SELECT item_id, sum(quantity) AS quantity FROM use_days
        WHERE kind = 'consume' AND day > ?2 AND day <= ?1
        GROUP BY item_id)
      SELECT \(ItemColumns.select), \(ForecastItemColumns.select)
      FROM items LEFT JOIN used ON used.item_id = items.id
      WHERE first <= ?1
      """
    ).forEachRow([.text(day), .text(asOf.adding(days: -window).description)]) { row in
      let reader = ColumnReader<ForecastItemColumns>(
        row, table: "items", at: ItemColumns.count, rowIDAt: 0)
      let record = try ItemColumns.decode(row)
      items[record.rowID] = (
        record.item, Quantity(thousandths: try reader.total(.consumed)),
        try reader.optionalDate(.firstPurchase)
      )
      order.append(record.rowID)
    }
    let reserved = try reservations(asOf: asOf)
    func project(_ rowID: Int64, _ supply: [HeldSupply]) throws -> ItemProjection? {
      guard let entry = items[rowID] else { return nil }
      let draws = reserved.isEmpty ? [] : reserved.values.filter { $0.lot.itemID == entry.item.id }
      var projection = try ItemProjection(
        item: entry.item, asOf: asOf, window: window, minHistory: minHistory,
        consumed: entry.consumed, firstPurchase: entry.first,
        supply: try Store.unreserved(supply, draws),
        lotsOf: keepingWastedLots
          ? {
            try self.lotsHeld(ofItem: rowID, entry.item, of: $0, stock, day).compactMap {
              try Store.unreserved($0, reserved[$0.status.lot.id])
            }
          }
          : nil)
      if !draws.isEmpty {
        // What meals reserve is still on hand: only the projection leaves it to them.
        let whole = try ItemProjection(
          item: entry.item, asOf: asOf, window: window, minHistory: minHistory,
          consumed: entry.consumed, firstPurchase: entry.first, supply: supply, lotsOf: nil)
        (projection.usable, projection.expired, projection.onHand) =
          (whole.usable, whole.expired, whole.onHand)
        if projection.status == .out, whole.status != .out {
          // Every usable lot is reserved: the pace has nothing left from today.
          projection.status = whole.status
          if whole.status == .ok { projection.daysOfSupply = .zero }
        }
      }
      projection.lots = projection.lots.filter(\.isWasted)
      return projection
    }
    var projections: [Int64: ItemProjection] = [:]
    var current: Int64?
    var supply: [HeldSupply] = []
    try forEachHeldSupply(stock, day: day) { itemRowID, group in
      if itemRowID != current {
        if let current { projections[current] = try project(current, supply) }
        current = itemRowID
        supply = []
      }
      supply.append(group)
    }
    if let current { projections[current] = try project(current, supply) }
    return NameOrder.sorted(
      try order.compactMap { try projections[$0] ?? project($0, []) }, by: \.item)
  }

  /// The lots held at day `day` of item `rowID` in `group` (its expiry, nil: never, and
  /// whether best-before), for
  /// the forecast's groups with waste.
  private func lotsHeld(
    ofItem rowID: Int64, _ item: Item, of group: HeldSupply, _ stock: StockSQL, _ day: String
  ) throws -> [HeldLot] {
    let expiry = group.expiresOn
    return try db.rows(
      """
      SELECT \(LotColumns.select(remaining: stock.remaining))
      FROM (\(stock.held())) AS lots WHERE lots.item_id = ?2 AND lots.expires_on IS ?3
      """, [.text(day), .integer(rowID), expiry.map { .text($0.description) } ?? .null]
    ) { row in
      HeldLot(
        status: try LotColumns.decode(row, itemID: item.id),
        creationOrder: ColumnReader<LotColumns>(row, table: "lots").rowID)
    }.filter { $0.status.remaining > .zero && group.holds($0.status.lot) }
  }
}

/// What the forecast reads of an item after its `ItemColumns`: what was consumed in the
/// window, and its first purchase.
enum ForecastItemColumns: Int32, ResultColumns {
  case consumed, firstPurchase

  var sql: String {
    switch self {
    case .consumed: "coalesce(used.quantity, 0)"
    case .firstPurchase: "(SELECT min(purchased_on) FROM lots WHERE item_id = items.id) AS first"
    }
  }
}

extension Store {
  /// `supply` less what planned meals reserve of its lots (`draws`, docs definition 28):
  /// each group's remaining less the draws from lots it holds; a group wholly reserved is
  /// left out.
  static func unreserved(_ supply: [HeldSupply], _ draws: [StockDraws.Draw]) throws
    -> [HeldSupply]
  {
    guard !draws.isEmpty else { return supply }
    return try supply.compactMap { group in
      var group = group
      for draw in draws where group.holds(draw.lot) { try group.remaining -= draw.quantity }
      return group.remaining > .zero ? group : nil
    }
  }

  /// `lot` less what planned meals reserve of it (`draw`); nil when wholly reserved.
  static func unreserved(_ lot: HeldLot, _ draw: StockDraws.Draw?) throws -> HeldLot? {
    guard let draw else { return lot }
    var lot = lot
    try lot.status.remaining -= draw.quantity
    return lot.status.remaining > .zero ? lot : nil
  }
}

import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Spending in a period grouped by one dimension, from the summary of spending per day
  /// (`spending_days`): its cost depends on the days and items in the period, not on the
  /// number of lots.
  ///
  /// The sums are SQLite's exact integer `sum()`. One price is at most 10^9 whole units
  /// (`Money.maximumWholeUnits`), so a currency's sum fits in 64 bits up to 92 million
  /// lots at that price for 2-decimal currencies (922,000 for 4-decimal ones); beyond,
  /// it throws `ValueError.overflow` ("a total is too large to compute"). Never `total()`:
  /// it is a float, and money is never a float.
  public func spending(in period: DateRange, by dimension: SpendingDimension) throws -> Spending {
    let key: String
    switch dimension {
    case .category: key = ShownNameSQL.itemCategory
    case .store: key = "spent.store"
    case .item: key = ShownNameSQL.item
    case .month: key = "substr(spent.day, 1, 7)"
    }
    let rows = try db.rows(
      """
      SELECT \(SpendingColumns.select([.key: key])) FROM spending_days AS spent
      JOIN items ON items.id = spent.item_id
      WHERE spent.day BETWEEN ? AND ?
      GROUP BY 1, 2
      """, [.text(period.from.description), .text(period.to.description)]
    ) { row in
      let reader = ColumnReader<SpendingColumns>(row, table: "spending_days")
      return SpendingRow(
        key: reader.text(.key),
        amount: Money(
          minorUnits: try reader.total(.amount), currency: try reader.currency(.currency)))
    }
    return try Spending(period: period, dimension: dimension, rows: rows)
  }

  /// The count of purchases (lots) in a period.
  public func purchaseCount(in period: DateRange) throws -> Int {
    try db.firstRow(
      "SELECT coalesce(sum(lots), 0) FROM spending_days WHERE day BETWEEN ? AND ? LIMIT 1",
      [.text(period.from.description), .text(period.to.description)]
    ) { Int(try $0.onlyTotal()) } ?? 0
  }

  /// A month's spending compared with the month before and the 12 months before it, from
  /// `monthly`, totals that `monthlyTotals` read for at least the months M−12 … M (the
  /// overview and the report, which also draw the trend, read them once).
  public func monthComparison(_ month: Month, monthly: [Month: MoneyTotals]) throws
    -> MonthComparison
  {
    try MonthComparison(
      month: month, monthly: monthly, earliestPurchase: try earliestPurchase()?.month)
  }

  /// Spending and purchases per month and currency from the month `first` to the month
  /// `last`, read from the summary of spending per month (a row per month and currency), by
  /// month: each month's point of a trend (`TrendPoint`), its totals and how many purchases
  /// were made in each currency (`CurrencyOrder`).
  ///
  /// - Throws: `StoreError.unreadable` for a month or currency that cannot be read;
  ///   `ValueError.overflow` for a month's totals beyond 64 bits of minor units.
  public func monthlySpending(from first: Month, to last: Month) throws -> [Month: TrendPoint] {
    var points: [Month: TrendPoint] = [:]
    try db.statement(
      "SELECT \(MonthTotalColumns.select) FROM spending_months WHERE month BETWEEN ? AND ?"
    ).forEachRow([.text(first.description), .text(last.description)]) { row in
      let reader = ColumnReader<MonthTotalColumns>(row, table: "spending_months")
      let month = try reader.month(.month)
      let amount = Money(
        minorUnits: try reader.total(.amount), currency: try reader.currency(.currency))
      var point = points[month] ?? TrendPoint(month: month, totals: MoneyTotals())
      try point.totals.add(amount)
      point.purchases[amount.currency, default: 0] += Int(clamping: try reader.total(.lots))
      points[month] = point
    }
    return points
  }

  /// The date of the first purchase ever recorded.
  public func earliestPurchase() throws -> CalendarDate? {
    try db.firstRow("SELECT \(EarliestPurchaseColumn.select) FROM lots LIMIT 1") {
      try ColumnReader<EarliestPurchaseColumn>($0, table: "lots").optionalDate(.first)
    } ?? nil
  }

  /// Lots with something left at `asOf` that expired before it or expire within `within`
  /// days. Lots are found through the expiry index; later ones are never read.
  public func expiryOutlook(asOf: CalendarDate, within: Int) throws -> ExpiryOutlook {
    ExpiryOutlook(
      asOf: asOf, within: within,
      lots: try heldLots(asOf: asOf, expiringBy: asOf.adding(days: within)))
  }

  /// Every lot with something left at `asOf` that has an expiry date, in expiry order:
  /// what the calendar feed shows.
  public func lotsWithExpiry(asOf: CalendarDate) throws -> [ExpiringLot] {
    ExpiringLot.sorted(try heldLots(asOf: asOf, expiringBy: nil))
  }

  /// Lots with something left at `asOf` and an expiry on or before `last`: those on hand
  /// now (through the index of lots on hand) and those used since `asOf`.
  private func heldLots(asOf: CalendarDate, expiringBy last: CalendarDate?) throws
    -> [ExpiringLot]
  {
    let bound = last?.description ?? "9999-12-31"
    return try withStock(at: asOf) { stock in
      try checkExpiriesAreDays(after: bound)
      return try db.rows(Store.expiringSQL(stock), [.text(asOf.description), .text(bound)]) {
        row in
        let reader = ColumnReader<HeldLotColumns>(row, table: "lots")
        var lot = try ExpiringLot(
          item: reader.text(.item), unit: reader.text(.unit), lotID: try reader.uuid(.uuid),
          expires: try reader.date(.expiresOn), quantity: reader.quantity(.quantity),
          price: try reader.money(.price, currency: .currency),
          remaining: Quantity(thousandths: try reader.total(.left)),
          location: reader.text(.location))
        lot.dateKind = try reader.value(.dateKind)
        lot.expiresEstimated = reader.flag(.expiresEstimated)
        lot.expiresMonth = reader.flag(.expiresMonth)
        return lot
      }
    }
  }

  /// Throws for a lot on hand whose expiry, after `day`, is not a date (a file edited with
  /// its checks off), so that an expiry list names it instead of leaving it out; the list's
  /// own query reads only the expiries up to its last day. Each distinct expiry after `day`
  /// is read once, seeking from one to the next through `lots_held_by_expiry`: testing
  /// every lot's expiry took 10 ms at 1M lots (27,000 on hand, 490 distinct expiries).
  ///
  /// - Throws: `StoreError.unreadable` naming the lot and its expiry.
  private func checkExpiriesAreDays(after day: String) throws {
    guard
      let text = try db.firstRow(
        """
        WITH RECURSIVE later(day) AS (
          SELECT min(expires_on) FROM lots WHERE remaining > 0 AND expires_on > ?1
          UNION ALL
          SELECT (SELECT min(expires_on) FROM lots WHERE remaining > 0 AND expires_on > later.day)
          FROM later WHERE later.day IS NOT NULL)
        SELECT day FROM later WHERE day IS NOT NULL AND \(DaySQL.isNotADay("day")) LIMIT 1
        """, [.text(day)], { $0.onlyText })
    else { return }
    let lot = try db.firstRow(
      "SELECT id FROM lots WHERE remaining > 0 AND expires_on = ? LIMIT 1", [.text(text)]
    ) { $0.onlyInt64 }
    throw StoreError.unreadable(
      table: "lots", rowID: lot ?? 0, column: "lots.expires_on", value: text)
  }

  /// The lots held at day `?1` with an expiry on or before `?2`, with their item's name,
  /// unit and location: a range of the covering index of the lots on hand by expiry
  /// (`lots_held_by_expiry`) when no event followed `?1`, so the list costs the lots it
  /// shows, not the lots on hand. An expiry in that range that is not a date is read too,
  /// and its decoder names it; `checkExpiriesAreDays` names one after it.
  static func expiringSQL(_ stock: StockSQL) -> String {
    """
    SELECT \(HeldLotColumns.select([.left: "\(stock.remaining) AS left"]))
    FROM (\(stock.held(Store.expiringColumns))) AS lots JOIN items ON items.id = lots.item_id
    WHERE lots.expires_on IS NOT NULL AND left > 0 AND lots.expires_on <= ?2
    """
  }

  /// The columns of `lots` that `expiringSQL` reads.
  static let expiringColumns =
    "id, item_id, uuid, expires_on, quantity, remaining, price, currency, location, date_kind, "
    + "expires_estimated, expires_month"

  /// The discards in a period, valued, with each item's consumption in the same period,
  /// from the summary of use per day (`use_days`).
  public func waste(in period: DateRange) throws -> Waste {
    let range: [SQLiteValue] = [.text(period.from.description), .text(period.to.description)]
    let discards = try db.rows(
      """
      SELECT \(DiscardColumns.select)
      FROM use_days AS used JOIN items ON items.id = used.item_id
      WHERE used.kind = 'discard' AND used.day BETWEEN ? AND ?
      GROUP BY items.id, used.currency
      """, range
    ) { row in
      let reader = ColumnReader<DiscardColumns>(row, table: "use_days")
      return DiscardRecord(
        item: reader.text(.item), category: reader.text(.category), unit: reader.text(.unit),
        quantity: Quantity(thousandths: try reader.total(.quantity)),
        value: Money(minorUnits: try reader.total(.value), currency: try reader.currency(.currency))
      )
    }
    var consumed: [String: Quantity] = [:]
    try db.statement(
      """
      SELECT \(ConsumedColumns.select)
      FROM use_days AS used JOIN items ON items.id = used.item_id
      WHERE used.kind = 'consume' AND used.day BETWEEN ? AND ?
      GROUP BY items.id
      """
    ).forEachRow(range) { row in
      let reader = ColumnReader<ConsumedColumns>(row, table: "use_days")
      consumed[reader.text(.item)] = Quantity(thousandths: try reader.total(.quantity))
    }
    return try Waste(period: period, discards: discards, consumed: consumed)
  }

  /// Restock suggestions as of `asOf` over `horizon` days (docs definition 8), by item
  /// name, from the projections of `projections`. Only the items that need restocking have
  /// their lot sizes read, from the summary of pack sizes (`pack_sizes`).
  public func restockSuggestions(of projections: [ItemProjection], horizon: Int) throws
    -> [RestockSuggestion]
  {
    try projections.compactMap { projection in
      guard RestockSuggestion.isNeeded(projection, horizon: horizon) else { return nil }
      return try RestockSuggestion(
        projection: projection, horizon: horizon,
        usualSize: usualPack(of: projection.item.id, asOf: projection.asOf))
    }
  }

  /// The usual pack (`UsualPack`) of every item among its lots bought on or before `asOf`,
  /// by item: one read of the summary of pack sizes (`pack_sizes`) for a whole Stock page.
  public func usualPacks(asOf: CalendarDate) throws -> [UUID: Quantity] {
    var counts: [UUID: [(size: Quantity, lots: Int64)]] = [:]
    try db.statement(
      """
      SELECT items.uuid, \(PackSizeColumns.select) FROM pack_sizes
      JOIN items ON items.id = pack_sizes.item_id
      WHERE day <= ? GROUP BY pack_sizes.item_id, quantity
      """
    ).forEachRow([.text(asOf.description)]) {
      let item = try ColumnReader<SingleUUIDColumn>($0, table: "items").uuid(.uuid)
      let reader = ColumnReader<PackSizeColumns>($0, table: "pack_sizes", at: 1)
      counts[item, default: []].append((reader.quantity(.size), try reader.total(.lots)))
    }
    return counts.mapValues { UsualPack.size(counts: $0) }
  }

  /// The usual pack (`UsualPack`) of the item `itemID` among its lots bought on or before
  /// `asOf`, from the summary of pack sizes (`pack_sizes`); 1 when it has none.
  func usualPack(of itemID: UUID, asOf: CalendarDate) throws -> Quantity {
    var sizeCounts: [(size: Quantity, lots: Int64)] = []
    try db.statement(
      """
      SELECT \(PackSizeColumns.select) FROM pack_sizes
      WHERE item_id = (SELECT id FROM items WHERE uuid = ?) AND day <= ?
      GROUP BY quantity ORDER BY quantity
      """
    ).forEachRow([.text(UUIDText.format(itemID)), .text(asOf.description)]) {
      let reader = ColumnReader<PackSizeColumns>($0, table: "pack_sizes")
      sizeCounts.append((reader.quantity(.size), try reader.total(.lots)))
    }
    return UsualPack.size(counts: sizeCounts)
  }
}

/// The columns of `Store.spending`: the grouping key (given by the query), the currency and
/// the sum.
enum SpendingColumns: Int32, ResultColumns {
  case key, currency, amount

  var sql: String {
    switch self {
    case .key: "the spending key"
    case .currency: "spent.currency"
    case .amount: "sum(spent.amount)"
    }
  }
}

/// The columns of `Store.monthlyTotals`, from `spending_months` (which has no row id to
/// name: 0 stands for it).
enum MonthTotalColumns: Int32, ResultColumns {
  case rowID, month, currency, amount, lots

  var sql: String {
    switch self {
    case .rowID: "0"
    case .month: "month"
    case .currency: "currency"
    case .amount: "amount"
    case .lots: "lots"
    }
  }
}

/// The column of `Store.earliestPurchase`.
enum EarliestPurchaseColumn: Int32, ResultColumns {
  case first

  var sql: String { "min(purchased_on)" }
  var name: String { "min(lots.purchased_on)" }
}

/// The columns of the lots held with an expiry (`Store.expiringSQL`); `left` is what was
/// left at the day, given by the query.
enum HeldLotColumns: Int32, ResultColumns {
  case id, item, unit, uuid, expiresOn, quantity, price, currency, left, location
  case dateKind, expiresEstimated, expiresMonth

  var sql: String {
    switch self {
    case .id: "lots.id"
    case .item: ShownNameSQL.item
    case .unit: "items.unit"
    case .uuid: "lots.uuid"
    case .expiresOn: "lots.expires_on"
    case .quantity: "lots.quantity"
    case .price: "lots.price"
    case .currency: "lots.currency"
    case .left: "lots.remaining AS left"
    case .location: "coalesce(nullif(lots.location, ''), items.location)"
    case .dateKind: "lots.date_kind"
    case .expiresEstimated: "lots.expires_estimated"
    case .expiresMonth: "lots.expires_month"
    }
  }

  var name: String {
    switch self {
    case .left: "remaining at the day"
    case .location: "location"
    default: sql
    }
  }
}

/// The columns of the discards `Store.waste` reads, from `use_days` (0 stands for its row
/// id).
enum DiscardColumns: Int32, ResultColumns {
  case rowID, item, category, unit, currency, quantity, value

  var sql: String {
    switch self {
    case .rowID: "0"
    case .item: ShownNameSQL.item
    case .category: ShownNameSQL.itemCategory
    case .unit: "items.unit"
    case .currency: "used.currency"
    case .quantity: "sum(used.quantity)"
    case .value: "sum(used.value)"
    }
  }

  var name: String {
    switch self {
    case .rowID: "use_days.rowid"
    case .currency: "use_days.currency"
    default: sql
    }
  }
}

/// What each item consumed in a period, for `Store.waste`.
enum ConsumedColumns: Int32, ResultColumns {
  case item, quantity

  var sql: String {
    switch self {
    case .item: ShownNameSQL.item
    case .quantity: "sum(used.quantity)"
    }
  }
}

/// The pack sizes of an item and how many lots had each, for the restock suggestions.
enum PackSizeColumns: Int32, ResultColumns {
  case size, lots

  var sql: String {
    switch self {
    case .size: "quantity"
    case .lots: "sum(lots)"
    }
  }
}

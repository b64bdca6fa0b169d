import Foundation
import LarderCore

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
    case .category: key = "items.category"
    case .store: key = "spent.store"
    case .item: key = "items.name"
    case .month: key = "substr(spent.day, 1, 7)"
    }
    let rows = try db.rows(
      """
      SELECT \(key), spent.currency, sum(spent.amount) FROM spending_days AS spent
      JOIN items ON items.id = spent.item_id
      WHERE spent.day BETWEEN ? AND ?
      GROUP BY 1, 2
      """, [.text(period.from.description), .text(period.to.description)]
    ) { row in
      let reader = RowReader(
        row: row, table: "spending_days", columns: [key, "currency", "sum(amount)"], offset: 0)
      return SpendingRow(
        key: row.text(0),
        amount: Money(minorUnits: try row.total(2), currency: try reader.currency(1)))
    }
    return try Spending(period: period, dimension: dimension, rows: rows)
  }

  /// The count of purchases (lots) in a period.
  public func purchaseCount(in period: DateRange) throws -> Int {
    try db.firstRow(
      "SELECT coalesce(sum(lots), 0) FROM spending_days WHERE day BETWEEN ? AND ? LIMIT 1",
      [.text(period.from.description), .text(period.to.description)]
    ) { Int(try $0.total(0)) } ?? 0
  }

  /// A month's spending compared with the month before and the 12 months before it.
  public func monthComparison(_ month: Month) throws -> MonthComparison {
    try monthComparison(
      month, monthly: try monthlyTotals(from: month.adding(months: -12), to: month))
  }

  /// `monthComparison(_:)` from `monthly`, totals that `monthlyTotals` read for at least
  /// the months M−12 … M (a page or report that also draws the trend reads them once).
  public func monthComparison(_ month: Month, monthly: [Month: MoneyTotals]) throws
    -> MonthComparison
  {
    try MonthComparison(
      month: month, monthly: monthly, earliestPurchase: try earliestPurchase()?.month)
  }

  /// The columns of `monthlyTotals`.
  static let monthColumns = ["spending_months.rowid", "month", "currency", "amount"]

  /// Spending per month and currency from the month `first` to the month `last`, read from
  /// the summary of spending per month (a row per month and currency).
  ///
  /// - Throws: `StoreError.unreadable` for a month or currency that cannot be read;
  ///   `ValueError.overflow` for a month's totals beyond 64 bits of minor units.
  public func monthlyTotals(from first: Month, to last: Month) throws -> [Month: MoneyTotals] {
    var totals: [Month: MoneyTotals] = [:]
    try db.statement(
      "SELECT 0, month, currency, amount FROM spending_months WHERE month BETWEEN ? AND ?"
    ).forEachRow([.text(first.description), .text(last.description)]) { row in
      let reader = RowReader(
        row: row, table: "spending_months", columns: Store.monthColumns, offset: 0)
      let amount = Money(minorUnits: try row.total(3), currency: try reader.currency(2))
      try totals[try reader.month(1), default: MoneyTotals()].add(amount)
    }
    return totals
  }

  /// The date of the first purchase ever recorded.
  public func earliestPurchase() throws -> CalendarDate? {
    try db.firstRow("SELECT min(purchased_on) FROM lots LIMIT 1") {
      try RowReader(row: $0, table: "lots", columns: ["min(lots.purchased_on)"], offset: 0)
        .optionalDate(0)
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
    try withStock(at: asOf) { stock in
      try db.rows(
        Store.expiringSQL(stock),
        [.text(asOf.description), .text(last?.description ?? "9999-12-31")]
      ) { row in
        let reader = RowReader(row: row, table: "lots", columns: Store.heldColumns, offset: 0)
        return try ExpiringLot(
          item: reader.text(1), unit: reader.text(2), lotID: try reader.uuid(3),
          expires: try reader.date(4), quantity: reader.quantity(5),
          price: try reader.money(6, currency: 7),
          remaining: Quantity(thousandths: try row.total(8)), location: reader.text(9))
      }
    }
  }

  /// The lots held at day `?1` with an expiry on or before `?2`, with their item's name,
  /// unit and location: read from the covering index of the lots on hand by expiry
  /// (`lots_held_by_expiry`) when no event followed `?1`.
  static func expiringSQL(_ stock: StockSQL) -> String {
    """
    SELECT lots.id, items.name, items.unit, lots.uuid, lots.expires_on, lots.quantity,
      lots.price, lots.currency, \(stock.remaining) AS left,
      coalesce(nullif(lots.location, ''), items.location)
    FROM (\(stock.held(Store.expiringColumns))) AS lots JOIN items ON items.id = lots.item_id
    WHERE lots.expires_on IS NOT NULL AND lots.expires_on <= ?2 AND left > 0
    """
  }

  /// The columns of `lots` that `expiringSQL` reads.
  static let expiringColumns =
    "id, item_id, uuid, expires_on, quantity, remaining, price, currency, location"

  /// The columns of `heldLots`.
  static let heldColumns = [
    "lots.id", "items.name", "items.unit", "lots.uuid", "lots.expires_on", "lots.quantity",
    "lots.price", "lots.currency", "remaining at the day", "location",
  ]

  /// The columns of the discards `waste` reads.
  static let discardColumns = [
    "use_days.rowid", "items.name", "items.category", "items.unit", "use_days.currency",
    "sum(quantity)", "sum(value)",
  ]

  /// The discards in a period, valued, with each item's consumption in the same period,
  /// from the summary of use per day (`use_days`).
  public func waste(in period: DateRange) throws -> Waste {
    let range: [SQLiteValue] = [.text(period.from.description), .text(period.to.description)]
    let discards = try db.rows(
      """
      SELECT 0, items.name, items.category, items.unit, used.currency, sum(used.quantity),
        sum(used.value)
      FROM use_days AS used JOIN items ON items.id = used.item_id
      WHERE used.kind = 'discard' AND used.day BETWEEN ? AND ?
      GROUP BY items.id, used.currency
      """, range
    ) { row in
      let reader = RowReader(row: row, table: "use_days", columns: Store.discardColumns, offset: 0)
      return DiscardRecord(
        item: reader.text(1), category: reader.text(2), unit: reader.text(3),
        quantity: Quantity(thousandths: try row.total(5)),
        value: Money(minorUnits: try row.total(6), currency: try reader.currency(4)))
    }
    var consumed: [String: Quantity] = [:]
    try db.statement(
      """
      SELECT items.name, sum(used.quantity)
      FROM use_days AS used JOIN items ON items.id = used.item_id
      WHERE used.kind = 'consume' AND used.day BETWEEN ? AND ?
      GROUP BY items.id
      """
    ).forEachRow(range) { row in
      consumed[row.text(0)] = Quantity(thousandths: try row.total(1))
    }
    return try Waste(period: period, discards: discards, consumed: consumed)
  }

  /// Restock suggestions as of `asOf` over `horizon` days (docs definition 8), by item
  /// name, from the projections of `projections`. Only the items that need restocking have
  /// their lot sizes read, from the summary of pack sizes (`pack_sizes`).
  public func restockSuggestions(of projections: [ItemProjection], horizon: Int) throws
    -> [RestockSuggestion]
  {
    let sizes = try db.statement(
      """
      SELECT quantity, sum(lots) FROM pack_sizes
      WHERE item_id = (SELECT id FROM items WHERE uuid = ?) AND day <= ?
      GROUP BY quantity ORDER BY quantity
      """)
    return try projections.compactMap { projection in
      guard RestockSuggestion.isNeeded(projection, horizon: horizon) else { return nil }
      var sizeCounts: [(size: Quantity, lots: Int64)] = []
      try sizes.forEachRow(
        [.text(UUIDText.format(projection.item.id)), .text(projection.asOf.description)]
      ) {
        sizeCounts.append((Quantity(thousandths: $0.int64(0)), try $0.total(1)))
      }
      return try RestockSuggestion(
        projection: projection, horizon: horizon,
        usualSize: RestockSuggestion.usualSize(counts: sizeCounts))
    }
  }
}

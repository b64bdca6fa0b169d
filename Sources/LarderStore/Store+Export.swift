import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// How many lots were bought in `period` (all of them when nil).
  public func lotCount(in period: DateRange?) throws -> Int {
    try db.firstRow(
      "SELECT count(*) FROM lots WHERE purchased_on BETWEEN ? AND ? LIMIT 1", bounds(period)
    ) { Int($0.onlyInt64) } ?? 0
  }

  /// How many events happened in `period` (all of them when nil).
  public func eventCount(in period: DateRange?) throws -> Int {
    try db.firstRow(
      "SELECT count(*) FROM events WHERE occurred_on BETWEEN ? AND ? LIMIT 1", bounds(period)
    ) { Int($0.onlyInt64) } ?? 0
  }

  /// Calls `body` with every lot in the order they were recorded, as the household export
  /// writes it, one at a time, so memory stays flat however many there are.
  ///
  /// - Throws: `StoreError.unreadable` for a date, id or currency that cannot be read.
  public func forEachExportedLot(_ body: (ExportedLot) throws -> Void) throws {
    typealias Column = ExportedLotColumns
    let statement = try db.statement("SELECT \(Column.select) FROM lots ORDER BY lots.id")
    var items = ItemsByRowID(store: self, ownNames: true)
    var currencies: [String: Currency] = [:]
    let barcodes = try barcodesByItem()
    let names = try namesByItem()
    try statement.forEachRow([]) { row in
      let reader = ColumnReader<Column>(row, table: "lots")
      let code = reader.text(.currency)
      let currency = try currencies[code] ?? reader.currency(.currency)
      currencies[code] = currency
      var lot = ExportedLot(
        purchasedOn: try reader.dateText(.purchasedOn),
        item: try items.item(reader.int64(.itemID), of: "lots", row: reader.rowID),
        quantity: reader.quantity(.quantity),
        price: Money(minorUnits: reader.int64(.price), currency: currency),
        store: reader.text(.store),
        expiresOn: reader.optionalText(.expiresOn) == nil ? "" : try reader.dateText(.expiresOn),
        location: reader.text(.location), note: reader.text(.note),
        id: try reader.uuidText(.uuid))
      lot.dateKind = try reader.value(.dateKind)
      lot.expiresEstimated = reader.flag(.expiresEstimated)
      lot.expiresMonth = reader.flag(.expiresMonth)
      lot.state = try reader.value(.state)
      lot.stateOn = reader.optionalText(.stateOn) == nil ? "" : try reader.dateText(.stateOn)
      lot.barcodes = barcodes[lot.item.id] ?? []
      lot.names = names[lot.item.id]
      try body(lot)
    }
  }

  /// Calls `body` with every event in the order they were recorded, as the household
  /// export writes it, one at a time. An event whose lot is missing (a hand edit) stops
  /// the export rather than being left out of it.
  ///
  /// - Throws: `StoreError.unreadable` for a date, kind or lot id that cannot be read, or
  ///   a lot that does not exist.
  public func forEachExportedEvent(_ body: (ExportedEvent) throws -> Void) throws {
    typealias Column = ExportedEventColumns
    let statement = try db.statement(
      """
      SELECT \(Column.select)
      FROM events LEFT JOIN lots ON lots.id = events.lot_id ORDER BY events.id
      """)
    var items = ItemsByRowID(store: self, ownNames: true)
    try statement.forEachRow([]) { row in
      let reader = ColumnReader<Column>(row, table: "events")
      try body(
        ExportedEvent(
          occurredOn: try reader.dateText(.occurredOn),
          item: try items.item(reader.int64(.itemID), of: "events", row: reader.rowID),
          kind: try reader.eventKind(.kind), quantity: reader.quantity(.quantity),
          note: reader.text(.note), lotID: try reader.uuidText(.lotUUID)))
    }
  }

  /// Calls `body` with every lot bought in `period` (all of them when nil), by purchase
  /// date then entry, one at a time, so memory stays flat however many there are.
  ///
  /// - Parameter asOf: the day `remaining` is taken at (events after it are added back;
  ///   when none happened after it, what is left now is read without a subquery per lot).
  public func forEachLot(
    in period: DateRange?, asOf: CalendarDate, _ body: (LotLine) throws -> Void
  ) throws {
    try withStock(at: asOf) { stock in
      let statement = try db.statement(
        """
        SELECT \(LotColumns.select(remaining: stock.remaining)), \(LotItemColumn.select)
        FROM lots WHERE lots.purchased_on BETWEEN ?2 AND ?3
        ORDER BY lots.purchased_on, lots.id
        """)
      var items = ItemsByRowID(store: self, ownNames: false)
      let day: [SQLiteValue] = [.text(asOf.description)]
      try statement.forEachRow(day + bounds(period)) { row in
        let lot = ColumnReader<LotColumns>(row, table: "lots")
        let owner = ColumnReader<LotItemColumn>(row, table: "lots", at: LotColumns.count)
        let item = try items.item(owner.int64(.itemID), of: "lots", row: lot.rowID)
        let status = try LotColumns.decode(row, itemID: item.id)
        try body(LotLine(item: item, lot: status.lot, remaining: status.remaining))
      }
    }
  }

  /// Calls `body` with every event in `period` (all when nil) in the order they were
  /// recorded, one at a time.
  public func forEachEvent(in period: DateRange?, _ body: (EventLine) throws -> Void) throws {
    let statement = try db.statement(
      """
      SELECT \(EventColumns.select), \(EventLotColumns.select)
      FROM events LEFT JOIN lots ON lots.id = events.lot_id
      WHERE events.occurred_on BETWEEN ? AND ? ORDER BY events.id
      """)
    var items = ItemsByRowID(store: self, ownNames: false)
    try statement.forEachRow(bounds(period)) { row in
      let event = ColumnReader<EventColumns>(row, table: "events")
      let lot = ColumnReader<EventLotColumns>(
        row, table: "events", at: EventColumns.count, rowIDAt: 0)
      let item = try items.item(lot.int64(.itemID), of: "events", row: event.rowID)
      try body(
        EventLine(
          item: item, event: try EventColumns.decode(row),
          lotPurchasedOn: try lot.date(.purchasedOn)))
    }
  }

  /// Spending by month and category over the months of `period`, or from the first to the
  /// last purchase when nil.
  public func spendingHistory(in period: DateRange?) throws -> SpendingHistory {
    let entries = try db.rows(
      """
      SELECT \(MonthSpendingColumns.select)
      FROM lots JOIN items ON items.id = lots.item_id
      WHERE lots.purchased_on BETWEEN ? AND ? GROUP BY 1, 2, 3
      """, bounds(period)
    ) { row in
      let reader = ColumnReader<MonthSpendingColumns>(row, table: "lots")
      return SpendingHistory.Entry(
        month: try reader.month(.month), category: reader.text(.category),
        amount: Money(
          minorUnits: try reader.total(.amount), currency: try reader.currency(.currency)))
    }
    let first = period?.from.month ?? entries.map(\.month).min()
    let last = period?.to.month ?? entries.map(\.month).max()
    guard let first, let last else { return SpendingHistory() }
    return try SpendingHistory(entries: entries, from: first, to: last)
  }

  /// The earliest expiry on or after `asOf` among each item's lots still on hand then (its
  /// usable stock, docs definition 5), by item id (an expiry that is not a date, among
  /// them, is the one read, so that it is named instead of passed over):
  /// from the lots on hand now (through their index) and those used since `asOf`.
  public func nextExpiries(asOf: CalendarDate) throws -> [Item.ID: CalendarDate] {
    let pairs = try withStock(at: asOf) { stock in
      try db.rows(
        """
        SELECT \(NextExpiryColumns.select)
        FROM (\(stock.held("id, item_id, expires_on, remaining, date_kind"))) AS lots
        JOIN items ON items.id = lots.item_id
        WHERE lots.expires_on IS NOT NULL AND \(stock.remaining) > 0
          AND \(UsableSQL.isUsable(expiry: "lots.expires_on", kind: "lots.date_kind", on: "?1"))
        GROUP BY items.id
        """, [.text(asOf.description)]
      ) { row in
        let reader = ColumnReader<NextExpiryColumns>(row, table: "items")
        return (try reader.uuid(.uuid), try reader.date(.expiry))
      }
    }
    return Dictionary(pairs, uniquingKeysWith: min)
  }

  /// Runs `body` on one snapshot with the SQL of the lots held at `day` and of what was
  /// left of each (`StockSQL`), so that whether events follow the day and the lots then
  /// read agree even while another connection writes.
  func withStock<T>(at day: CalendarDate, _ body: (StockSQL) throws -> T) throws -> T {
    try db.snapshot {
      let later = try db.firstRow(
        "SELECT 1 FROM events WHERE occurred_on > ? LIMIT 1", [.text(day.description)]
      ) { _ in true }
      let bought = try db.firstRow(
        "SELECT 1 FROM lots WHERE purchased_on > ? LIMIT 1", [.text(day.description)]
      ) { _ in true }
      return try body(StockSQL(laterEvents: later != nil, laterPurchases: bought != nil))
    }
  }

  private func bounds(_ period: DateRange?) -> [SQLiteValue] {
    [
      .text(period?.from.description ?? "0000-01-01"),
      .text(period?.to.description ?? "9999-12-31"),
    ]
  }
}

/// Items read once each by row id, for the rows of one export.
struct ItemsByRowID {
  let store: Store
  /// Whether items are named by their own names and category codes (the CSV export, which
  /// imports back), not by the reader's (the workbook).
  let ownNames: Bool
  private var items: [Int64: Item] = [:]

  init(store: Store, ownNames: Bool) {
    self.store = store
    self.ownNames = ownNames
  }

  /// The item with row id `rowID`, which row `referrer` of `table` names.
  ///
  /// - Throws: `StoreError.unreadable` when no such item exists.
  mutating func item(_ rowID: Int64, of table: String, row referrer: Int64) throws -> Item {
    if let item = items[rowID] { return item }
    guard
      let item = try store.db.firstRow(
        "SELECT \(ItemColumns.select) FROM items WHERE id = ? LIMIT 1", [.integer(rowID)],
        { row in
          // The CSV's item is its own name, the one an import finds it by; the others are in
          // columns of their own.
          let record = try ItemColumns.decode(row)
          var item = record.item
          if ownNames {
            (item.name, item.category, item.unit) = (
              record.ownName, record.ownCategory, record.ownUnit
            )
          }
          return item
        })
    else {
      throw StoreError.unreadable(
        table: table, rowID: referrer, column: "item_id", value: String(rowID))
    }
    items[rowID] = item
    return item
  }
}

/// Spending by month, category and currency, for `Store.spendingHistory`.
enum MonthSpendingColumns: Int32, ResultColumns {
  case month, category, currency, amount

  var sql: String {
    switch self {
    case .month: "substr(lots.purchased_on, 1, 7)"
    case .category: "items.category"
    case .currency: "lots.currency"
    case .amount: "sum(lots.price)"
    }
  }

  var name: String {
    switch self {
    case .month: "month of lots.purchased_on"
    case .amount: "sum(price)"
    default: sql
    }
  }
}

/// An item's next expiry, for `Store.nextExpiries`: an expiry that is not a day, when the
/// item has one, so that it is named instead of passed over.
enum NextExpiryColumns: Int32, ResultColumns {
  case id, uuid, expiry

  var sql: String {
    switch self {
    case .id: "items.id"
    case .uuid: "items.uuid"
    case .expiry:
      """
      coalesce(max(CASE WHEN \(DaySQL.isNotADay("lots.expires_on"))
        THEN lots.expires_on END), min(lots.expires_on))
      """
    }
  }

  var name: String { self == .expiry ? "min(lots.expires_on)" : sql }
}

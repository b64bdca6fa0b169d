import Foundation
import LarderCore

extension Store {
  /// How many lots were bought in `period` (all of them when nil).
  public func lotCount(in period: DateRange?) throws -> Int {
    try db.firstRow(
      "SELECT count(*) FROM lots WHERE purchased_on BETWEEN ? AND ? LIMIT 1", bounds(period)
    ) { Int($0.int64(0)) } ?? 0
  }

  /// How many events happened in `period` (all of them when nil).
  public func eventCount(in period: DateRange?) throws -> Int {
    try db.firstRow(
      "SELECT count(*) FROM events WHERE occurred_on BETWEEN ? AND ? LIMIT 1", bounds(period)
    ) { Int($0.int64(0)) } ?? 0
  }

  /// Calls `body` with every lot in the order they were recorded, as the household export
  /// writes it, one at a time, so memory stays flat however many there are.
  ///
  /// - Throws: `StoreError.unreadable` for a date, id or currency that cannot be read.
  public func forEachExportedLot(_ body: (ExportedLot) throws -> Void) throws {
    let columns = [
      "lots.id", "lots.purchased_on", "lots.quantity", "lots.price", "lots.currency",
      "lots.store", "lots.expires_on", "lots.location", "lots.note", "lots.uuid", "lots.item_id",
    ]
    let statement = try db.statement(
      "SELECT \(columns.joined(separator: ", ")) FROM lots ORDER BY lots.id")
    var items = ItemsByRowID(store: self)
    var currencies: [String: Currency] = [:]
    try statement.forEachRow([]) { row in
      let reader = RowReader(row: row, table: "lots", columns: columns, offset: 0)
      let code = reader.text(4)
      let currency = try currencies[code] ?? reader.currency(4)
      currencies[code] = currency
      try body(
        ExportedLot(
          purchasedOn: try reader.dateText(1),
          item: try items.item(reader.int64(10), of: "lots", row: reader.rowID),
          quantity: reader.quantity(2),
          price: Money(minorUnits: reader.int64(3), currency: currency), store: reader.text(5),
          expiresOn: reader.optionalText(6) == nil ? "" : try reader.dateText(6),
          location: reader.text(7), note: reader.text(8), id: try reader.uuidText(9)))
    }
  }

  /// Calls `body` with every event in the order they were recorded, as the household
  /// export writes it, one at a time. An event whose lot is missing (a hand edit) stops
  /// the export rather than being left out of it.
  ///
  /// - Throws: `StoreError.unreadable` for a date, kind or lot id that cannot be read, or
  ///   a lot that does not exist.
  public func forEachExportedEvent(_ body: (ExportedEvent) throws -> Void) throws {
    let columns = [
      "events.id", "events.occurred_on", "events.kind", "events.quantity", "events.note",
      "lots.uuid", "lots.item_id",
    ]
    let statement = try db.statement(
      """
      SELECT \(columns.joined(separator: ", "))
      FROM events LEFT JOIN lots ON lots.id = events.lot_id ORDER BY events.id
      """)
    var items = ItemsByRowID(store: self)
    try statement.forEachRow([]) { row in
      let reader = RowReader(row: row, table: "events", columns: columns, offset: 0)
      try body(
        ExportedEvent(
          occurredOn: try reader.dateText(1),
          item: try items.item(reader.int64(6), of: "events", row: reader.rowID),
          kind: try reader.eventKind(2), quantity: reader.quantity(3), note: reader.text(4),
          lotID: try reader.uuidText(5)))
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
        SELECT \(LotColumns.select(remaining: stock.remaining)), lots.item_id
        FROM lots WHERE lots.purchased_on BETWEEN ?2 AND ?3
        ORDER BY lots.purchased_on, lots.id
        """)
      var items = ItemsByRowID(store: self)
      let day: [SQLiteValue] = [.text(asOf.description)]
      let itemColumn = Int32(LotColumns.list.count)
      try statement.forEachRow(day + bounds(period)) { row in
        let item = try items.item(row.int64(itemColumn), of: "lots", row: row.int64(0))
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
      SELECT \(EventColumns.select), lots.item_id, lots.purchased_on
      FROM events LEFT JOIN lots ON lots.id = events.lot_id
      WHERE events.occurred_on BETWEEN ? AND ? ORDER BY events.id
      """)
    var items = ItemsByRowID(store: self)
    let extra = EventColumns.list.count
    let columns = EventColumns.list + ["lots.item_id", "lots.purchased_on"]
    try statement.forEachRow(bounds(period)) { row in
      let reader = RowReader(row: row, table: "events", columns: columns, offset: 0)
      let item = try items.item(reader.int64(extra), of: "events", row: reader.rowID)
      try body(
        EventLine(
          item: item, event: try EventColumns.decode(row),
          lotPurchasedOn: try reader.date(extra + 1)))
    }
  }

  /// Spending by month and category over the months of `period`, or from the first to the
  /// last purchase when nil.
  public func spendingHistory(in period: DateRange?) throws -> SpendingHistory {
    let entries = try db.rows(
      """
      SELECT substr(lots.purchased_on, 1, 7), items.category, lots.currency, sum(lots.price)
      FROM lots JOIN items ON items.id = lots.item_id
      WHERE lots.purchased_on BETWEEN ? AND ? GROUP BY 1, 2, 3
      """, bounds(period)
    ) { row in
      let reader = RowReader(
        row: row, table: "lots",
        columns: ["month of lots.purchased_on", "items.category", "lots.currency", "sum(price)"],
        offset: 0)
      return SpendingHistory.Entry(
        month: try reader.month(0), category: reader.text(1),
        amount: Money(minorUnits: try row.total(3), currency: try reader.currency(2)))
    }
    let first = period?.from.month ?? entries.map(\.month).min()
    let last = period?.to.month ?? entries.map(\.month).max()
    guard let first, let last else { return SpendingHistory() }
    return try SpendingHistory(entries: entries, from: first, to: last)
  }

  /// The earliest expiry on or after `asOf` among each item's lots still on hand then (its
  /// usable stock, docs definition 5), by item id:
  /// from the lots on hand now (through their index) and those used since `asOf`.
  public func nextExpiries(asOf: CalendarDate) throws -> [Item.ID: CalendarDate] {
    let pairs = try withStock(at: asOf) { stock in
      try db.rows(
        """
        SELECT items.id, items.uuid, min(lots.expires_on)
        FROM (\(stock.held("id, item_id, expires_on, remaining"))) AS lots JOIN items ON items.id = lots.item_id
        WHERE lots.expires_on IS NOT NULL AND lots.expires_on >= ?1 AND \(stock.remaining) > 0
        GROUP BY items.id
        """, [.text(asOf.description)]
      ) { row in
        let reader = RowReader(
          row: row, table: "items", columns: ["items.id", "items.uuid", "min(lots.expires_on)"],
          offset: 0)
        return (try reader.uuid(1), try reader.date(2))
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
      return try body(StockSQL(laterEvents: later != nil))
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
  private var items: [Int64: Item] = [:]

  init(store: Store) {
    self.store = store
  }

  /// The item with row id `rowID`, which row `referrer` of `table` names.
  ///
  /// - Throws: `StoreError.unreadable` when no such item exists.
  mutating func item(_ rowID: Int64, of table: String, row referrer: Int64) throws -> Item {
    if let item = items[rowID] { return item }
    guard
      let item = try store.db.firstRow(
        "SELECT \(ItemColumns.select) FROM items WHERE id = ? LIMIT 1", [.integer(rowID)],
        { try ItemColumns.decode($0).item })
    else {
      throw StoreError.unreadable(
        table: table, rowID: referrer, column: "item_id", value: String(rowID))
    }
    items[rowID] = item
    return item
  }
}

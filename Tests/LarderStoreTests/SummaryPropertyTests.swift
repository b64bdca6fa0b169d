import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// The summaries answer exactly what the rows answer: after a seeded random sequence of
/// writes and corrections (add, consume, discard, edits of items, lots and events,
/// deletes, imports, undo and redo), every analytics figure read from the summaries equals
/// the same figure computed from the lots and events, on the sample household and on a
/// generated one of 20,000 lots.
@Suite struct SummaryPropertyTests {
  typealias Seeded = UndoPropertyTests.Seeded

  /// One random write or correction; false when the store refused it.
  static func write(_ store: Store, _ random: inout Seeded, step: Int) throws -> Bool {
    let items = try store.stock(asOf: try S.day("2026-12-31"), includeUsedUp: true).map(\.item.name)
    guard let name = items.randomElement(using: &random) else { return false }
    let day = "2026-10-\(10 + Int.random(in: 0...21, using: &random))"
    do {
      switch Int.random(in: 0..<16, using: &random) {
      case 0:
        try S.buy(store, name, "\(Int.random(in: 1...5, using: &random))", for: "2.41", on: day)
      case 1:
        try S.buy(
          store, "New item \(step)", "1.5", for: "0.99", on: day, expires: "2026-12-24",
          unit: "kg", category: "new")
      case 2: try S.use(store, name, "0.5", on: day)
      case 3: try S.use(store, name, "1", on: day, .discard)
      case 4:
        try store.editItem(name, Store.ItemChanges(category: "changed \(step)"))
      case 5:
        // A unit of the same family rescales every lot and event; another is refused.
        let unit = ["g", "kg", "ml", "L"].randomElement(using: &random) ?? "g"
        try store.editItem(name, Store.ItemChanges(unit: unit))
      case 6, 7:
        guard let lot = try store.history(of: name).lots.randomElement(using: &random) else {
          return false
        }
        let changes =
          Bool.random(using: &random)
          ? Store.LotChanges(price: "3.37")
          : Store.LotChanges(quantity: try S.quantity("\(Int.random(in: 1...9, using: &random))"))
        try store.editLot(UUIDText.format(lot.lot.id), changes)
      case 8, 9:
        guard let event = try store.history(of: name).events.randomElement(using: &random) else {
          return false
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: try store.deleteEvent(UUIDText.format(event.id))
        case 1:
          try store.editEvent(
            UUIDText.format(event.id), Store.EventChanges(date: try S.day(day)), today: S.today)
        default:
          try store.editEvent(
            UUIDText.format(event.id), Store.EventChanges(quantity: try S.quantity("0.25")),
            today: S.today)
        }
      case 10: try store.deleteItem(name, purge: true)
      case 11:
        _ = try S.importCSV(
          store,
          "date,item,quantity,price,store\n\(day),Imported \(step),2,1.00,Market\n"
            + "\(day),\(name),1,0.53,Lidl\n")
      case 12:
        _ = try S.importCSV(
          store,
          "date,item,action,quantity\n\(day),\(name),consume,0.5\n\(day),\(name),discard,0.5\n")
      case 13, 14: try store.undo()
      default: try store.redo()
      }
      return true
    } catch is StoreError {
      return false
    } catch is ValueError {
      return false
    } catch let error as ImportError {
      _ = error
      return false
    }
  }

  /// Every analytics figure Larder reads from the summaries, as of `asOf` for `month`.
  struct Figures: Equatable {
    var report: MonthlyReport
    var previousReport: MonthlyReport
    var spending: [Spending]
    var counts: [Int]
    var waste: Waste
    var forecast: Forecast
    var restock: [RestockSuggestion]
    var digest: Digest
    var budget: BudgetReport
    var inflation: Inflation
    var expiring: ExpiryOutlook

    init(_ store: Store, month: Month, asOf: CalendarDate) throws {
      report = try store.monthlyReport(month, asOf: asOf, minHistory: 14)
      previousReport = try store.monthlyReport(
        month.adding(months: -1), asOf: month.firstDay, minHistory: 14)
      let year = try DateRange(
        from: try S.day("\(month.year)-01-01"), to: try S.day("\(month.year)-12-31"))
      let periods = [DateRange(month: month), year, try DateRange(from: month.firstDay, to: asOf)]
      spending = try periods.flatMap { period in
        try [SpendingDimension.category, .store, .item, .month].map {
          try store.spending(in: period, by: $0)
        }
      }
      counts = try periods.map { try store.purchaseCount(in: $0) }
      waste = try store.waste(in: year)
      forecast = try store.forecast(asOf: asOf, window: 90, minHistory: 14)
      restock = try store.restockSuggestions(of: forecast.items, horizon: 30)
      digest = try store.digest(asOf: asOf, within: 7, horizon: 14, minHistory: 14)
      budget = try store.budgetReport(month, asOf: asOf)
      inflation = try store.inflation(month, base: month.adding(months: -1))
      expiring = try store.expiryOutlook(asOf: asOf, within: 7)
    }
  }

  /// The same figures with every summary table replaced, for this connection only, by a
  /// view of its definition over the lots and events: the figures from the raw rows.
  static func rawFigures(path: String, month: Month, asOf: CalendarDate) throws -> Figures {
    let raw = try Store(path: path)
    for table in SummaryTable.all {
      try raw.db.execute(
        "CREATE TEMP VIEW \(table.name) (\(table.columns.joined(separator: ", "))) AS "
          + table.source)
    }
    return try Figures(raw, month: month, asOf: asOf)
  }

  /// The pre-summary queries of spending, counts, waste, pack sizes and the price index,
  /// run on the rows, against what the readers give.
  static func expectPreSummaryDefinitions(_ store: Store, month: Month) throws {
    let period = DateRange(month: month)
    let range: [SQLiteValue] = [.text(period.from.description), .text(period.to.description)]
    for (dimension, key) in [
      (SpendingDimension.category, "items.category"), (.store, "lots.store"),
      (.item, "items.name"), (.month, "substr(lots.purchased_on, 1, 7)"),
    ] {
      let rows = try store.db.rows(
        """
        SELECT \(key), lots.currency, sum(lots.price) FROM lots
        JOIN items ON items.id = lots.item_id
        WHERE lots.purchased_on BETWEEN ? AND ? GROUP BY 1, 2
        """, range
      ) {
        SpendingRow(
          key: $0.text(0),
          amount: Money(minorUnits: $0.int64(2), currency: try Currency(code: $0.text(1))))
      }
      #expect(
        try store.spending(in: period, by: dimension)
          == Spending(period: period, dimension: dimension, rows: rows))
    }
    let count = try store.db.firstRow(
      "SELECT count(*) FROM lots WHERE purchased_on BETWEEN ? AND ? LIMIT 1", range
    ) { Int($0.int64(0)) }
    #expect(try store.purchaseCount(in: period) == count)
    let discards = try store.db.rows(
      """
      SELECT items.name, items.category, items.unit, events.quantity, lots.quantity,
        lots.price, lots.currency
      FROM events JOIN lots ON lots.id = events.lot_id JOIN items ON items.id = lots.item_id
      WHERE events.kind = 'discard' AND events.occurred_on BETWEEN ? AND ?
      """, range
    ) { row in
      try DiscardRecord(
        item: row.text(0), category: row.text(1), unit: row.text(2),
        quantity: Quantity(thousandths: row.int64(3)),
        lotQuantity: Quantity(thousandths: row.int64(4)),
        lotPrice: Money(minorUnits: row.int64(5), currency: try Currency(code: row.text(6))))
    }
    var consumed: [String: Quantity] = [:]
    for (name, quantity) in try store.db.rows(
      """
      SELECT items.name, sum(events.quantity)
      FROM events JOIN lots ON lots.id = events.lot_id JOIN items ON items.id = lots.item_id
      WHERE events.kind = 'consume' AND events.occurred_on BETWEEN ? AND ? GROUP BY items.id
      """, range, { ($0.text(0), Quantity(thousandths: $0.int64(1))) })
    {
      consumed[name] = quantity
    }
    #expect(
      try store.waste(in: period)
        == Waste(period: period, discards: discards, consumed: consumed))
    let asOf = period.to
    for projection in try store.forecast(asOf: asOf, window: 90, minHistory: 14).items {
      let sizes = try store.db.rows(
        """
        SELECT quantity FROM lots
        WHERE item_id = (SELECT id FROM items WHERE uuid = ?) AND purchased_on <= ?
        """, [.text(UUIDText.format(projection.item.id)), .text(asOf.description)]
      ) { Quantity(thousandths: $0.int64(0)) }
      #expect(
        try store.restockSuggestions(of: [projection], horizon: 30)
          == [RestockSuggestion(projection: projection, horizon: 30, lotQuantities: sizes)]
          .compactMap { $0 })
    }
    let base = month.adding(months: -1)
    let purchases = try store.db.rows(
      """
      SELECT lots.purchased_on, lots.quantity, lots.price, lots.currency, \(ItemColumns.select)
      FROM lots JOIN items ON items.id = lots.item_id
      WHERE lots.purchased_on BETWEEN ? AND ? OR lots.purchased_on BETWEEN ? AND ?
      """,
      [
        .text(base.firstDay.description), .text(base.lastDay.description),
        .text(month.firstDay.description), .text(month.lastDay.description),
      ]
    ) { row in
      let item = try ItemColumns.decode(row, at: 4).item
      return (
        item: item,
        purchase: try #require(
          PricedPurchase(
            date: try CalendarDate(parsing: row.text(0)), store: "",
            quantity: Quantity(thousandths: row.int64(1)),
            price: Money(minorUnits: row.int64(2), currency: try Currency(code: row.text(3))),
            unit: PriceUnit(itemUnit: item.unit)))
      )
    }
    #expect(
      try store.inflation(month, base: base)
        == Inflation(month: month, base: base, purchases: purchases))
  }

  /// Runs `steps` random writes on `store` (a file at `path`), then expects the summaries
  /// to equal a rebuild and every figure to equal the one from the rows.
  static func expectSummariesFollow(
    _ store: Store, path: String, steps: Int, seed: UInt64, month: Month, asOf: CalendarDate
  ) throws {
    var random = Seeded(state: seed)
    var written = 0
    for step in 0..<steps where try write(store, &random, step: step) { written += 1 }
    #expect(written > steps / 3)
    #expect(try store.summaryViolations() == [])
    #expect(
      try Figures(store, month: month, asOf: asOf)
        == rawFigures(path: path, month: month, asOf: asOf))
    try expectPreSummaryDefinitions(store, month: month)
    try expectPreSummaryDefinitions(store, month: month.adding(months: -1))
  }

  /// A fresh database file in a private folder.
  static func freshPath() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "larder-summaries-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("larder.sqlite").path
  }

  @Test(.tags(.slow)) func theSampleHouseholdAfterRandomWritesReadsTheSameFromSummariesAsFromRows()
    throws
  {
    let path = try Self.freshPath()
    let store = try Store(path: path)
    for file in ["purchases.csv", "events.csv"] {
      let text = try String(
        contentsOf: UndoPropertyTests.samples.appendingPathComponent(file), encoding: .utf8)
      _ = try S.importCSV(store, text)
    }
    try store.setBudget(
      "dairy", amount: try S.euros("40.00"), currency: .euro, from: try Month(parsing: "2026-01"))
    let month = try Month(parsing: "2026-10")
    #expect(try store.summaryViolations() == [])
    try Self.expectSummariesFollow(
      store, path: path, steps: 300, seed: 20_261_130, month: month,
      asOf: try S.day("2026-11-01"))
  }

  @Test(.tags(.slow)) func aGeneratedHouseholdOf20000LotsReadsTheSameFromSummariesAsFromRows()
    throws
  {
    let path = try Self.freshPath()
    let store = try Store(path: path)
    var purchases = CSVWriter()
    var events = CSVWriter()
    purchases.write(ImportFormat.purchases.exportColumns)
    events.write(ImportFormat.events.exportColumns)
    try HouseholdGenerator(HouseholdGenerator.Options(lots: 20_000)).generate(
      purchase: { purchases.write(ImportFormat.purchaseFields($0)) },
      event: { events.write(ImportFormat.eventFields($0)) })
    _ = try S.importCSV(store, purchases.text)
    _ = try S.importCSV(store, events.text)
    #expect(try store.summaryViolations() == [])
    try Self.expectSummariesFollow(
      store, path: path, steps: 120, seed: 7, month: try Month(parsing: "2026-10"),
      asOf: try S.day("2026-11-01"))
  }
}

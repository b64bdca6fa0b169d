import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// An import notes its history a table at a time (`AppendedRows`): the notes the row
/// triggers of migration 5 write for the same rows one at a time, with the rows each table
/// gained as one range of ids, and without the images of the earlier lots its events drew
/// from (nor the `ref` to them), which its range of events gives back.
@Suite struct AppendedRowsTests {
  /// Milk: two lots bought before the import, one partly used.
  func household() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-11-01", expires: "2026-11-10", unit: "L")
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-02")
    try S.use(store, "Milk", "0.5", on: "2026-11-03")
    return store
  }

  /// The rows of `text`, written one by one through the row triggers, as one change.
  func importRowByRow(_ store: Store, _ text: String) throws {
    var reader = CSVReader(bytes: Array(text.utf8))
    let header = try #require(try reader.next())
    let parser = try ImportParser(header: header, defaultCurrency: .euro, today: S.today)
    let cache = ItemCache()
    try store.recorded(
      .commandLine(arguments: ["import"]),
      action: { (_: Void) in .importedEvents(file: "a file", events: 0) }
    ) {
      while let record = try reader.next() {
        switch parser.format {
        case .purchases: _ = try store.insertPurchase(try parser.purchase(record), cache: cache)
        case .events: _ = try store.insertEvent(try parser.event(record), cache: cache)
        }
      }
      try store.applyDraws(cache)
    }
  }

  /// The newest change's notes, in a fixed order: its ranges spelt out row by row as
  /// inserts, and the earlier lots its events drew from left out.
  func notes(_ store: Store) throws -> [String] {
    try store.db.rows(
      """
      WITH RECURSIVE newest (id) AS (SELECT max(id) FROM changes),
        ranged (tbl, row_id, last_id) AS (
          SELECT tbl, first_id, last_id FROM change_ranges, newest WHERE change_id = newest.id
          UNION ALL
          SELECT tbl, row_id + 1, last_id FROM ranged WHERE row_id < last_id)
      SELECT line FROM (
        SELECT tbl || ' ' || row_id || ' ' || op || ' ' || coalesce(before, '-') AS line,
          tbl, row_id, op
        FROM change_rows AS noted, newest WHERE noted.change_id = newest.id
          AND NOT (noted.tbl = 'lots' AND noted.op IN ('update', 'ref'))
        UNION ALL
        SELECT tbl || ' ' || row_id || ' insert -', tbl, row_id, 'insert' FROM ranged)
      ORDER BY tbl, row_id, op
      """
    ) { $0.text(0) }
  }

  /// The earlier lots the newest change's events drew from, as they were before it: the
  /// images the triggers noted, when it has no range of events.
  func drawnLots(_ store: Store) throws -> [String] {
    let lots = try #require(RecordedTables.table("lots"))
    return try store.db.rows(
      """
      WITH newest (id) AS (SELECT max(id) FROM changes),
        drawn (lot_id, quantity) AS (
          SELECT lot_id, sum(quantity) FROM events, change_ranges AS range, newest
          WHERE range.change_id = newest.id AND range.tbl = 'events'
            AND events.id BETWEEN range.first_id AND range.last_id
          GROUP BY lot_id),
        old AS (
          SELECT lots.*, lots.remaining + drawn.quantity AS earlier
          FROM lots JOIN drawn ON drawn.lot_id = lots.id)
      SELECT \(RecordedTables.image(lots, "old", remaining: "earlier")) FROM old
      UNION ALL
      SELECT before FROM change_rows, newest
      WHERE change_id = newest.id AND tbl = 'lots' AND op = 'update'
      """
    ) { $0.text(0) }.sorted()
  }

  /// How many rows of `change_rows` the newest change has.
  func noteRows(_ store: Store) throws -> Int {
    try store.db.firstRow(
      "SELECT count(*) FROM change_rows WHERE change_id = (SELECT max(id) FROM changes)"
    ) { Int($0.int64(0)) } ?? 0
  }

  /// The same file recorded both ways gives the same notes, and the range of events the
  /// images of the lots they drew from.
  func expectSameNotes(_ text: String) throws {
    let store = try household()
    try importRowByRow(store, text)
    let byTriggers = try notes(store)
    let imagesByTriggers = try drawnLots(store)
    try store.undo()
    _ = try S.importCSV(store, text)
    #expect(try notes(store) == byTriggers)
    #expect(try drawnLots(store) == imagesByTriggers)
    #expect(!byTriggers.isEmpty)
  }

  @Test func aPurchasesFileNotesItsNewRowsAsRangesOnly() throws {
    let store = try household()
    _ = try S.importCSV(
      store, "date,item,quantity,price\n2026-11-03,Tea,1,3.00\n2026-11-03,Tea,2,5.00\n")
    // Tea is new: its item and its two lots are ranges; no row is noted.
    #expect(try noteRows(store) == 0)
    let ranges = try store.db.rows(
      """
      SELECT tbl || ' ' || (last_id - first_id + 1) FROM change_ranges
      WHERE change_id = (SELECT max(id) FROM changes) ORDER BY tbl
      """
    ) { $0.text(0) }
    #expect(ranges == ["items 1", "lots 2"])
  }

  @Test func aPurchasesFileOfANewAndAKnownItem() throws {
    try expectSameNotes(
      "date,item,quantity,price\n2026-11-03,Tea,1,3.00\n2026-11-03,Milk,1,1.10\n")
  }

  @Test func anEventsFileNotesNoLotItDrewFrom() throws {
    let store = try household()
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-04,Milk,consume,2\n")
    #expect(try noteRows(store) == 0)
    #expect(try drawnLots(store).count == 2)
  }

  @Test func anEventsFileDrawingFromEarlierLots() throws {
    // 2 L drawn: 1.5 from the expiring lot (its 2 L less the 0.5 used), 0.5 from the other.
    try expectSameNotes("date,item,action,quantity\n2026-11-04,Milk,consume,2\n")
  }

  @Test func anEventsFileThatUsesUpALotAndDiscards() throws {
    try expectSameNotes(
      "date,item,action,quantity\n2026-11-04,Milk,consume,1.5\n2026-11-05,Milk,discard,1\n")
  }

  /// The names of the history's triggers.
  func triggers(_ store: Store) throws -> [String] {
    try store.db.rows("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name") {
      $0.text(0)
    }
  }

  @Test func theTriggersAreBackAfterADryRunAndARefusedImport() throws {
    let store = try household()
    let before = try triggers(store)
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-11-03,Tea,1,3.00\n", dryRun: true)
    #expect(try triggers(store) == before)
    #expect(throws: StoreError.self) {
      try S.importCSV(store, "date,item,action,quantity\n2026-11-04,Milk,consume,99\n")
    }
    #expect(try triggers(store) == before)
    #expect(before.count == 48)
  }
}

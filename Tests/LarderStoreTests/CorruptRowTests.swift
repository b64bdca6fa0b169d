import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import Testing

@testable import LarderStore

/// A value that cannot be read is an error naming its table, row and column; no read ever
/// makes up a date, an id or a currency in its place.
@Suite struct CorruptRowTests {
  /// A household of one purchase (row 1) and one consume event (row 1), in memory.
  func household() throws -> Store {
    let store = try Store(path: ":memory:")
    guard let bought = CalendarDate(year: 2026, month: 10, day: 1),
      let used = CalendarDate(year: 2026, month: 10, day: 2),
      let expires = CalendarDate(year: 2026, month: 10, day: 20)
    else { throw CalendarDateMissing() }
    _ = try store.addPurchase(
      PurchaseRow(
        line: 0, date: bought, item: "Milk", quantity: Quantity(thousandths: 2_000),
        price: Money(minorUnits: 238, currency: .euro), expires: expires),
      today: InProcessStore.today)
    _ = try store.record(
      EventRow(
        line: 0, date: used, item: "Milk", kind: .consume, quantity: Quantity(thousandths: 500)),
      today: InProcessStore.today)
    return store
  }

  struct CalendarDateMissing: Error {}

  /// Writes `value` into a column as a hand edit would, past Larder's checks.
  func corrupt(_ store: Store, _ table: String, _ column: String, _ value: String) throws {
    try store.db.execute("PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF")
    try store.db.run("UPDATE \(table) SET \(column) = ? WHERE id = 1", [.text(value)])
  }

  /// Every read a command makes, for the database as it is.
  func readEverything(_ store: Store) throws {
    guard let day = CalendarDate(year: 2026, month: 10, day: 5) else { return }
    _ = try store.stock(asOf: day, includeUsedUp: true)
    _ = try store.history(of: "Milk")
    _ = try store.projections(asOf: day, window: 90, minHistory: 14)
    _ = try store.expiryOutlook(asOf: day, within: 30)
    _ = try store.spending(in: DateRange(month: day.month), by: .category)
    _ = try store.waste(in: DateRange(month: day.month))
    _ = try store.monthlyReport(day.month, asOf: day, minHistory: 14)
    _ = try store.nextExpiries(asOf: day)
    try store.forEachLot(in: nil, asOf: day) { _ in }
    try store.forEachEvent(in: nil) { _ in }
    try store.forEachExportedLot { _ in }
    try store.forEachExportedEvent { _ in }
  }

  /// The table and column `body` reports as unreadable.
  func unreadable(_ body: () throws -> Void) -> (table: String, column: String, value: String)? {
    do { try body() } catch let StoreError.unreadable(table, _, column, value) {
      return (table, column, value)
    } catch { return nil }
    return nil
  }

  @Test(arguments: [
    ("lots", "purchased_on", "2026-02-30"), ("lots", "expires_on", "soon"),
    ("lots", "uuid", "not-a-uuid"), ("lots", "currency", "EURO"),
    ("items", "uuid", "x"), ("items", "created_on", "yesterday"),
  ])
  func aCorruptValueIsNamedWhereverItIsRead(table: String, column: String, value: String) throws {
    let store = try household()
    try corrupt(store, table, column, value)
    let found = unreadable { try readEverything(store) }
    // A value read through an aggregate (the earliest expiry of an item) is named by it.
    #expect(found?.column.contains("\(table).\(column)") == true, "\(String(describing: found))")
    #expect(found?.value == value)
  }

  @Test func aCorruptEventIsNamed() throws {
    let store = try household()
    try corrupt(store, "events", "kind", "eaten")
    let found = unreadable { _ = try store.history(of: "Milk") }
    #expect(found?.table == "events" && found?.column == "events.kind")
    try corrupt(store, "events", "kind", "consume")
    try corrupt(store, "events", "occurred_on", "2026-13-01")
    #expect(unreadable { try store.forEachEvent(in: nil) { _ in } }?.column == "events.occurred_on")
    #expect(unreadable { try store.forEachExportedEvent { _ in } }?.column == "events.occurred_on")
  }

  @Test func aLotOfAMissingItemIsNamed() throws {
    let store = try household()
    try corrupt(store, "lots", "item_id", "99")
    let found = unreadable { try store.forEachExportedLot { _ in } }
    #expect(found?.table == "lots" && found?.column == "item_id" && found?.value == "99")
  }

  @Test func anEventOfAMissingLotStopsTheExportInsteadOfBeingLeftOut() throws {
    let store = try household()
    try store.db.execute("PRAGMA foreign_keys = OFF")
    try store.db.run("UPDATE events SET lot_id = 999 WHERE id = (SELECT min(id) FROM events)")
    #expect(unreadable { try store.forEachExportedEvent { _ in } }?.table == "events")
    #expect(unreadable { try store.forEachEvent(in: nil) { _ in } }?.table == "events")
  }

  @Test func theMessageIsOneLineNamingTableRowAndColumn() {
    let error = StoreError.unreadable(
      table: "lots", rowID: 12, column: "lots.purchased_on", value: "2026-02-30")
    #expect(
      error.message(.english)
        == "the database holds a value Larder cannot read: lots row 12, column "
        + "lots.purchased_on is '2026-02-30'; nothing was shown or changed. Correct that row, "
        + "or restore a backup")
  }
}

/// The read paths keep no silent fallback: a grep of the sources, as a lint step.
@Suite struct NoSilentFallbackTests {
  @Test func readPathsHaveNoMadeUpValues() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let patterns = [
      "?? UUID()", "daysSinceEpoch: 0)", "Currency.unknown", "?? .unknown", "try? Currency(",
      "try? CalendarDate(parsing", "try? Month(parsing", "try? findItem", "name: \"?\"",
    ]
    for folder in ["Sources/LarderStore", "Sources/LarderReports"] {
      let base = root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }
      for file in files ?? [] where file.hasSuffix(".swift") && !file.hasSuffix("RowReader.swift") {
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        for pattern in patterns {
          #expect(!text.contains(pattern), "\(folder)/\(file) contains \(pattern)")
        }
      }
    }
  }
}

/// The household export carries the stored text of ids and dates to the file: checked, not
/// parsed and formatted back.
@Suite struct ExportedRowTests {
  @Test func anIdStoredInCapitalsIsExportedInLowercase() {
    #expect(
      UUIDText.lowercased("0A1B2C3D-0000-4000-8000-00000000000F")
        == "0a1b2c3d-0000-4000-8000-00000000000f")
  }

  @Test func anIdStoredInLowercaseIsExportedAsItIs() {
    #expect(
      UUIDText.lowercased("0a1b2c3d-0000-4000-8000-00000000000f")
        == "0a1b2c3d-0000-4000-8000-00000000000f")
  }

  @Test(arguments: [
    "", "x", "0a1b2c3d-0000-4000-8000-00000000000g", "0a1b2c3d00000-4000-8000-00000000000f",
  ])
  func anythingElseIsNoId(_ text: String) {
    #expect(UUIDText.lowercased(text) == nil)
  }
}

/// New ids are random version-4 UUIDs.
@Suite struct NewIDTests {
  @Test func aNewIdIsVersion4WithTheRFCVariant() {
    let text = UUIDText.format(UUIDText.random())
    let characters = Array(text)
    #expect(characters[14] == "4")
    #expect("89ab".contains(characters[19]))
  }

  @Test func newIdsDiffer() {
    let ids = Set((0..<1000).map { _ in UUIDText.random() })
    #expect(ids.count == 1000)
  }
}

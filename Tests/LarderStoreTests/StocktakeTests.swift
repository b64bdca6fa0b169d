import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// `Store.stocktake`, what `larder stocktake` and the web's stocktake mode record: the
/// difference between a count and the records, as lost or found, never eaten or wasted.
@Suite struct StocktakeTests {
  typealias S = InProcessStore

  /// Eggs: 12 bought on 11-20 expiring 12-10 (lot A), 6 on 11-25 expiring 12-20 (lot B).
  func eggs() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Eggs", "12", for: "3.60", on: "2026-11-20", expires: "2026-12-10")
    try S.buy(store, "Eggs", "6", for: "2.00", on: "2026-11-25", expires: "2026-12-20")
    return store
  }

  /// What is left of each lot, by expiry date.
  func left(_ store: Store) throws -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: try store.lotsWithExpiry(asOf: S.lastDay).map {
        ($0.expires.description, $0.remaining.description)
      })
  }

  func count(_ store: Store, _ quantity: String, on date: String = "2026-12-01") throws
    -> [StocktakeLine]
  {
    try store.stocktake(
      [.init(item: "Eggs", counted: try S.quantity(quantity))], on: try S.day(date),
      today: S.today)
  }

  @Test func aCountBelowTheRecordsTakesWhatIsMissingFirstExpiringFirst() throws {
    // 18 recorded, 15 counted: 3 lost, from lot A (expires first): A 12 − 3 = 9, B 6.
    let store = try eggs()
    let lines = try count(store, "15")
    #expect(
      lines == [
        StocktakeLine(item: "Eggs", unit: "pcs", recorded: Quantity(18), counted: Quantity(15))
      ])
    #expect(lines.first?.lost == Quantity(3))
    #expect(try left(store) == ["2026-12-10": "9", "2026-12-20": "6"])
  }

  @Test func aCountAboveTheRecordsGivesBackToTheLotsDrawnLastFirst() throws {
    // 16 eaten: A 12 → 0, then B 6 → 2. Counted 7: 5 found. B (drawn last) gets back its
    // 4, then A 1: A 1, B 6.
    let store = try eggs()
    try S.use(store, "Eggs", "16", on: "2026-11-28")
    let lines = try count(store, "7")
    #expect(lines.first?.found == Quantity(5))
    #expect(try left(store) == ["2026-12-10": "1", "2026-12-20": "6"])
  }

  @Test func aCountAboveEverythingBoughtIsRefusedAndChangesNothing() throws {
    // 18 bought in all and none used: 19 cannot be there.
    let store = try eggs()
    #expect(
      throws: StoreError.countAboveBought(
        item: "Eggs", counted: Quantity(19), bought: Quantity(18), unit: "pcs",
        date: try S.day("2026-12-01"))
    ) { try count(store, "19") }
    #expect(try left(store) == ["2026-12-10": "12", "2026-12-20": "6"])
    #expect(try store.changes(limit: 10).count == 2)
  }

  @Test func onlyLotsBoughtByTheDayOfTheCountAreCounted() throws {
    // On 11-22 only lot A (12) was there: counting 10 then loses 2 of A; B stays 6.
    let store = try eggs()
    let lines = try count(store, "10", on: "2026-11-22")
    #expect(lines.first?.recorded == Quantity(12))
    #expect(try left(store) == ["2026-12-10": "10", "2026-12-20": "6"])
  }

  @Test func aCountThatAgreesWithTheRecordsWritesNoChange() throws {
    let store = try eggs()
    let lines = try count(store, "18")
    #expect(lines.first?.corrects == false)
    #expect(try store.changes(limit: 10).count == 2)
  }

  @Test func whatIsLostOrFoundIsNeitherEatenNorWasted() throws {
    // 4 eaten on 11-28, 2 lost at the count: consumption stays 4, waste none.
    let store = try eggs()
    try S.use(store, "Eggs", "4", on: "2026-11-28")
    _ = try count(store, "12")
    let period = try DateRange(from: try S.day("2026-11-01"), to: try S.day("2026-12-01"))
    #expect(try store.waste(in: period).rows.isEmpty)
    let eggs = try store.projections(asOf: try S.day("2026-12-01"), window: 28, minHistory: 0)
    #expect(eggs.first?.rate?.consumed == Quantity(4))
  }

  @Test func aStocktakeIsOneChangeThatUndoTakesBack() throws {
    // Two items counted at once: one change; undo puts both back.
    let store = try eggs()
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-11-25", expires: "2026-12-05")
    try store.stocktake(
      [.init(item: "Eggs", counted: Quantity(10)), .init(item: "milk", counted: Quantity(1))],
      on: try S.day("2026-12-01"), today: S.today)
    let change = try #require(try store.changes(limit: 1).first)
    guard case .stocktake(_, let lines) = change.action else {
      Issue.record("not a stocktake: \(change.action)")
      return
    }
    #expect(lines.map(\.item) == ["Eggs", "Milk"])
    #expect(try S.onHand(store) == ["Eggs": "10", "Milk": "1"])
    try store.undo()
    #expect(try S.onHand(store) == ["Eggs": "18", "Milk": "2"])
    #expect(try store.check().isEmpty)
  }

  @Test func checkAcceptsTheCorrectionsOfAStocktake() throws {
    let store = try eggs()
    try S.use(store, "Eggs", "16", on: "2026-11-28")
    _ = try count(store, "7")
    _ = try count(store, "5")
    #expect(try store.check().isEmpty)
  }
}

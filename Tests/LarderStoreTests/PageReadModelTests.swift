import Foundation
import LarderCore
import LarderStore
import Testing

/// The read models the web's Restock and Eat first pages show, each read by one Store
/// method in one snapshot, in-process on households a reader can check by hand.
@Suite struct PageReadModelTests {
  typealias S = InProcessStore

  @Test func restockInOneReadRoundsTheNeedUpToWholeUsualPacks() throws {
    // Milk: 8 l bought in September in packs of 3, 3 and 2; 6 l consumed on 10-15. As of
    // 10-31 over 30 days: 0.2 l a day, 2 l left; over 60 days it needs 0.2 × 60 − 2 = 10 l,
    // four packs of its usual 3 l: 12 l.
    let store = try S.empty()
    try S.buy(store, "Milk", "3", for: "3.00", on: "2026-09-01", unit: "l")
    try S.buy(store, "Milk", "3", for: "3.00", on: "2026-09-02")
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-09-03")
    try S.use(store, "Milk", "6", on: "2026-10-15")
    let suggestions = try store.restockPlan(
      asOf: try S.day("2026-10-31"), window: 30, minHistory: 14, horizon: 60
    ).suggestions
    #expect(suggestions.map(\.projection.item.name) == ["Milk"])
    #expect(suggestions.first?.suggested.description == "12")
  }

  @Test func eatFirstListsTheLotsWastedWithinItsDaysOnly() throws {
    // Bought on 09-01, nothing ever eaten; as of 10-10 within 3 days: the yogurt (expires
    // 10-12) is wasted by then; the ham (10-20) will be too, but after the 3 days.
    let store = try S.empty()
    try S.buy(store, "Yogurt", "4", for: "2.00", on: "2026-09-01", expires: "2026-10-12")
    try S.buy(store, "Ham", "1", for: "3.50", on: "2026-09-01", expires: "2026-10-20")
    let eatFirst = try store.eatFirst(
      asOf: try S.day("2026-10-10"), within: 3, window: 90, minHistory: 14)
    #expect(eatFirst.outlook.expiring.map(\.item) == ["Yogurt"])
    #expect(eatFirst.wasted.map(\.item) == ["Yogurt"])
    #expect(eatFirst.wasted.first?.projectedWaste.description == "4")
  }

  @Test func anItemsOverviewHasItsOwnChangesAndTheRedoOfAnyItem() throws {
    // Milk bought, then Jam bought and undone: Milk's page lists its one change and offers
    // to redo Jam's.
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.20", on: "2026-10-01")
    try S.buy(store, "Jam", "1", for: "2.50", on: "2026-10-02")
    let undone = try store.undo()
    let overview = try store.itemOverview("Milk", recent: 20, changeLimit: 5)
    #expect(overview.history.item.name == "Milk")
    #expect(overview.changes.count == 1)
    #expect(overview.redo?.id == undone.id)
  }
}

import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Opening, freezing and thawing (docs/definitions.md, "Opened, frozen, thawed"): the
/// expiry each gives, the split of part of a lot, and one undoable change each.
@Suite struct FoodStateTests {
  /// Milk: 3 L for 5.00 EUR bought 2026-10-28, use by 2026-11-08; opened life 3 days,
  /// frozen life 90, thawed life 1.
  func milk() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Milk", "3", for: "5.00", on: "2026-10-28", expires: "2026-11-08", unit: "L")
    try store.editItem(
      "Milk", Store.ItemChanges(openedLife: .some(3), frozenLife: .some(90), thawedLife: .some(1)))
    return store
  }

  func lots(_ store: Store) throws -> [LotStatus] {
    try store.history(of: "Milk").lots.sorted { $0.lot.quantity < $1.lot.quantity }
  }

  @Test func openingTheWholeLotKeepsTheEarlierOfItsDateAndTheOpenedLife() throws {
    let store = try milk()
    try store.change("Milk", to: .opened, quantity: nil, on: S.day("2026-11-01"), today: S.today)
    let lot = try #require(try lots(store).first).lot
    #expect(lot.state == .opened)
    #expect(lot.stateOn == (try S.day("2026-11-01")))
    #expect(lot.expiresOn == (try S.day("2026-11-04")))  // 1 Nov + 3 < 8 Nov
    #expect(lot.expiresEstimated)
  }

  @Test func openingLateKeepsThePackDate() throws {
    let store = try milk()
    try store.change("Milk", to: .opened, quantity: nil, on: S.day("2026-11-07"), today: S.today)
    let lot = try #require(try lots(store).first).lot
    #expect(lot.expiresOn == (try S.day("2026-11-08")))  // 8 Nov < 7 Nov + 3
    #expect(!lot.expiresEstimated)
  }

  @Test func openingPartSplitsQuantityAndPriceExactly() throws {
    let store = try milk()
    try store.change(
      "Milk", to: .opened, quantity: S.quantity("1"), on: S.day("2026-11-01"), today: S.today)
    let all = try lots(store)
    #expect(all.map(\.lot.quantity.description) == ["1", "2"])
    #expect(all.map(\.lot.price.amount) == ["1.67", "3.33"])  // 5.00 × 1 ÷ 3 = 1.666…
    #expect(all.map(\.lot.state) == [.opened, .sealed])
    #expect(all.map(\.remaining.description) == ["1", "2"])
  }

  @Test func freezingGivesTheFrozenLifeAsABestBefore() throws {
    let store = try milk()
    try store.change("Milk", to: .frozen, quantity: nil, on: S.day("2026-11-01"), today: S.today)
    let lot = try #require(try lots(store).first).lot
    #expect(lot.expiresOn == (try S.day("2027-01-30")))  // 1 Nov + 90 days
    #expect(lot.dateKind == .bestBefore)
  }

  @Test func thawingGivesTheThawedLifeAsAUseBy() throws {
    let store = try milk()
    try store.change("Milk", to: .frozen, quantity: nil, on: S.day("2026-11-01"), today: S.today)
    try store.change("Milk", to: .thawed, quantity: nil, on: S.day("2026-11-20"), today: S.today)
    let lot = try #require(try lots(store).first).lot
    #expect(lot.state == .thawed)
    #expect(lot.expiresOn == (try S.day("2026-11-21")))
    #expect(lot.dateKind == .useBy)
  }

  @Test func thawingASealedLotIsRefused() throws {
    let store = try milk()
    #expect(throws: StoreError.nothingToChange(item: "Milk", change: .thawed)) {
      try store.change("Milk", to: .thawed, quantity: nil, on: S.day("2026-11-01"), today: S.today)
    }
  }

  @Test func openingAnOpenedLotIsRefused() throws {
    let store = try milk()
    try store.change("Milk", to: .opened, quantity: nil, on: S.day("2026-11-01"), today: S.today)
    #expect(throws: StoreError.nothingToChange(item: "Milk", change: .opened)) {
      try store.change("Milk", to: .opened, quantity: nil, on: S.day("2026-11-02"), today: S.today)
    }
  }

  @Test func withoutTheLifeNothingChanges() throws {
    let store = try S.empty()
    try S.buy(store, "Ham", "1", for: "3.00", on: "2026-10-28")
    let before = try UndoTests.dump(store)
    #expect(throws: StoreError.noLife(item: "Ham", change: .opened)) {
      try store.change("Ham", to: .opened, quantity: nil, on: S.day("2026-11-01"), today: S.today)
    }
    #expect(try UndoTests.dump(store) == before)
  }

  @Test func openingMoreThanIsSealedIsRefused() throws {
    let store = try milk()
    #expect(
      throws: StoreError.notEnoughToChange(
        item: "Milk", change: .opened, requested: try S.quantity("4"),
        available: try S.quantity("3"), unit: "L")
    ) {
      try store.change(
        "Milk", to: .opened, quantity: S.quantity("4"), on: S.day("2026-11-01"), today: S.today)
    }
  }

  @Test func undoingASplitPutsTheLotBackExactly() throws {
    let store = try milk()
    let before = try UndoTests.dump(store)
    try store.change(
      "Milk", to: .opened, quantity: S.quantity("1"), on: S.day("2026-11-01"), today: S.today)
    let change = try #require(try store.changes(limit: 1).first)
    #expect(
      change.action
        == .changedState(
          state: .opened, item: "Milk", quantity: try S.quantity("1"), unit: "L", lots: 1))
    try store.undo()
    #expect(try UndoTests.dump(store) == before)
  }
}

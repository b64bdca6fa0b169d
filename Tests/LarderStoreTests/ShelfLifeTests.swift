import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Shelf lives and remembered purchases (docs/definitions.md, "Estimated expiry" and
/// "A later purchase").
@Suite struct ShelfLifeTests {
  @Test func aPurchaseWithoutExpiryGetsItsShelfLifeMarkedEstimated() throws {
    let store = try S.empty()
    try S.buy(store, "Bread", "1", for: "2.10", on: "2026-11-28")
    try store.editItem("Bread", Store.ItemChanges(shelfLife: .some(4)))
    let lot = try S.buy(store, "Bread", "1", for: "2.10", on: "2026-11-30")
    #expect(lot.expiresOn == (try S.day("2026-12-04")))
    #expect(lot.expiresEstimated)
  }

  @Test func aGivenExpiryIsNotEstimated() throws {
    let store = try S.empty()
    try S.buy(store, "Bread", "1", for: "2.10", on: "2026-11-28")
    try store.editItem("Bread", Store.ItemChanges(shelfLife: .some(4)))
    let lot = try S.buy(store, "Bread", "1", for: "2.10", on: "2026-11-30", expires: "2026-12-02")
    #expect(!lot.expiresEstimated)
  }

  @Test func theItemsDateKindIsTheKindOfItsDates() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "1", for: "1.89", on: "2026-11-28")
    try store.editItem("Rice", Store.ItemChanges(dateKind: .some(.bestBefore)))
    let lot = try S.buy(store, "Rice", "1", for: "1.89", on: "2026-11-30", expires: "2027-03-31")
    #expect(lot.dateKind == .bestBefore)
  }

  @Test func aLaterPurchaseTakesTheLastStoreAndPricePerUnit() throws {
    let store = try S.empty()
    try store.addPurchase(
      PurchaseRow(
        line: 0, date: S.day("2026-11-28"), item: "Milk", quantity: S.quantity("2"),
        price: S.euros("2.38"), unit: "L", store: "Lidl"), today: S.today)
    let (_, lot) = try store.addPurchase(
      PurchaseRow(
        line: 0, date: S.day("2026-11-30"), item: "Milk", quantity: S.quantity("3"),
        price: S.euros("0")), today: S.today, remembering: [.price, .store, .currency])
    #expect(lot.price.amount == "3.57")  // 2.38 ÷ 2 × 3
    #expect(lot.store == "Lidl")
  }

  @Test func aLifeBeyondACenturyIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "1", for: "1.89", on: "2026-11-28")
    #expect(throws: StoreError.lifeOutOfBounds(.sealed, days: 36_501, maximum: 36_500)) {
      try store.editItem("Rice", Store.ItemChanges(shelfLife: .some(36_501)))
    }
    #expect(throws: StoreError.lifeOutOfBounds(.frozen, days: -1, maximum: 36_500)) {
      try store.editItem("Rice", Store.ItemChanges(frozenLife: .some(-1)))
    }
  }
}

import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// The store's writes, in-process on a fresh in-memory database: each behaviour the
/// `add`, `consume`, `discard`, `edit` and `delete` commands rely on, with figures small
/// enough to check by hand. The CLI suites keep what needs a process (exit codes, files).
@Suite struct StoreWriteTests {
  typealias S = InProcessStore

  @Test func aFirstPurchaseCreatesTheItemAsPiecesInOther() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-01")
    let item = try store.history(of: "milk").item
    #expect(item.name == "Milk")
    #expect(item.unit == "pcs")
    #expect(item.category == "other")
    #expect(try S.onHand(store) == ["Milk": "2"])
  }

  @Test func aPurchaseInAUnitThatDoesNotConvertToTheItemsIsRefused() throws {
    // kg and g convert (StoreUnitTests); kg and L do not.
    let store = try S.empty()
    try S.buy(store, "Flour", "1", for: "1.20", on: "2026-10-01", unit: "kg")
    #expect {
      try S.buy(store, "Flour", "500", for: "0.80", on: "2026-10-02", unit: "L")
    } throws: { error in
      guard case StoreError.unitMismatch(item: "Flour", unit: "kg", given: "L") = error else {
        return false
      }
      return true
    }
    #expect(try S.onHand(store) == ["Flour": "1"])
  }

  @Test func consumingDrawsFromTheFirstExpiringLotFirst() throws {
    // Lot A (bought first, expires 10-10) and lot B (bought later, expires 10-05): using 3
    // takes B's 2, then 1 of A.
    let store = try S.empty()
    let a = try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-01", expires: "2026-10-10")
    let b = try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-02", expires: "2026-10-05")
    let events = try S.use(store, "Milk", "3", on: "2026-10-03")
    #expect(events.map(\.lotID) == [b.id, a.id])
    #expect(events.map(\.quantity.description) == ["2", "1"])
    let lots = try store.history(of: "Milk").lots
    #expect(lots.map(\.remaining.description) == ["1", "0"])
  }

  @Test func consumingMoreThanIsOnHandIsRefusedAndChangesNothing() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-01")
    #expect {
      try S.use(store, "Milk", "2.5", on: "2026-10-02")
    } throws: { error in
      guard case StoreError.notEnoughStock(item: "Milk", _, let available, unit: "pcs") = error
      else { return false }
      return available.description == "2"
    }
    #expect(try store.history(of: "Milk").events.isEmpty)
    #expect(try S.onHand(store) == ["Milk": "2"])
  }

  @Test func aDiscardIsRecordedAsADiscardAndLowersTheStock() throws {
    let store = try S.empty()
    try S.buy(store, "Bread", "1", for: "3.10", on: "2026-10-01")
    try S.use(store, "Bread", "0.25", on: "2026-10-04", .discard)
    let history = try store.history(of: "Bread")
    #expect(history.events.map(\.kind) == [.discard])
    #expect(history.onHand.description == "0.75")
  }

  @Test func renamingAnItemKeepsItsLotsUnderTheNewName() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-01")
    try store.editItem("milk", Store.ItemChanges(name: "Lait entier"))
    #expect(try store.history(of: "Lait entier").lots.count == 1)
    #expect {
      try store.history(of: "Milk")
    } throws: { error in
      guard case StoreError.unknownItem("Milk") = error else { return false }
      return true
    }
  }

  @Test func renamingAnItemToAnotherItemsNameIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-01")
    try S.buy(store, "Bread", "1", for: "3.10", on: "2026-10-01")
    #expect {
      try store.editItem("Milk", Store.ItemChanges(name: "bread"))
    } throws: { error in
      guard case StoreError.nameTaken = error else { return false }
      return true
    }
    #expect(try S.onHand(store) == ["Milk": "2", "Bread": "1"])
  }

  @Test func correctingALotsQuantityKeepsWhatWasUsed() throws {
    // 2 bought, 1 used; corrected to 3 bought leaves 2.
    let store = try S.empty()
    let lot = try S.buy(store, "Eggs", "2", for: "0.60", on: "2026-10-01")
    try S.use(store, "Eggs", "1", on: "2026-10-02")
    let prefix = String(UUIDText.format(lot.id).prefix(8))
    let corrected = try store.editLot(prefix, Store.LotChanges(quantity: S.quantity("3")))
    #expect(corrected.remaining.description == "2")
    #expect(try S.onHand(store) == ["Eggs": "2"])
  }

  @Test func aLotCannotBeCorrectedBelowWhatWasUsed() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Eggs", "6", for: "1.80", on: "2026-10-01")
    try S.use(store, "Eggs", "4", on: "2026-10-02")
    #expect {
      try store.editLot(UUIDText.format(lot.id), Store.LotChanges(quantity: S.quantity("3")))
    } throws: { error in
      guard case StoreError.quantityBelowUsed(_, let used) = error else { return false }
      return used.description == "4"
    }
    #expect(try S.onHand(store) == ["Eggs": "2"])
  }

  @Test func deletingAnItemWithPurchasesNeedsPurge() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-01")
    #expect {
      try store.deleteItem("Milk", purge: false)
    } throws: { error in
      guard case StoreError.hasHistory(item: "Milk", lots: 1) = error else { return false }
      return true
    }
    #expect(try S.onHand(store) == ["Milk": "2"])
  }

  @Test func purgingAnItemRemovesItsLotsAndEvents() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-01")
    try S.buy(store, "Bread", "1", for: "3.10", on: "2026-10-01")
    try S.use(store, "Milk", "1", on: "2026-10-02")
    try store.deleteItem("Milk", purge: true)
    #expect(try S.onHand(store) == ["Bread": "1"])
    let left = try store.db.firstRow(
      "SELECT (SELECT count(*) FROM lots) + (SELECT count(*) FROM events)"
    ) {
      $0.int64(0)
    }
    #expect(left == 1)
  }
}

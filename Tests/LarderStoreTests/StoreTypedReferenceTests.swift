import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// Names typed without accents, capitals or ligatures find their item; amounts typed in a
/// unit of the family or in packs become the item's unit.
@Suite struct StoreTypedReferenceTests {
  typealias S = InProcessStore

  @Test func aFoldedNameFindsTheOneItem() throws {
    let store = try S.empty()
    try S.buy(store, "Œufs", "12", for: "3.10", on: "2026-10-01")
    try S.buy(store, "Crème fraîche", "1", for: "1.60", on: "2026-10-01")
    try S.buy(store, "牛奶", "1", for: "1.60", on: "2026-10-01", unit: "L")
    #expect(try store.quantity(.packs(Quantity(1)), of: "oeufs").item.name == "Œufs")
    #expect(try store.history(of: "creme fraiche").item.name == "Crème fraîche")
    #expect(try S.use(store, "牛奶", "0.5", on: "2026-10-02").count == 1)
  }

  @Test func theExactNameComesBeforeTheFoldedOne() throws {
    // Two items that fold alike, as a database from before the accent refusal may hold.
    let store = try S.empty()
    try S.buy(store, "Creme", "2", for: "1.00", on: "2026-10-01")
    try S.buy(store, "Other", "1", for: "1.00", on: "2026-10-01")
    try store.db.run(
      "UPDATE items SET name = 'Crème', name_key = 'crème', search_key = 'creme' WHERE name = 'Other'"
    )
    #expect(try store.history(of: "CRÈME").item.name == "Crème")
    #expect(try store.history(of: "creme").item.name == "Creme")
  }

  @Test func moreThanOneFoldedMatchIsAnErrorListingThem() throws {
    let store = try S.empty()
    try S.buy(store, "Creme", "2", for: "1.00", on: "2026-10-01")
    try S.buy(store, "Other", "1", for: "1.00", on: "2026-10-01")
    try store.db.run(
      "UPDATE items SET name = 'Crème', name_key = 'crème', search_key = 'creme' WHERE name = 'Other'"
    )
    #expect(throws: StoreError.ambiguousReference("crême", matches: ["Creme", "Crème"])) {
      try store.history(of: "crême")
    }
  }

  @Test func theUsualPackIsTheMostFrequentPurchaseTheSmallerOnATie() throws {
    // 6, 12, 12, 10: 12 (twice). One more 6: 6 and 12 twice each, the smaller wins.
    let store = try S.empty()
    for quantity in ["6", "12", "12", "10"] {
      try S.buy(store, "Eggs", quantity, for: "2.00", on: "2026-10-01")
    }
    #expect(try store.usualPack(of: "eggs") == Quantity(12))
    try S.buy(store, "Eggs", "6", for: "2.00", on: "2026-10-02")
    #expect(try store.usualPack(of: "eggs") == Quantity(6))
    #expect(try store.quantity(.packs(Quantity(2)), of: "Eggs").quantity == Quantity(12))
  }

  @Test func packsOfAnItemNeverBoughtAreRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "1", for: "1.00", on: "2026-10-01", unit: "kg")
    try store.db.run("DELETE FROM lots")
    #expect(throws: StoreError.noUsualPack(item: "Rice")) {
      try store.quantity(.packs(Quantity(1)), of: "Rice")
    }
  }

  @Test func aUnitOfTheFamilyConvertsAndAnotherIsRefusedNamingTheItem() throws {
    let store = try S.empty()
    try S.buy(store, "Gruyère", "0.5", for: "4.00", on: "2026-10-01", unit: "kg")
    let grams = try store.quantity(.quantity(Quantity(100), unit: "g"), of: "gruyere")
    #expect(grams.quantity == Quantity(thousandths: 100))
    #expect(throws: StoreError.unitMismatch(item: "Gruyère", unit: "kg", given: "L")) {
      try store.quantity(.quantity(Quantity(1), unit: "L"), of: "Gruyère")
    }
  }
}

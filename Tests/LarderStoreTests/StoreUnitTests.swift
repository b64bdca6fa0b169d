import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import Testing

@testable import LarderStore

/// Units: a purchase in another unit of the item's family is converted exactly, and
/// `edit --unit` rescales an item's lots, events and minimum, or refuses.
@Suite struct StoreUnitTests {
  typealias S = InProcessStore

  @Test func aKilogramOfAnItemCountedInGramsIsRecordedAsAThousandGrams() throws {
    let store = try S.empty()
    try S.buy(store, "豆腐", "400", for: "2.00", on: "2026-10-01", unit: "g")
    let lot = try S.buy(store, "豆腐", "1", for: "4.50", on: "2026-10-02", unit: "kg")
    #expect(lot.quantity.description == "1000")
    #expect(lot.price.description == "4.50 EUR")
    #expect(try S.onHand(store) == ["豆腐": "1400"])
  }

  @Test func litresOfAnItemCountedInMillilitresAreConverted() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "500", for: "0.80", on: "2026-10-01", unit: "ml")
    try S.buy(store, "Milk", "1.5", for: "1.90", on: "2026-10-02", unit: "L")
    #expect(try S.onHand(store) == ["Milk": "2000"])
  }

  @Test func halfAGramOfAnItemCountedInKilogramsIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Flour", "1", for: "1.20", on: "2026-10-01", unit: "kg")
    #expect {
      try S.buy(store, "Flour", "0.5", for: "0.01", on: "2026-10-02", unit: "g")
    } throws: { error in
      (error as? any LocalizedMessage)?.message(.english)
        == "'Flour' is counted in kg, and 0.5 g is 0.0005 kg, more than 3 decimals"
    }
    #expect(try S.onHand(store) == ["Flour": "1"])
  }

  @Test func aPurchaseInAUnitOfAnotherFamilyIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Flour", "1", for: "1.20", on: "2026-10-01", unit: "kg")
    #expect(throws: StoreError.unitMismatch(item: "Flour", unit: "kg", given: "L")) {
      try S.buy(store, "Flour", "1", for: "0.80", on: "2026-10-02", unit: "L")
    }
    #expect(
      StoreError.unitMismatch(item: "Flour", unit: "kg", given: "L").message(.english)
        == "'Flour' is counted in kg, not L: L is a volume and kg a mass")
    #expect(throws: StoreError.unitMismatch(item: "Flour", unit: "kg", given: "pcs")) {
      try S.buy(store, "Flour", "1", for: "0.80", on: "2026-10-02", unit: "pcs")
    }
    #expect(try S.onHand(store) == ["Flour": "1"])
  }

  @Test func anImportedPurchaseInAnotherUnitOfTheFamilyIsConverted() throws {
    let store = try S.empty()
    _ = try S.importCSV(
      store,
      "date,item,quantity,price,unit\n2026-10-01,Rice,500,1.00,g\n2026-10-02,Rice,2,3.50,kg\n")
    #expect(try S.onHand(store) == ["Rice": "2500"])
  }

  @Test func changingTheUnitWithinTheFamilyRescalesLotsEventsAndTheMinimum() throws {
    // 1.5 kg bought, 0.25 kg used, a minimum of 0.5 kg: in g, 1500 bought, 250 used,
    // 1250 left, a minimum of 500.
    let store = try S.empty()
    try S.buy(store, "Flour", "1.5", for: "1.80", on: "2026-10-01", unit: "kg")
    try S.use(store, "Flour", "0.25", on: "2026-10-02")
    try store.editItem("Flour", Store.ItemChanges(minimumStock: .some(try S.quantity("0.5"))))
    let item = try store.editItem("Flour", Store.ItemChanges(unit: "g"))
    #expect(item.unit == "g")
    #expect(item.minimumStock?.description == "500")
    let history = try store.history(of: "Flour")
    #expect(history.lots.map(\.lot.quantity.description) == ["1500"])
    #expect(history.lots.map(\.remaining.description) == ["1250"])
    #expect(history.events.map(\.quantity.description) == ["250"])
    #expect(history.lots.map(\.lot.price.description) == ["1.80 EUR"])
  }

  @Test func aRescaleIsUndoneExactly() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1.5", for: "1.90", on: "2026-10-01", unit: "L")
    try store.editItem("Milk", Store.ItemChanges(unit: "ml"))
    #expect(try S.onHand(store) == ["Milk": "1500"])
    try store.undo()
    #expect(try store.history(of: "Milk").item.unit == "L")
    #expect(try S.onHand(store) == ["Milk": "1.5"])
  }

  @Test func aRescaleNeedingMoreThanThreeDecimalsIsRefusedAndChangesNothing() throws {
    // 1.5 g of saffron is 0.0015 kg.
    let store = try S.empty()
    let lot = try S.buy(store, "Saffron", "1.5", for: "9.00", on: "2026-10-01", unit: "g")
    #expect {
      try store.editItem("Saffron", Store.ItemChanges(unit: "kg"))
    } throws: { error in
      (error as? any LocalizedMessage)?.message(.english)
        == "cannot count 'Saffron' in kg: lot \(UUIDText.format(lot.id).prefix(8)): 1.5 g is "
        + "0.0015 kg, more than 3 decimals"
    }
    let history = try store.history(of: "Saffron")
    #expect(history.item.unit == "g")
    #expect(history.lots.map(\.lot.quantity.description) == ["1.5"])
  }

  @Test func aRescalePastTheBoundOfOneLotIsRefused() throws {
    // 2,000,000 kg is 2 × 10^9 g, past the bound of 10^9 for one lot.
    let store = try S.empty()
    try S.buy(store, "Sand", "2000000", for: "1.00", on: "2026-10-01", unit: "kg")
    #expect(throws: StoreError.self) {
      try store.editItem("Sand", Store.ItemChanges(unit: "mg"))
    }
    #expect(try store.history(of: "Sand").item.unit == "kg")
  }

  @Test func anotherFamilyIsRefusedForAnItemWithHistory() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01", unit: "L")
    #expect {
      try store.editItem("Milk", Store.ItemChanges(unit: "kg"))
    } throws: { error in
      (error as? any LocalizedMessage)?.message(.english)
        == "cannot count 'Milk' in kg: it has history in L (1 purchase), and L is a volume "
        + "and kg a mass"
    }
    #expect(try store.history(of: "Milk").item.unit == "L")
  }

  @Test func anotherFamilyIsAllowedForAnItemWithoutHistory() throws {
    // An item without lots (written directly: commands create items with a purchase).
    let store = try S.empty()
    _ = try store.insertItem(
      Item(
        name: "Tea", category: "drinks", unit: "pcs", minimumStock: Quantity(2),
        createdOn: try S.day("2026-10-01")))
    let item = try store.editItem("Tea", Store.ItemChanges(unit: "g"))
    #expect(item.unit == "g")
    #expect(item.minimumStock == Quantity(2))
  }
}

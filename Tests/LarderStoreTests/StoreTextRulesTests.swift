import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// Every way into the store (a purchase, an event, an edit, a budget, an import) applies
/// the same text rules: invisible characters go, control characters and over-long values
/// are refused, and nothing is stored then.
@Suite struct StoreTextRulesTests {
  typealias S = InProcessStore

  @Test func aNameWithAZeroWidthSpaceIsTheSameItem() throws {
    let store = try S.empty()
    try S.buy(store, "Eggs", "6", for: "2.00", on: "2026-10-01")
    try S.buy(store, "Eg\u{200B}gs", "6", for: "2.00", on: "2026-10-02")
    #expect(try S.onHand(store) == ["Eggs": "12"])
  }

  @Test func aCategoryWithABellIsRefusedAndNothingIsStored() throws {
    let store = try S.empty()
    #expect(throws: ValueError.badText(.category, .controlCharacter(7))) {
      try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01", category: "da\u{7}iry")
    }
    #expect(try S.onHand(store).isEmpty)
  }

  @Test func aStoreWithAnEscapeIsRefused() throws {
    let store = try S.empty()
    let row = PurchaseRow(
      line: 0, date: try S.day("2026-10-01"), item: "Milk", quantity: try S.quantity("1"),
      price: try S.euros("1.00"), store: "Li\u{1B}[2Jdl")
    #expect(throws: ValueError.badText(.store, .controlCharacter(0x1B))) {
      try store.addPurchase(row, today: S.today)
    }
  }

  @Test func aNoteOverItsBoundIsRefusedAsAnImportWouldRefuseIt() throws {
    let store = try S.empty()
    let row = PurchaseRow(
      line: 0, date: try S.day("2026-10-01"), item: "Milk", quantity: try S.quantity("1"),
      price: try S.euros("1.00"), note: String(repeating: "n", count: 100_001))
    #expect(throws: ValueError.badText(.note, .tooLong(bytes: 100_001, maximum: 10_000))) {
      try store.addPurchase(row, today: S.today)
    }
  }

  @Test func anEventNoteWithALineBreakIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-10-01")
    let row = EventRow(
      line: 0, date: try S.day("2026-10-02"), item: "Milk", kind: .consume,
      quantity: try S.quantity("1"), note: "one\ntwo")
    #expect(throws: ValueError.badText(.note, .controlCharacter(0x0A))) {
      try store.record(row, today: S.today)
    }
  }

  @Test func anEditToANameWithAControlCharacterIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01")
    #expect(throws: ValueError.badText(.name, .controlCharacter(0x08))) {
      try store.editItem("Milk", .init(name: "Mi\u{8}lk"))
    }
  }

  @Test func aLotsLocationOfOnlySpacesIsRefused() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01")
    #expect(throws: StoreError.blank(.location)) {
      try store.editLot(String(UUIDText.format(lot.id).prefix(8)), .init(location: "   "))
    }
  }

  @Test func aLotsLocationIsTrimmed() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01")
    let edited = try store.editLot(
      String(UUIDText.format(lot.id).prefix(8)), .init(location: "  fridge\u{200B} "))
    #expect(edited.lot.location == "fridge")
  }

  @Test func aBudgetCategoryWithAControlCharacterIsRefused() throws {
    let store = try S.empty()
    #expect(throws: ValueError.badText(.category, .controlCharacter(0x1F))) {
      try store.setBudget(
        "food\u{1F}", amount: try S.euros("100.00"), currency: .euro,
        from: try Month(parsing: "2026-10"))
    }
  }

  @Test func anImportRowWithAControlCharacterIsRefusedWithItsLineAndColumn() throws {
    let store = try S.empty()
    let csv =
      "date,item,quantity,price,store\n2026-10-01,Milk,1,1.00,Lidl\n"
      + "2026-10-02,Bread,1,2.00,\"Ba\u{7}ker\"\n"
    #expect(
      throws: ImportError(
        line: 3, column: 5, columnName: "store",
        problem: .value(.badText(.store, .controlCharacter(7))))
    ) { try S.importCSV(store, csv) }
    #expect(try S.onHand(store).isEmpty)
  }

  @Test func whatAddAcceptsImportsBack() throws {
    // The longest name and note the rules allow are within an import file's bounds.
    let store = try S.empty()
    let name = String(repeating: "a", count: TextField.name.maximumBytes)
    let note = String(repeating: "n", count: TextField.note.maximumBytes)
    let row = PurchaseRow(
      line: 0, date: try S.day("2026-10-01"), item: name, quantity: try S.quantity("1"),
      price: try S.euros("1.00"), note: note)
    try store.addPurchase(row, today: S.today)
    let copy = try S.empty()
    let csv = "date,item,quantity,price,note\n2026-10-01,\(name),1,1.00,\(note)\n"
    #expect(try S.importCSV(copy, csv).rows == 1)
  }

  @Test func checkReportsAStoredValueThatBreaksTheRules() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01")
    try store.db.run("UPDATE items SET category = 'da' || char(7) || 'iry', location = char(8203)")
    let problems = try store.check().map(\.problem)
    #expect(
      problems == [
        .badText(column: "category", field: .category, problem: .controlCharacter(7)),
        .badText(column: "location", field: .location, problem: .invisibleCharacter(0x200B)),
      ])
  }
}

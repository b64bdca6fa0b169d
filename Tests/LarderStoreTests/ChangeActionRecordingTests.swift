import Foundation
import LarderCore
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Each kind of write records what it did as a typed `ChangeAction`, and where it was
/// asked for as a `ChangeOrigin`, read back by the history as written.
@Suite struct ChangeActionRecordingTests {
  /// The newest change's action.
  func latest(_ store: Store) throws -> ChangeAction {
    try #require(try store.changes(limit: 1).first).action
  }

  func month(_ text: String) throws -> Month { try Month(parsing: text) }

  @Test func aPurchaseRecordsItsItemQuantityPriceAndLot() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Whole milk", "2", for: "2.38", on: "2026-11-01", unit: "L")
    #expect(
      try latest(store)
        == .added(
          item: "Whole milk", quantity: Quantity(2), unit: "L", price: try S.euros("2.38"),
          lot: lot.id))
  }

  @Test func aConsumeRecordsTheQuantityAndTheLotsDrawnFrom() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-01", unit: "L")
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-02", unit: "L")
    try S.use(store, "Milk", "1.5", on: "2026-11-03")
    #expect(
      try latest(store)
        == .used(use: .consume, item: "Milk", quantity: try S.quantity("1.5"), unit: "L", lots: 2))
  }

  @Test func aDiscardRecordsItIsADiscard() throws {
    let store = try S.empty()
    try S.buy(store, "Tomatoes", "1", for: "2.95", on: "2026-11-01", unit: "kg")
    try S.use(store, "Tomatoes", "0.25", on: "2026-11-02", .discard)
    #expect(
      try latest(store)
        == .used(
          use: .discard, item: "Tomatoes", quantity: try S.quantity("0.25"), unit: "kg", lots: 1))
  }

  @Test func anItemEditRecordsTheNewNameAndTheFieldsGiven() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-01")
    try store.editItem("Milk", Store.ItemChanges(name: "Whole milk", location: "fridge"))
    #expect(try latest(store) == .editedItem(item: "Whole milk", fields: [.name, .location]))
  }

  @Test func aLotCorrectionRecordsTheLotItsItemAndTheFieldsGiven() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-01")
    try store.editLot(UUIDText.format(lot.id), Store.LotChanges(price: "1.10"))
    #expect(try latest(store) == .editedLot(lot: lot.id, item: "Milk", fields: [.price]))
  }

  @Test func anEventCorrectionRecordsTheEventItsItemAndTheFieldsGiven() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-01")
    let event = try #require(try S.use(store, "Milk", "0.5", on: "2026-11-02").first)
    try store.editEvent(
      UUIDText.format(event.id), Store.EventChanges(note: "breakfast"), today: S.today)
    #expect(try latest(store) == .editedEvent(event: event.id, item: "Milk", fields: [.note]))
  }

  @Test func anEventDeletionRecordsWhatTheEventWas() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-01")
    let event = try #require(try S.use(store, "Milk", "0.5", on: "2026-11-02").first)
    try store.deleteEvent(UUIDText.format(event.id))
    #expect(
      try latest(store)
        == .deletedEvent(
          event: event.id, item: "Milk", use: .consume, quantity: try S.quantity("0.5"),
          unit: "pcs", date: try S.day("2026-11-02")))
  }

  @Test func anItemDeletionRecordsTheItem() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-01")
    try store.deleteItem("Milk", purge: true)
    #expect(try latest(store) == .deletedItem(item: "Milk"))
  }

  @Test func aBudgetRecordsItsCategoryAmountAndMonth() throws {
    let store = try S.empty()
    try store.setBudget(
      "food", amount: try S.euros("300"), currency: .euro, from: try month("2026-11"))
    #expect(
      try latest(store)
        == .setBudget(category: "food", amount: try S.euros("300"), month: try month("2026-11")))
  }

  @Test func anEndedBudgetRecordsItsCurrencyAndMonth() throws {
    let store = try S.empty()
    try store.setBudget(
      Budget.household, amount: try S.euros("500"), currency: .euro, from: try month("2026-10"))
    try store.setBudget(Budget.household, amount: nil, currency: .euro, from: try month("2026-12"))
    #expect(
      try latest(store)
        == .endedBudget(category: Budget.household, currency: .euro, month: try month("2026-12")))
  }

  @Test func aPurchasesImportRecordsItsRowsAndNewItems() throws {
    let store = try S.empty()
    _ = try S.importCSV(
      store, "date,item,quantity,price\n2026-11-01,Tea,1,3.00\n2026-11-02,Rice,2,2.40\n")
    #expect(try latest(store) == .importedPurchases(file: "a file", purchases: 2, newItems: 2))
  }

  @Test func anEventsImportRecordsItsRows() throws {
    let store = try S.empty()
    try S.buy(store, "Tea", "2", for: "3.00", on: "2026-11-01")
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-02,Tea,consume,1\n")
    #expect(try latest(store) == .importedEvents(file: "a file", events: 1))
  }

  @Test func anUndoRecordsTheChangeItUndidAndWhatThatDid() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Rice", "1", for: "1.20", on: "2026-11-01")
    let purchase = try #require(try store.changes(limit: 1).first)
    try store.undo()
    #expect(try latest(store) == .undid(change: purchase.id, action: purchase.action))
    #expect(
      purchase.action
        == .added(
          item: "Rice", quantity: Quantity(1), unit: "pcs", price: try S.euros("1.20"), lot: lot.id)
    )
  }

  @Test func aRedoRecordsTheChangeItRedid() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "1", for: "1.20", on: "2026-11-01")
    let purchase = try #require(try store.changes(limit: 1).first)
    try store.undo()
    try store.redo()
    #expect(try latest(store) == .redid(change: purchase.id, action: purchase.action))
  }

  @Test func aCommandLineOriginIsKeptWithItsArguments() throws {
    let store = try S.empty()
    let row = PurchaseRow(
      line: 0, date: try S.day("2026-11-01"), item: "Rice", quantity: Quantity(1),
      price: try S.euros("1.20"))
    try store.addPurchase(
      row, today: S.today, via: .commandLine(arguments: ["add", "Rice", "1", "--price", "1.20"]))
    #expect(
      try store.changes(limit: 1).first?.origin
        == .commandLine(arguments: ["add", "Rice", "1", "--price", "1.20"]))
  }

  @Test func aWebOriginIsKeptWithItsRouteAndNoMember() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "1", for: "1.20", on: "2026-11-01")
    try store.undo(via: .web(route: "/undo", member: nil))
    #expect(try store.changes(limit: 1).first?.origin == .web(route: "/undo", member: nil))
  }

  @Test func anActionOfANewerLarderReadsAsUnreadableAndTheHistoryStillReads() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "1", for: "1.20", on: "2026-11-01")
    try store.db.run(
      #"UPDATE changes SET action = '{"version":2,"action":{"weighed":{}}}'"#)
    #expect(try latest(store) == .unreadable(version: 2))
  }
}

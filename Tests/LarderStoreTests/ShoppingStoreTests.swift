import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// The shared shopping list: lines put on it, ticks that record the purchase as usual, a
/// tick taken back within a minute, and a second tick of the same line that records
/// nothing.
@Suite struct ShoppingStoreTests {
  typealias S = InProcessStore

  /// 1 December 2026.
  let today = CalendarDate(year: 2026, month: 12, day: 1) ?? .latest

  /// Whole milk bought once: 2 L for 2.38 EUR at Lidl on 10 November.
  func household() throws -> Store {
    let store = try S.empty()
    try store.addPurchase(
      PurchaseRow(
        line: 0, date: try S.day("2026-11-10"), item: "Whole milk", quantity: Quantity(2),
        price: try S.euros("2.38"), unit: "L", store: "Lidl"), today: today)
    return store
  }

  func litres(_ text: String) throws -> Amount { .quantity(try S.quantity(text), unit: nil) }

  @Test func anItemAddedTwiceIsOneLineWithTheQuantitiesAdded() throws {
    let store = try household()
    try store.listToBuy("whole milk", amount: litres("2"), today: today)
    try store.listToBuy(
      "Whole milk", amount: .quantity(try S.quantity("500"), unit: "ml"), today: today)
    let lines = try store.shoppingList(asOf: today)
    #expect(lines.map(\.name) == ["Whole milk"])
    #expect(lines.first?.quantity == (try S.quantity("2.5")))
    #expect(lines.first?.unit == "L")
  }

  @Test func somethingThatIsNoItemGoesOnTheListAsWritten() throws {
    let store = try household()
    try store.listToBuy("Birthday candles", amount: nil, today: today)
    let line = try #require(try store.shoppingList(asOf: today).first)
    #expect(line.name == "Birthday candles")
    #expect(line.item == nil)
    #expect(line.quantity == nil)
    #expect(!line.isBought && !line.isSuggested)
  }

  @Test func aTickRecordsThePurchaseAsUsualAndMarksTheLineBought() throws {
    // 3 L at last time's 1.19 EUR a litre: 3.57 EUR, at Lidl.
    let store = try household()
    try store.listToBuy("Whole milk", amount: litres("3"), today: today)
    let (item, lot) = try store.buyFromList("Whole milk", today: today)
    #expect(item.name == "Whole milk")
    #expect(lot.quantity == (try S.quantity("3")))
    #expect(lot.price == (try S.euros("3.57")))
    #expect(lot.store == "Lidl")
    #expect(lot.purchasedOn == today)
    let line = try #require(try store.shoppingList(asOf: today).first)
    #expect(line.boughtOn == today)
    #expect(
      try store.changes(limit: 1).first?.action
        == .boughtFromList(
          item: "Whole milk", quantity: try S.quantity("3"), unit: "L", price: try S.euros("3.57"),
          lot: lot.id))
  }

  @Test func aSecondTickOfTheSameLineRecordsNothing() throws {
    let store = try household()
    try store.listToBuy("Whole milk", amount: litres("2"), today: today)
    try store.buyFromList("Whole milk", today: today)
    #expect(throws: StoreError.alreadyBought(item: "Whole milk", on: today)) {
      try store.buyFromList("Whole milk", today: today)
    }
    #expect(try S.onHand(store)["Whole milk"] == "4")
  }

  @Test func aTickTakenBackWithinAMinutePutsTheLineBackAndTheStockAsItWas() throws {
    let store = try household()
    try store.listToBuy("Whole milk", amount: litres("2"), today: today)
    try store.buyFromList("Whole milk", today: today)
    try store.untick("Whole milk", now: Date())
    #expect(try S.onHand(store)["Whole milk"] == "2")
    let line = try #require(try store.shoppingList(asOf: today).first)
    #expect(!line.isBought)
    #expect(line.quantity == (try S.quantity("2")))
  }

  @Test func aTickMoreThanAMinuteOldIsNotTakenBack() throws {
    let store = try household()
    try store.listToBuy("Whole milk", amount: litres("2"), today: today)
    try store.buyFromList("Whole milk", today: today)
    #expect(throws: StoreError.tooLateToUntick(item: "Whole milk")) {
      try store.untick("Whole milk", now: Date().addingTimeInterval(61))
    }
  }

  @Test func aLineThatIsNoItemNeedsAPriceAndBecomesAnItemWhenBought() throws {
    let store = try household()
    try store.listToBuy("Candles", amount: .quantity(Quantity(3), unit: "pcs"), today: today)
    #expect(throws: StoreError.listNeedsPrice(item: "Candles")) {
      try store.buyFromList("Candles", today: today)
    }
    let (item, lot) = try store.buyFromList("Candles", price: try S.euros("1.50"), today: today)
    #expect(item.unit == "pcs")
    #expect(lot.quantity == Quantity(3))
  }

  @Test func aSuggestionTickedBecomesABoughtLine() throws {
    // 2 L bought on 10 November, 1.8 L drunk by the 28th: out within the horizon.
    let store = try household()
    try S.use(store, "Whole milk", "1.8", on: "2026-11-28")
    let suggested = try #require(try store.shoppingList(asOf: today).first)
    #expect(suggested.isSuggested)
    try store.buyFromList("Whole milk", today: today)
    let lines = try store.shoppingList(asOf: today)
    #expect(lines.count == 1)
    #expect(lines.first?.isBought == true)
    #expect(lines.first?.isSuggested == false)
  }

  @Test func aLineWithoutAQuantityIsBoughtInTheQuantityRestockShowsOnIt() throws {
    // 2 L bought and drunk every 4 days: restock shows 4 L on the line, twice the usual pack.
    let store = try S.empty()
    for day in ["2026-11-10", "2026-11-14", "2026-11-18", "2026-11-22", "2026-11-26"] {
      try store.addPurchase(
        PurchaseRow(
          line: 0, date: try S.day(day), item: "Whole milk", quantity: Quantity(2),
          price: try S.euros("2.38"), unit: "L", store: "Lidl"), today: today)
      try S.use(store, "Whole milk", "2", on: day)
    }
    try store.listToBuy("Whole milk", amount: nil, today: today)
    let shown = try #require(try store.shoppingList(asOf: today).first?.quantity)
    let (_, lot) = try store.buyFromList("Whole milk", today: today)
    #expect(shown == Quantity(4))
    #expect(lot.quantity == shown)
  }

  @Test func packsOfSomethingThatIsNoItemAreRefused() throws {
    let store = try household()
    try store.listToBuy("Birthday candles", amount: .quantity(Quantity(3), unit: nil), today: today)
    #expect(throws: StoreError.noUsualPack(item: "Birthday candles")) {
      try store.buyFromList(
        "Birthday candles", amount: .packs(Quantity(2)), price: try S.euros("3.00"), today: today)
    }
  }

  @Test func removingALineAndClearingTheBoughtOnesLeaveThePurchases() throws {
    let store = try household()
    try store.listToBuy("Whole milk", amount: litres("2"), today: today)
    try store.listToBuy("Candles", amount: nil, today: today)
    try store.buyFromList("Whole milk", today: today)
    try store.unlist("candles")
    #expect(try store.clearBought() == 1)
    #expect(try store.shoppingList(asOf: today).isEmpty)
    #expect(try S.onHand(store)["Whole milk"] == "4")
    #expect(throws: StoreError.notOnShoppingList("Candles")) { try store.unlist("Candles") }
  }

  @Test func undoTakesALineOffTheListAgain() throws {
    let store = try household()
    try store.listToBuy("Whole milk", amount: litres("2"), today: today)
    try store.undo()
    #expect(try store.shoppingList(asOf: today).isEmpty)
  }
}

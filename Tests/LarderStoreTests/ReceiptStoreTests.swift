import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// `Store.planReceipt` and `recordReceipt`: a receipt's lines matched to items, sized,
/// priced so that spending equals what was paid, and recorded as one change that learns
/// the store's aliases.
@Suite struct ReceiptStoreTests {
  typealias S = InProcessStore

  func cents(_ value: Int64) -> Money { Money(minorUnits: value, currency: .euro) }

  /// A Carrefour receipt of 2026-11-28: milk 0.99, two pots of crème fraîche 2.90 with a
  /// 0.50 discount, a bag 0.10; total 3.49.
  func receipt() -> Receipt {
    Receipt(
      store: "CARREFOUR", date: try? S.day("2026-11-28"), currency: .euro,
      lines: [
        ReceiptLine(text: "LAIT DEMI-ECREME 1L", total: cents(99)),
        ReceiptLine(text: "CR.FRAICHE EP.30%", count: Quantity(2), total: cents(290)),
        ReceiptLine(kind: .discount, text: "REMISE", total: cents(-50)),
        ReceiptLine(text: "SAC", total: cents(10)),
      ], total: cents(349))
  }

  /// A household that buys milk in litres (1 L at a time) and crème fraîche in grams.
  func household() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Lait demi-écrémé 1L", "1", for: "0.95", on: "2026-11-01", unit: "L")
    try S.buy(store, "Crème fraîche", "200", for: "1.40", on: "2026-11-01", unit: "g")
    return store
  }

  let decisions: [String: ReceiptDecision] = [
    ReceiptAlias.key("CR.FRAICHE EP.30%"): .item(
      "Crème fraîche", pack: ReceiptPack(quantity: Quantity(200), unit: "g")),
    ReceiptAlias.key("SAC"): .skip,
  ]

  func plan(_ store: Store, _ decisions: [String: ReceiptDecision] = [:]) throws -> ReceiptPlan {
    try store.planReceipt(
      receipt(), store: "Carrefour", date: try S.day("2026-11-28"), decisions: decisions)
  }

  @Test func aLineNamedAsAnItemIsMatchedIgnoringCaseAndAccentsAndTakesItsUsualPack() throws {
    let milk = try plan(household()).lines[0]
    #expect(milk.match == .name)
    #expect(milk.item == "Lait demi-écrémé 1L")
    #expect(milk.quantity == Quantity(1))
    #expect(milk.unit == "L")
    #expect(milk.price == cents(99))
  }

  @Test func aLineThatNamesNoItemWaitsForADecision() throws {
    let plan = try plan(household())
    #expect(plan.lines.map(\.match) == [.name, .unknown, .unknown])
    #expect(plan.undecided.count == 2)
  }

  @Test func aDecidedPackTimesTheCountIsTheQuantityAndTheDiscountLowersThePrice() throws {
    // 2 pots × 200 g = 400 g, for 2.90 − 0.50 = 2.40.
    let cream = try plan(household(), decisions).lines[1]
    #expect(cream.match == .decided)
    #expect(cream.quantity == Quantity(400))
    #expect(cream.unit == "g")
    #expect(cream.price == cents(240))
  }

  @Test func anItemInGramsNeverBoughtNeedsAPack() throws {
    let store = try household()
    _ = try store.insertItem(
      Item(name: "Beurre", category: "dairy", unit: "g", createdOn: try S.day("2026-11-01")))
    let plan = try store.planReceipt(
      Receipt(currency: .euro, lines: [ReceiptLine(text: "BEURRE", total: cents(269))]),
      store: "Carrefour", date: try S.day("2026-11-28"))
    #expect(plan.lines.first?.match == .needsPack)
    #expect(plan.undecided.count == 1)
  }

  @Test func recordingIsOneChangeWhoseSpendingIsWhatWasPaid() throws {
    // Recorded: milk 0.99 and cream 2.40 = 3.39; the bag's 0.10 is left out.
    let store = try household()
    let recorded = try store.recordReceipt(try plan(store, decisions), today: S.today)
    #expect(recorded.purchases == 2)
    #expect(recorded.total == cents(339))
    let change = try #require(try store.changes(limit: 1).first)
    #expect(
      change.action
        == .recordedReceipt(
          store: "Carrefour", date: try S.day("2026-11-28"), purchases: 2, total: cents(339)))
    #expect(try S.onHand(store) == ["Lait demi-écrémé 1L": "2", "Crème fraîche": "600"])
  }

  @Test func theDecisionsAreRememberedForTheStoreAndMatchItsNextReceipt() throws {
    let store = try household()
    try store.recordReceipt(try plan(store, decisions), today: S.today)
    #expect(
      try store.receiptAliases(store: "carrefour").map(\.text) == ["CR.FRAICHE EP.30%", "SAC"])
    // OCR's spacing and punctuation differ: `CR FRAICHE EP 30 %` is the same line.
    let next = try store.planReceipt(
      Receipt(
        currency: .euro,
        lines: [
          ReceiptLine(text: "CR FRAICHE EP 30 %", total: cents(145)),
          ReceiptLine(text: "SAC", total: cents(10)),
        ]), store: "Carrefour", date: try S.day("2026-11-29"))
    #expect(next.lines.map(\.match) == [.alias, .skipped])
    #expect(next.lines[0].quantity == Quantity(200))
    // A skip stays with its store.
    let elsewhere = try store.planReceipt(
      Receipt(currency: .euro, lines: [ReceiptLine(text: "SAC", total: cents(10))]),
      store: "Monoprix", date: try S.day("2026-11-29"))
    #expect(elsewhere.lines.map(\.match) == [.unknown])
  }

  @Test func anItemLearnedAtOneStoreMatchesTheSameTextAtAnother() throws {
    let store = try household()
    try store.recordReceipt(try plan(store, decisions), today: S.today)
    let elsewhere = try store.planReceipt(
      Receipt(currency: .euro, lines: [ReceiptLine(text: "CR.FRAICHE EP.30%", total: cents(145))]),
      store: "Carrefour Market", date: try S.day("2026-11-29"))
    #expect(elsewhere.lines.map(\.match) == [.alias])
    #expect(elsewhere.lines[0].quantity == Quantity(200))
  }

  @Test func theSameReceiptTwiceIsRefusedAndChangesNothing() throws {
    let store = try household()
    try store.recordReceipt(try plan(store, decisions), today: S.today)
    let before = try S.onHand(store)
    #expect(
      throws: StoreError.duplicateReceipt(
        store: "Carrefour", date: try S.day("2026-11-28"),
        recordedOn: Store.lastWritableDay(S.today))
    ) { try store.recordReceipt(try plan(store), today: S.today) }
    #expect(try S.onHand(store) == before)
  }

  @Test func aReceiptWithAnUndecidedLineIsRefused() throws {
    let store = try household()
    #expect(throws: StoreError.receiptUndecided(lines: 2)) {
      try store.recordReceipt(try plan(store), today: S.today)
    }
  }

  @Test func undoTakesBackThePurchasesTheAliasesAndTheReceipt() throws {
    let store = try household()
    let before = try S.onHand(store)
    try store.recordReceipt(try plan(store, decisions), today: S.today)
    try store.undo()
    #expect(try S.onHand(store) == before)
    #expect(try store.receiptAliases().isEmpty)
    // Undone, the receipt is no duplicate: it records again.
    #expect(try store.recordReceipt(try plan(store, decisions), today: S.today).purchases == 2)
  }

  @Test func forgettingAnAliasIsOneChangeAndTheLineAsksAgain() throws {
    let store = try household()
    try store.recordReceipt(try plan(store, decisions), today: S.today)
    try store.forgetReceiptAlias(store: "CARREFOUR", text: "sac")
    #expect(try store.receiptAliases().map(\.text) == ["CR.FRAICHE EP.30%"])
    #expect(
      try store.changes(limit: 1).first?.action
        == .forgotReceiptAlias(store: "Carrefour", text: "SAC"))
    #expect(throws: StoreError.unknownReceiptAlias(store: "Carrefour", text: "SAC")) {
      try store.forgetReceiptAlias(store: "Carrefour", text: "SAC")
    }
  }

  @Test func purgingAnItemForgetsItsAliases() throws {
    let store = try household()
    try store.recordReceipt(try plan(store, decisions), today: S.today)
    try store.deleteItem("Crème fraîche", purge: true)
    #expect(try store.receiptAliases().map(\.text) == ["SAC"])
  }

  @Test func twoInvoicesOfTheSameStoreDayAndItemsAreTwoPurchases() throws {
    // Taiwan e-invoices AB00000001 and AB00000002: same store, day and items.
    let store = try S.empty()
    let twd = try Currency(code: "TWD")
    func invoice(_ number: String) -> Receipt {
      let price = Money(minorUnits: 9_500, currency: twd)
      return Receipt(
        store: "全聯", date: try? S.day("2026-11-28"), currency: twd,
        lines: [ReceiptLine(text: "鮮奶", total: price)], total: price, invoiceNumber: number)
    }
    let milk = [ReceiptAlias.key("鮮奶"): ReceiptDecision.item("鮮奶", pack: nil)]
    for number in ["AB00000001", "AB00000002"] {
      let plan = try store.planReceipt(
        invoice(number), store: "全聯", date: try S.day("2026-11-28"), decisions: milk)
      #expect(try store.recordReceipt(plan, today: S.today).purchases == 1, "\(number)")
    }
    let again = try store.planReceipt(
      invoice("AB00000002"), store: "全聯", date: try S.day("2026-11-28"), decisions: milk)
    #expect(throws: StoreError.self) { try store.recordReceipt(again, today: S.today) }
  }

  @Test func aLineOfNoQuantityOrARefundIsLeftOutSayingSo() throws {
    let store = try household()
    let receipt = Receipt(
      store: "CARREFOUR", date: try? S.day("2026-11-28"), currency: .euro,
      lines: [
        ReceiptLine(
          text: "TOMATES", count: Quantity(0), measuredUnit: "kg",
          unitPrice: cents(399), total: cents(0)),
        ReceiptLine(text: "LAIT DEMI-ECREME 1L", total: cents(-200)),
        ReceiptLine(text: "SAC", total: cents(10)),
      ], total: cents(-190))
    let plan = try store.planReceipt(
      receipt, store: "Carrefour", date: try S.day("2026-11-28"),
      decisions: [
        ReceiptAlias.key("TOMATES"): .item("Tomates", pack: nil), ReceiptAlias.key("SAC"): .skip,
      ])
    #expect(plan.lines.map(\.match) == [.nothingBought, .nothingBought, .skipped])
    #expect(plan.undecided.isEmpty)
    let recorded = try store.recordReceipt(plan, today: S.today)
    #expect(recorded.purchases == 0)
    // Only the skip is learned: nothing was bought of Tomates.
    #expect(try store.receiptAliases().map(\.text) == ["SAC"])
  }

  @Test func aLearnedLineHoldsNoControlCharacter() throws {
    // Text read from a receipt: a printer's command (ESC E 1, bold) goes, and another
    // control character (a NUL) is a space.
    let read = ReceiptTextReader.read(
      "CARREFOUR\n28/11/2026\n\u{1B}E\u{1}LAIT\u{0}DEMI  0,99\u{1B}E\u{0}\nTOTAL 0,99\n",
      currency: .euro)
    #expect(read.lines.map(\.text) == ["LAIT DEMI"])
    #expect(read.total == cents(99))
    let store = try S.empty()
    let raw = Receipt(
      store: "CARREFOUR", date: try? S.day("2026-11-28"), currency: .euro,
      lines: [ReceiptLine(text: "LAIT\u{7}DEMI", total: cents(99))], total: cents(99))
    let plan = try store.planReceipt(
      raw, store: "Carrefour", date: try S.day("2026-11-28"),
      decisions: [ReceiptAlias.key("LAIT\u{7}DEMI"): .item("Lait", pack: nil)])
    #expect(throws: ValueError.self) { try store.recordReceipt(plan, today: S.today) }
    #expect(try store.receiptAliases().isEmpty)
  }
}

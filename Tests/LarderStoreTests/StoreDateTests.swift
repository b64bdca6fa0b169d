import Foundation
import LarderCore
import LarderLanguage
import Testing

@testable import LarderStore

/// Dates of purchases and events: none after today, which the caller passes as a value;
/// and what is said when stock was bought after an event's date.
@Suite struct StoreDateTests {
  typealias S = InProcessStore

  static let today = CalendarDate(year: 2026, month: 11, day: 30) ?? .latest

  @Test func aPurchaseDatedAfterTodayIsRefused() throws {
    let store = try S.empty()
    let row = PurchaseRow(
      line: 0, date: try S.day("2030-01-01"), item: "Rice", quantity: Quantity(1),
      price: try S.euros("2.00"))
    #expect(throws: ValueError.futureDate(try S.day("2030-01-01"))) {
      try store.addPurchase(row, today: Self.today)
    }
    #expect(
      ValueError.futureDate(try S.day("2030-01-01")).message(.english)
        == "the date 2030-01-01 is in the future")
    #expect(try S.onHand(store).isEmpty)
  }

  @Test func aPurchaseDatedTodayWithAnExpiryAfterItIsKept() throws {
    let store = try S.empty()
    let row = PurchaseRow(
      line: 0, date: Self.today, item: "Rice", quantity: Quantity(1), price: try S.euros("2.00"),
      expires: try S.day("2030-01-01"))
    try store.addPurchase(row, today: Self.today)
    #expect(try S.onHand(store) == ["Rice": "1"])
  }

  @Test func aConsumeDatedAfterTodayIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "2", for: "2.00", on: "2026-11-01")
    let row = EventRow(
      line: 0, date: try S.day("2026-12-01"), item: "Rice", kind: .consume, quantity: Quantity(1))
    #expect(throws: ValueError.futureDate(try S.day("2026-12-01"))) {
      try store.record(row, today: Self.today)
    }
    #expect(try S.onHand(store) == ["Rice": "2"])
  }

  @Test func anEventCorrectedToADateAfterTodayIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "2", for: "2.00", on: "2026-11-01")
    let event = try #require(try S.use(store, "Rice", "1", on: "2026-11-02").first)
    #expect(throws: ValueError.futureDate(try S.day("2026-12-01"))) {
      try store.editEvent(
        UUIDText.format(event.id), Store.EventChanges(date: try S.day("2026-12-01")),
        today: Self.today)
    }
    #expect(try store.history(of: "Rice").events.map(\.occurredOn.description) == ["2026-11-02"])
  }

  @Test func anImportRowDatedAfterTodayIsRefusedWithItsLineAndColumn() throws {
    let store = try S.empty()
    var reader = CSVReader(
      bytes: Array("item,date,quantity,price\nRice,2026-11-30,1,2.00\nTea,2030-01-01,1,3.00\n".utf8)
    )
    #expect {
      try store.importCSV(&reader, defaultCurrency: .euro, today: Self.today, dryRun: false)
    } throws: { error in
      (error as? any LocalizedMessage)?.message(.english)
        == "line 3, column 2 (date): the date 2030-01-01 is in the future"
    }
    #expect(try S.onHand(store).isEmpty)
  }

  @Test func anImportedExpiryAfterTodayIsKept() throws {
    let store = try S.empty()
    var reader = CSVReader(
      bytes: Array("date,item,quantity,price,expires\n2026-11-30,Rice,1,2.00,2030-01-01\n".utf8))
    _ = try store.importCSV(&reader, defaultCurrency: .euro, today: Self.today, dryRun: false)
    #expect(try S.onHand(store) == ["Rice": "1"])
  }

  @Test func stockBoughtAfterTheEventsDateIsNamedWithItsDate() throws {
    // 4 pcs of Jambon bought on 2026-11-30; none on 2026-11-01.
    let store = try S.empty()
    try S.buy(store, "Jambon", "4", for: "6.00", on: "2026-11-30")
    #expect {
      try S.use(store, "Jambon", "2", on: "2026-11-01")
    } throws: { error in
      (error as? any LocalizedMessage)?.message(.english)
        == "cannot take 2 pcs: only 0 pcs of Jambon were on hand on 2026-11-01; 4 pcs were "
        + "bought later, on 2026-11-30"
    }
  }

  @Test func stockBoughtOnSeveralLaterDaysIsNamedWithTheFirstAndLast() throws {
    // 1 pc on hand on 2026-11-02; 2 and 3 bought on the 10th and the 20th.
    let store = try S.empty()
    try S.buy(store, "Jambon", "1", for: "1.50", on: "2026-11-01")
    try S.buy(store, "Jambon", "2", for: "3.00", on: "2026-11-10")
    try S.buy(store, "Jambon", "3", for: "4.50", on: "2026-11-20")
    #expect {
      try S.use(store, "Jambon", "2", on: "2026-11-02")
    } throws: { error in
      (error as? any LocalizedMessage)?.message(.english)
        == "cannot take 2 pcs: only 1 pcs of Jambon were on hand on 2026-11-02; 5 pcs were "
        + "bought later, from 2026-11-10 to 2026-11-20"
    }
  }

  @Test func withNothingBoughtLaterTheMessageIsAsBefore() throws {
    let store = try S.empty()
    try S.buy(store, "Jambon", "1", for: "1.50", on: "2026-11-01")
    #expect {
      try S.use(store, "Jambon", "2", on: "2026-11-02")
    } throws: { error in
      (error as? any LocalizedMessage)?.message(.english)
        == "cannot take 2 pcs of 'Jambon': only 1 pcs on hand"
    }
  }
}

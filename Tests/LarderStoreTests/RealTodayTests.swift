import Foundation
import LarderCore
import Testing

@testable import LarderStore

/// No purchase or event is dated after the real today, whatever day the caller passes as
/// today (`--as-of` on the command line or `serve`).
@Suite struct RealTodayTests {
  typealias S = InProcessStore

  /// A day after this machine's real today, which a test cannot pick by hand.
  static let afterToday = Store.lastWritableDay(.latest).adding(days: 1)

  @Test func theClockGivesTheLocalDayFoundationGives() {
    // Read either side of the other, so that a midnight between them shows as either day.
    let before = LocalClock.today()
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    let after = LocalClock.today()
    let foundation = CalendarDate(
      year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
    #expect(foundation == before || foundation == after)
  }

  @Test func aPurchaseAfterTheRealTodayIsRefusedThoughTheCallersTodayIsLater() throws {
    let store = try S.empty()
    let row = PurchaseRow(
      line: 0, date: Self.afterToday, item: "Milk", quantity: try S.quantity("1"),
      price: try S.euros("1.00"))
    #expect(throws: ValueError.futureDate(Self.afterToday)) {
      try store.addPurchase(row, today: .latest)
    }
  }

  @Test func anEventAfterTheRealTodayIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-10-01")
    let row = EventRow(
      line: 0, date: Self.afterToday, item: "Milk", kind: .consume,
      quantity: try S.quantity("1"))
    #expect(throws: ValueError.futureDate(Self.afterToday)) {
      try store.record(row, today: .latest)
    }
  }

  @Test func anImportRowAfterTheRealTodayIsRefused() throws {
    let store = try S.empty()
    let csv = "date,item,quantity,price\n\(Self.afterToday),Milk,1,1.00\n"
    #expect(throws: ImportError.self) { try S.importCSV(store, csv) }
    #expect(try S.onHand(store).isEmpty)
  }
}

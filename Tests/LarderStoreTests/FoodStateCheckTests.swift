import Foundation
import LarderCore
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// `check` holds each lot's state to its rules (definition 15).
@Suite struct FoodStateCheckTests {
  @Test func aStateBeforeThePurchaseIsReported() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-28")
    try store.db.execute("UPDATE lots SET state = 'opened', state_on = '2026-10-01'")
    let found = try store.check().map(\.problem)
    #expect(found.contains { if case .stateBeforePurchase = $0 { true } else { false } })
  }

  @Test func anOpenedLotWithoutItsDayIsReported() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-28")
    try store.db.execute("UPDATE lots SET state = 'opened'")
    let prefix = String(UUIDText.format(lot.id).prefix(8))
    #expect(try store.check().map(\.problem) == [.stateDay(lot: prefix, state: .opened)])
  }

  @Test func splitLotsKeepTheSummariesRight() throws {
    let store = try FoodStateTests().milk()
    try store.change(
      "Milk", to: .opened, quantity: S.quantity("1"), on: S.day("2026-11-01"), today: S.today)
    #expect(try store.check().isEmpty)
  }
}

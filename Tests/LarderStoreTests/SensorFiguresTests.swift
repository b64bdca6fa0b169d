import Foundation
import LarderCore
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// What the household's sensors show (`Store.sensorFigures`) on 1 December 2026: a lot of
/// milk expiring in 2 days, worth 3.50 EUR; rice expired; a line on the shopping list.
@Suite struct SensorFiguresTests {
  static let day = CalendarDate(year: 2026, month: 12, day: 1) ?? .latest

  func household() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "3.50", on: "2026-11-28", expires: "2026-12-03", unit: "l")
    try S.buy(store, "Rice", "1", for: "2.00", on: "2026-10-01", expires: "2026-11-20", unit: "kg")
    try store.listToBuy("Coffee", amount: nil, today: Self.day)
    return store
  }

  @Test func theCountsAndTheValueAtRiskOfTheWeek() throws {
    let figures = try household().sensorFigures(asOf: Self.day)
    #expect(figures.expiredItems == 1)
    #expect(figures.expiringItems == 1)
    #expect(figures.valueAtRisk.amounts.map(\.description) == ["3.50 EUR"])
    #expect(figures.shoppingLines == 1)
  }

  @Test func anItemIsShownOnceMarkedWithItsUsableStockInItsUnit() throws {
    let store = try household()
    #expect(try store.sensorFigures(asOf: Self.day).items.isEmpty)
    try store.editItem("Milk", Store.ItemChanges(homeAssistant: true))
    try S.use(store, "Milk", "0.5", on: "2026-11-30")
    let items = try store.sensorFigures(asOf: Self.day).items
    #expect(items.map(\.name) == ["Milk"])
    #expect(items.map(\.usable) == [try S.quantity("1.5")])
    #expect(items.map(\.unit) == ["l"])
  }

  @Test func theMarkIsOneUndoableChangeInTheHistory() throws {
    let store = try household()
    try store.editItem("Rice", Store.ItemChanges(homeAssistant: true))
    let change = try #require(try store.changes(limit: 1).first)
    #expect(change.action == .editedItem(item: "Rice", fields: [.homeAssistant]))
    #expect(try store.sensorFigures(asOf: Self.day).items.map(\.usable) == [.zero])
    try store.undo()
    #expect(try store.sensorFigures(asOf: Self.day).items.isEmpty)
  }
}

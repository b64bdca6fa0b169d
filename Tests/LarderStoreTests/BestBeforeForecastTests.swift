import Foundation
import LarderCore
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Definition 13 in `list` and the forecast: a lot past its best before is usable stock,
/// and what the forecast leaves past its best before is not waste.
@Suite struct BestBeforeForecastTests {
  /// Rice: 1 kg for 2.00 EUR bought 2026-10-01, best before 2026-10-31 (or `kind`).
  func rice(_ kind: DateKind = .bestBefore) throws -> Store {
    let store = try S.empty()
    var row = PurchaseRow(
      line: 0, date: try S.day("2026-10-01"), item: "Rice", quantity: try S.quantity("1"),
      price: try S.euros("2.00"), unit: "kg", expires: try S.day("2026-10-31"))
    row.dateKind = kind
    try store.addPurchase(row, today: S.today)
    return store
  }

  @Test func aLotPastItsBestBeforeIsUsableNotExpired() throws {
    let line = try #require(try rice().stock(asOf: S.day("2026-11-01"), includeUsedUp: false).first)
    #expect(line.usable == Quantity(1))
    #expect(line.expired == .zero)
  }

  @Test func theForecastCountsItPastBestBeforeNotInTheBin() throws {
    let forecast = try rice().forecast(asOf: S.day("2026-11-01"), window: 90, minHistory: 14)
    #expect(forecast.wastedLots().isEmpty)
    let past = forecast.pastBestBeforeLots()
    #expect(past.map(\.wasteValue.amount) == ["2.00"])
  }

  @Test func aUseByLotPastItsDateIsExpired() throws {
    let store = try rice(.useBy)
    let line = try #require(try store.stock(asOf: S.day("2026-11-01"), includeUsedUp: false).first)
    #expect(line.expired == Quantity(1))
  }
}

import Foundation
import LarderCore
import LarderReports
import LarderStore
import Testing

/// The household's currencies in the order it uses them (docs definition 25), worked out
/// by hand: in France, bread three times for 1.00 EUR (September and October), tea twice in
/// Taiwan for 120 TWD (October) and ramen once in Japan for 3,000 JPY (October). By
/// purchases: EUR 3, TWD 2, JPY 1; by their raw numbers JPY would come first.
@Suite struct CurrencyOrderTests {
  typealias S = InProcessStore

  func household() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Bread", "1", for: "1.00", on: "2026-09-10")
    try S.buy(store, "Bread", "1", for: "1.00", on: "2026-10-03")
    try S.buy(store, "Bread", "1", for: "1.00", on: "2026-10-04")
    for (item, price, code, day) in [
      ("Tea", "120", "TWD", "2026-10-05"), ("Tea", "120", "TWD", "2026-10-06"),
      ("Ramen", "3000", "JPY", "2026-10-07"),
    ] {
      try store.addPurchase(
        PurchaseRow(
          line: 0, date: try S.day(day), item: item, quantity: Quantity(1),
          price: try Money(parsing: price, currency: try Currency(code: code))),
        today: S.today)
    }
    return store
  }

  @Test func theCurrencyBoughtInMostOftenComesFirstNotTheLargestNumber() throws {
    let overview = try household().spendingOverview(of: try Month(parsing: "2026-10"))
    let order = CurrencyOrder.byUse(overview.currencies, trend: overview.trend)
    #expect(order.map(\.code) == ["EUR", "TWD", "JPY"])
  }

  @Test func equalCountsGoByCodeAndUnusedCurrenciesLast() throws {
    let month = try Month(parsing: "2026-10")
    let (eur, chf, usd) = (
      try Currency(code: "EUR"), try Currency(code: "CHF"), try Currency(code: "USD")
    )
    let trend = [TrendPoint(month: month, totals: MoneyTotals(), purchases: [eur: 2, chf: 2])]
    #expect(CurrencyOrder.byUse([usd, eur, chf], trend: trend) == [chf, eur, usd])
  }

  @Test func theReportsTrendBarsHaveEachCurrencysOwnScale() throws {
    let report = try household().monthlyReport(
      try Month(parsing: "2026-10"), asOf: try S.day("2026-11-01"), minHistory: 14)
    let rows = MarkdownReport(report, locale: "en_US").rendered()
      .components(separatedBy: "\n").filter { $0.hasPrefix("| 2026-") }
    let full = "`" + String(repeating: "█", count: 20) + "`"
    // Each currency's largest month is a full bar: 2.00 EUR, 240 TWD, 3,000 JPY.
    #expect(rows.filter { $0.contains(full) }.count == 3, "\(rows)")
    // September's 1.00 EUR is half of October's 2.00 EUR.
    let half = "`" + String(repeating: "█", count: 10) + String(repeating: "·", count: 10) + "`"
    #expect(rows.contains { $0.hasPrefix("| 2026-09 | EUR") && $0.contains(half) }, "\(rows)")
    // October lists its currencies in the household's order.
    let october = rows.filter { $0.hasPrefix("| 2026-10") }.map {
      $0.components(separatedBy: " | ")[1]
    }
    #expect(october == ["EUR", "TWD", "JPY"])
  }
}

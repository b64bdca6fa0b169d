import Foundation
import Testing

@testable import LarderCore

/// Spending by month in time order.
@Suite struct MonthViewsTests {
  func row(_ key: String, _ minorUnits: Int64, _ currency: Currency) -> SpendingRow {
    SpendingRow(key: key, amount: Money(minorUnits: minorUnits, currency: currency))
  }

  @Test func spendingByMonthRunsOldestFirstWithCurrenciesInCodeOrderWithinAMonth() throws {
    // By amount these would be 2026-10, 2026-08, 2026-09 (and the francs first).
    let spending = try Spending(
      period: DateRange(year: 2026), dimension: .month,
      rows: [
        row("2026-09", 40_000, eur), row("2026-10", 56_000, eur), row("2026-08", 8_739, usd),
        row("2026-08", 47_245, eur),
      ])
    #expect(
      spending.rows.map { "\($0.key) \($0.amount.currency.code)" } == [
        "2026-08 EUR", "2026-08 USD", "2026-09 EUR", "2026-10 EUR",
      ])
  }

  @Test func otherBreakdownsStayByCurrencyThenAmountDescending() throws {
    let spending = try Spending(
      period: DateRange(year: 2026), dimension: .store,
      rows: [row("Lidl", 100, eur), row("Migros", 900, usd), row("Biocoop", 300, eur)])
    #expect(spending.rows.map(\.key) == ["Biocoop", "Lidl", "Migros"])
  }
}

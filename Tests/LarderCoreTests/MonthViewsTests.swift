import Foundation
import Testing

@testable import LarderCore

/// Spending by month in time order, and the change from the month before as a fraction.
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

  @Test func theChangeFromThePreviousMonthIsAFraction() throws {
    // 500.00 → 560.33 EUR: +60.33 / 500.00 = 0.12066 → 0.121, shown as 12.1 %.
    let october = try Month(parsing: "2026-10")
    let comparison = try MonthComparison(
      month: october,
      monthly: [
        october: try MoneyTotals([Money(minorUnits: 56_033, currency: eur)]),
        october.adding(months: -1): try MoneyTotals([Money(minorUnits: 50_000, currency: eur)]),
      ], earliestPurchase: october.adding(months: -1))
    #expect(comparison.relativeChange(in: eur)?.description == "0.121")
  }
}

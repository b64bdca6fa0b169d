import Foundation
import Testing

@testable import LarderCore

/// Spending by month in time order, and the currencies a month's headline lists.
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

  /// Francs spent in August only; euros every month from June.
  func comparison(_ month: String) throws -> MonthComparison {
    let euros = try MoneyTotals([Money(minorUnits: 50_000, currency: eur)])
    var monthly: [Month: MoneyTotals] = [:]
    for name in ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10"] {
      monthly[try Month(parsing: name)] = euros
    }
    try monthly[try Month(parsing: "2026-08")]?.add(Money(minorUnits: 8_739, currency: usd))
    return try MonthComparison(
      month: try Month(parsing: month), monthly: monthly,
      earliestPurchase: try Month(parsing: "2026-06"))
  }

  @Test func theHeadlineListsACurrencySpentInTheMonthOrTheMonthBefore() throws {
    // October: francs last spent in August, so no row of zeros for them, though their
    // 12-month average is not zero. September: August is the month before, so they stay.
    let october = try comparison("2026-10")
    #expect(october.currencies == [eur, usd])
    #expect(october.recentCurrencies == [eur])
    #expect(try comparison("2026-09").recentCurrencies == [eur, usd])
    #expect(try comparison("2026-08").recentCurrencies == [eur, usd])
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

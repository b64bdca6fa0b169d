import Foundation
import Testing

@testable import LarderCore

/// Budgets per category against a month's spending (docs definition 10), by hand.
@Suite struct BudgetTests {
  func month(_ text: String) throws -> Month { try Month(parsing: text) }

  func euros(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: eur) }

  func spending(_ rows: [(String, Money)], in text: String) throws -> Spending {
    try Spending(
      period: DateRange(month: month(text)), dimension: .category,
      rows: rows.map { SpendingRow(key: $0.0, amount: $0.1) })
  }

  @Test func aBudgetChangedInMidYearKeepsTheEarlierMonths() throws {
    // 300 from January, 250 from July: May is 300, July and later 250; unset from October.
    let entries = [
      Budget(category: "food", amount: euros(30_000), currency: eur, from: try month("2026-01")),
      Budget(category: "food", amount: euros(25_000), currency: eur, from: try month("2026-07")),
      Budget(category: "food", amount: nil, currency: eur, from: try month("2026-10")),
    ]
    #expect(Budget.inEffect(entries, in: try month("2025-12")).isEmpty)
    #expect(Budget.inEffect(entries, in: try month("2026-05")).map(\.amount) == [euros(30_000)])
    #expect(Budget.inEffect(entries, in: try month("2026-09")).map(\.amount) == [euros(25_000)])
    #expect(Budget.inEffect(entries, in: try month("2026-10")).isEmpty)
  }

  @Test func onDayTenOfAThirtyOneDayMonthThePaceIsSpentTimesThirtyOneOverTen() throws {
    // 100.00 spent by 10 October: 100.00 × 31 ÷ 10 = 310.00 at this pace, 60.00 over 250.
    let line = try BudgetLine(
      budget: euros(25_000), category: "food", spent: euros(10_000), month: try month("2026-10"),
      asOf: day("2026-10-10"))
    #expect(line.projected == euros(31_000))
    #expect(line.overPace == euros(6_000))
    #expect(line.remaining == euros(15_000))
    #expect(line.used?.formatted(places: 3) == "0.400")
  }

  @Test func aPastMonthIsProjectedAsWhatWasSpent() throws {
    let line = try BudgetLine(
      budget: euros(25_000), category: "food", spent: euros(10_000), month: try month("2026-09"),
      asOf: day("2026-10-10"))
    #expect(line.projected == euros(10_000))
  }

  @Test func theProjectionRoundsHalfAwayFromZero() throws {
    // 0.05 × 31 ÷ 10 = 0.155 → 0.16.
    let line = try BudgetLine(
      budget: euros(100), category: "tea", spent: euros(5), month: try month("2026-10"),
      asOf: day("2026-10-10"))
    #expect(line.projected == euros(16))
  }

  @Test func aCategoryWithoutSpendingHasSpentNothing() throws {
    let report = try BudgetReport(
      month: try month("2026-10"), asOf: day("2026-10-31"),
      budgets: [
        Budget(category: "wine", amount: euros(5_000), currency: eur, from: try month("2026-01"))
      ],
      spending: spending([("food", euros(12_000))], in: "2026-10"))
    #expect(report.lines.map(\.spent) == [euros(0)])
    #expect(report.lines.map(\.remaining) == [euros(5_000)])
  }

  @Test func eachBudgetIsComparedOnlyWithSpendingInItsCurrency() throws {
    // Food: 120.00 EUR and 30.00 CHF spent; the EUR budget sees 120.00, the CHF one 30.00,
    // and the household's EUR budget the EUR total, 150.00 with drinks.
    let chf = try Currency(code: "CHF")
    let report = try BudgetReport(
      month: try month("2026-10"), asOf: day("2026-10-31"),
      budgets: [
        Budget(category: "food", amount: euros(20_000), currency: eur, from: try month("2026-01")),
        Budget(
          category: "food", amount: Money(minorUnits: 5_000, currency: chf), currency: chf,
          from: try month("2026-01")),
        Budget(
          category: Budget.household, amount: euros(40_000), currency: eur,
          from: try month("2026-01")),
      ],
      spending: spending(
        [
          ("food", euros(12_000)), ("food", Money(minorUnits: 3_000, currency: chf)),
          ("drinks", euros(3_000)),
        ],
        in: "2026-10"))
    #expect(report.lines.map(\.category) == ["food", "food", "*"])
    #expect(report.lines.map(\.spent.amount) == ["30.00", "120.00", "150.00"])
    #expect(report.lines.map(\.spent.currency.code) == ["CHF", "EUR", "EUR"])
  }
}

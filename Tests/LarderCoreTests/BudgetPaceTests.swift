import Foundation
import Testing

@testable import LarderCore

/// No pace before the 7th day of a month; the share of the month gone beside the share of
/// the budget used (docs definition 10).
@Suite struct BudgetPaceTests {
  func line(spent: Int64, month: String = "2026-10", asOf: String) throws -> BudgetLine {
    try BudgetLine(
      budget: Money(minorUnits: 10_000, currency: eur), category: "food",
      spent: Money(minorUnits: spent, currency: eur), month: try Month(parsing: month),
      asOf: day(asOf))
  }

  @Test func onTheSixthThereIsNoPaceEvenForAFullCart() throws {
    // 60.00 of 100.00 by 6 October: × 31 ÷ 6 would be 310.00, but six days say too little.
    let early = try line(spent: 6_000, asOf: "2026-10-06")
    #expect(early.projected == nil)
    #expect(early.overPace == nil)
    #expect(!early.isAtRisk)
    #expect(early.used?.formatted(places: 3) == "0.600")
    #expect(early.elapsed.formatted(places: 3) == "0.194")  // 6 ÷ 31
  }

  @Test func onTheSeventhThePaceIsCarriedToTheMonthsEnd() throws {
    // 60.00 × 31 ÷ 7 = 265.714… → 265.71, 165.71 over.
    let line = try line(spent: 6_000, asOf: "2026-10-07")
    #expect(line.projected == Money(minorUnits: 26_571, currency: eur))
    #expect(line.isAtRisk)
  }

  @Test func aBudgetAlreadyOverIsAtRiskBeforeTheSeventh() throws {
    #expect(try line(spent: 10_001, asOf: "2026-10-02").isAtRisk)
  }

  @Test func aPastMonthIsWhollyGoneAndALaterOneNotAtAll() throws {
    #expect(try line(spent: 0, month: "2026-09", asOf: "2026-10-02").elapsed == .one)
    #expect(try line(spent: 0, month: "2026-11", asOf: "2026-10-02").elapsed == .zero)
  }
}

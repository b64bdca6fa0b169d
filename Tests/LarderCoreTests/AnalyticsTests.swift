import Foundation
import Testing

@testable import LarderCore

func day(_ text: String) -> CalendarDate {
  (try? CalendarDate(parsing: text)) ?? CalendarDate(daysSinceEpoch: 0)
}

let eur = (try? Currency(code: "EUR")) ?? .unknown
let usd = (try? Currency(code: "USD")) ?? .unknown
let jpy = (try? Currency(code: "JPY")) ?? .unknown

func item(_ name: String, minimum: Quantity? = nil) -> Item {
  Item(
    name: name, category: "pantry", unit: "pcs", minimumStock: minimum, createdOn: day("2026-01-01")
  )
}

@Suite struct SpendingTests {
  @Test func sortsByCurrencyThenTotalDescendingThenName() throws {
    let spending = try Spending(
      period: DateRange(month: Month(year: 2026, month: 10)!), dimension: .category,
      rows: [
        SpendingRow(key: "dairy", amount: Money(minorUnits: 500, currency: eur)),
        SpendingRow(key: "bakery", amount: Money(minorUnits: 500, currency: eur)),
        SpendingRow(key: "meat", amount: Money(minorUnits: 900, currency: eur)),
        SpendingRow(key: "snacks", amount: Money(minorUnits: 300, currency: jpy)),
      ])
    #expect(spending.rows.map(\.key) == ["meat", "bakery", "dairy", "snacks"])
    #expect(spending.totals.amounts.map(\.description) == ["19.00 EUR", "300 JPY"])
  }

  @Test func comparesAMonthWithThePreviousOneAcrossAYearBoundary() throws {
    let january = try Month(parsing: "2027-01")
    let december = try Month(parsing: "2026-12")
    let comparison = try MonthComparison(
      month: january,
      monthly: [
        january: try MoneyTotals([Money(minorUnits: 15000, currency: eur)]),
        december: try MoneyTotals([Money(minorUnits: 12000, currency: eur)]),
      ], earliestPurchase: december)
    #expect(comparison.change(in: eur).amount == "30.00")
    #expect(comparison.relativeChange(in: eur)?.description == "0.250")
    // Only December counts towards the average: the household started then.
    #expect(comparison.averagedMonths == 1)
    #expect(comparison.average12?[eur].amount == "120.00")
  }

  @Test func percentChangeIsNullWhenThePreviousMonthIsZero() throws {
    let month = try Month(parsing: "2026-10")
    let comparison = try MonthComparison(
      month: month, monthly: [month: try MoneyTotals([Money(minorUnits: 100, currency: usd)])],
      earliestPurchase: month)
    #expect(comparison.relativeChange(in: usd) == nil)
    #expect(comparison.average12 == nil)
  }

  @Test func averageCountsEmptyMonthsAsZeroAndRoundsHalvesAway() throws {
    let month = try Month(parsing: "2026-10")
    // Spending only in 2026-07 (1000 JPY); earliest purchase 2026-07: months 07, 08, 09 count.
    let comparison = try MonthComparison(
      month: month,
      monthly: [
        try Month(parsing: "2026-07"): try MoneyTotals([Money(minorUnits: 1000, currency: jpy)])
      ],
      earliestPurchase: try Month(parsing: "2026-07"))
    #expect(comparison.averagedMonths == 3)
    // 1000 / 3 = 333.33… → 333 JPY, no minor unit.
    #expect(comparison.average12?[jpy].amount == "333")
  }

  @Test func periodsCoverTheLeapDay() throws {
    let february = DateRange(month: try Month(parsing: "2028-02"))
    #expect(february.contains(day("2028-02-29")))
    #expect(!february.contains(day("2028-03-01")))
    #expect(DateRange(year: 2028).to == day("2028-12-31"))
  }
}

@Suite struct ConsumptionRateTests {
  @Test func dividesByTheWholeWindowForAnOldItem() {
    let rate = ConsumptionRate(
      item: item("Rice"), asOf: day("2026-10-31"), window: 90, onHand: Quantity(9),
      consumed: Quantity(45), firstPurchase: day("2025-01-01"))
    #expect(rate.perDay?.formatted(places: 3) == "0.500")
    #expect(rate.perWeek?.formatted(places: 3) == "3.500")
    #expect(rate.daysOfSupply?.formatted(places: 1) == "18.0")
    #expect(rate.runOutOn == day("2026-11-18"))
  }

  @Test func dividesOnlyByTheDaysSinceTheFirstPurchase() {
    // First bought 2026-10-22: 10 days up to and including 2026-10-31.
    let rate = ConsumptionRate(
      item: item("Tea"), asOf: day("2026-10-31"), window: 90, onHand: Quantity(7),
      consumed: Quantity(3), firstPurchase: day("2026-10-22"))
    #expect(rate.days == 10)
    #expect(rate.perDay?.formatted(places: 3) == "0.300")
    // 7 / 0.3 = 23.33 days → runs out 23 days later.
    #expect(rate.runOutOn == day("2026-11-23"))
  }

  @Test func aZeroRateHasNoRunOutDate() {
    let rate = ConsumptionRate(
      item: item("Salt"), asOf: day("2026-10-31"), window: 90, onHand: Quantity(1),
      consumed: .zero, firstPurchase: day("2026-01-01"))
    #expect(rate.perDay?.formatted(places: 3) == "0.000")
    #expect(rate.daysOfSupply == nil)
    #expect(rate.runOutOn == nil)
  }

  @Test func anItemFirstBoughtAfterTheDayHasNoRate() {
    let rate = ConsumptionRate(
      item: item("Future"), asOf: day("2026-10-31"), window: 90, onHand: .zero, consumed: .zero,
      firstPurchase: day("2026-11-02"))
    #expect(rate.perDay == nil)
  }

  @Test func theWindowCrossesTheLeapDay() {
    // (2028-02-28 − 2, 2028-03-01]: 2028-02-28, 02-29 and 03-01 are 3 days.
    let rate = ConsumptionRate(
      item: item("Milk"), asOf: day("2028-03-01"), window: 3, onHand: .zero, consumed: Quantity(3),
      firstPurchase: day("2027-01-01"))
    #expect(rate.perDay?.formatted(places: 3) == "1.000")
  }
}

@Suite struct ExpiryTests {
  func lot(_ name: String, expires: String, left: Int32, of quantity: Int32 = 3, price: Int64 = 100)
    throws -> ExpiringLot
  {
    try ExpiringLot(
      item: name, unit: "pcs", lotID: UUID(), expires: day(expires), quantity: Quantity(quantity),
      price: Money(minorUnits: price, currency: eur), remaining: Quantity(left))
  }

  @Test func splitsExpiredFromExpiringAndDropsLaterAndEmptyLots() throws {
    let outlook = ExpiryOutlook(
      asOf: day("2026-11-01"), within: 7,
      lots: try [
        lot("Yoghurt", expires: "2026-11-08", left: 1),
        lot("Bread", expires: "2026-11-01", left: 1),
        lot("Ham", expires: "2026-10-31", left: 2), lot("Cheese", expires: "2026-11-09", left: 1),
        lot("Eggs", expires: "2026-11-02", left: 0), lot("Apple", expires: "2026-11-01", left: 1),
      ])
    #expect(outlook.expired.map(\.item) == ["Ham"])
    #expect(outlook.expiring.map(\.item) == ["Apple", "Bread", "Yoghurt"])
  }

  @Test func valueAtRiskIsTheRemainingShareOfThePriceRoundedHalfAway() throws {
    // 1.00 for 3, 2 left: 0.666… → 0.67. 0.05 for 2, 1 left: 0.025 → 0.03.
    #expect(try lot("A", expires: "2026-11-01", left: 2).valueAtRisk.amount == "0.67")
    #expect(
      try lot("B", expires: "2026-11-01", left: 1, of: 2, price: 5).valueAtRisk.amount == "0.03")
  }
}

@Suite struct WasteTests {
  @Test func valuesEachDiscardAndGivesTheRatioWithinThePeriod() throws {
    let discards = [
      try DiscardRecord(
        item: "Milk", category: "dairy", unit: "L", quantity: Quantity(1), lotQuantity: Quantity(4),
        lotPrice: Money(minorUnits: 398, currency: eur)),
      try DiscardRecord(
        item: "Milk", category: "dairy", unit: "L", quantity: Quantity(1), lotQuantity: Quantity(2),
        lotPrice: Money(minorUnits: 150, currency: eur)),
    ]
    let waste = try Waste(
      period: DateRange(month: try Month(parsing: "2026-10")), discards: discards,
      consumed: ["Milk": Quantity(6)])
    // 3.98 / 4 = 0.995 → 1.00; 1.50 / 2 = 0.75; 1.75 in all. Ratio 2 / (6 + 2) = 0.25.
    #expect(waste.rows.count == 1)
    #expect(waste.rows[0].value.amount == "1.75")
    #expect(waste.rows[0].quantity == Quantity(2))
    #expect(waste.rows[0].ratio?.description == "0.250")
    #expect(waste.byCategory.map(\.key) == ["dairy"])
    #expect(waste.totals[eur].amount == "1.75")
  }
}

@Suite struct RestockTests {
  func rate(_ name: String, onHand: Int32, consumed: Int32, minimum: Quantity? = nil)
    -> ConsumptionRate
  {
    ConsumptionRate(
      item: item(name, minimum: minimum), asOf: day("2026-11-01"), window: 10,
      onHand: Quantity(onHand),
      consumed: Quantity(consumed), firstPurchase: day("2026-01-01"))
  }

  @Test func suggestsWholePacksToCoverTheHorizon() throws {
    // 20 used in 10 days = 2 a day; 3 on hand runs out on day 1. Over 7 days: 14 − 3 = 11,
    // in packs of 6 (median of 6, 6, 12): 2 packs = 12.
    let suggestion = try #require(
      try RestockSuggestion(
        rate: rate("Eggs", onHand: 3, consumed: 20), horizon: 7,
        lotQuantities: [Quantity(6), Quantity(12), Quantity(6)]))
    #expect(suggestion.suggested == Quantity(12))
  }

  @Test func suggestsAnItemBelowItsMinimumEvenWithoutARate() throws {
    let suggestion = try #require(
      try RestockSuggestion(
        rate: rate("Rice", onHand: 1, consumed: 0, minimum: Quantity(4)), horizon: 7,
        lotQuantities: [Quantity(2)]))
    // 4 − 1 = 3 → two packs of 2.
    #expect(suggestion.suggested == Quantity(4))
  }

  @Test func skipsItemsThatLastBeyondTheHorizon() throws {
    #expect(
      try RestockSuggestion(
        rate: rate("Salt", onHand: 10, consumed: 1), horizon: 7, lotQuantities: [Quantity(1)])
        == nil)
  }
}

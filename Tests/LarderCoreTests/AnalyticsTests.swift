import Foundation
import Testing

@testable import LarderCore

func day(_ text: String) -> CalendarDate {
  (try? CalendarDate(parsing: text)) ?? CalendarDate(daysSinceEpoch: 0)
}

let eur = (try? Currency(code: "EUR")) ?? .unknown
let usd = (try? Currency(code: "USD")) ?? .unknown
let jpy = (try? Currency(code: "JPY")) ?? .unknown

/// An item in `unit`: kg unless given, so that the projections keep exact fractions (in a
/// count unit such as pcs the advice is in whole pieces; see `WholePiecesTests`).
func item(_ name: String, minimum: Quantity? = nil, unit: String = "kg") -> Item {
  Item(
    name: name, category: "pantry", unit: unit, minimumStock: minimum, createdOn: day("2026-01-01")
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

/// An item's projection as of `asOf` with one lot of `usable` units without expiry (none
/// when 0), `consumed` units in the window, first bought on `since`.
func projection(
  _ name: String, usable: Quantity, consumed: Quantity, minimum: Quantity? = nil,
  asOf: String = "2026-11-01", window: Int = 10, since: String = "2026-01-01",
  minHistory: Int = 14, expires: String? = nil
) throws -> ItemProjection {
  let lot = Lot(
    itemID: UUID(), purchasedOn: day(since), quantity: usable,
    price: Money(minorUnits: 100, currency: eur), expiresOn: expires.map(day))
  return try ItemProjection(
    item: item(name, minimum: minimum), asOf: day(asOf), window: window,
    minHistory: minHistory, consumed: consumed, firstPurchase: day(since),
    lots: usable > .zero
      ? [HeldLot(status: LotStatus(lot: lot, remaining: usable), creationOrder: 1)] : [])
}

@Suite struct ConsumptionRateTests {
  @Test func dividesByTheWholeWindowForAnOldItem() throws {
    let rate = try #require(
      ConsumptionRate(
        asOf: day("2026-10-31"), window: 90, minHistory: 14, consumed: Quantity(45),
        firstPurchase: day("2025-01-01")))
    #expect(rate.days == 90)
    #expect(rate.perDay?.formatted(places: 3) == "0.500")
    #expect(rate.perWeek?.formatted(places: 3) == "3.500")
  }

  @Test func dividesOnlyByTheDaysSinceTheFirstPurchase() throws {
    // First bought 2026-10-15: 17 days up to and including 2026-10-31.
    let rate = try #require(
      ConsumptionRate(
        asOf: day("2026-10-31"), window: 90, minHistory: 14, consumed: Quantity(17),
        firstPurchase: day("2026-10-15")))
    #expect(rate.days == 17)
    #expect(rate.perDay?.formatted(places: 3) == "1.000")
  }

  @Test func withoutExpiriesTheRunOutIsUsableDividedByTheRate() throws {
    // 45 used in 90 days = 0.5 a day; 9 usable last 18 days: D + 18 = 2026-11-18.
    let rice = try projection(
      "Rice", usable: Quantity(9), consumed: Quantity(45), asOf: "2026-10-31", window: 90,
      since: "2025-01-01")
    #expect(rice.daysOfSupply?.formatted(places: 1) == "18.0")
    #expect(rice.runOutOn == day("2026-11-18"))
  }

  @Test func aZeroRateHasNoRunOutDate() throws {
    let salt = try projection("Salt", usable: Quantity(1), consumed: .zero)
    #expect(salt.perDay?.formatted(places: 3) == "0.000")
    #expect(salt.status == .unused)
    #expect(salt.daysOfSupply == nil)
    #expect(salt.runOutOn == nil)
  }

  @Test func anItemFirstBoughtAfterTheDayHasNoRate() {
    #expect(
      ConsumptionRate(
        asOf: day("2026-10-31"), window: 90, minHistory: 1, consumed: .zero,
        firstPurchase: day("2026-11-02")) == nil)
  }

  @Test func theWindowCrossesTheLeapDay() throws {
    // (2028-02-28 − 2, 2028-03-01]: 2028-02-28, 02-29 and 03-01 are 3 days.
    let rate = try #require(
      ConsumptionRate(
        asOf: day("2028-03-01"), window: 3, minHistory: 14, consumed: Quantity(3),
        firstPurchase: day("2027-01-01")))
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
  @Test func suggestsWholePacksToCoverTheHorizon() throws {
    // 20 used in 10 days = 2 a day; 3 usable last 1.5 days, so it runs out on day 1.
    // Over 7 days: 2 × (7 − 1.5) = 11, in packs of 6 (median of 6, 6, 12): 2 packs = 12.
    let eggs = try projection("Eggs", usable: Quantity(3), consumed: Quantity(20))
    let suggestion = try #require(
      try RestockSuggestion(
        projection: eggs, horizon: 7, lotQuantities: [Quantity(6), Quantity(12), Quantity(6)]))
    #expect(suggestion.suggested == Quantity(12))
  }

  @Test func suggestsAnItemBelowItsMinimumEvenWithoutARate() throws {
    let rice = try projection(
      "Rice", usable: Quantity(1), consumed: .zero, minimum: Quantity(4))
    let suggestion = try #require(
      try RestockSuggestion(projection: rice, horizon: 7, lotQuantities: [Quantity(2)]))
    // 4 − 1 = 3 → two packs of 2.
    #expect(suggestion.suggested == Quantity(4))
  }

  @Test func skipsItemsThatLastBeyondTheHorizon() throws {
    // 1 used in 10 days: 10 usable last 100 days.
    let salt = try projection("Salt", usable: Quantity(10), consumed: Quantity(1))
    #expect(
      try RestockSuggestion(projection: salt, horizon: 7, lotQuantities: [Quantity(1)]) == nil)
  }

  @Test func suggestsAnItemThatIsOutButInUse() throws {
    // Nothing usable, 2 a day: out, with days of supply 0. Over 7 days: 2 × 7 = 14, in
    // packs of 6: 3 packs = 18.
    let milk = try projection("Milk", usable: .zero, consumed: Quantity(20))
    #expect(milk.status == .out)
    #expect(milk.runOutOn == nil)
    let suggestion = try #require(
      try RestockSuggestion(projection: milk, horizon: 7, lotQuantities: [Quantity(6)]))
    #expect(suggestion.suggested == Quantity(18))
  }

  @Test func anItemWithOnlyExpiredStockIsOutAndSuggested() throws {
    // 4 left but expired on 2026-10-30: nothing usable, so out, and bought again at 1 a day:
    // 1 × 7 = 7, one pack of 8.
    let yogurt = try projection(
      "Yogurt", usable: Quantity(4), consumed: Quantity(10), expires: "2026-10-30")
    #expect(yogurt.usable == .zero)
    #expect(yogurt.expired == Quantity(4))
    #expect(yogurt.status == .out)
    let suggestion = try #require(
      try RestockSuggestion(projection: yogurt, horizon: 7, lotQuantities: [Quantity(8)]))
    #expect(suggestion.suggested == Quantity(8))
  }

  @Test func aShortHistoryIsSuggestedOnlyByItsMinimum() throws {
    // First bought the day before: 2.5 used in 2 days is no rate yet (fewer than 14 days),
    // so no 17 packs; only the minimum of 1 against 0.5 usable asks for one pack.
    let cream = try projection(
      "Crème fraîche", usable: Quantity(thousandths: 500), consumed: Quantity(thousandths: 2_500),
      since: "2026-10-31")
    #expect(cream.status == .shortHistory)
    #expect(
      try RestockSuggestion(projection: cream, horizon: 7, lotQuantities: [Quantity(1)]) == nil)
    let withMinimum = try projection(
      "Crème fraîche", usable: Quantity(thousandths: 500), consumed: Quantity(thousandths: 2_500),
      minimum: Quantity(1), since: "2026-10-31")
    let suggestion = try #require(
      try RestockSuggestion(projection: withMinimum, horizon: 7, lotQuantities: [Quantity(1)]))
    #expect(suggestion.suggested == Quantity(1))
  }

  @Test func theRunOutCountsOnlyWhatCanBeUsedBeforeItExpires() throws {
    // 10 usable expiring 2026-11-02 (d = 2), 1 a day: 2 used, 8 wasted, T = 2, so it runs
    // out 2026-11-03, within 7 days: 1 × (7 − 2) = 5, one pack of 6.
    let bread = try projection(
      "Bread", usable: Quantity(10), consumed: Quantity(10), expires: "2026-11-02")
    #expect(bread.runOutOn == day("2026-11-03"))
    let suggestion = try #require(
      try RestockSuggestion(projection: bread, horizon: 7, lotQuantities: [Quantity(6)]))
    #expect(suggestion.suggested == Quantity(6))
  }
}

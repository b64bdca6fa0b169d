import Foundation
import Testing

@testable import LarderCore

/// Arithmetic that reports overflow instead of trapping, for quantities and money.
@Suite struct CheckedArithmeticTests {
  let largest = Quantity(thousandths: .max)

  @Test func quantitySumsAndDifferencesThrowInsteadOfTrapping() throws {
    #expect(throws: ValueError.overflow(what: .totalQuantity)) {
      try largest + Quantity(thousandths: 1)
    }
    #expect(throws: ValueError.overflow(what: .quantityDifference)) {
      try Quantity(thousandths: .min) - Quantity(thousandths: 1)
    }
    var total = largest
    #expect(throws: ValueError.self) { try total += largest }
    #expect(total == largest)
    #expect(
      try Quantity.itemMaximum + Quantity.itemMaximum
        == Quantity(thousandths: 200_000_000_000_000))
  }

  @Test func moneyArithmeticThrowsOnOverflowAndOnMixedCurrencies() throws {
    let most = Money(minorUnits: .max, currency: eur)
    #expect(throws: ValueError.overflow(what: .sum(eur))) {
      try most + Money(minorUnits: 1, currency: eur)
    }
    #expect(throws: ValueError.overflow(what: .difference(eur))) {
      try Money(minorUnits: .min, currency: eur) - Money(minorUnits: 1, currency: eur)
    }
    #expect(throws: ValueError.differentCurrencies(eur, usd)) {
      try Money(minorUnits: 1, currency: eur) + Money(minorUnits: 1, currency: usd)
    }
    var totals = MoneyTotals()
    try totals.add(most)
    #expect(throws: ValueError.overflow(what: .currencyTotal(eur))) {
      try totals.add(Money(minorUnits: 1, currency: eur))
    }
    #expect(totals[eur] == most)
  }

  @Test func proratingIsExactIn128BitsAndThrowsOnlyWhenTheShareCannotFit() throws {
    let price = Money.maximum(in: try Currency(code: "CLF"))
    // 10^13 × (10^12 − 1) ÷ 10^12: the product passes 2^63, the share does not.
    let share = try price.prorated(
      Quantity(thousandths: Quantity.maximum.thousandths - 1), of: Quantity.maximum)
    #expect(share.minorUnits == 9_999_999_999_990)
    #expect(throws: ValueError.overflow(what: .priceShare)) {
      try Money(minorUnits: .max, currency: eur).prorated(largest, of: Quantity(thousandths: 1))
    }
    #expect(try price.prorated(largest, of: .zero) == .zero(price.currency))
    #expect(Money(minorUnits: 1000, currency: jpy).divided(by: 3).minorUnits == 333)
    #expect(Money(minorUnits: 5, currency: eur).divided(by: 2).minorUnits == 3)
    #expect(Money(minorUnits: .max, currency: eur).divided(by: 1).minorUnits == .max)
  }

  @Test func ratiosKeepProductsOfSixtyFourBitNumbersExactly() throws {
    let ratio = try #require(Ratio(Int128(Int64.max) * 36_600, 1))
    #expect(ratio.floor == Int128(Int64.max) * 36_600)
    #expect(ratio.formatted(places: 1) == "337575416548884794536200.0")
    #expect(try #require(Ratio(-1, 3)).formatted(places: 3) == "-0.333")
    #expect(try #require(Ratio(2, -3)).floor == -1)
    #expect(Ratio(Ratio.maximumTerm + 1, 1) == nil)
    #expect(Ratio(1, 0) == nil)
  }

  @Test func datesBeyondTheCalendarAreNilNotATrap() {
    let day = CalendarDate.latest.adding(days: -1)
    #expect(day.adding(checkedDays: 1) == CalendarDate.latest)
    #expect(day.adding(checkedDays: 2) == nil)
    #expect(day.adding(checkedDays: Int128(Int64.max) * 1000) == nil)
    #expect(CalendarDate.earliest.description == "0001-01-01")
    #expect(CalendarDate.latest.description == "9999-12-31")
  }
}

/// The analytics at and beyond the bounds: exact where the figures fit, a thrown
/// `ValueError.overflow` where they cannot, never a trap.
@Suite struct OverflowAnalyticsTests {
  /// Rice as of 2026-10-01 with `usable` in one lot without expiry.
  func rice(usable: Quantity, consumed: Quantity, since first: String) throws -> ItemProjection {
    try projection(
      "Rice", usable: usable, consumed: consumed, minimum: Quantity.maximum, asOf: "2026-10-01",
      window: 36_600, since: first, minHistory: 1)
  }

  @Test func ratesOfTheLargestQuantitiesAreExact() throws {
    let huge = try rice(
      usable: Quantity(thousandths: .max), consumed: Quantity(thousandths: .max),
      since: "1900-01-01")
    #expect(huge.rate?.days == 36_600)
    #expect(huge.perWeek?.formatted(places: 3) == "1764032903223.591")
    // A little used very slowly lasts past 9999-12-31: days of supply, but no date.
    let slow = try rice(
      usable: Quantity.itemMaximum, consumed: Quantity(thousandths: 1), since: "1900-01-01")
    #expect(slow.daysOfSupply?.floor == 3_660_000_000_000_000_000)
    #expect(slow.runOutOn == nil)
  }

  @Test func restockingTheItemBoundOverTheLongestHorizonFits() throws {
    // The whole item bound consumed on its first day, over 36,600 days.
    let rice = try rice(usable: .zero, consumed: Quantity.itemMaximum, since: "2026-10-01")
    let suggestion = try #require(
      try RestockSuggestion(projection: rice, horizon: 36_600, lotQuantities: [Quantity.maximum]))
    #expect(suggestion.suggested.thousandths == 3_660_000_000_000_000_000)
  }

  @Test func aRestockBeyondSixtyFourBitsIsAnError() throws {
    let rice = try rice(usable: .zero, consumed: Quantity(thousandths: .max), since: "2026-10-01")
    #expect(throws: ValueError.overflow(what: .restockQuantity(item: "Rice"))) {
      try RestockSuggestion(projection: rice, horizon: 36_600, lotQuantities: [Quantity(1)])
    }
  }

  @Test func spendingTotalsAndComparisonsThrowWhenTheyCannotFit() throws {
    let month = try Month(parsing: "2026-10")
    let most = Money(minorUnits: .max, currency: eur)
    #expect(throws: ValueError.self) {
      try Spending(
        period: DateRange(month: month), dimension: .category,
        rows: [SpendingRow(key: "a", amount: most), SpendingRow(key: "b", amount: most)])
    }
    // The change from −max to max does not fit; its relative change is still exact.
    let previous = month.adding(months: -1)
    #expect(throws: ValueError.self) {
      try MonthComparison(
        month: month,
        monthly: [
          month: try MoneyTotals([most]),
          previous: try MoneyTotals([Money(minorUnits: .min + 1, currency: eur)]),
        ], earliestPurchase: previous)
    }
    let comparison = try MonthComparison(
      month: month, monthly: [month: try MoneyTotals([most]), previous: try MoneyTotals([most])],
      earliestPurchase: previous)
    #expect(comparison.relativeChange(in: eur)?.description == "0.000")
    #expect(comparison.average12?[eur] == most)
    #expect(throws: ValueError.self) {
      try SpendingHistory(
        entries: [.init(month: month, category: "a", amount: most)] + [
          .init(month: month, category: "b", amount: most)
        ], from: month, to: month)
    }
  }

  @Test func wasteAndHistoryTotalsThrowWhenTheyCannotFit() throws {
    let discard = try DiscardRecord(
      item: "Rice", category: "pantry", unit: "g", quantity: Quantity(thousandths: .max),
      lotQuantity: Quantity(thousandths: .max), lotPrice: Money(minorUnits: 1, currency: eur))
    #expect(throws: ValueError.self) {
      try Waste(
        period: DateRange(month: try Month(parsing: "2026-10")), discards: [discard, discard],
        consumed: [:])
    }
    let lot = Lot(
      itemID: UUID(), purchasedOn: day("2026-10-01"), quantity: Quantity(thousandths: .max),
      price: .zero(eur))
    #expect(throws: ValueError.overflow(what: .totalQuantity)) {
      try ItemHistory(
        item: item("Rice"),
        lots: [
          LotStatus(lot: lot, remaining: lot.quantity),
          LotStatus(lot: lot, remaining: lot.quantity),
        ],
        events: [])
    }
  }

  @Test func fefoDrawsFromLotsWhoseSumPassesSixtyFourBits() throws {
    let lots = (0..<3).map {
      FEFOAllocation.Candidate(
        id: $0, expiresOn: nil, purchasedOn: day("2026-10-01"), creationOrder: Int64($0),
        remaining: Quantity(thousandths: .max))
    }
    let draws = try FEFOAllocation.allocate(Quantity(thousandths: .max), from: lots)
    #expect(draws.map(\.lotID) == [0])
  }
}

import Testing

@testable import LarderCore

/// The months-by-categories history behind the export's Summary and Spending sheets.
@Suite struct SpendingHistoryTests {
  let september = month("2026-09")
  let november = month("2026-11")
  let january = month("2027-01")

  func entry(_ month: Month, _ category: String, _ cents: Int64, _ currency: Currency = eur)
    -> SpendingHistory.Entry
  {
    .init(month: month, category: category, amount: Money(minorUnits: cents, currency: currency))
  }

  @Test func coversEveryMonthBetweenTheEndsWithoutGaps() throws {
    let history = try SpendingHistory(
      entries: [entry(september, "dairy", 100)], from: september, to: january)
    #expect(
      history.months.map(\.description) == ["2026-09", "2026-10", "2026-11", "2026-12", "2027-01"])
    #expect(history.total(eur, month: month("2026-10")) == .zero(eur))
  }

  @Test func addsUpMonthsCategoriesAndYears() throws {
    let history = try SpendingHistory(
      entries: [
        entry(september, "dairy", 250), entry(september, "meat", 1_000),
        entry(november, "dairy", 125), entry(january, "dairy", 50),
      ], from: september, to: january)
    #expect(history.categories(in: eur) == ["dairy", "meat"])
    #expect(history.total(eur, month: september).minorUnits == 1_250)
    #expect(history.amount(eur, month: november, category: "meat") == .zero(eur))
    #expect(history.years == [2026, 2027])
    #expect(history.total(eur, year: 2026).minorUnits == 1_375)
    #expect(history.total(eur, year: 2027).minorUnits == 50)
  }

  @Test func keepsCurrenciesApart() throws {
    let history = try SpendingHistory(
      entries: [entry(september, "dairy", 250), entry(september, "dairy", 300, usd)],
      from: september, to: september)
    #expect(history.currencies == [eur, usd])
    #expect(history.total(eur, month: september).minorUnits == 250)
    #expect(history.total(usd, month: september).minorUnits == 300)
  }

  @Test func leavesOutEntriesOutsideTheMonths() throws {
    let history = try SpendingHistory(
      entries: [entry(january, "dairy", 250)], from: september, to: november)
    #expect(history.currencies.isEmpty)
  }
}

func month(_ text: String) -> Month {
  (try? Month(parsing: text)) ?? day("1970-01-01").month
}

/// Where a lot stands on a day: used up, expired with something left, or in stock.
@Suite struct LotStateTests {
  func line(remaining: Int64, expires: String?) -> LotLine {
    let milk = item("Milk")
    return LotLine(
      item: milk,
      lot: Lot(
        itemID: milk.id, purchasedOn: day("2026-10-01"), quantity: Quantity(thousandths: 2_000),
        price: .zero(eur), expiresOn: expires.map(day)),
      remaining: Quantity(thousandths: remaining))
  }

  @Test func aLotWithNothingLeftIsUsedUpEvenPastItsExpiry() throws {
    #expect(line(remaining: 0, expires: "2026-10-05").state(asOf: day("2026-11-01")) == .usedUp)
  }

  @Test func aLotWithSomethingLeftAfterItsExpiryDayIsExpired() throws {
    #expect(line(remaining: 500, expires: "2026-10-31").state(asOf: day("2026-11-01")) == .expired)
  }

  @Test func aLotOnItsExpiryDayIsStillInStock() throws {
    #expect(line(remaining: 500, expires: "2026-11-01").state(asOf: day("2026-11-01")) == .inStock)
    #expect(line(remaining: 500, expires: nil).state(asOf: day("2026-11-01")) == .inStock)
  }
}

import Foundation
import Testing

@testable import LarderCore

/// The digest's grouping, window and day offsets, as of Monday 30 November 2026.
@Suite struct DigestModelTests {
  let monday = day("2026-11-30")

  func lot(_ name: String, expires: String) throws -> ExpiringLot {
    try ExpiringLot(
      item: name, unit: "pcs", lotID: UUID(), expires: day(expires),
      quantity: Quantity(thousandths: 1_000), price: Money(minorUnits: 100, currency: eur),
      remaining: Quantity(thousandths: 1_000))
  }

  func digest(_ lots: [ExpiringLot]) throws -> Digest {
    try Digest(
      outlook: ExpiryOutlook(asOf: monday, within: 3, lots: lots),
      forecast: Forecast(asOf: monday, window: 90, items: []), restock: [], horizon: 7,
      spentThisMonth: MoneyTotals(), spentLastMonthToDate: MoneyTotals())
  }

  @Test func groupsExpiringLotsByDay() throws {
    let digest = try digest([
      try lot("Milk", expires: "2026-12-01"), try lot("Eggs", expires: "2026-11-30"),
      try lot("Ham", expires: "2026-12-01"), try lot("Old", expires: "2026-11-29"),
    ])
    #expect(digest.expired.map(\.item) == ["Old"])
    #expect(digest.expiring.map(\.date) == [day("2026-11-30"), day("2026-12-01")])
    #expect(digest.expiring[1].lots.map(\.item) == ["Ham", "Milk"])
  }

  @Test func theWindowEndsWithinDaysAfterTheAsOfDateAndDaysCountFromIt() throws {
    let digest = try digest([])
    #expect(digest.expiringThrough == day("2026-12-03"))
    #expect(digest.daysAhead(monday) == 0)
    #expect(digest.daysAhead(day("2026-12-01")) == 1)
    #expect(digest.daysAhead(day("2026-11-29")) == -1)
  }

  @Test func nothingToActOnIsEmpty() throws {
    #expect(try self.digest([]).isEmpty)
  }

  @Test func totalsTheValueAtRiskPerCurrency() throws {
    // Each lot is 1 of 1 left at 1.00 EUR: two expired, one expiring.
    let digest = try digest([
      try lot("Old", expires: "2026-11-28"), try lot("Older", expires: "2026-11-20"),
      try lot("Milk", expires: "2026-12-01"),
    ])
    #expect(digest.expiredTotals[eur].amount == "2.00")
    #expect(digest.expiringTotals[eur].amount == "1.00")
  }

  @Test func aDigestWithOnlyWasteAtThisPaceIsNotEmpty() throws {
    // Nothing expired or expiring in the outlook, but a lot of 4 expiring 2026-12-02 with
    // rate 0 is projected wholly wasted, worth its 2.00 EUR.
    let lot = Lot(
      itemID: UUID(), purchasedOn: day("2026-11-01"), quantity: Quantity(4),
      price: Money(minorUnits: 200, currency: eur), expiresOn: day("2026-12-02"))
    let yogurt = try ItemProjection(
      item: item("Yogurt"), asOf: monday, window: 90, minHistory: 14, consumed: .zero,
      firstPurchase: day("2026-11-01"),
      lots: [HeldLot(status: LotStatus(lot: lot, remaining: Quantity(4)), creationOrder: 1)])
    let digest = try Digest(
      outlook: ExpiryOutlook(asOf: monday, within: 3, lots: []),
      forecast: Forecast(asOf: monday, window: 90, items: [yogurt]), restock: [], horizon: 7,
      spentThisMonth: MoneyTotals(), spentLastMonthToDate: MoneyTotals())
    #expect(!digest.isEmpty)
    #expect(digest.wasteAtPace.map(\.item) == ["Yogurt"])
    #expect(digest.wasteAtPaceTotals[eur].amount == "2.00")
  }

  @Test func lastMonthToDateStopsAtTheSameDayOrTheMonthsEnd() {
    #expect(Digest.lastMonthToDate(asOf: day("2026-11-30")).to == day("2026-10-30"))
    #expect(Digest.lastMonthToDate(asOf: day("2026-03-31")).to == day("2026-02-28"))
    #expect(Digest.lastMonthToDate(asOf: day("2026-01-15")).from == day("2025-12-01"))
  }
}

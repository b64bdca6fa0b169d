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

  @Test func lastMonthToDateStopsAtTheSameDayOrTheMonthsEnd() {
    #expect(Digest.lastMonthToDate(asOf: day("2026-11-30")).to == day("2026-10-30"))
    #expect(Digest.lastMonthToDate(asOf: day("2026-03-31")).to == day("2026-02-28"))
    #expect(Digest.lastMonthToDate(asOf: day("2026-01-15")).from == day("2025-12-01"))
  }
}

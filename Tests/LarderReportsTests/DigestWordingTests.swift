import Foundation
import LarderCore
import LarderLanguage
import Testing

@testable import LarderReports

/// How the digest words days and its subject line, as of Monday 30 November 2026.
@Suite struct DigestWordingTests {
  static func day(_ text: String) -> CalendarDate {
    (try? CalendarDate(parsing: text)) ?? CalendarDate(daysSinceEpoch: 0)
  }

  let monday = day("2026-11-30")

  func lot(_ name: String, expires: String) throws -> ExpiringLot {
    try ExpiringLot(
      item: name, unit: "pcs", lotID: UUID(), expires: Self.day(expires),
      quantity: Quantity(thousandths: 1_000),
      price: Money(minorUnits: 100, currency: try Currency(code: "EUR")),
      remaining: Quantity(thousandths: 1_000))
  }

  func digest(_ lots: [ExpiringLot]) throws -> Digest {
    try Digest(
      outlook: ExpiryOutlook(asOf: monday, within: 3, lots: lots),
      forecast: Forecast(asOf: monday, window: 90, items: []), restock: [], horizon: 7,
      spentThisMonth: MoneyTotals(), spentLastMonthToDate: MoneyTotals())
  }

  @Test func labelsTodayTomorrowThenWeekdayDayAndMonth() throws {
    let digest = try digest([])
    #expect(DayLabel.relative(monday, in: digest, Formats()) == "Today")
    #expect(DayLabel.relative(Self.day("2026-12-01"), in: digest, Formats()) == "Tomorrow")
    #expect(DayLabel.relative(Self.day("2026-12-03"), in: digest, Formats()) == "Thu 3 Dec")
  }

  @Test func theSubjectCountsWhatToActOn() throws {
    let digest = try digest([
      try lot("Old", expires: "2026-11-28"), try lot("Milk", expires: "2026-12-01"),
      try lot("Eggs", expires: "2026-12-02"), try lot("Ham", expires: "2026-12-03"),
    ])
    #expect(DigestSubject(digest).rendered() == "Larder: 1 expired, 3 expiring by Thu 3 Dec")
    #expect(DigestSubject(try self.digest([])).rendered() == "Larder: nothing to act on")
  }

  @Test func theWasteAtThisPaceSectionSaysWhatToUseByWhenAndItsValue() throws {
    // 4 yoghurts expiring Wed 2 Dec, none eaten in 90 days: all 4 go to waste, 2.00 EUR.
    let eur = try Currency(code: "EUR")
    let lot = Lot(
      itemID: UUID(), purchasedOn: Self.day("2026-11-01"), quantity: Quantity(4),
      price: Money(minorUnits: 200, currency: eur), expiresOn: Self.day("2026-12-02"))
    let item = Item(
      name: "Yogurt", category: "dairy", unit: "pcs", minimumStock: nil,
      createdOn: Self.day("2026-11-01"))
    let yogurt = try ItemProjection(
      item: item, asOf: monday, window: 90, minHistory: 14, consumed: .zero,
      firstPurchase: Self.day("2026-11-01"),
      lots: [HeldLot(status: LotStatus(lot: lot, remaining: Quantity(4)), creationOrder: 1)])
    let digest = try Digest(
      outlook: ExpiryOutlook(asOf: monday, within: 3, lots: []),
      forecast: Forecast(asOf: monday, window: 90, items: [yogurt]), restock: [], horizon: 7,
      spentThisMonth: MoneyTotals(), spentLastMonthToDate: MoneyTotals())
    let text = DigestText(digest, locale: "en_US").rendered()
    #expect(
      text.contains(
        """
        AT THIS PACE, THESE GO TO WASTE
        - Yogurt: use 4 pcs by Wed 2 Dec; 4 pcs left over at this pace (€2.00 in the bin)
        In all: €2.00 in the bin.
        """))
    #expect(DigestSubject(digest).rendered() == "Larder: 1 going to waste at this pace")
  }
}

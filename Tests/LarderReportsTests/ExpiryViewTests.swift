import Foundation
import LarderCore
import Testing

@testable import LarderReports

/// `larder expiring`: each list ends with its value at risk per currency.
@Suite struct ExpiryViewTests {
  static func day(_ text: String) -> CalendarDate {
    (try? CalendarDate(parsing: text)) ?? CalendarDate(daysSinceEpoch: 0)
  }

  func lot(_ item: String, _ expires: String, _ price: Int64, _ code: String) throws
    -> ExpiringLot
  {
    try ExpiringLot(
      item: item, unit: "pcs",
      lotID: try #require(UUID(uuidString: "96E24171-0000-4000-8000-000000000000")),
      expires: Self.day(expires), quantity: Quantity(1),
      price: Money(minorUnits: price, currency: try Currency(code: code)), remaining: Quantity(1))
  }

  func outlook() throws -> ExpiryOutlook {
    // Expired: 9.60 EUR of beef and 4.00 CHF of cheese; expiring: 1.32 + 2.63 EUR.
    ExpiryOutlook(
      asOf: Self.day("2026-11-01"), within: 2,
      lots: [
        try lot("Minced beef", "2026-10-28", 960, "EUR"),
        try lot("Gruyère", "2026-10-30", 400, "CHF"),
        try lot("Tomatoes", "2026-11-01", 132, "EUR"),
        try lot("Avocados", "2026-11-02", 263, "EUR"),
      ])
  }

  @Test func eachTableEndsWithATotalPerCurrency() throws {
    #expect(
      try ExpiryView.text(try outlook()) == """
        Expired, still on hand (as of 2026-11-01):
        EXPIRES     ITEM         LEFT  UNIT  AT RISK  CUR  LOT
        2026-10-28  Minced beef     1  pcs      9.60  EUR  96e24171
        2026-10-30  Gruyère         1  pcs      4.00  CHF  96e24171
        Total                                   4.00  CHF
        Total                                   9.60  EUR

        Expiring by 2026-11-03 (within 2 days):
        EXPIRES     ITEM      LEFT  UNIT  AT RISK  CUR  LOT
        2026-11-01  Tomatoes     1  pcs      1.32  EUR  96e24171
        2026-11-02  Avocados     1  pcs      2.63  EUR  96e24171
        Total                                3.95  EUR

        """)
  }

  @Test func anEmptyListSaysNoneAndHasNoTotal() throws {
    let empty = ExpiryOutlook(asOf: Self.day("2026-11-01"), within: 7, lots: [])
    #expect(
      try ExpiryView.text(empty).hasPrefix("Expired, still on hand (as of 2026-11-01):\n  none\n"))
  }

  @Test func jsonGivesTheTotalsOfBothListsWithMoneyAsDecimalStrings() throws {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(try ExpiryView.json(try outlook()).utf8))
        as? [String: Any])
    let totals = try #require(json["totals"] as? [String: [[String: String]]])
    #expect(
      totals["expired"] == [
        ["currency": "CHF", "valueAtRisk": "4.00"], ["currency": "EUR", "valueAtRisk": "9.60"],
      ])
    #expect(totals["expiring"] == [["currency": "EUR", "valueAtRisk": "3.95"]])
    let empty = ExpiryOutlook(asOf: Self.day("2026-11-01"), within: 7, lots: [])
    let none = try #require(
      try JSONSerialization.jsonObject(with: Data(try ExpiryView.json(empty).utf8))
        as? [String: Any])
    #expect((none["totals"] as? [String: [Any]])?["expired"]?.isEmpty == true)
  }
}

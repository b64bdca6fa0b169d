import Foundation
import LarderCore
import LarderLanguage
import Testing

@testable import LarderReports

/// The digest's HTML body escapes what users typed, as of Monday 30 November 2026.
@Suite struct DigestHTMLTests {
  /// A digest with one lot of `name`, 1 pcs for 1.00 EUR, expiring the next day.
  func digest(named name: String) throws -> Digest {
    let monday = try CalendarDate(parsing: "2026-11-30")
    let lot = try ExpiringLot(
      item: name, unit: "pcs", lotID: UUID(), expires: monday.adding(days: 1),
      quantity: Quantity(thousandths: 1_000),
      price: Money(minorUnits: 100, currency: try Currency(code: "EUR")),
      remaining: Quantity(thousandths: 1_000))
    return try Digest(
      outlook: ExpiryOutlook(asOf: monday, within: 3, lots: [lot]),
      forecast: Forecast(asOf: monday, window: 90, items: []), restock: [], horizon: 7,
      spentThisMonth: MoneyTotals(), spentLastMonthToDate: MoneyTotals())
  }

  @Test func anItemNameWithMarkupAndAnAmpersandIsEscaped() throws {
    let html = DigestHTML(try digest(named: "<script>alert(1)</script> & Sons"), locale: "en_US")
      .rendered()
    #expect(html.contains(">&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons</td>"))
    #expect(!html.contains("<script"))
    #expect(!html.contains("& Sons"))
  }
}

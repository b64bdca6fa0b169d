import Foundation
import LarderCore
import LarderLanguage
import Testing

@testable import LarderReports

/// The digest's "Tonight" (docs definition 27), as of Monday 30 November 2026: 1000 g of
/// Pommes de terre for 2.00 EUR expire tomorrow, and Gratin dauphinois uses 600 g of them.
@Suite struct DigestTonightTests {
  let monday = (try? CalendarDate(parsing: "2026-11-30")) ?? CalendarDate(daysSinceEpoch: 0)

  /// The recipes ranked over the potatoes (expiring `days` after Monday), those of
  /// `recipes` needing `grams` each.
  func suggestions(_ recipes: [(String, Int64)], expiringIn days: Int = 1) throws
    -> [CookingSuggestion]
  {
    let euro = try Currency(code: "EUR")
    let potatoes = Item(name: "Pommes de terre", category: "", unit: "g", createdOn: monday)
    let lot = Lot(
      itemID: potatoes.id, purchasedOn: monday, quantity: Quantity(thousandths: 1_000_000),
      price: Money(minorUnits: 200, currency: euro), expiresOn: monday.adding(days: days))
    let held = HeldLot(
      status: LotStatus(lot: lot, remaining: lot.quantity), creationOrder: 1)
    return try CookingSuggestion.ranked(
      recipes.map { name, grams in
        (
          UUID(), name,
          [
            IngredientNeed(
              position: 0, name: "Pommes de terre", item: potatoes,
              demand: .quantity(Quantity(thousandths: grams * 1_000)))
          ]
        )
      }, lots: [held], reserved: [:], asOf: monday, within: CookingSuggestion.defaultWithin)
  }

  func digest(_ suggestions: [CookingSuggestion]) throws -> Digest {
    try Digest(
      outlook: ExpiryOutlook(asOf: monday, within: 3, lots: []),
      forecast: Forecast(asOf: monday, window: 90, items: []), restock: [], horizon: 7,
      spentThisMonth: MoneyTotals(), spentLastMonthToDate: MoneyTotals(),
      suggestions: suggestions)
  }

  @Test func theTextAndTheHTMLSayWhatToCookTonight() throws {
    let digest = try digest(try suggestions([("Gratin dauphinois", 600)]))
    #expect(digest.tonight?.name == "Gratin dauphinois")
    let text = DigestText(digest, locale: "en_US").rendered()
    #expect(
      text.contains(
        """
        Tonight: Gratin dauphinois uses what expires
        Gratin dauphinois: uses 600 g of Pommes de terre (Tue 1 Dec), 1.20 EUR saved
        """))
    let html = DigestHTML(digest, locale: "en_US").rendered()
    #expect(html.contains("<strong>Tonight: Gratin dauphinois uses what expires</strong><br>"))
    #expect(html.contains("Gratin dauphinois: uses 600 g of Pommes de terre (Tue 1 Dec)"))
  }

  @Test func aTopRecipeThatRescuesNothingIsNotSuggested() throws {
    let digest = try digest(try suggestions([("Gratin dauphinois", 600)], expiringIn: 30))
    #expect(digest.tonight == nil)
    #expect(!DigestText(digest, locale: "en_US").rendered().contains("Tonight"))
    #expect(!DigestHTML(digest, locale: "en_US").rendered().contains("Tonight"))
  }
}

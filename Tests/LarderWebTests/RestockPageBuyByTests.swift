import Foundation
import Testing

@testable import LarderWeb

/// The Restock page on 1 December 2026 gives each suggestion its buy-by day and packs:
/// 10 L of milk bought on 1 November (expiring 31 December), 8 L drunk on 25 November:
/// 8 ÷ 31 L a day, the 2 L left last 7.75 days, so buy by 8 December one 10 L pack.
@Suite struct RestockPageBuyByTests {
  @Test func aSuggestionSaysWhenToBuyAndHowManyUsualPacks() throws {
    let web = try InProcessWeb()
    web.enter()
    let item =
      web.bought("Milk", "10", unit: "L", price: "9.00", on: "2026-11-01", expires: "2026-12-31")
    _ = web.post(item + "/consume", [("quantity", "8"), ("date", "2026-11-25")])
    let page = web.get("/restock").text
    #expect(
      page.contains(
        "<strong>Milk</strong></a>: <span class=\"num\">10 L</span> <span class=\"num\">(1 × 10)</span> by "
          + "<time class=\"date\" datetime=\"2026-12-08\">2026-12-08</time>"))
  }
}

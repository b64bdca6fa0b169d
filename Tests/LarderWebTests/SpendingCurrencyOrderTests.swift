import Foundation
import LarderCore
import Testing

@testable import LarderWeb

/// The Spending page shows one card per currency, the one the household buys in most often
/// first (docs definition 25): three purchases in euros come before one of 9,000 yen.
@Suite struct SpendingCurrencyOrderTests {
  @Test func theCurrencyBoughtInMostOftenComesFirst() throws {
    let web = try InProcessWeb()
    web.enter()
    for name in ["Milk", "Bread", "Eggs"] {
      _ = web.post(
        "/add", [("name", name), ("quantity", "1"), ("unit", "pcs"), ("price", "2.00")])
    }
    _ = web.post(
      "/add",
      [
        ("name", "Ramen"), ("quantity", "1"), ("unit", "pcs"), ("price", "9000"),
        ("currency", "JPY"),
      ])
    let page = web.get("/spending").text
    let euros = try #require(page.range(of: "data-currency=\"EUR\""))
    let yen = try #require(page.range(of: "data-currency=\"JPY\""))
    #expect(euros.lowerBound < yen.lowerBound)
  }

  @Test func aCurrencyFirstSpentThisMonthHasNoAverageRatherThanZero() throws {
    let web = try InProcessWeb()
    web.enter()
    _ = web.post(
      "/add",
      [
        ("name", "Milk"), ("quantity", "1"), ("unit", "L"), ("price", "2.00"),
        ("date", "2026-11-15"),
      ])
    _ = web.post(
      "/add",
      [
        ("name", "Ramen"), ("quantity", "1"), ("unit", "pcs"), ("price", "900"),
        ("currency", "JPY"),
      ])
    let page = web.get("/spending").text
    let yen = try #require(page.range(of: "data-currency=\"JPY\""))
    let card = page[yen.lowerBound...].prefix { $0 != "\u{1}" }
    let end = try #require(card.range(of: "</section>"))
    #expect(card[..<end.lowerBound].contains("no earlier month to average"))
    #expect(page.contains("12-month average <span class=\"amount\">€2.00</span>"))
  }
}

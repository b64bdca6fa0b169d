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
}

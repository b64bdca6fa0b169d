import Foundation
import LarderCore
import Testing

@testable import LarderWeb

/// The Spending page shows one card per currency, most spent first, each in its own major
/// units: a household that spends mostly euros sees euros before francs.
@Suite struct SpendingCurrencyOrderTests {
  @Test func theCurrencySpentMostComesFirst() throws {
    let web = try InProcessWeb()
    web.enter()
    _ = web.post(
      "/add", [("name", "Milk"), ("quantity", "1"), ("unit", "L"), ("price", "40.00")])
    _ = web.post(
      "/add",
      [
        ("name", "Cheese"), ("quantity", "1"), ("unit", "pcs"), ("price", "12.00"),
        ("currency", "CHF"),
      ])
    let page = web.get("/spending").text
    let euros = try #require(page.range(of: "data-currency=\"EUR\""))
    let francs = try #require(page.range(of: "data-currency=\"CHF\""))
    #expect(euros.lowerBound < francs.lowerBound)
  }

  @Test func totalsAreComparedInMajorUnits() throws {
    // 1.50 EUR (150 minor units) is more than 1 JPY and less than 2 JPY.
    let yen = try Currency(code: "JPY")
    #expect(SpendingOrder.compare(150, .euro, 1, yen) == 1)
    #expect(SpendingOrder.compare(150, .euro, 2, yen) == -1)
  }
}

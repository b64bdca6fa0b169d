import Foundation
import Testing

@testable import LarderWeb

/// Eat first and Shopping rows link to their item and carry the action that fits.
@Suite struct EatFirstRestockActionTests {
  @Test func anExpiredLotOffersDiscardAndAnExpiringOneConsume() throws {
    let web = try InProcessWeb()
    web.enter()
    let eggs =
      web.bought("Eggs", "6", unit: "pcs", price: "3.00", on: "2026-11-01", expires: "2026-11-20")
    let milk =
      web.bought("Milk", "1", unit: "L", price: "1.00", on: "2026-11-30", expires: "2026-12-03")
    let page = web.get("/expiring").text
    #expect(page.contains("<a href=\"\(eggs)\">Eggs</a>"))
    #expect(page.contains("<a href=\"\(milk)\">Milk</a>"))
    #expect(page.contains("action=\"\(eggs)/discard-expired\""))
    #expect(!page.contains("action=\"\(eggs)/consume\""))
    #expect(page.contains("action=\"\(milk)/consume\""))
    #expect(page.contains("name=\"back\" value=\"/expiring\""))
    let response = web.post(
      milk + "/consume", [("quantity", "1"), ("unit", "pack"), ("back", "/expiring")])
    #expect(response.header("Location") == "/expiring")
  }

  @Test func boughtOpensAddFilledWithTheUsualPurchase() throws {
    let web = try InProcessWeb()
    web.enter()
    // 10 L for 9.00 EUR at Lidl on 1 Nov, 8 L drunk by 25 Nov: 10 L to buy, at 0.90 a litre.
    let item =
      web.post(
        "/add",
        [
          ("name", "Milk"), ("quantity", "10"), ("unit", "L"), ("price", "9.00"),
          ("store", "Lidl"), ("category", "dairy"), ("date", "2026-11-01"),
          ("expires", "2026-12-31"),
        ]
      ).header("Location") ?? ""
    _ = web.post(item + "/consume", [("quantity", "8"), ("date", "2026-11-25")])
    let page = web.get("/shopping").text
    #expect(page.contains("<a href=\"\(item)\"><strong>Milk</strong></a>"))
    let link =
      "/add?name=Milk&amp;quantity=10&amp;unit=L&amp;price=9.00&amp;currency=EUR"
      + "&amp;store=Lidl&amp;list=Milk"
    #expect(page.contains("href=\"\(link)\""))
    let add = web.get(
      "/add",
      [
        "name": "Milk", "quantity": "10", "unit": "L", "price": "9.00", "currency": "EUR",
        "store": "Lidl", "category": "dairy",
      ]
    ).text
    #expect(add.contains("name=\"price\" id=\"field-price\" value=\"9.00\""))
    #expect(add.contains("name=\"store\" id=\"field-store\" value=\"Lidl\""))
    #expect(add.contains("name=\"category\" id=\"field-category\" value=\"dairy\""))
  }

  @Test func boughtInFrenchFillsNumbersAsAFrenchFormReadsThem() throws {
    let web = try InProcessWeb()
    web.enter()
    let item =
      web.bought("Milk", "10", unit: "L", price: "9.50", on: "2026-11-01", expires: "2026-12-31")
    _ = web.post(item + "/consume", [("quantity", "8"), ("date", "2026-11-25")])
    let page = web.send(
      Request(
        method: "GET", path: "/shopping",
        headers: ["host": "127.0.0.1:8080", "accept-language": "fr"])
    ).text
    #expect(page.contains("quantity=10&amp;unit=L&amp;price=9%2C50&amp;currency=EUR"))
  }
}

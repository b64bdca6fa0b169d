import Testing

@testable import LarderWeb

/// The add form remembers an item's last store and price per unit, as `larder add` does.
@Suite struct WebRememberedPurchaseTests {
  @Test func aLaterPurchaseWithoutAPriceCostsTheLastPricePerUnit() throws {
    let web = try InProcessWeb()
    web.enter()
    _ = web.post(
      "/add",
      [
        ("name", "Whole milk"), ("quantity", "2"), ("unit", "L"), ("price", "2.38"),
        ("store", "Lidl"),
      ])
    let again = web.post("/add", [("name", "Whole milk"), ("quantity", "3")])
    let page = web.get(again.header("Location") ?? "").text
    #expect(page.contains("Added 3 L of Whole milk for €3.57."))
  }
}

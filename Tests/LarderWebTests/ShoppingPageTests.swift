import Foundation
import Testing

@testable import LarderWeb

/// The Shopping page: one list in the database, the same on every phone; a tick records
/// the purchase, and a second tick of the same line records nothing.
@Suite struct ShoppingPageTests {
  /// A household that bought 2 L of milk for 2.00 EUR on 1 November.
  func household() throws -> (InProcessWeb, item: String) {
    let web = try InProcessWeb()
    web.enter()
    let item =
      web.bought("Milk", "2", unit: "L", price: "2.00", on: "2026-11-01", expires: "2026-12-31")
    return (web, item)
  }

  @Test func aLinePutOnTheListShowsOnAnotherPhone() throws {
    let (web, item) = try household()
    let added = web.post("/shopping/add", [("name", "milk"), ("quantity", "3")])
    #expect(added.status == 303)
    #expect(added.header("Location") == "/shopping")
    let other = web.get("/shopping").text
    #expect(
      other.contains(
        "<a href=\"\(item)\"><strong>Milk</strong></a>: <span class=\"num\">3 L</span>"))
    #expect(other.contains("id=\"shopping-list\" data-refresh=\"/shopping\""))
    #expect(other.contains("<input type=\"hidden\" name=\"name\" value=\"Milk\">"))
    #expect(other.contains("<input type=\"hidden\" name=\"line\" value=\"listed-1-3000\">"))
  }

  @Test func boughtAsUsualRecordsThePurchaseOnceForTwoTicks() throws {
    let (web, item) = try household()
    _ = web.post("/shopping/add", [("name", "Milk"), ("quantity", "3")])
    let first = web.post("/shopping/buy", [("name", "Milk")])
    #expect(first.status == 303)
    let second = web.post("/shopping/buy", [("name", "Milk")])
    #expect(second.status == 422)
    #expect(second.text.contains("Milk was already bought from the shopping list"))
    // 2 L bought before and 3 L at 1.00 EUR a litre from the list: one purchase, not two.
    let page = web.get(item).text
    #expect(page.contains("3.00"))
    #expect(web.get("/shopping").text.contains("<li class=\"bought\">"))
  }

  @Test func boughtOpensAddAndItsFormTicksTheLine() throws {
    let (web, _) = try household()
    _ = web.post("/shopping/add", [("name", "Milk"), ("quantity", "3")])
    let list = web.get("/shopping").text
    #expect(list.contains("&amp;list=Milk\""))
    let add = web.get("/add", ["name": "Milk", "quantity": "3", "unit": "L", "list": "Milk"]).text
    #expect(add.contains("<input type=\"hidden\" name=\"list\" value=\"Milk\">"))
    let recorded = web.post(
      "/add",
      [("name", "Milk"), ("quantity", "3"), ("unit", "L"), ("price", "2.70"), ("list", "Milk")])
    #expect(recorded.status == 303)
    #expect(web.get("/shopping").text.contains("<li class=\"bought\">"))
  }

  @Test func anUntickWithinAMinuteTakesThePurchaseBack() throws {
    let (web, _) = try household()
    _ = web.post("/shopping/add", [("name", "Milk"), ("quantity", "3")])
    _ = web.post("/shopping/buy", [("name", "Milk")])
    let untick = web.post("/shopping/untick", [("name", "Milk")])
    #expect(untick.status == 303)
    let page = web.get("/shopping").text
    #expect(!page.contains("<li class=\"bought\">"))
    #expect(page.contains("action=\"/shopping/buy\""))
  }

  @Test func theOldRestockAddressShowsTheList() throws {
    let (web, _) = try household()
    _ = web.post("/shopping/add", [("name", "Bread")])
    #expect(web.get("/restock").text.contains("<strong>Bread</strong>"))
  }

  /// The line a tick form on the Shopping page names for `name` (`listed-3`, `suggested`).
  func seen(_ web: InProcessWeb, _ name: String) throws -> String {
    let page = web.get("/shopping").text
    let field = try #require(page.range(of: "name=\"name\" value=\"\(name)\">"))
    let line = try #require(page[field.upperBound...].range(of: "name=\"line\" value=\""))
    return String(page[line.upperBound...].prefix { $0 != "\"" })
  }

  /// The household with Lemons bought and "Lemons 1" on the list, and the line a phone
  /// shows for it.
  func lemonsOnTheList() throws -> (InProcessWeb, line: String) {
    let (web, _) = try household()
    _ = web.bought(
      "Lemons", "3", unit: "pcs", price: "1.20", on: "2026-11-01", expires: "2026-12-20")
    _ = web.post("/shopping/add", [("name", "Lemons"), ("quantity", "1")])
    return (web, try seen(web, "Lemons"))
  }

  @Test func aTickOfALineRemovedMeanwhileBuysNothing() throws {
    // One phone still shows "Lemons 1"; another removed the line.
    let (web, line) = try lemonsOnTheList()
    #expect(web.post("/shopping/remove", [("name", "Lemons")]).status == 303)
    let tick = web.post("/shopping/buy", [("name", "Lemons"), ("line", line)])
    #expect(tick.status == 422)
    #expect(tick.text.contains("the shopping list changed meanwhile: &#39;Lemons&#39;"))
    #expect(!web.get("/shopping").text.contains("<li class=\"bought\">"))
  }

  @Test func aTickOfALineBoughtAndPutOnAgainIsRefused() throws {
    let (web, item) = try household()
    _ = web.post("/shopping/add", [("name", "Milk"), ("quantity", "3")])
    let first = try seen(web, "Milk")
    #expect(web.post("/shopping/buy", [("name", "Milk"), ("line", first)]).status == 303)
    _ = web.post("/shopping/add", [("name", "Milk"), ("quantity", "1")])
    // The second phone's page was made before the tick: it names the first line.
    let stale = web.post("/shopping/buy", [("name", "Milk"), ("line", first)])
    #expect(stale.status == 422)
    #expect(stale.text.contains("Milk was already bought from the shopping list"))
    // The line put on again is still to buy, and buys with its own.
    let again = try seen(web, "Milk")
    #expect(again != first)
    #expect(web.post("/shopping/buy", [("name", "Milk"), ("line", again)]).status == 303)
    #expect(web.get(item).text.contains("1.00"))
  }

  @Test func aTickOfALineWhoseQuantityChangedMeanwhileIsRefused() throws {
    // "Lemons 1" on one phone; another member adds 3 more to the same line.
    let (web, line) = try lemonsOnTheList()
    _ = web.post("/shopping/add", [("name", "Lemons"), ("quantity", "3")])
    let tick = web.post("/shopping/buy", [("name", "Lemons"), ("line", line)])
    #expect(tick.status == 422)
    #expect(tick.text.contains("changed meanwhile"))
    let now = try seen(web, "Lemons")
    #expect(web.post("/shopping/buy", [("name", "Lemons"), ("line", now)]).status == 303)
  }
}

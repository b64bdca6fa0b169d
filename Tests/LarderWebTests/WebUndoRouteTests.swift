import Testing

@testable import LarderWeb

/// Undo from the web, answered in-process (`InProcessWeb`): away from the item's own page
/// an undo is shown first and done only once confirmed. `WebUndoTests` checks imports,
/// purges and redo over HTTP.
@Suite struct WebUndoRouteTests {
  /// A visitor let in with the key, who added 2 of Whole milk for 2.38.
  func afterAPurchase() throws -> InProcessWeb {
    let web = try InProcessWeb()
    web.enter()
    web.add("Whole milk", "2", price: "2.38")
    return web
  }

  /// The value of the hidden field `name` in `page`.
  static func hidden(_ name: String, in page: String) -> String? {
    let marker = "name=\"\(name)\" value=\""
    guard let start = page.range(of: marker)?.upperBound else { return nil }
    return String(page[start...].prefix { $0 != "\"" })
  }

  @Test func anUndoFromTheStockPageIsShownFirstAndChangesNothing() throws {
    let web = try afterAPurchase()
    let preview = web.post("/undo", [("back", "/")])
    #expect(preview.status == 200)
    #expect(Self.hidden("confirm", in: preview.text) == "1")
    #expect(Self.hidden("change", in: preview.text)?.count == 36)
    #expect(web.get("/").text.contains(">Whole milk</span>"))
  }

  @Test func theConfirmedUndoRemovesThePurchaseAndGoesBack() throws {
    let web = try afterAPurchase()
    let preview = web.post("/undo", [("back", "/")]).text
    let change = try #require(Self.hidden("change", in: preview))
    let response = web.post("/undo", [("change", change), ("back", "/"), ("confirm", "1")])
    #expect(response.status == 303)
    #expect(response.header("Location") == "/")
    #expect(web.get("/").text.contains("Nothing on hand."))
  }

  @Test func anUndoOfAnUnknownChangeIsRefusedAndChangesNothing() throws {
    let web = try afterAPurchase()
    let unknown = "00000000-0000-0000-0000-000000000001"
    let response = web.post("/undo", [("change", unknown), ("back", "/"), ("confirm", "1")])
    #expect(response.status == 422)
    #expect(web.get("/").text.contains(">Whole milk</span>"))
  }
}

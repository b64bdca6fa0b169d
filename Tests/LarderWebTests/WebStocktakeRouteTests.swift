import Testing

@testable import LarderWeb

/// The Stock page's stocktake mode, answered in-process (`InProcessWeb`): one field per
/// item, saved once, as one undoable stocktake.
@Suite struct WebStocktakeRouteTests {
  /// A visitor let in with the key, who bought 2 L of Whole milk and 1 L of Cream.
  func afterTwoPurchases() throws -> (InProcessWeb, milk: String, cream: String) {
    let web = try InProcessWeb()
    web.enter()
    let milk = web.add("Whole milk", "2", price: "2.38").header("Location") ?? ""
    let cream = web.add("Cream", "1", price: "1.50").header("Location") ?? ""
    return (web, String(milk.dropFirst("/items/".count)), String(cream.dropFirst("/items/".count)))
  }

  @Test func theStocktakePageHasOneFieldPerItemHoldingWhatIsRecorded() throws {
    let (web, milk, cream) = try afterTwoPurchases()
    let page = web.get("/stocktake").text
    #expect(WebUndoRouteTests.hidden("count.\(milk)", in: page) == "2")
    #expect(WebUndoRouteTests.hidden("count.\(cream)", in: page) == "1")
  }

  @Test func savingRecordsOnlyTheCountsThatChangedAsOneStocktake() throws {
    // Milk counted 1.5 (0.5 lost), Cream left as recorded.
    let (web, milk, cream) = try afterTwoPurchases()
    let response = web.post(
      "/stocktake",
      [
        ("count.\(milk)", "1.5"), ("recorded.\(milk)", "2"), ("count.\(cream)", "1"),
        ("recorded.\(cream)", "1"),
      ])
    #expect(response.status == 303)
    let stock = web.get("/").text
    #expect(stock.contains("Stocktake saved: 1 item corrected."))
    #expect(stock.contains("1.5 L"))
  }

  @Test func aCountThatIsNotAQuantityIsShownAgainAndChangesNothing() throws {
    let (web, milk, _) = try afterTwoPurchases()
    let response = web.post("/stocktake", [("count.\(milk)", "lots"), ("recorded.\(milk)", "2")])
    #expect(response.status == 422)
    #expect(web.get("/").text.contains("2 L"))
  }
}

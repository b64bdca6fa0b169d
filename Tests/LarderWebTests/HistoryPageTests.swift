import Foundation
import LarderCore
import LarderLanguage
import LarderStore
import Testing

@testable import LarderWeb

/// The History page (`/history`) and the item page's changes, answered in-process
/// (`InProcessWeb`): the changes newest first in the page's language, with where they came
/// from, undone and redone through `/undo` and `/redo` as `larder undo` and `redo` do.
@Suite struct HistoryPageTests {
  /// A visitor let in with the key, who bought 2 L of Whole milk for 2.38, then 6 pcs of
  /// Eggs for 3.00: two changes, Eggs the newest.
  func milkThenEggs() throws -> InProcessWeb {
    let web = try InProcessWeb()
    web.enter()
    web.add("Whole milk", "2", price: "2.38")
    web.add("Eggs", "6", unit: "pcs", price: "3.00")
    return web
  }

  /// The value of the first hidden field `name` in `page` after `marker`.
  static func hidden(_ name: String, in page: String, after marker: String = "") -> String? {
    let rest = page.range(of: marker).map { page[$0.upperBound...] } ?? page[...]
    let field = "name=\"\(name)\" value=\""
    guard let start = rest.range(of: field)?.upperBound else { return nil }
    return String(rest[start...].prefix { $0 != "\"" })
  }

  /// The row of `page`'s list of changes that contains `words`.
  static func row(_ words: String, in page: String) -> String? {
    page.components(separatedBy: "<li><span class=\"muted\">").dropFirst().first {
      $0.contains(words)
    }
  }

  /// Undoes the newest change from the History page: the Undo button of its first row,
  /// then the confirmation the page asks for. Returns the change's id and the response.
  func undoNewest(_ web: InProcessWeb) throws -> (change: String, response: Response) {
    let page = web.get("/history").text
    let change = try #require(Self.hidden("change", in: page, after: "action=\"/undo\""))
    let preview = web.post("/undo", [("change", change), ("back", "/history")])
    #expect(Self.hidden("confirm", in: preview.text) == "1")
    let response = web.post(
      "/undo", [("change", change), ("back", "/history"), ("confirm", "1")])
    return (change, response)
  }

  @Test func theChangesAreListedNewestFirst() throws {
    let page = try milkThenEggs().get("/history").text
    let eggs = try #require(page.range(of: "added 6 pcs of Eggs for 3.00 EUR"))
    let milk = try #require(page.range(of: "added 2 L of Whole milk for 2.38 EUR"))
    #expect(eggs.lowerBound < milk.lowerBound)
  }

  @Test func eachChangeSaysWhenAndThatItCameFromTheWeb() throws {
    let page = try milkThenEggs().get("/history").text
    let row = try #require(Self.row("of Eggs", in: page))
    #expect(row.contains("from the web"))
    // The time is the server's local one (its zone in the title), not marked UTC.
    let shown = try #require(row.firstMatch(of: /">([^<]*)<\/time>/)).1
    #expect(!shown.contains("UTC"))
  }

  @Test func aChangeFromTheCommandLineAndOneByAMemberSaySo() throws {
    let web = try InProcessWeb()
    web.enter()
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    func rice(_ origin: ChangeOrigin) throws {
      let row = PurchaseRow(
        line: 0, date: InProcessWeb.today, item: "Rice", quantity: Quantity(1),
        price: Money(minorUnits: 120, currency: .euro))
      try store.addPurchase(row, today: InProcessWeb.today, via: origin)
    }
    try rice(.commandLine(arguments: ["add", "Rice", "1", "--price", "1.20"]))
    try rice(.web(route: "/add", member: "Aiko"))
    let page = web.get("/history").text
    #expect(page.contains("from the command line"))
    #expect(page.contains("from the web, by Aiko"))
  }

  @Test func undoingFromTheHistoryUndoesTheNewestAndOffersItsRedo() throws {
    let web = try milkThenEggs()
    let (change, response) = try undoNewest(web)
    #expect(response.status == 303)
    #expect(response.header("Location") == "/history")
    let page = web.get("/history").text
    let row = try #require(Self.row("<br>added 6 pcs of Eggs", in: page))
    #expect(row.contains(">undone</strong>"))
    #expect(Self.hidden("change", in: page, after: "action=\"/redo\"") == change)
    #expect(!web.get("/").text.contains(">Eggs</span>"))
  }

  @Test func redoingFromTheHistoryBringsTheChangeBack() throws {
    let web = try milkThenEggs()
    let (change, _) = try undoNewest(web)
    let preview = web.post("/redo", [("change", change), ("back", "/history")])
    #expect(Self.hidden("confirm", in: preview.text) == "1")
    let response = web.post(
      "/redo", [("change", change), ("back", "/history"), ("confirm", "1")])
    #expect(response.status == 303)
    let page = web.get("/history").text
    #expect(!page.contains("action=\"/redo\""))
    #expect(web.get("/").text.contains(">Eggs</span>"))
  }

  @Test func olderChangesAreALinkAwayPastTheLatestFifty() throws {
    let web = try InProcessWeb()
    web.enter()
    for _ in 1...51 { web.add("Bread", "1", unit: "pcs", price: "1.00") }
    // 51 purchases: the page shows the latest 50, and links to up to 100.
    let page = web.get("/history").text
    #expect(page.components(separatedBy: "<li><span class=\"muted\">").count - 1 == 50)
    #expect(page.contains("href=\"/history?limit=100\""))
    let older = web.get("/history", ["limit": "100"]).text
    #expect(older.components(separatedBy: "<li><span class=\"muted\">").count - 1 == 51)
    #expect(!older.contains("limit=150"))
  }

  @Test func theItemPageListsOnlyThatItemsChanges() throws {
    let web = try milkThenEggs()
    let milk = web.get("/").text.components(separatedBy: "href=\"/items/").dropFirst()
      .map { "/items/" + $0.prefix(36) }
    let page = try #require(
      milk.map { web.get($0).text }.first { $0.contains("<title>Whole milk · Larder") })
    #expect(page.contains("added 2 L of Whole milk for 2.38 EUR"))
    #expect(!page.contains("of Eggs"))
  }

  @Test func theHistoryInFrenchReadsTheFrenchSummary() throws {
    let web = try milkThenEggs()
    let page = web.send(
      Request(
        method: "GET", path: "/history",
        headers: ["host": "127.0.0.1:8080", "accept-language": "fr-FR"])
    ).text
    #expect(page.contains("<html lang=\"fr\">"))
    #expect(page.contains("achat : Eggs, 6 pcs pour 3,00"))
    #expect(!page.contains("added 6 pcs"))
  }

  @Test func anItemWithOnlyExpiredStockOffersNoConsumeButDiscardExpired() throws {
    // 12 Eggs bought 1 Nov, expired 20 Nov: nothing usable on 1 Dec.
    let web = try InProcessWeb()
    web.enter()
    let item =
      web.bought("Eggs", "12", unit: "pcs", price: "3.00", on: "2026-11-01", expires: "2026-11-20")
    let page = web.get(item).text
    #expect(page.contains("Usable: <strong>0 pcs</strong> · expired: 12 pcs"))
    #expect(!page.contains("action=\"\(item)/consume\""))
    #expect(page.contains("Discard expired (12 pcs)"))
  }
}

import Foundation
import Testing

@testable import LarderWeb

/// The Eat first page on a household's first day (1 December 2026): eggs bought today,
/// 6 for 3.00 EUR expiring on 3 December, have no pace, so they are listed by their date
/// with their value, and the page says why.
@Suite struct EatFirstShortHistoryTests {
  @Test func itemsWithoutAPaceAreListedByTheirExpiryWithTheirValue() throws {
    let web = try InProcessWeb()
    web.enter()
    _ = web.post(
      "/add",
      [
        ("name", "Eggs"), ("quantity", "6"), ("unit", "pcs"), ("price", "3.00"),
        ("expires", "2026-12-03"),
      ])
    let page = web.get("/expiring").text
    #expect(page.contains("<h2>No pace known yet</h2>"))
    #expect(
      page.contains(
        "1 item with less than 14 days of history: its advice comes from expiry dates alone."))
    #expect(page.contains(">Eggs</a>"))
    #expect(
      page.contains(
        "<td class=\"num\" data-label=\"Left\">6 pcs</td><td data-label=\"Expires\">"
          + "<time class=\"date\" datetime=\"2026-12-03\">2026-12-03</time></td>"))
  }
}

/// A food bank's Eat first page: each table shows its first `ExpiringPage.rowLimit` lots,
/// soonest first, and links to the whole list. The eggs have no pace yet, so each lot is in
/// two tables: expiring within the week, and without a pace.
@Suite struct EatFirstRowLimitTests {
  /// 30 lots of eggs, each bought today and expiring on 3 December.
  func household() throws -> InProcessWeb {
    let web = try InProcessWeb()
    web.enter()
    for _ in 0..<30 {
      _ = web.post(
        "/add",
        [
          ("name", "Eggs"), ("quantity", "6"), ("unit", "pcs"), ("price", "3.00"),
          ("expires", "2026-12-03"),
        ])
    }
    return web
  }

  @Test func aTableShowsItsFirstRowsAndLinksToTheOthers() throws {
    let web = try household()
    let page = web.get("/expiring").text
    #expect(ExpiringPage.rowLimit == 25)
    #expect(page.components(separatedBy: "data-label=\"Left\">6 pcs</td>").count - 1 == 2 * 25)
    #expect(
      page.components(separatedBy: "<p><a href=\"/expiring?all=1\">and 5 more</a></p>").count - 1
        == 2)
    // The total is of every lot: 30 × 3.00.
    #expect(page.contains("€90.00"))
  }

  @Test func allShowsEveryRow() throws {
    let web = try household()
    let page = web.get("/expiring", ["all": "1"]).text
    #expect(page.components(separatedBy: "data-label=\"Left\">6 pcs</td>").count - 1 == 2 * 30)
    #expect(!page.contains("?all=1"))
  }
}

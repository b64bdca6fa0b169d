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

import Foundation
import Testing

@testable import LarderWeb

/// Each Stock row carries its quick actions, as small forms that come back to the stock:
/// consume one usual pack, open (for an item with an opened life) and discard the expired
/// stock; an item with nothing usable offers only the last.
@Suite struct StockQuickActionTests {
  /// A server on 1 December 2026 with `name` bought as `lots` (quantity, bought, expires),
  /// in pcs at 3.00 EUR; the item's path.
  func bought(_ name: String, _ lots: [(String, String, String)]) throws -> (InProcessWeb, String) {
    let web = try InProcessWeb()
    web.enter()
    var item = ""
    for (quantity, day, expires) in lots {
      item =
        web.post(
          "/add",
          [
            ("name", name), ("quantity", quantity), ("unit", "pcs"), ("price", "3.00"),
            ("date", day), ("expires", expires),
          ]
        ).header("Location") ?? ""
    }
    return (web, item)
  }

  /// The Stock row of the item at `item`'s path, from its `<tr>` to its `</tr>`.
  func row(_ page: String, _ item: String) -> String {
    guard let link = page.range(of: "href=\"\(item)\"") else { return "" }
    let start = page[..<link.lowerBound].range(of: "<tr>", options: .backwards)?.lowerBound
    let end = page[link.upperBound...].range(of: "</tr>")?.upperBound
    guard let start, let end else { return "" }
    return String(page[start..<end])
  }

  @Test func consumeOnePackTakesTheUsualPackAndComesBackToTheStock() throws {
    // Eggs bought as 12 twice and as 6 once: the usual pack is 12, not 4 nor 6.
    let (web, item) = try bought(
      "Eggs",
      [
        ("12", "2026-11-25", "2026-12-15"), ("12", "2026-11-26", "2026-12-15"),
        ("6", "2026-11-27", "2026-12-15"),
      ])
    let page = web.get("/").text
    #expect(row(page, item).contains("action=\"\(item)/consume\""))
    let response = web.post(
      item + "/consume", [("quantity", "1"), ("unit", "pack"), ("back", "/")])
    #expect(response.status == 303)
    #expect(response.header("Location") == "/")
    let after = web.get("/").text
    #expect(after.contains("Consumed 12 pcs of Eggs"))
    #expect(row(after, item).contains("<span class=\"num\">18 pcs</span>"))
  }

  @Test func aBackThatIsNotALocalPathGoesToTheItem() throws {
    let (web, item) = try bought("Eggs", [("12", "2026-11-25", "2026-12-15")])
    let response = web.post(
      item + "/consume", [("quantity", "1"), ("unit", "pack"), ("back", "//evil.example/")])
    #expect(response.header("Location") == item)
  }

  @Test func anItemWithOnlyExpiredStockOffersToDiscardItNotToConsumeIt() throws {
    let (web, item) = try bought("Eggs", [("6", "2026-11-01", "2026-11-20")])
    let line = row(web.get("/").text, item)
    #expect(line.contains("<td class=\"num\" data-label=\"Usable\">–</td>"))
    #expect(line.contains("<span class=\"num\">6 pcs</span> expired"))
    #expect(line.contains("action=\"\(item)/discard-expired\""))
    #expect(!line.contains("/consume"))
    #expect(!line.contains("/open"))
  }

  @Test func discardExpiredComesBackToTheStockWithWhatWasDiscarded() throws {
    let (web, item) = try bought(
      "Eggs", [("6", "2026-11-01", "2026-11-20"), ("12", "2026-11-25", "2026-12-15")])
    let line = row(web.get("/").text, item)
    #expect(line.contains("/consume") && line.contains("/discard-expired"))
    let response = web.post(item + "/discard-expired", [("back", "/")])
    #expect(response.header("Location") == "/")
    let after = web.get("/").text
    #expect(after.contains("Discarded the expired Eggs: 6 pcs expired on 2026-11-20."))
    #expect(!row(after, item).contains("/discard-expired"))
  }

  @Test func openIsOfferedOnlyWithAnOpenedLifeAndOpensTheFirstSealedLot() throws {
    let (web, item) = try bought("Milk", [("2", "2026-11-30", "2026-12-20")])
    #expect(!row(web.get("/").text, item).contains("/open"))
    _ = web.post(
      item + "/edit",
      [
        ("name", "Milk"), ("category", "other"), ("unit", "pcs"), ("min-stock", ""),
        ("location", ""), ("shelf-life", ""), ("opened-life", "3"), ("frozen-life", ""),
        ("thawed-life", ""), ("date-kind", ""),
      ])
    #expect(row(web.get("/").text, item).contains("action=\"\(item)/open\""))
    let response = web.post(item + "/open", [("back", "/")])
    #expect(response.header("Location") == "/")
    #expect(
      web.get("/").text.contains("Opened 2 pcs of Milk from 1 lot; expires 2026-12-04 (estimated).")
    )
  }

  @Test func lessThanAPackUsableBesideExpiredStockConsumesOnlyTheUsableRest() throws {
    // 12 eggs expired on 20 Nov, 12 bought 25 Nov of which 10 eaten: 2 usable, pack 12.
    let (web, item) = try bought(
      "Eggs", [("12", "2026-11-01", "2026-11-20"), ("12", "2026-11-25", "2026-12-15")])
    _ = web.post(item + "/consume", [("quantity", "10"), ("date", "2026-11-28")])
    let line = row(web.get("/").text, item)
    #expect(line.contains("<input type=\"hidden\" name=\"most\" value=\"2\">"))
    let response = web.post(
      item + "/consume", [("quantity", "1"), ("unit", "pack"), ("most", "2"), ("back", "/")])
    #expect(response.header("Location") == "/")
    let after = row(web.get("/").text, item)
    #expect(after.contains("<span class=\"num\">12 pcs</span> expired"))
    #expect(!after.contains("/consume"))
  }

  @Test func lessThanAPackLeftIsUsedUpByOnePackNotRefused() throws {
    // 12 eggs bought 25 Nov, 9 eaten: 3 left of a pack of 12.
    let (web, item) = try bought("Eggs", [("12", "2026-11-25", "2026-12-15")])
    _ = web.post(item + "/consume", [("quantity", "9"), ("date", "2026-11-28")])
    let response = web.post(
      item + "/consume", [("quantity", "1"), ("unit", "pack"), ("most", "3"), ("back", "/")])
    #expect(response.status == 303)
    #expect(web.get("/").text.contains("Consumed 3 pcs of Eggs"))
  }
}

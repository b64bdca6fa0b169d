import Foundation
import Testing

@testable import LarderWeb

/// Each Stock row carries one action, a small form that comes back to the stock (docs
/// definition 24): consume one usual portion (one piece of a counted item, else one usual
/// pack, at most what is usable), or discard the expired stock when nothing is usable.
/// Opening is on the item's page.
@Suite struct StockQuickActionTests {
  /// A server on 1 December 2026 with `name` bought as `lots` (quantity, bought, expires),
  /// in `unit` at 3.00 EUR; the item's path.
  func bought(_ name: String, unit: String = "pcs", _ lots: [(String, String, String)]) throws
    -> (InProcessWeb, String)
  {
    let web = try InProcessWeb()
    web.enter()
    var item = ""
    for (quantity, day, expires) in lots {
      item =
        web.post(
          "/add",
          [
            ("name", name), ("quantity", quantity), ("unit", unit), ("price", "3.00"),
            ("date", day), ("expires", expires),
          ]
        ).header("Location") ?? ""
    }
    return (web, item)
  }

  /// The Stock row of the item at `item`'s path, from its `<li>` to its `</li>`.
  func row(_ page: String, _ item: String) -> String {
    guard let link = page.range(of: "href=\"\(item)\"") else { return "" }
    let start = page[..<link.lowerBound].range(of: "<li ", options: .backwards)?.lowerBound
    let end = page[link.upperBound...].range(of: "</li>")?.upperBound
    guard let start, let end else { return "" }
    return String(page[start..<end])
  }

  /// The hidden fields of the row's form, as the browser sends them.
  func fields(_ row: String) -> [(String, String)] {
    row.matches(of: /<input type="hidden" name="([a-z]+)" value="([^"]*)">/)
      .filter { $0.1 != "csrf" }.map { (String($0.1), String($0.2)) }
  }

  @Test func aCountedItemsPortionIsOnePieceNotThePackItCameIn() throws {
    // Eggs bought as 12 twice and as 6 once: one tap takes one egg, not the box.
    let (web, item) = try bought(
      "Eggs",
      [
        ("12", "2026-11-25", "2026-12-15"), ("12", "2026-11-26", "2026-12-15"),
        ("6", "2026-11-27", "2026-12-15"),
      ])
    let line = row(web.get("/").text, item)
    #expect(line.contains("action=\"\(item)/consume\""))
    #expect(line.contains("aria-label=\"Consume 1 pcs of Eggs\">−1 pcs</button>"))
    let response = web.post(item + "/consume", fields(line))
    #expect(response.status == 303)
    #expect(response.header("Location") == "/")
    let after = web.get("/").text
    #expect(after.contains("Consumed 1 pcs of Eggs"))
    #expect(row(after, item).contains("<span class=\"num\">29 pcs</span>"))
  }

  @Test func aMeasuredItemsPortionIsItsUsualPack() throws {
    let (web, item) = try bought(
      "Milk", unit: "L", [("1", "2026-11-25", "2026-12-15"), ("1", "2026-11-26", "2026-12-15")])
    let line = row(web.get("/").text, item)
    #expect(line.contains(">−1 L</button>"))
    _ = web.post(item + "/consume", fields(line))
    #expect(row(web.get("/").text, item).contains("<span class=\"num\">1 L</span>"))
  }

  @Test func theRowComesBackToTheSearchItWasOn() throws {
    let (web, item) = try bought("Eggs", [("12", "2026-11-25", "2026-12-15")])
    let line = row(web.get("/", ["q": "egg"]).text, item)
    #expect(fields(line).contains { $0 == ("back", "/?q=egg") })
    #expect(web.post(item + "/consume", fields(line)).header("Location") == "/?q=egg")
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
    #expect(line.contains("<span class=\"badge expired\"><span class=\"num\">6 pcs</span> expired"))
    #expect(line.contains("action=\"\(item)/discard-expired\""))
    #expect(!line.contains("/consume"))
  }

  @Test func discardExpiredComesBackToTheStockWithWhatWasDiscarded() throws {
    let (web, item) = try bought("Eggs", [("6", "2026-11-01", "2026-11-20")])
    let response = web.post(item + "/discard-expired", [("back", "/")])
    #expect(response.header("Location") == "/")
    let after = web.get("/").text
    #expect(after.contains("Discarded the expired Eggs: 6 pcs expired on 2026-11-20."))
    #expect(!after.contains("/discard-expired"))
  }

  @Test func theNextExpiryIsMarkedByHowCloseItIs() throws {
    // Today is 1 December: within 3 days is soon, within 7 this week, later plain.
    for (expires, kind) in [
      ("2026-12-03", "soon"), ("2026-12-07", "week"), ("2026-12-20", "later"),
    ] {
      let (web, item) = try bought("Eggs", [("6", "2026-11-30", expires)])
      let line = row(web.get("/").text, item)
      #expect(line.contains("<span class=\"badge \(kind)\">"), "\(expires): \(line)")
      #expect(line.contains("datetime=\"\(expires)\""))
    }
  }

  @Test func openIsOfferedOnTheItemPageOnlyWithAnOpenedLife() throws {
    let (web, item) = try bought("Milk", [("2", "2026-11-30", "2026-12-20")])
    #expect(!web.get(item).text.contains("/open\""))
    _ = web.post(
      item + "/edit",
      [
        ("name", "Milk"), ("category", "other"), ("unit", "pcs"), ("min-stock", ""),
        ("location", ""), ("shelf-life", ""), ("opened-life", "3"), ("frozen-life", ""),
        ("thawed-life", ""), ("date-kind", ""),
      ])
    #expect(web.get(item).text.contains("action=\"\(item)/open\""))
    let response = web.post(item + "/open", [("back", item)])
    #expect(response.header("Location") == item)
    #expect(
      web.get(item).text.contains(
        "Opened 2 pcs of Milk from 1 lot; expires 2026-12-04 (estimated).")
    )
  }

  @Test func lessThanAPortionUsableBesideExpiredStockConsumesOnlyTheUsableRest() throws {
    // 2 L expired on 20 Nov, 2 L bought 25 Nov of which 1.5 L drunk: 0.5 L usable, pack 2 L.
    let (web, item) = try bought(
      "Milk", unit: "L", [("2", "2026-11-01", "2026-11-20"), ("2", "2026-11-25", "2026-12-15")])
    _ = web.post(item + "/consume", [("quantity", "1.5"), ("date", "2026-11-28")])
    let line = row(web.get("/").text, item)
    #expect(line.contains(">−0.5 L</button>"))
    #expect(web.post(item + "/consume", fields(line)).header("Location") == "/")
    let after = row(web.get("/").text, item)
    #expect(after.contains("<span class=\"num\">2 L</span> expired"))
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

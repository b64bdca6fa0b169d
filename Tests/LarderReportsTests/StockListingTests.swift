import Foundation
import LarderCore
import Testing

@testable import LarderReports

/// How `larder list` shows stock at a day: usable stock in the table, and a note on the
/// line of every item that holds expired stock.
@Suite struct StockListingTests {
  func line(_ name: String, unit: String, usable: Int32, expired: Int32, next: String?) throws
    -> ItemStock
  {
    try ItemStock(
      item: Item(
        name: name, category: "meat", unit: unit,
        createdOn: try CalendarDate(
          parsing: "2026-10-01")),
      usable: Quantity(usable), expired: Quantity(expired),
      nextExpiry: try next.map { try CalendarDate(parsing: $0) })
  }

  @Test func itemsWithExpiredStockCarryANoteSayingHowMuch() throws {
    let text = StockListing.text([
      try line("Ham", unit: "g", usable: 480, expired: 0, next: "2026-11-07"),
      try line("Minced beef", unit: "g", usable: 0, expired: 767, next: nil),
      try line("Sausages", unit: "pcs", usable: 6, expired: 3, next: "2026-11-04"),
    ])
    #expect(
      text == """
        NAME         USABLE  UNIT  CATEGORY  NEXT EXPIRY
        Ham             480  g     meat      2026-11-07
        Minced beef       0  g     meat      -            767 g expired
        Sausages          6  pcs   meat      2026-11-04   3 pcs expired

        """)
  }

  @Test func jsonGivesOnHandUsableAndExpiredAsDecimalStrings() throws {
    let json = StockListing.json([
      try line("Sausages", unit: "pcs", usable: 6, expired: 3, next: "2026-11-04")
    ])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(rows.first?["onHand"] as? String == "9")
    #expect(rows.first?["usable"] as? String == "6")
    #expect(rows.first?["expired"] as? String == "3")
    #expect(rows.first?["nextExpiry"] as? String == "2026-11-04")
  }
}

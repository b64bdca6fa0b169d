import Foundation
import Testing

/// Advice from the first day: on 1 December, eggs (6 for 3.00 EUR expiring 3 December, 12
/// for 4.80 EUR expiring 15 December) and milk, all bought that day, so no pace.
@Suite struct FirstDayAdviceCommandTests {
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    let day = ["--date", "2026-12-01"]
    try larder.run(["add", "Eggs", "6", "--price", "3.00", "--expires", "2026-12-03"] + day)
    try larder.run(["add", "Eggs", "12", "--price", "4.80", "--expires", "2026-12-15"] + day)
    try larder.run(["add", "Milk", "1", "--unit", "L", "--price", "1.20"] + day)
    return larder
  }

  static let note =
    "2 items have less than 14 days of history: no pace is known for them yet, so their advice comes from expiry dates alone."

  @Test func forecastListsWhatExpiresWithinTheWeekInsteadOfNothingGoesToWaste() throws {
    let text = try household().run(["forecast", "--as-of", "2026-12-01"]).stdout
    #expect(!text.contains("Nothing goes to waste"))
    #expect(
      text.hasPrefix(
        """
        Eat first (as of 2026-12-01, at the pace of the last 90 days):
          Use 6 pcs of Eggs by Thu 3 Dec (no pace known yet): 3.00 EUR at stake.
          \(Self.note)

        """))
  }

  @Test func forecastJSONCountsTheItemsAndListsTheirLots() throws {
    let json = try household().run(["forecast", "--as-of", "2026-12-01", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let short = try #require(object["shortHistory"] as? [String: Any])
    #expect(short["items"] as? Int == 2)
    let lots = try #require(short["lots"] as? [[String: Any]])
    #expect(lots.map { $0["value"] as? String } == ["3.00"])
  }

  @Test func restockSaysWhyItSuggestsOnlyByTheMinimum() throws {
    let larder = try household()
    #expect(
      try larder.run(["restock", "--as-of", "2026-12-01"]).stdout
        == "Nothing needs restocking.\n\(Self.note)\n")
    try larder.run(["edit", "Eggs", "--min-stock", "20"])
    #expect(
      try larder.run(["restock", "--as-of", "2026-12-01"]).stdout == """
        ITEM  USABLE  MIN  RUNS OUT       BUY BY      BUY  PACKS  UNIT
        Eggs      18   20  below minimum  2026-12-01    6  1 × 6  pcs
        \(Self.note)

        """)
    let json = try larder.run(["restock", "--as-of", "2026-12-01", "--format", "json"]).stdout
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(rows.first?["buyBy"] as? String == "2026-12-01")
    #expect(rows.first?["pack"] as? String == "6")
    #expect(rows.first?["packs"] as? Int == 1)
  }
}

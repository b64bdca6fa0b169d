import Foundation
import Testing

/// The analytics commands on small households whose figures are worked out by hand.
@Suite struct AnalyticsCommandTests {
  @Test func expiringValuesWhatIsLeftOfEachLot() throws {
    let larder = try LarderBinary()
    try larder.run([
      "add", "Yoghurt", "4", "--price", "1.99", "--expires", "2026-11-03", "--date", "2026-10-28",
    ])
    try larder.run(["consume", "Yoghurt", "1", "--date", "2026-10-30"])
    try larder.run([
      "add", "Ham", "2", "--price", "3.00", "--expires", "2026-10-30", "--date", "2026-10-25",
    ])
    let result = try larder.run([
      "expiring", "--as-of", "2026-11-01", "--within", "3", "--format", "json",
    ])
    let outlook = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    // 1.99 × 3 / 4 = 1.4925 → 1.49.
    let expiring = try #require(outlook["expiring"] as? [[String: Any]])
    #expect(expiring.count == 1)
    #expect(expiring.first?["remaining"] as? String == "3")
    #expect(expiring.first?["valueAtRisk"] as? String == "1.49")
    let expired = try #require(outlook["expired"] as? [[String: Any]])
    #expect(expired.first?["item"] as? String == "Ham")
    #expect(expired.first?["valueAtRisk"] as? String == "3.00")
    let totals = try #require(outlook["totals"] as? [String: [[String: String]]])
    #expect(totals["expired"] == [["currency": "EUR", "valueAtRisk": "3.00"]])
    #expect(totals["expiring"] == [["currency": "EUR", "valueAtRisk": "1.49"]])
    let text = try larder.run(["expiring", "--as-of", "2026-11-01", "--within", "3"]).stdout
    #expect(text.contains("\n2026-10-30  Ham      2  pcs      3.00  EUR  "))
    #expect(text.contains("\nTotal                            3.00  EUR\n\n"))
    #expect(text.hasSuffix("\nTotal                               1.49  EUR\n"))
  }

  @Test func spendingOfAYearWithTwoCurrencies() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Rice", "1", "--price", "2.50", "--date", "2025-01-10"])
    try larder.run(["add", "Rice", "1", "--price", "2.50", "--date", "2025-12-31"])
    try larder.run([
      "add", "Natto", "3", "--price", "298", "--currency", "JPY", "--date", "2025-06-01",
    ])
    try larder.run(["add", "Rice", "1", "--price", "9.99", "--date", "2026-01-01"])
    let result = try larder.run(["spending", "--year", "2025", "--by", "month", "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      (report["totals"] as? [[String: String]]) == [
        ["currency": "EUR", "amount": "5.00"], ["currency": "JPY", "amount": "298"],
      ])
    #expect(report["previous"] == nil)
    // By month: oldest first, not by amount (June's 298 JPY is not listed first).
    let rows = try #require(report["rows"] as? [[String: String]])
    #expect(rows.map { $0["key"] } == ["2025-01", "2025-06", "2025-12"])
  }

  @Test func restockSuggestsItemsBelowTheirMinimum() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Rice", "2", "--unit", "kg", "--date", "2026-10-01"])
    try larder.run(["edit", "Rice", "--min-stock", "3"])
    let result = try larder.run(["restock", "--as-of", "2026-11-01", "--format", "json"])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    // 3 − 2 = 1 kg short; the usual bag is 2 kg.
    #expect(rows.first?["item"] as? String == "Rice")
    #expect(rows.first?["suggested"] as? String == "2")
  }

  @Test func spendingRefusesTwoPeriods() throws {
    let result = try LarderBinary().run(["spending", "--month", "2026-10", "--year", "2026"])
    #expect(result.status == 64)
  }
}

import Foundation
import Testing

/// Every command and every report section tells one story about the stock at the as-of
/// date (docs definitions 3 to 5), on the shared sample household.
@Suite struct OneStoryTests {
  /// No run-out date after the day after the last usable lot expires, and an item with
  /// expired stock only is out of stock with no run-out date, in `rates`, `restock`,
  /// `forecast` and the report's Consumption and Restock rows, at three days: before, at
  /// and after the month's end. Checked against the lots and events by
  /// `Checkers/check_one_story.py`.
  @Test(arguments: ["2026-10-15", "2026-11-01", "2026-11-10"])
  func noCommandContradictsTheStockAtTheDay(asOf: String) throws {
    let larder = try LarderBinary.samples()
    var files: [String] = []
    for (name, arguments) in [
      ("rates.json", ["rates", "--format", "json"]),
      ("restock.json", ["restock", "--format", "json"]),
      ("forecast.json", ["forecast", "--format", "json"]),
      ("report.csv", ["report", "--format", "csv"]),
    ] {
      let result = try larder.run(arguments + ["--as-of", asOf])
      #expect(result.status == 0, "\(result.stderr)")
      let path = larder.folder.appendingPathComponent("\(asOf)-\(name)").path
      try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
      files.append(path)
    }
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker("check_one_story.py"), larder.database, asOf] + files)
    #expect(status == 0 && output.hasPrefix("ok"), "\(output)")
  }

  @Test func theReportsConsumptionAndRestockGiveTheSameRunOutDates() throws {
    // Both are as of 2026-11-01: Whole milk runs out on 2026-11-04 in each.
    let larder = try LarderBinary.samples()
    let csv = try larder.run(["report", "--as-of", "2026-11-01", "--format", "csv"]).stdout
    var dates: [String: Set<String>] = [:]
    for line in csv.components(separatedBy: "\r\n")
    where line.hasPrefix("consumption,") || line.hasPrefix("restock,") {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard cells.count > 6 else { continue }
      dates[cells[1], default: []].insert(cells[6])
    }
    #expect(!dates.isEmpty)
    for (item, seen) in dates { #expect(seen.count == 1, "\(item): \(seen)") }
  }

  @Test func ratesShowUsableExpiredAndStatus() throws {
    // Minced beef: 767 g left, all expired on 2026-10-28, so nothing usable: out.
    let larder = try LarderBinary.samples()
    let rates = try larder.run(["rates", "--as-of", "2026-11-01", "--format", "json"]).stdout
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(rates.utf8)) as? [[String: Any]])
    let beef = try #require(rows.first { $0["item"] as? String == "Minced beef" })
    #expect(beef["usable"] as? String == "0")
    #expect(beef["expired"] as? String == "767")
    #expect(beef["status"] as? String == "out")
    #expect(beef["runOutOn"] is NSNull)
    let text = try larder.run(["rates", "--as-of", "2026-11-01"]).stdout
    #expect(
      text.split(separator: "\n").contains {
        $0.hasPrefix("Minced beef ") && $0.contains("out of stock")
      })
  }

  @Test func restockSuggestsAnItemOutOfStockThatIsInUse() throws {
    // Minced beef is out (only expired stock) and was eaten in the last 90 days.
    let larder = try LarderBinary.samples()
    let restock = try larder.run(["restock", "--as-of", "2026-11-01", "--format", "json"]).stdout
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(restock.utf8)) as? [[String: Any]])
    let beef = try #require(rows.first { $0["item"] as? String == "Minced beef" })
    #expect(beef["status"] as? String == "out")
    #expect(beef["usable"] as? String == "0")
    #expect(beef["runOutOn"] is NSNull)
  }

  @Test func aHouseholdOneDayOldIsNotToldToBuySeventeenPacks() throws {
    // 3 packs of crème fraîche bought on 2026-11-01, 2.5 used that day: one day of history
    // is no rate (fewer than 14 days), so restock suggests nothing; with --min-history 1
    // the rate is 2.5 a day, 0.5 usable lasts 0.2 days, and over 7 days 2.5 × 6.8 = 17
    // rounds up to 6 packs of 3: 18.
    let larder = try LarderBinary()
    try larder.run(["add", "Crème fraîche", "3", "--price", "4.50", "--date", "2026-11-01"])
    try larder.run(["consume", "Crème fraîche", "2.5", "--date", "2026-11-01"])
    let restock = try larder.run(["restock", "--as-of", "2026-11-01", "--format", "json"])
    #expect(restock.stdout == "[]\n")
    let rates = try larder.run(["rates", "--as-of", "2026-11-01", "--format", "json"]).stdout
    #expect(rates.contains("\"status\": \"short-history\""))
    let eager = try larder.run(
      ["restock", "--as-of", "2026-11-01", "--min-history", "1", "--format", "json"]).stdout
    #expect(eager.contains("\"suggested\": \"18\""))
  }
}

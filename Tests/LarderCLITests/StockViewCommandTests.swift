import Foundation
import Testing

/// `list`, `expiring`, `spending --by month` and the report's headline on the shared
/// sample household as of 2026-11-01, checked against the sqlite3 shell reading the whole
/// history the plain way and against `forecast`, so that every command tells one story.
@Suite(.serialized) struct StockViewCommandTests {
  static let asOf = "2026-11-01"

  func json(_ arguments: [String]) throws -> Any {
    let result = try LarderBinary.samples().run(arguments + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  /// Thousandths as Larder prints a quantity: `767`, `0.15`, `1.125`.
  func quantity(_ thousandths: Int) -> String {
    let whole = "\(thousandths / 1000)"
    guard thousandths % 1000 != 0 else { return whole }
    var fraction = String(String(thousandths % 1000 + 1000).dropFirst())
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return whole + "." + fraction
  }

  @Test func listAgreesWithTheWholeHistoryReadByTheSQLiteShell() throws {
    // Each lot bought by D: its quantity less every event dated by D; usable when it has no
    // expiry, one on or after D or a best-before (the yoghurt past its best before of
    // 2026-10-28), expired otherwise. Nothing of Larder's SQL is reused.
    let d = StockViewCommandTests.asOf
    let rows = try LarderBinary.samples().sqlite(
      """
      WITH held AS (
        SELECT lots.item_id, lots.expires_on AS expires,
        lots.date_kind = 'best-before' AS best_before, lots.quantity - coalesce((
          SELECT sum(quantity) FROM events WHERE lot_id = lots.id AND occurred_on <= '\(d)'), 0)
          AS q
        FROM lots WHERE purchased_on <= '\(d)')
      SELECT items.name,
        sum(CASE WHEN expires IS NULL OR expires >= '\(d)' OR best_before THEN q ELSE 0 END),
        sum(CASE WHEN expires < '\(d)' AND NOT best_before THEN q ELSE 0 END),
        coalesce(min(CASE WHEN (expires >= '\(d)' OR best_before) AND q > 0 THEN expires END),
          '-')
      FROM held JOIN items ON items.id = held.item_id
      GROUP BY items.id HAVING sum(q) > 0 ORDER BY items.name;
      """
    ).split(separator: "\n").map { $0.split(separator: "|").map(String.init) }
    let listed = try #require(try json(["list", "--as-of", d]) as? [[String: Any]])
    #expect(listed.count == rows.count)
    #expect(rows.count > 50)
    for row in rows where row.count == 4 {
      let line = listed.first { $0["name"] as? String == row[0] }
      #expect(line?["usable"] as? String == quantity(Int(row[1]) ?? -1), "\(row)")
      #expect(line?["expired"] as? String == quantity(Int(row[2]) ?? -1), "\(row)")
      #expect((line?["nextExpiry"] as? String ?? "-") == row[3], "\(row)")
    }
  }

  @Test func listAgreesWithForecastOnUsableAndExpiredStock() throws {
    let d = StockViewCommandTests.asOf
    let listed = try #require(try json(["list", "--all", "--as-of", d]) as? [[String: Any]])
    let forecast = try #require(try json(["forecast", "--as-of", d]) as? [String: Any])
    let items = try #require(forecast["items"] as? [[String: Any]])
    #expect(!items.isEmpty)
    for item in items {
      let line = listed.first { $0["name"] as? String == item["item"] as? String }
      #expect(line?["usable"] as? String == item["usable"] as? String, "\(item)")
      #expect(line?["expired"] as? String == item["expired"] as? String, "\(item)")
    }
  }

  @Test func mincedBeefAndSalmonAreListedAsExpiredNotAsStock() throws {
    // 767 g of Minced beef and 621 g of Salmon fillet are left, all past their expiry
    // (2026-10-28 and 2026-10-27): nothing usable, no next expiry, and a note on the line,
    // in a column as wide as the longest next expiry ("best before 2026-12-30 (estimated)").
    let text = try LarderBinary.samples().run(["list", "--as-of", StockViewCommandTests.asOf])
      .stdout
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "NAME               USABLE  UNIT  CATEGORY   NEXT EXPIRY")
    #expect(
      lines.contains(
        "Minced beef             0  g     meat       -                                   767 g expired"
      ))
    #expect(
      lines.contains(
        "Salmon fillet           0  g     meat       -                                   621 g expired"
      ))
    #expect(
      lines.contains(
        "Avocados                2  pcs   produce    2026-11-02                          1 pcs expired"
      ))
  }

  @Test func expiringTotalsAreTheSumsOfTheLotsShown() throws {
    // Expired: 1.32 + 2.25 + 0.28 + 20.20 + 1.78 + 9.60 + 3.81 + 0.32 + 2.87 + 2.88 =
    // 45.31 EUR. Expiring within 2 days: 0.62 + 2.63 + 4.01 + 1.45 = 8.71 EUR.
    let arguments = ["expiring", "--as-of", StockViewCommandTests.asOf, "--within", "2"]
    let outlook = try #require(try json(arguments) as? [String: Any])
    let totals = try #require(outlook["totals"] as? [String: [[String: String]]])
    #expect(totals["expired"] == [["currency": "EUR", "valueAtRisk": "45.31"]])
    #expect(totals["expiring"] == [["currency": "EUR", "valueAtRisk": "8.71"]])
    for list in ["expired", "expiring"] {
      let cents = (outlook[list] as? [[String: Any]] ?? []).reduce(0) { sum, lot in
        let amount = (lot["valueAtRisk"] as? String) ?? ""
        return sum + (Int(amount.replacingOccurrences(of: ".", with: "")) ?? 0)
      }
      #expect(
        totals[list]?.first?["valueAtRisk"] == String(format: "%d.%02d", cents / 100, cents % 100))
    }
    let text = try LarderBinary.samples().run(arguments).stdout
    // The columns are as wide as "2026-10-23 (estimated)", the opened Crème fraîche's date.
    let pad = String(repeating: " ", count: 51)
    #expect(text.contains("\nTotal\(pad)45.31  EUR\n\n"))
    #expect(text.hasSuffix("\nTotal\(pad.dropLast(3))8.71  EUR\n"))
  }

  @Test func spendingByMonthRunsInTimeOrder() throws {
    // SELECT substr(date,1,7), currency, sum(round(price*100)) FROM p WHERE date LIKE
    //   '2026-%' GROUP BY 1, 2 ORDER BY 1, 2; August holds the week in Geneva (CHF).
    let spending = try #require(
      try json(["spending", "--year", "2026", "--by", "month"]) as? [String: Any])
    let rows = try #require(spending["rows"] as? [[String: String]])
    let keys = rows.map { "\($0["key"] ?? "") \($0["currency"] ?? "")" }
    #expect(keys.count == 11)
    #expect(keys == keys.sorted())
    #expect(Array(keys[7...8]) == ["2026-08 CHF", "2026-08 EUR"])
    #expect(rows[7]["amount"] == "87.39")
    #expect(rows[8]["amount"] == "472.45")
    let text = try LarderBinary.samples().run(["spending", "--year", "2026", "--by", "month"])
      .stdout
    let months = text.split(separator: "\n").dropFirst(2).map { $0.prefix(7) }
      .filter { $0.hasPrefix("2026-") }
    #expect(months == months.sorted())
    #expect(months.first == "2026-01" && months.last == "2026-10")
  }

  @Test func octobersReportHasNoRowOfZerosForFrancsAndFractionsInCSV() throws {
    // Francs were last spent in August 2026: October's headline has no CHF row, though
    // their 12-month average (7.28) is not zero. Shares: meat 149.55 / 560.33 = 0.2669 →
    // 0.267 (26.7 % in Markdown); Chicken breast's waste ratio 948 / 2800 = 0.339.
    let larder = try LarderBinary.samples()
    let arguments = ["report", "--as-of", StockViewCommandTests.asOf, "--locale", "en_US"]
    let csv = try larder.run(arguments + ["--format", "csv"]).stdout
      .components(separatedBy: "\r\n")
    #expect(!csv.contains { $0.contains(",CHF,") && !$0.hasPrefix("trend,") })
    #expect(csv.contains("category,meat,EUR,149.55,,,,0.267,,,"))
    #expect(csv.contains("change,from previous month,EUR,59.69,,,,0.119,,,"))
    #expect(csv.contains("waste,Chicken breast,EUR,14.29,948,g,,0.339,,,"))
    let markdown = try larder.run(arguments).stdout
    #expect(markdown.contains("| meat | EUR | €149.55 | 26.7 % |"))
    #expect(markdown.contains("| Chicken breast | 948 | g | €14.29 | 33.9 % |"))
    #expect(!markdown.contains("| CHF | CHF 0.00 |"))
  }

  @Test func aFreshWorkbookHasPercentCellsAndNoRowOfZeros() throws {
    let larder = try LarderBinary.samplesCopy()
    let path = larder.path("report.xlsx")
    let result = try larder.run([
      "report", "--as-of", StockViewCommandTests.asOf, "--format", "xlsx", "--output", path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_report_xlsx.py"), path,
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
  }
}

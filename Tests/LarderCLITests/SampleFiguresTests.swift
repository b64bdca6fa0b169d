import Foundation
import Testing

/// Figures from the sample household, worked out independently of Larder: by the
/// sqlite3 command-line shell over the sample CSV files (`.import --csv`, then the
/// query quoted beside each figure), and by hand from those sums.
@Suite(.serialized) struct SampleFiguresTests {
  func json(_ arguments: [String]) throws -> Any {
    let larder = try LarderBinary.samples()
    let result = try larder.run(arguments + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  @Test func octoberSpendingByCategory() throws {
    // SELECT category, sum(round(price*100)) FROM p WHERE date BETWEEN '2026-10-01'
    //   AND '2026-10-31' GROUP BY category ORDER BY 2 DESC;
    let report = try #require(try json(["spending", "--month", "2026-10"]) as? [String: Any])
    let rows = try #require(report["rows"] as? [[String: String]])
    #expect(
      rows.map { $0["key"] ?? "" } == [
        "meat", "drinks", "produce", "bakery", "dairy", "pantry", "household", "frozen",
      ])
    #expect(rows.first?["amount"] == "149.55")
    #expect((report["totals"] as? [[String: String]]) == [["currency": "EUR", "amount": "560.33"]])
    // September: 500.64 EUR. 12 months 2025-10 … 2026-09: 6094.01 EUR and 87.39 CHF;
    // / 12 = 507.834 → 507.83 EUR and 7.2825 → 7.28 CHF.
    #expect(
      (report["previous"] as? [[String: String]]) == [["currency": "EUR", "amount": "500.64"]])
    #expect(
      (report["average12"] as? [[String: String]]) == [
        ["currency": "CHF", "amount": "7.28"], ["currency": "EUR", "amount": "507.83"],
      ])
  }

  @Test func augustKeepsFrancsAndEurosApart() throws {
    // SELECT currency, sum(round(price*100)) FROM p WHERE date LIKE '2026-08-%' GROUP BY 1;
    let report = try #require(
      try json(["spending", "--month", "2026-08", "--by", "store"]) as? [String: Any])
    #expect(
      (report["totals"] as? [[String: String]]) == [
        ["currency": "CHF", "amount": "87.39"], ["currency": "EUR", "amount": "472.45"],
      ])
  }

  @Test func wholeMilkRateAndRunOut() throws {
    // consume events of Whole milk dated in (2026-08-03, 2026-11-01]: 29 L; first
    // bought 2025-09-03, so the window is 90 days: 29 / 90 = 0.322 a day, 2.256 a week.
    // On hand: 143 L bought − 142 L used = 1 L; 1 / (29/90) = 3.1 days → 2026-11-04.
    let rates = try #require(try json(["rates", "--as-of", "2026-11-01"]) as? [[String: Any]])
    let milk = try #require(rates.first { $0["item"] as? String == "Whole milk" })
    #expect(milk["onHand"] as? String == "1")
    #expect(milk["ratePerDay"] as? String == "0.322")
    #expect(milk["ratePerWeek"] as? String == "2.256")
    #expect(milk["daysOfSupply"] as? String == "3.1")
    #expect(milk["runOutOn"] as? String == "2026-11-04")
  }

  @Test func octoberChickenWaste() throws {
    // discards of Chicken breast in October: 948 g; consumed: 1852 g.
    // Ratio 948 / 2800 = 0.3386 → 0.339.
    let waste = try #require(try json(["waste", "--month", "2026-10"]) as? [String: Any])
    let rows = try #require(waste["rows"] as? [[String: Any]])
    let chicken = try #require(rows.first { $0["item"] as? String == "Chicken breast" })
    #expect(chicken["quantity"] as? String == "948")
    #expect(chicken["ratio"] as? String == "0.339")
  }

  @Test func expiringListsLotsInExpiryOrder() throws {
    let outlook = try #require(try json(["expiring", "--as-of", "2026-11-01"]) as? [String: Any])
    let expiring = try #require(outlook["expiring"] as? [[String: Any]])
    let dates = expiring.compactMap { $0["expires"] as? String }
    #expect(!dates.isEmpty)
    #expect(dates == dates.sorted())
    #expect(dates.allSatisfy { $0 >= "2026-11-01" && $0 <= "2026-11-08" })
    let expired = try #require(outlook["expired"] as? [[String: Any]])
    #expect(expired.allSatisfy { ($0["expires"] as? String ?? "") < "2026-11-01" })
  }
}

import Foundation
import Testing

/// `larder budget`, `prices` and `inflation` on the sample household, checked by an
/// independent Python computation with exact fractions
/// (`Checkers/check_prices_budget_inflation.py`), and the budget commands as typed.
@Suite struct BudgetAndPricesCommandTests {
  @Test(arguments: ["2026-11-01", "2026-10-10", "2026-10-03"])
  func everyFieldAgreesWithThePythonCheck(asOf: String) throws {
    let larder = try LarderBinary.samples()
    var files: [String] = []
    for (name, arguments) in [
      ("prices", ["prices", "Whole milk", "--as-of", asOf]),
      ("budget", ["budget", "--month", "2026-10", "--as-of", asOf]),
      ("inflation", ["inflation", "--month", "2026-10"]),
    ] {
      let result = try larder.run(arguments + ["--format", "json"])
      #expect(result.status == 0, "\(result.stderr)")
      let path = larder.folder.appendingPathComponent("\(name)-\(asOf).json").path
      try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
      files.append(path)
    }
    let (status, output) = try LarderBinary.python(
      [
        LarderBinary.checker("check_prices_budget_inflation.py"), larder.database, asOf,
        "2026-10", "Whole milk",
      ] + files)
    #expect(status == 0 && output.hasPrefix("ok"), "\(output)")
  }

  @Test func aBudgetSetFromAMonthLeavesEarlierMonthsAndCanBeEnded() throws {
    // 300 from 2026-09, ended from 2026-11: August has none, September 300, November none.
    let larder = try LarderBinary()
    try larder.run([
      "add", "Rice", "1", "--price", "12.00", "--category", "food", "--date", "2026-09-05",
    ])
    let set = try larder.run(["budget", "set", "food", "300", "--from", "2026-09"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout == "Budget of food: 300.00 EUR a month from 2026-09.\n")
    #expect(try larder.run(["budget", "unset", "food", "--from", "2026-11"]).status == 0)
    func categories(_ month: String) throws -> String {
      try larder.run(["budget", "--month", month, "--as-of", "2026-11-30", "--format", "json"])
        .stdout
    }
    #expect(!(try categories("2026-08")).contains("food"))
    #expect(try categories("2026-09").contains("\"spent\": \"12.00\""))
    #expect(!(try categories("2026-11")).contains("food"))
    let list = try larder.run(["budget", "list"]).stdout
    #expect(list.contains("300.00") && list.contains("ended"))
  }

  @Test func settingABudgetIsUndone() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["budget", "set", "*", "500"]).status == 0)
    #expect(try larder.run(["undo"]).stdout.contains("set the budget of the household"))
    #expect(try larder.run(["budget", "list"]).stdout == "No budgets.\n")
  }

  @Test func aBudgetNeedsItsArguments() throws {
    let larder = try LarderBinary()
    let missing = try larder.run(["budget", "set", "food"])
    #expect(missing.status == 64)
    #expect(missing.stderr.contains("larder budget set CATEGORY AMOUNT"))
    #expect(try larder.run(["budget", "sett", "food", "3"]).status == 64)
    #expect(try larder.run(["budget", "set", "food", "-3"]).status == 64)
  }

  @Test func theReportShowsTheBudgetsAndThePriceChange() throws {
    let larder = try LarderBinary.samples()
    let markdown = try larder.run(["report", "--as-of", "2026-11-01", "--locale", "en_US"]).stdout
    #expect(markdown.contains("## Budget"))
    #expect(markdown.contains("| meat | EUR | €140.00 | €149.55 | -€9.55 | 106.8 % |"))
    #expect(markdown.contains("Your prices (EUR): +2.6 % in a year; you bought 10.7 % more."))
  }

  @Test func pricesListItemsInTheOneOrderOfNames() throws {
    // The same order as list: Crème fraîche between Courgettes and Croissants.
    let larder = try LarderBinary.samples()
    let prices = try larder.run(["prices", "--as-of", "2026-11-01", "--format", "json"]).stdout
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(prices.utf8)) as? [[String: Any]])
    let names = rows.compactMap { $0["item"] as? String }
    let list = try larder.run(["list", "--all", "--as-of", "2026-11-01", "--format", "json"])
      .stdout
    let listed =
      (try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])?
      .compactMap { $0["name"] as? String } ?? []
    #expect(!names.isEmpty)
    #expect(names == listed.filter(Set(names).contains))
  }

  @Test func theBaseMonthComesBeforeTheMonth() throws {
    let result = try LarderBinary().run(["inflation", "--month", "2026-10", "--base", "2026-12"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: The base month 2026-12 must come before the month"))
  }

  @Test func anExpiryBeforeThePurchaseIsBadDataInOneLine() throws {
    let result = try LarderBinary().run([
      "add", "Lait", "1", "--date", "2026-11-20", "--expires", "2026-11-01",
    ])
    #expect(result.status == 65)
    #expect(
      result.stderr == "Error: the expiry 2026-11-01 is before the purchase date 2026-11-20\n")
  }
}

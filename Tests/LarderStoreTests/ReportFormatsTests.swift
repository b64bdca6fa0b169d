import Foundation
import LarderCore
import LarderReports
import LarderStore
import Testing

/// The monthly report's headline and ratios in every format, in-process on a household
/// whose figures are worked out by hand:
///
/// - August: Gruyère for 4.00 CHF, on a trip. September: milk for 5.00 EUR.
/// - October: milk for 3.00 EUR (dairy) and bread for 1.00 EUR (bakery): 4.00 EUR, so
///   dairy's share is 3/4 = 0.750 and bakery's 0.250; the change from September is
///   −1.00 EUR, −1.00 / 5.00 = −0.200.
/// - In October 3 L of milk are drunk and 1 L thrown away: a waste ratio of 1/4 = 0.250.
@Suite struct ReportFormatsTests {
  typealias S = InProcessStore

  func household() throws -> Store {
    let store = try S.empty()
    try store.addPurchase(
      PurchaseRow(
        line: 0, date: try S.day("2026-08-12"), item: "Gruyère", quantity: Quantity(1),
        price: try Money(parsing: "4.00", currency: try Currency(code: "CHF")),
        category: "dairy"), today: S.today)
    try S.buy(store, "Milk", "2", for: "5.00", on: "2026-09-10", unit: "L", category: "dairy")
    try S.buy(store, "Milk", "4", for: "3.00", on: "2026-10-05")
    try S.buy(store, "Bread", "1", for: "1.00", on: "2026-10-06", category: "bakery")
    try S.use(store, "Milk", "3", on: "2026-10-15")
    try S.use(store, "Milk", "1", on: "2026-10-20", .discard)
    return store
  }

  func report(_ month: String) throws -> MonthlyReport {
    try household().monthlyReport(
      try Month(parsing: month), asOf: try S.day("2026-11-01"), minHistory: 14)
  }

  @Test func categorySharesAreFractionsOfTheirCurrencysTotal() throws {
    let october = try report("2026-10")
    let shares = october.byCategory.rows.map {
      "\($0.key) \(october.share(of: $0)?.description ?? "-")"
    }
    #expect(shares == ["dairy 0.750", "bakery 0.250"])
  }

  /// The CSV report's lines (RFC 4180: CRLF line ends).
  func csvLines(_ month: String) throws -> [String] {
    CSVReport(try report(month)).rendered().components(separatedBy: "\r\n")
  }

  @Test func csvHasFractionsAndNoCurrencyWithoutSpendingInTheMonthOrTheMonthBefore() throws {
    let csv = try csvLines("2026-10")
    #expect(csv.contains("change,from previous month,EUR,-1.00,,,,-0.200,,,"))
    #expect(csv.contains("category,dairy,EUR,3.00,,,,0.750,,,"))
    #expect(csv.contains("category,bakery,EUR,1.00,,,,0.250,,,"))
    #expect(csv.contains("waste,Milk,EUR,0.75,1,L,,0.250,,,"))
    // The francs were spent in August: no zero rows for them in October's headline, but
    // they stay in the trend.
    #expect(!csv.contains { $0.contains(",CHF,") && !$0.hasPrefix("trend,") })
    #expect(csv.contains("trend,2026-08,CHF,4.00,,,2026-08-01,,,,"))
  }

  @Test func septembersHeadlineKeepsTheFrancsOfTheMonthBefore() throws {
    let csv = try csvLines("2026-09")
    #expect(csv.contains("spent,2026-09,CHF,0.00,,,,,,,"))
    #expect(csv.contains("previous_month,2026-08,CHF,4.00,,,,,,,"))
  }

  @Test func markdownShowsPercentagesWithOneDecimal() throws {
    let markdown = MarkdownReport(try report("2026-10"), locale: "en_US").rendered()
    #expect(markdown.contains("| EUR | €4.00 | €5.00 | -€1.00 | -20.0 % |"))
    let headline = markdown.components(separatedBy: "## ").first { $0.hasPrefix("Headline") }
    #expect(headline?.contains("| EUR |") == true)
    #expect(headline?.contains("CHF") == false)
    #expect(markdown.contains("| dairy | EUR | €3.00 | 75.0 % |"))
    #expect(markdown.contains("| Milk | 1 | L | €0.75 | 25.0 % |"))
  }

  @Test func xlsxWritesFractionsAsPercentCells() throws {
    let sheets = XLSXReport(try report("2026-10")).sheets()
    func percents(_ name: String, column: Int) -> [String] {
      let sheet = sheets.first { $0.name == name }
      return (sheet?.rows ?? []).compactMap { row in
        guard column < row.count, case .percent(let ratio) = row[column] else { return nil }
        return ratio.description
      }
    }
    #expect(percents("Summary", column: 4) == ["-0.200"])
    #expect(percents("Categories", column: 3) == ["0.750", "0.250"])
    #expect(percents("Waste", column: 4) == ["0.250"])
    let summary = sheets.first { $0.name == "Summary" }
    let labels = (summary?.rows ?? []).compactMap { row -> String? in
      guard case .text(let label)? = row.first else { return nil }
      return label
    }
    #expect(labels == ["EUR", "Purchases"])
  }

  @Test func wasteInACurrencyNotSpentInLatelyStaysInTheWorkbooksSummary() throws {
    // The Gruyère bought in August for 4.00 CHF is thrown away in October. The Markdown
    // headline still lists only euros (its waste line names the francs); the workbook's
    // summary, where waste is a column, keeps a CHF row so that the 4.00 is not lost.
    let store = try household()
    try S.use(store, "Gruyère", "1", on: "2026-10-25", .discard)
    let october = try store.monthlyReport(
      try Month(parsing: "2026-10"), asOf: try S.day("2026-11-01"), minHistory: 14)
    let markdown = MarkdownReport(october, locale: "en_US").rendered()
    let headline = markdown.components(separatedBy: "## ").first { $0.hasPrefix("Headline") }
    #expect(headline?.contains("| CHF |") == false)
    #expect(headline?.contains("Waste: CHF") == true)
    let summary = XLSXReport(october).sheets().first { $0.name == "Summary" }
    let labels = (summary?.rows ?? []).compactMap { row -> String? in
      guard case .text(let label)? = row.first else { return nil }
      return label
    }
    #expect(labels == ["CHF", "EUR", "Purchases"])
  }
}

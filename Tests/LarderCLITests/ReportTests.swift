import Foundation
import Testing

/// The monthly report: the committed sample reports are current (golden files), the
/// workbook reads back in openpyxl, and hostile names stay inert in every format.
@Suite(.serialized) struct ReportTests {
  static let arguments = ["report", "--as-of", "2026-11-01", "--locale", "en_US"]

  func committed(_ name: String) throws -> Data {
    try Data(contentsOf: LarderBinary.root.appendingPathComponent("reports/\(name)"))
  }

  func python(_ arguments: [String]) throws -> (Int32, String) {
    try LarderBinary.python(arguments)
  }

  var checker: String { LarderBinary.checker("check_report_xlsx.py") }

  @Test func markdownMatchesTheCommittedReport() throws {
    let larder = try LarderBinary.samples()
    let result = try larder.run(ReportTests.arguments)
    #expect(result.status == 0)
    #expect(
      Data(result.stdout.utf8) == (try committed("2026-10.md")),
      "run 'make demo' to refresh reports/")
  }

  @Test func csvMatchesTheCommittedReport() throws {
    let larder = try LarderBinary.samples()
    let result = try larder.run(ReportTests.arguments + ["--format", "csv"])
    #expect(result.status == 0)
    #expect(
      Data(result.stdout.utf8) == (try committed("2026-10.csv")),
      "run 'make demo' to refresh reports/")
  }

  @Test func xlsxIsReproducibleAndMatchesTheCommittedReport() throws {
    let larder = try LarderBinary.samplesCopy()
    let first = larder.folder.appendingPathComponent("a.xlsx").path
    let second = larder.folder.appendingPathComponent("b.xlsx").path
    #expect(
      try larder.run(ReportTests.arguments + ["--format", "xlsx", "--output", first]).status == 0)
    #expect(
      try larder.run(ReportTests.arguments + ["--format", "xlsx", "--output", second]).status == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
    #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: second))))
    #expect(bytes == (try committed("2026-10.xlsx")), "run 'make demo' to refresh reports/")
  }

  @Test func xlsxReadsBackWithTypedCellsAndCharts() throws {
    let (status, output) = try python([
      checker, LarderBinary.root.appendingPathComponent("reports/2026-10.xlsx").path,
    ])
    #expect(status == 0, "\(output)")
    #expect(output == "ok\n")
  }

  @Test func theDefaultMonthIsTheLastCompleteOne() throws {
    let larder = try LarderBinary.samples()
    let result = try larder.run(["report", "--as-of", "2026-11-15"])
    #expect(result.stdout.hasPrefix("# Larder report: 2026-10\n"))
  }

  @Test func moneyFollowsTheLocale() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Rice", "1", "--price", "1234.50", "--date", "2026-10-05"])
    let french = try larder.run(["report", "--as-of", "2026-11-01", "--locale", "fr_FR"]).stdout
    #expect(
      french.contains("1\u{202F}234,50\u{00A0}€") || french.contains("1\u{00A0}234,50\u{00A0}€"))
  }

  static let hostileNames = ["a|b", "=1+1", "<b>x</b>", "line\nbreak", "🥑 avocado", "خبز عربي"]

  @Test func hostileNamesStayInertInEveryFormat() throws {
    let larder = try LarderBinary()
    // "line\nbreak", which no way in accepts, is put in by hand as a hand edit could.
    for name in LarderBinary.importable(ReportTests.hostileNames) {
      let added = try larder.run([
        "add", name, "2", "--price", "3.00", "--date", "2026-10-05", "--expires", "2026-11-03",
      ])
      #expect(added.status == 0, "\(added.stderr)")
      try larder.run(["discard", name, "1", "--date", "2026-10-20"])
    }
    try larder.putHandEdited(ReportTests.hostileNames)
    let markdown = try larder.run(["report", "--as-of", "2026-11-01"]).stdout
    for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
      // Every row of a table has as many unescaped pipes as its header.
      let cells = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
      #expect(cells >= 4 && cells <= 8, "\(line)")
    }
    #expect(markdown.contains("a\\|b"))
    #expect(markdown.contains("&lt;b&gt;x&lt;/b&gt;"))
    #expect(markdown.contains("line break"))
    #expect(!markdown.contains("<b>"))

    let csv = try larder.run(["report", "--as-of", "2026-11-01", "--format", "csv"]).stdout
    #expect(csv.contains("'=1+1"))
    #expect(!csv.contains(",=1+1"))
    #expect(csv.contains("\"line\nbreak\""))

    let path = larder.folder.appendingPathComponent("hostile.xlsx").path
    #expect(
      try larder.run(["report", "--as-of", "2026-11-01", "--format", "xlsx", "--output", path])
        .status == 0)
    let (status, output) = try python([checker, path] + ReportTests.hostileNames)
    #expect(status == 0, "\(output)")
  }

  @Test func anUnwritableTargetFailsWithoutAPartialFile() throws {
    let larder = try LarderBinary()
    let result = try larder.run([
      "report", "--format", "xlsx", "--output", "/nonexistent/dir/r.xlsx",
    ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("Error: cannot write /nonexistent/dir/r.xlsx"))
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent/dir/r.xlsx"))
  }
}

extension ReportTests {
  @Test func xlsxGoesToAPipeWithOutputDash() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Rice", "1", "--price", "2.00", "--date", "2026-10-05"])
    let result = try larder.runProcess([
      "report", "--as-of", "2026-11-01", "--format", "xlsx", "--output", "-",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.utf8.starts(with: [0x50, 0x4B]))  // a zip file: "PK"
  }
}

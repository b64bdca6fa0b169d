import Foundation
import Testing

/// What people open, opened with the programs they use: LibreOffice Calc for the
/// workbooks, GitHub's Markdown (CommonMark with tables) for the report, Chromium at a
/// phone's and a desktop's width for the digest. The converted
/// files are kept under `.build/real-clients/` to look at; they are never committed.
@Suite(.serialized, .tags(.slow)) struct RealClientTests {
  static let output = LarderBinary.root.appendingPathComponent(".build/real-clients")

  func check(_ arguments: [String]) throws {
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker("check_libreoffice.py")] + arguments)
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }

  @Test func theCommittedReportShowsMonthsAndItsValuesInLibreOffice() throws {
    // Two month charts (EUR, and CHF for August's francs), the 12 months as labels.
    let report = LarderBinary.root.appendingPathComponent("reports/2026-10.xlsx").path
    try check([report, Self.output.appendingPathComponent("report").path, "2"])
  }

  @Test func aFreshExportShowsItsValuesAndRecalculatedTotalsInLibreOffice() throws {
    let larder = try LarderBinary.samples()
    let workbook = Self.output.appendingPathComponent("export.xlsx").path
    try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
    let result = try larder.run(["export", "--as-of", "2026-11-01", "--output", workbook])
    #expect(result.status == 0, "\(result.stderr)")
    try check([workbook, Self.output.appendingPathComponent("export").path, "2", "--pivot"])
  }

  @Test func theCommittedMarkdownRendersWithEveryRowInItsTable() throws {
    let report = LarderBinary.root.appendingPathComponent("reports/2026-10.md").path
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_markdown.py"), report, "Crème fraîche", "豆腐", "Minced beef",
    ])
    #expect(status == 0 && output.hasPrefix("ok"), "\(output)")
  }

  @Test func hostileNamesStayInTheirCellsWhenRendered() throws {
    let larder = try LarderBinary()
    // "line\nbreak", which no way in accepts, is put in by hand as a hand edit could.
    for name in LarderBinary.importable(ReportTests.hostileNames) {
      #expect(
        try larder.run(["add", name, "2", "--price", "3.00", "--date", "2026-10-05"]).status == 0)
    }
    try larder.putHandEdited(ReportTests.hostileNames)
    let path = larder.path("report.md")
    #expect(
      try larder.run(["report", "--as-of", "2026-11-01", "--output", path]).status == 0)
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker("check_markdown.py"), path, "a|b", "<b>x</b>", "🥑 avocado"])
    #expect(status == 0 && output.hasPrefix("ok"), "\(output)")
  }

  @Test func theDigestFitsAPhoneAndADesktopInChromium() throws {
    // The sample household as of 1 November: long lists, accents and 豆腐 (fonts-noto-cjk).
    let larder = try LarderBinary.samples()
    let message = Self.output.appendingPathComponent("digest.eml").path
    try FileManager.default.createDirectory(at: Self.output, withIntermediateDirectories: true)
    let result = try larder.run([
      "digest", "--as-of", "2026-11-01", "--to", "me@example.org", "--output", message,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_digest_browser.py"), message,
      Self.output.appendingPathComponent("digest").path, "Minced beef", "豆腐", "Crème fraîche",
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }
}

import Foundation
import LarderCore
import LarderFiles
import LarderLanguage
import LarderReports
import LarderStore

/// `/downloads`: the monthly report (Markdown, CSV, XLSX), the household workbook and the
/// calendar feed's address; and the files themselves under `/downloads/…`.
enum DownloadsPage {
  /// The page; the calendar token is read from the database, as it is now.
  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let l = visit.l
    let month = visit.today.month.adding(months: -1)
    let host = visit.request.headers["host"] ?? visit.configuration.address.description
    let token = try store.webSetting(.calendarToken) ?? ""
    let calendar =
      (visit.configuration.tls ? "https://" : "http://") + host + "/calendar.ics?token=" + token
    let content: HTML = """
      <h2>\(l.tr("Monthly report"))</h2>
      <form method="get" action="/downloads/report" class="stack">
      \(FormField(
        name: "month", label: l.tr("Month"), hint: l.tr("year and month, as 2026-11"),
        value: month.description,
        attributes: " inputmode=\"numeric\" pattern=\"\\s*[0-9]{4}-[0-9]{2}\\s*\""
      ).html)
      <div class="row">
      <button type="submit" name="format" value="md">Markdown</button>
      <button type="submit" name="format" value="csv">CSV</button>
      <button type="submit" name="format" value="xlsx">XLSX</button>
      </div>
      </form>
      <h2>\(l.tr("The whole household"))</h2>
      <p><a class="button" href="/downloads/household.xlsx">\(l.tr("Workbook (XLSX)"))</a></p>
      <p class="muted">\(CodeSentence.html(l.tr("For CSV files that import back, run {command}."), "larder export --format csv"))</p>
      <h2>\(l.tr("Calendar feed"))</h2>
      <p>\(CodeSentence.html(l.tr("Subscribe to this address in a calendar app to see each lot's expiry day. Anyone with it can read the expiry dates; {command} replaces it."), "larder serve --rotate-calendar-token"))</p>
      <p><code>\(calendar)</code></p>
      """
    return .html(
      Layout.page(
        Layout.Section.downloads.title(l), section: .downloads, visit.context, content))
  }

  /// `/downloads/report?month=YYYY-MM&format=md|csv|xlsx`.
  static func report(_ visit: Visit, _ store: Store) throws -> Response {
    let month = try visit.month(else: visit.today.month.adding(months: -1))
    let report = try store.monthlyReport(month, asOf: visit.today, minHistory: 14)
    switch visit.query("format") ?? "md" {
    case "md":
      let text = MarkdownReport(report, localization: visit.l).rendered()
      return .download(
        Array(text.utf8), type: "text/markdown; charset=utf-8", filename: "larder-\(month).md")
    case "csv":
      return .download(
        Array(CSVReport(report).rendered().utf8), type: "text/csv; charset=utf-8",
        filename: "larder-\(month).csv")
    case "xlsx":
      let bytes = try OutputBytes.written(named: "report.xlsx") {
        try XLSXReport(report).write(to: $0)
      }
      return .download(bytes, type: xlsxType, filename: "larder-\(month).xlsx")
    default:
      let text = visit.request.query["format"] ?? ""
      let refused = FormValues.invalid(
        text, "format", NotOneOf(text: text, allowed: ["md", "csv", "xlsx"]))
      return ErrorPage.response(400, refused.message(visit.l), context: visit.context)
    }
  }

  /// `/downloads/household.xlsx`: what `larder export --format xlsx` writes.
  static func household(_ visit: Visit, _ store: Store) throws -> Response {
    let bytes = try store.snapshot {
      try OutputBytes.written(named: "household.xlsx") {
        try visit.configuration.householdWorkbook(store, $0, visit.today)
      }
    }
    return .download(bytes, type: xlsxType, filename: "larder-\(visit.today).xlsx")
  }

  static let xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
}

import Foundation
import LarderCore
import LarderFiles
import LarderReports
import LarderStore

/// `/downloads`: the monthly report (Markdown, CSV, XLSX), the household workbook and the
/// calendar feed's address; and the files themselves under `/downloads/…`.
enum DownloadsPage {
  /// The page; the calendar token is read from the database, as it is now.
  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let month = visit.today.month.adding(months: -1)
    let host = visit.request.headers["host"] ?? visit.configuration.address.description
    let token = try store.webSetting(.calendarToken) ?? ""
    let calendar =
      (visit.configuration.tls ? "https://" : "http://") + host + "/calendar.ics?token=" + token
    let content: HTML = """
      <h2>Monthly report</h2>
      <form method="get" action="/downloads/report" class="stack">
      <label>Month<input type="text" name="month" value="\(month)" inputmode="numeric" \
      pattern="[0-9]{4}-[0-9]{2}"></label>
      <div class="row">
      <button type="submit" name="format" value="md">Markdown</button>
      <button type="submit" name="format" value="csv">CSV</button>
      <button type="submit" name="format" value="xlsx">XLSX</button>
      </div>
      </form>
      <h2>The whole household</h2>
      <p><a class="button" href="/downloads/household.xlsx">Workbook (XLSX)</a></p>
      <p class="muted">For CSV files that import back, run <code>larder export --format csv</code>.</p>
      <h2>Calendar feed</h2>
      <p>Subscribe to this address in a calendar app to see each lot's expiry day. Anyone \
      with it can read the expiry dates; <code>larder serve --rotate-calendar-token</code> \
      replaces it.</p>
      <p><code>\(calendar)</code></p>
      """
    return .html(Layout.page("Downloads", section: .downloads, visit.context, content))
  }

  /// `/downloads/report?month=YYYY-MM&format=md|csv|xlsx`.
  static func report(_ visit: Visit, _ store: Store) throws -> Response {
    let month: Month
    do {
      month =
        try visit.query("month").map { try Month(parsing: $0) }
        ?? visit.today.month.adding(months: -1)
    } catch {
      return ErrorPage.response(
        400, "The value '\(visit.request.query["month"] ?? "")' is invalid for month: \(error)",
        context: visit.context)
    }
    let report = try store.monthlyReport(month, asOf: visit.today, minHistory: 14)
    switch visit.query("format") ?? "md" {
    case "md":
      let text = MarkdownReport(report, locale: visit.configuration.locale).rendered()
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
      return ErrorPage.response(
        400,
        "The value '\(visit.request.query["format"] ?? "")' is invalid for format: "
          + "expected one of md, csv, xlsx", context: visit.context)
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

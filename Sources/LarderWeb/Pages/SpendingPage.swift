import LarderCore
import LarderReports
import LarderStore

/// `/spending?month=YYYY-MM`: a month's spending by category and by store, the 12 months
/// up to it and what was thrown away, each currency on its own (never added together),
/// with charts drawn on the server.
enum SpendingPage {
  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let month: Month
    do {
      month = try visit.query("month").map { try Month(parsing: $0) } ?? visit.today.month
    } catch {
      return ErrorPage.response(
        400, "The value '\(visit.request.query["month"] ?? "")' is invalid for month: \(error)",
        context: visit.context)
    }
    guard years.contains(month.year) else {
      return ErrorPage.response(
        400,
        "The value '\(month)' is invalid for month: the spending page shows 0002-01 to "
          + "9999-12 (it charts the 12 months before)", context: visit.context)
    }
    let overview = try store.spendingOverview(of: month, includingWaste: true)
    let first = overview.trend.first?.month ?? month
    var sections: [HTML] = []
    for (index, currency) in overview.currencies.enumerated() {
      let byCategory = overview.byCategory.rows.filter { $0.amount.currency == currency }
      let byStore = overview.byStore.rows.filter { $0.amount.currency == currency }
      let points = overview.trend.map { point -> (Month, Money) in
        (point.month, point.totals[currency])
      }
      let total = visit.money.string(overview.byCategory.totals[currency])
      let change = visit.money.signed(
        overview.comparison?.change(in: currency) ?? .zero(currency))
      let average = overview.comparison?.average12.map {
        " · 12-month average \(visit.money.string($0[currency]))"
      }
      sections.append(
        """
        <section class="card">
        <h2>\(currency.code): \(total)</h2>
        <p class="muted">\(change) on \(month.adding(months: -1))\(average ?? "")</p>
        \(byCategory.isEmpty ? "" : BarChart.svg(id: "categories-\(currency.code)", title: "\(month) by category, \(currency.code)", rows: byCategory, series: index, money: visit.money))
        \(byStore.isEmpty ? "" : BarChart.svg(id: "stores-\(currency.code)", title: "\(month) by store, \(currency.code)", rows: byStore, series: index, money: visit.money))
        \(LineChart.svg(id: "trend-\(currency.code)", title: "Spending per month, \(first) to \(month), \(currency.code)", currency: currency, points: points, series: index, money: visit.money))
        </section>
        """)
    }
    let next: HTML =
      month.adding(months: 1).year <= years.upperBound
      ? "<a href=\"/spending?month=\(month.adding(months: 1))\" rel=\"next\">\(month.adding(months: 1)) →</a>"
      : ""
    let nav: HTML = """
      <p class="tools"><a href="/spending?month=\(month.adding(months: -1))" rel="prev">← \
      \(month.adding(months: -1))</a> · <strong>\(month)</strong> · \
      \(next)</p>
      """
    let charts: HTML =
      sections.isEmpty
      ? "<p class=\"muted\">Nothing bought this month.</p>"
      : "<div class=\"cards\">\(sections)</div>"
    let content: HTML = """
      \(nav)
      \(charts)
      <h2>Thrown away</h2>
      \(overview.waste.map { wasteTable($0, visit) } ?? "")
      """
    return .html(Layout.page("Spending \(month)", section: .spending, visit.context, content))
  }

  /// The years the page can show: its trend and comparison reach 12 months back, and
  /// the calendar ends in 9999.
  static let years = 2...9999

  static func wasteTable(_ waste: Waste, _ visit: Visit) -> HTML {
    guard !waste.rows.isEmpty else { return "<p class=\"muted\">Nothing.</p>" }
    let rows = waste.rows.map { row -> HTML in
      """
      <tr><td>\(row.item)</td><td class="num">\(row.quantity) \(row.unit)</td>\
      <td class="num">\(visit.money.string(row.value))</td></tr>

      """
    }
    return """
      <div class="table"><table>
      <thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th>\
      <th scope="col" class="num">Value</th></tr></thead>
      <tbody>\(rows)</tbody></table></div>
      \(ExpiringPage.totals(waste.totals, visit))
      """
  }
}

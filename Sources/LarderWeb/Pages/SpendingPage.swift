import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/spending?month=YYYY-MM`: a month's spending by category and by store, the 12 months
/// up to it and what was thrown away, each currency on its own (never added together),
/// the currency bought in most often first (`CurrencyOrder`), with charts drawn on the server.
enum SpendingPage {
  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let month = try visit.month(else: visit.today.month)
    guard years.contains(month.year) else {
      return ErrorPage.response(
        400,
        l.tr(
          "The value '{text}' is invalid for month: the spending page shows 0002-01 to 9999-12 (it charts the 12 months before)",
          ["text": month.description]), context: visit.context)
    }
    let overview = try visit.models.value(store, "spending", month.description) {
      try store.spendingOverview(of: month, includingWaste: true)
    }
    let first = overview.trend.first?.month ?? month
    var sections: [HTML] = []
    let currencies = CurrencyOrder.byUse(overview.currencies, trend: overview.trend)
    for (index, currency) in currencies.enumerated() {
      sections.append(card(overview, currency, series: index, month: month, first: first, visit, f))
    }
    let previous = month.adding(months: -1)
    let next: HTML =
      month.adding(months: 1).year <= years.upperBound
      ? """
      <a href="/spending?month=\(month.adding(months: 1))" rel="next">\
      \(f.shortMonth(month.adding(months: 1), withYear: true)) →</a>
      """
      : ""
    // Short month names, so that the switch stays one line on a phone.
    let nav: HTML = """
      <p class="tools months"><a href="/spending?month=\(previous)" rel="prev">\
      ← \(f.shortMonth(previous, withYear: true))</a> \
      <strong>\(f.shortMonth(month, withYear: true))</strong> \(next)</p>
      """
    let nothing = l.tr("Nothing bought this month.")
    let charts: HTML =
      sections.isEmpty
      ? "<p class=\"muted\">\(nothing)</p>"
      : "<div class=\"cards\">\(sections)</div>"
    let content: HTML = """
      \(nav)
      \(charts)
      <h2>\(l.tr("Thrown away"))</h2>
      \(overview.waste.map { wasteTable($0, visit) } ?? "")
      """
    let title = l.tr("Spending {month}", ["month": f.month(month)])
    return .html(Layout.page(title, section: .spending, visit.context, content))
  }

  /// One currency's card: its total, the change on the month before, its charts.
  static func card(
    _ overview: SpendingOverview, _ currency: Currency, series: Int, month: Month,
    first: Month, _ visit: Visit, _ f: Formats
  ) -> HTML {
    let l = visit.l
    let byCategory = overview.byCategory.rows.filter { $0.amount.currency == currency }
    let byStore = overview.byStore.rows.filter { $0.amount.currency == currency }
    let points = overview.trend.map { point -> (Month, Money) in
      (point.month, point.totals[currency])
    }
    let total = visit.money.string(overview.byCategory.totals[currency])
    let change = visit.money.signed(
      overview.comparison?.change(in: currency) ?? .zero(currency))
    let averageWords = l.tr("12-month average")
    // A currency first spent in this month has no earlier month to average, not an average
    // of 0.
    let noAverage = l.tr("no earlier month to average")
    let average: HTML =
      overview.comparison?.average12.map { averages -> HTML in
        averages.currencies.contains(currency)
          ? " · \(averageWords) <span class=\"amount\">\(visit.money.string(averages[currency]))</span>"
          : " · \(noAverage)"
      } ?? ""
    let code = currency.code
    let named = f.month(month)
    // A bar chart of `rows` titled `title`; nothing when there is no row.
    func bars(_ id: String, _ title: String, _ rows: [SpendingRow]) -> HTML {
      rows.isEmpty
        ? ""
        : BarChart.svg(
          id: "\(id)-\(code)", title: title, rows: rows, series: series, money: visit.money)
    }
    let categories = bars(
      "categories", l.tr("{month} by category, {currency}", ["month": named, "currency": code]),
      byCategory)
    let stores = bars(
      "stores", l.tr("{month} by store, {currency}", ["month": named, "currency": code]), byStore)
    let trend = LineChart.svg(
      id: "trend-\(code)",
      title: l.tr(
        "Spending per month, {first} to {last}, {currency}",
        ["first": f.month(first), "last": f.month(month), "currency": code]),
      currency: currency, points: points, series: series, money: visit.money, formats: f)
    return """
      <section class="card" data-currency="\(code)">
      <h2>\(code): <span class="amount">\(total)</span></h2>
      <p class="muted"><span class="amount">\(change)</span> \
      \(l.tr("on {month}", ["month": f.month(month.adding(months: -1))]))\(average)</p>
      \(categories)
      \(stores)
      \(trend)
      </section>
      """
  }

  /// The years the page can show: its trend and comparison reach 12 months back, and
  /// the calendar ends in 9999.
  static let years = 2...9999

  static func wasteTable(_ waste: Waste, _ visit: Visit) -> HTML {
    let l = visit.l
    let nothing = l.tr("Nothing.")
    guard !waste.rows.isEmpty else { return "<p class=\"muted\">\(nothing)</p>" }
    let f = Formats(l)
    let rows = waste.rows.map { row -> HTML in
      """
      <tr><td>\(row.item)</td><td class="num">\(f.quantity(row.quantity)) \(row.unit)</td>\
      <td class="num"><span class="amount">\(visit.money.string(row.value))</span></td></tr>

      """
    }
    return """
      <div class="table"><table>
      <thead><tr><th scope="col">\(l.tr("Item"))</th>\
      <th scope="col" class="num">\(l.tr("Quantity"))</th>\
      <th scope="col" class="num">\(l.tr("Value"))</th></tr></thead>
      <tbody>\(rows)</tbody></table></div>
      \(ExpiringPage.totals(waste.totals, visit))
      """
  }
}

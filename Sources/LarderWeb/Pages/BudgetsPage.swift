import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/budgets?month=YYYY-MM`: the month's budgets against its spending, per category and
/// currency, as `larder budget` shows them (`Store.budgetReport`), each with the share of
/// the budget used and the share of the month gone by today, as a meter and as text; and
/// the form that sets a budget as `larder budget set` does.
enum BudgetsPage {
  static func response(
    _ visit: Visit, _ store: Store, values: FormValues? = nil, error: String? = nil,
    field: String? = nil
  ) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let month = try visit.month(else: visit.today.month)
    let report = try visit.models.value(
      store, "budgets", month.description, visit.today.description
    ) {
      try store.budgetReport(month, asOf: visit.today)
    }
    let lines = report.lines.map { line(month, $0, visit, f) }
    let none = l.tr("No budget in effect this month.")
    let list: HTML =
      lines.isEmpty
      ? "<p class=\"muted\">\(none)</p>"
      : "<ul class=\"plain budgets\">\(lines)</ul>"
    let previous = month.adding(months: -1)
    let next = month.adding(months: 1)
    let content: HTML = """
      <p class="tools months"><a href="/budgets?month=\(previous)" rel="prev">\
      ← \(f.shortMonth(previous, withYear: true))</a> \
      <strong>\(f.shortMonth(month, withYear: true))</strong> \
      <a href="/budgets?month=\(next)" rel="next">\(f.shortMonth(next, withYear: true)) →</a></p>
      \(list)
      <h2>\(l.tr("Set a budget"))</h2>
      \(form(month, visit, values: values, error: error, field: field))
      """
    return .html(
      Layout.page(Layout.Section.budgets.title(l), section: .budgets, visit.context, content),
      status: error == nil ? 200 : 422)
  }

  /// One budget: its category and currency, spent of the budget, what is left or over,
  /// the share used and the share of the month gone, and the pace when known.
  static func line(_ month: Month, _ line: BudgetLine, _ visit: Visit, _ f: Formats) -> HTML {
    let l = visit.l
    let name = line.category == Budget.household ? l.tr("the household") : line.category
    let amount = { (money: Money) -> HTML in
      "<span class=\"amount\">\(visit.money.string(money))</span>"
    }
    let used = line.used.map { f.percent($0) } ?? "–"
    let elapsed = f.percent(line.elapsed)
    let over = l.tr("over by")
    let leftWords = l.tr("left:")
    let paceWords = l.tr("At this pace:")
    let left: HTML =
      line.overspent.minorUnits > 0
      ? "<span class=\"over\">\(over) \(amount(line.overspent))</span>"
      : "\(leftWords) \(amount(line.remaining))"
    let pace: HTML =
      line.projected.map { "<p class=\"muted\">\(paceWords) \(amount($0))</p>" } ?? ""
    return """
      <li class="card budget\(line.isAtRisk ? " risk" : "")">\
      <h3>\(name) <span class="muted">\(line.budget.currency.code)</span></h3>
      <p>\(amount(line.spent)) / \(amount(line.budget)) · \(left)</p>
      <p class="meter"><label>\(l.tr("Budget used:")) <span class="num">\(used)</span>\
      <meter min="0" max="1" value="\(meterValue(line.used))"></meter></label></p>
      <p class="meter"><label>\(l.tr("Month gone:")) <span class="num">\(elapsed)</span>\
      <meter min="0" max="1" value="\(meterValue(line.elapsed))"></meter></label></p>
      \(pace)</li>

      """
  }

  /// A share as a meter's value, from 0 to 1 (a meter draws more than 1 as full).
  static func meterValue(_ ratio: Ratio?) -> String {
    guard let ratio else { return "0" }
    return ratio.scaled(to: 3) > 1000 ? "1" : ratio.formatted(places: 3)
  }

  /// The form that sets a budget: category (`*` for the whole household), amount, currency
  /// and first month.
  static func form(
    _ month: Month, _ visit: Visit, values: FormValues?, error: String?, field: String?
  ) -> HTML {
    let l = visit.l
    let value = { (name: String, fallback: String) -> String in
      values?.fields[name] ?? fallback
    }
    let errorHTML = FormField.error(error)
    // TRANSLATORS: the hint of a month field: how a month may be typed, an example of each.
    let months = l.tr("2027-03 or 03/2027")
    return """
      \(errorHTML)
      <form class="stack" method="post" action="/budgets">\(visit.context.csrfField)
      \(FormField(
        name: "category", label: l.tr("Category"), hint: l.tr("* for the whole household"),
        value: value("category", ""), attributes: " required", isInvalid: field == "category"
      ).html)
      <div class="row">
      \(FormField(
        name: "amount", label: l.tr("Amount a month"), value: value("amount", ""),
        kind: " inputmode=\"decimal\"", attributes: " required", isInvalid: field == "amount"
      ).html)
      \(FormField(
        name: "currency", label: l.tr("Currency"),
        value: value("currency", visit.configuration.defaultCurrency.code),
        kind: " maxlength=\"3\" autocapitalize=\"characters\"", isInvalid: field == "currency"
      ).html)
      </div>
      \(FormField(
        name: "from", label: l.tr("From month"), hint: months, value: value("from", month.description),
        attributes: " autocomplete=\"off\"", isInvalid: field == "from"
      ).html)
      <div><button type="submit">\(l.tr("Set the budget"))</button></div>
      </form>
      """
  }
}

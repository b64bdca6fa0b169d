import LarderCore
import LarderLanguage

/// `larder budget`: the month against its budgets, and the budgets with their history.
public enum BudgetView {
  /// `{"month", "asOf", "rows": [{"category", "currency", "budget", "spent", "remaining",
  /// "used", "elapsed", "projected"}]}`: money as decimal strings, `used` and `elapsed`
  /// fractions to 3 decimals, `projected` null before the month's 7th day.
  public static func json(_ report: BudgetReport) throws(ValueError) -> String {
    JSONValue.object([
      ("month", .string(report.month.description)), ("asOf", .string(report.asOf.description)),
      (
        "rows",
        .array(
          report.lines.map { line in
            .object([
              ("category", .string(line.category)),
              ("currency", .string(line.budget.currency.code)),
              ("budget", .string(line.budget.amount)), ("spent", .string(line.spent.amount)),
              ("remaining", .string(line.remaining.amount)),
              ("used", .optional(line.used?.formatted(places: 3))),
              ("elapsed", .string(line.elapsed.formatted(places: 3))),
              ("projected", .optional(line.projected?.amount)),
            ])
          })
      ),
    ]).rendered()
  }

  /// A table of the month's budgets (the share used beside the share of the month gone),
  /// then one line per budget over or on pace to be over; before the month's 7th day,
  /// without a pace, a line saying so. A month without budgets is the caller's to word
  /// (the command line says how to set one).
  public static func text(_ report: BudgetReport) throws(ValueError) -> String {
    let l = Localization.current
    let f = Formats(l)
    var out =
      l.tr(
        "Budgets for {month} (as of {date})",
        ["month": f.month(report.month), "date": f.date(report.asOf)]) + "\n\n"
    var table = TextTable([
      (Localization.current.tr("CATEGORY"), .left), (Localization.current.tr("BUDGET"), .right),
      (Localization.current.tr("SPENT"), .right), (Localization.current.tr("LEFT"), .right),
      (Localization.current.tr("USED"), .right), (Localization.current.tr("MONTH GONE"), .right),
      (Localization.current.tr("AT THIS PACE"), .right),
      (Localization.current.tr("CUR"), .left),
    ])
    for line in report.lines {
      table.add([
        line.category == Budget.household ? l.tr("* (household)") : line.category,
        f.amount(line.budget), f.amount(line.spent), f.amount(line.remaining),
        line.used.map(f.tablePercent) ?? "-", f.tablePercent(line.elapsed),
        line.projected.map(f.amount) ?? "-", line.budget.currency.code,
      ])
    }
    out += table.rendered()
    if report.asOf.month == report.month,
      report.asOf.components.day < BudgetLine.firstPaceDay
    {
      out +=
        l.tr(
          "No pace before the 7th of the month: compare the share of each budget used with the share of the month gone."
        ) + "\n"
    }
    for line in report.lines {
      guard line.isAtRisk else { continue }
      let overspent = line.overspent
      let over = line.overPace ?? overspent
      if line.category == Budget.household {
        out +=
          line.remaining.minorUnits < 0
          ? l.tr(
            "The household is over budget by {amount}.", ["amount": f.sentenceMoney(overspent)])
          : l.tr(
            "The household is on pace to overspend by {amount}.", ["amount": f.sentenceMoney(over)])
      } else {
        out +=
          line.remaining.minorUnits < 0
          ? l.tr(
            "{category} is over budget by {amount}.",
            ["category": line.category, "amount": f.sentenceMoney(overspent)])
          : l.tr(
            "{category} is on pace to overspend by {amount}.",
            ["category": line.category, "amount": f.sentenceMoney(over)])
      }
      out += "\n"
    }
    return out
  }

  /// `[{"category", "currency", "amount", "from"}]`; `amount` null where a budget ends.
  public static func json(_ budgets: [Budget]) -> String {
    JSONValue.array(
      budgets.map { budget in
        .object([
          ("category", .string(budget.category)), ("currency", .string(budget.currency.code)),
          ("amount", .optional(budget.amount?.amount)), ("from", .string(budget.from.description)),
        ])
      }
    ).rendered()
  }

  /// Every budget entry: category, currency, amount (or "ended") and the month from which.
  public static func text(_ budgets: [Budget]) -> String {
    let f = Formats()
    guard !budgets.isEmpty else { return f.localization.tr("No budgets.") + "\n" }
    var table = TextTable([
      (Localization.current.tr("CATEGORY"), .left), (Localization.current.tr("AMOUNT"), .right),
      (Localization.current.tr("CUR"), .left), (Localization.current.tr("FROM"), .left),
    ])
    for budget in budgets {
      table.add([
        budget.category, budget.amount.map(f.amount) ?? f.localization.tr("ended"),
        budget.currency.code,
        budget.from.description,
      ])
    }
    return table.rendered()
  }
}

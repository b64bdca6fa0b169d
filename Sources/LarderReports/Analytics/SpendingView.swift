import LarderCore
import LarderLanguage

/// `larder spending`: totals and a breakdown, as text or JSON, from the overview the web's
/// Spending page shows too.
public enum SpendingView {
  /// `{from, to, by, totals, rows}` of the breakdown, plus `previous` and `average12` for a
  /// month.
  public static func json(_ overview: SpendingOverview) -> String {
    let spending = overview.breakdown
    var members: [(String, JSONValue)] = [
      ("from", .string(spending.period.from.description)),
      ("to", .string(spending.period.to.description)),
      ("by", .string(spending.dimension.rawValue)),
      ("totals", .amounts(spending.totals)),
      (
        "rows",
        .array(
          spending.rows.map {
            .object([
              ("key", .string($0.key)), ("currency", .string($0.amount.currency.code)),
              ("amount", .string($0.amount.amount)),
            ])
          })
      ),
    ]
    if let comparison = overview.comparison {
      members.append(("previous", .amounts(comparison.previous)))
      members.append(("average12", comparison.average12.map(JSONValue.amounts) ?? .null))
    }
    return JSONValue.object(members).rendered()
  }

  /// A table of the breakdown with the totals, and the comparison for a month.
  public static func text(_ overview: SpendingOverview) -> String {
    let spending = overview.breakdown
    let l = Localization.current
    let f = Formats(l)
    let by: String
    switch spending.dimension {
    case .category: by = l.tr("by category")
    case .store: by = l.tr("by store")
    case .item: by = l.tr("by item")
    case .month: by = l.tr("by month")
    }
    var out =
      l.tr(
        "Spending {from} to {to}, {by}",
        ["from": f.date(spending.period.from), "to": f.date(spending.period.to), "by": by])
      + "\n\n"
    guard !spending.rows.isEmpty else { return out + l.tr("No purchases in this period.") + "\n" }
    let heading: String
    switch spending.dimension {
    case .category: heading = l.tr("CATEGORY")
    case .store: heading = l.tr("STORE")
    case .item: heading = l.tr("ITEM")
    case .month: heading = l.tr("MONTH")
    }
    var table = TextTable([
      (heading, .left),
      (Localization.current.tr("AMOUNT"), .right), (Localization.current.tr("CUR"), .left),
    ])
    for row in spending.rows {
      table.add([row.key, f.amount(row.amount), row.amount.currency.code])
    }
    for total in spending.totals.amounts {
      table.add([l.tr("Total"), f.amount(total), total.currency.code])
    }
    out += table.rendered()
    if let comparison = overview.comparison {
      out += "\n"
      for currency in comparison.currencies {
        let change = comparison.change(in: currency)
        let percent =
          comparison.relativeChange(in: currency).map { " (\(f.tableSignedPercent($0)))" } ?? ""
        out +=
          l.tr(
            "{currency}: previous month {previous}, change {change}",
            [
              "currency": currency.code, "previous": f.amount(comparison.previous[currency]),
              "change": signed(f.amount(change)),
            ]) + percent
        if let average = comparison.average12 {
          out += l.tr(", 12-month average {average}", ["average": f.amount(average[currency])])
        }
        out += "\n"
      }
    }
    return out
  }

  static func signed(_ text: String) -> String { text.hasPrefix("-") ? text : "+" + text }
}

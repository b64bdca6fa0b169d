import LarderCore

/// `larder spending`: totals and a breakdown, as text or JSON.
public enum SpendingView {
  /// `{from, to, by, totals, rows}`, plus `previous` and `average12` for a month.
  public static func json(_ spending: Spending, comparison: MonthComparison?) -> String {
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
    if let comparison {
      members.append(("previous", .amounts(comparison.previous)))
      members.append(("average12", comparison.average12.map(JSONValue.amounts) ?? .null))
    }
    return JSONValue.object(members).rendered()
  }

  /// A table of the breakdown with the totals, and the comparison for a month.
  public static func text(_ spending: Spending, comparison: MonthComparison?) -> String {
    var out =
      "Spending \(spending.period.from) to \(spending.period.to), by \(spending.dimension.rawValue)\n\n"
    guard !spending.rows.isEmpty else { return out + "No purchases in this period.\n" }
    var table = TextTable([
      (spending.dimension.rawValue.uppercased(), .left),
      (Localization.current.tr("AMOUNT"), .right), (Localization.current.tr("CUR"), .left),
    ])
    for row in spending.rows { table.add([row.key, row.amount.amount, row.amount.currency.code]) }
    for total in spending.totals.amounts {
      table.add(["Total", total.amount, total.currency.code])
    }
    out += table.rendered()
    if let comparison {
      out += "\n"
      for currency in comparison.currencies {
        let change = comparison.change(in: currency)
        let percent =
          comparison.relativeChange(in: currency).map { " (\($0.signedPercentText))" } ?? ""
        out +=
          "\(currency.code): previous month \(comparison.previous[currency].amount), change \(signed(change.amount))\(percent)"
        if let average = comparison.average12 {
          out += ", 12-month average \(average[currency].amount)"
        }
        out += "\n"
      }
    }
    return out
  }

  static func signed(_ text: String) -> String { text.hasPrefix("-") ? text : "+" + text }
}

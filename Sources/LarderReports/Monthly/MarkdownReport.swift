import LarderCore

/// The monthly report as GitHub-flavoured Markdown.
///
/// Every table has the same number of cells in every row; numbers are right-aligned;
/// user text is escaped so that `|`, `*`, `_`, `<`, backticks, a leading `#` or a
/// newline cannot break the layout.
public struct MarkdownReport {
  let report: MonthlyReport
  let money: MoneyFormatter

  /// Creates the Markdown writer for a report and a locale.
  public init(_ report: MonthlyReport, locale: String) {
    self.report = report
    self.money = MoneyFormatter(locale: locale)
  }

  /// The whole document.
  public func rendered() -> String {
    var out = "# Larder report: \(report.month)\n\nAs of \(report.asOf).\n"
    out += section("Headline", headline())
    out += section("Budget", budget())
    out += section("Spending by category", categories())
    out += section("Spending by store", spendingTable("Store", report.byStore.rows))
    out += section("Top items", spendingTable("Item", report.topItems))
    out += section("Trend", trend())
    out += section("Waste", waste())
    out += section("Consumption and run-out, as of \(report.asOf)", consumption())
    out += section("Looking ahead from \(report.asOf)", lookingAhead())
    return out
  }

  func section(_ title: String, _ body: String) -> String {
    "\n## \(title)\n\n" + body
  }

  /// A table with a header row and alignment row; `right` marks numeric columns.
  func table(_ headers: [String], right: Set<Int>, _ rows: [[String]]) -> String {
    guard !rows.isEmpty else { return "Nothing to show.\n" }
    var out = "| " + headers.joined(separator: " | ") + " |\n|"
    for index in headers.indices { out += right.contains(index) ? " ---: |" : " --- |" }
    out += "\n"
    for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
    return out
  }

  func headline() -> String {
    let comparison = report.comparison
    let rows = comparison.recentCurrencies.map { currency -> [String] in
      [
        currency.code, money.string(comparison.current[currency]),
        money.string(comparison.previous[currency]), money.signed(comparison.change(in: currency)),
        comparison.relativeChange(in: currency)?.signedPercentText ?? "–",
        comparison.average12.map { money.string($0[currency]) } ?? "–",
        comparison.differenceFromAverage(in: currency).map(money.signed) ?? "–",
      ]
    }
    var out = table(
      [
        "Currency", "Spent", "Previous month", "Change", "Change %", "12-month average",
        "Difference from average",
      ],
      right: [1, 2, 3, 4, 5, 6], rows)
    let wasted = report.waste.totals.amounts.map(money.string).joined(separator: ", ")
    out += "\nPurchases: \(report.purchaseCount). Waste: \(wasted.isEmpty ? "none" : wasted).\n"
    for row in report.inflation.rows {
      guard let index = row.index,
        let change = Ratio(index.numerator - index.denominator, index.denominator)
      else { continue }
      let more =
        row.boughtMore.flatMap { share in
          Ratio(
            share.numerator.magnitude > 0 ? Int128(share.numerator.magnitude) : 0, share.denominator
          )
          .map { "; you bought \($0.percentText) " + (share.numerator < 0 ? "less" : "more") }
        } ?? ""
      out += "\nYour prices (\(row.currency.code)): \(change.signedPercentText) in a year\(more).\n"
    }
    return out
  }

  func budget() -> String {
    table(
      ["Category", "Currency", "Budget", "Spent", "Left", "Used"], right: [2, 3, 4, 5],
      report.budget.lines.map { line in
        [
          line.category == Budget.household ? "All (household)" : Self.escape(line.category),
          line.budget.currency.code, money.string(line.budget), money.string(line.spent),
          money.signed(line.remaining), line.used?.percentText ?? "–",
        ]
      })
  }

  func categories() -> String {
    table(
      ["Category", "Currency", "Amount", "Share"], right: [2, 3],
      report.byCategory.rows.map { row in
        [
          Self.escape(row.key), row.amount.currency.code, money.string(row.amount),
          report.share(of: row)?.percentText ?? "–",
        ]
      })
  }

  func spendingTable(_ title: String, _ rows: [SpendingRow]) -> String {
    table(
      [title, "Currency", "Amount"], right: [2],
      rows.map { [Self.escape($0.key), $0.amount.currency.code, money.string($0.amount)] })
  }

  func trend() -> String {
    let largest = report.trend.flatMap(\.totals.amounts).map(\.minorUnits).max() ?? 0
    var rows: [[String]] = []
    for point in report.trend {
      let amounts = point.totals.isEmpty ? [] : point.totals.amounts
      if amounts.isEmpty { rows.append([point.month.description, "–", "–", ""]) }
      for amount in amounts {
        // In 128 bits: an amount × 20 can pass 64 bits. A bar is 0 to 20 characters.
        let share = largest > 0 ? Int128(amount.minorUnits) * 20 / Int128(largest) : 0
        let width = Int(min(max(share, 0), 20))
        rows.append([
          point.month.description, amount.currency.code, money.string(amount),
          "`" + String(repeating: "█", count: width) + String(repeating: "·", count: 20 - width)
            + "`",
        ])
      }
    }
    return table(["Month", "Currency", "Spent", ""], right: [2], rows)
  }

  func waste() -> String {
    table(
      ["Item", "Discarded", "Unit", "Value", "Waste ratio"], right: [1, 3, 4],
      report.waste.rows.map { row in
        [
          Self.escape(row.item), row.quantity.description, Self.escape(row.unit),
          money.string(row.value),
          row.ratio?.percentText ?? "–",
        ]
      })
  }

  func consumption() -> String {
    table(
      ["Item", "Per week", "Unit", "Usable", "Expired", "Days of supply", "Runs out", "Status"],
      right: [1, 3, 4, 5],
      report.fastest.map { item in
        [
          Self.escape(item.item.name), item.perWeek?.formatted(places: 3) ?? "–",
          Self.escape(item.item.unit), item.usable.description, item.expired.description,
          item.daysOfSupply?.formatted(places: 1) ?? "–",
          item.status == .out ? "out of stock" : item.runOutOn?.description ?? "–",
          item.status.rawValue,
        ]
      })
  }

  func lots(_ lots: [ExpiringLot]) -> String {
    table(
      ["Expires", "Item", "Left", "Unit", "Value at risk"], right: [2, 4],
      lots.map { lot in
        [
          lot.expires.description, Self.escape(lot.item), lot.remaining.description,
          Self.escape(lot.unit), money.string(lot.valueAtRisk),
        ]
      })
  }

  func lookingAhead() -> String {
    let asOf = report.asOf
    var out = "### Expired, still on hand at \(asOf)\n\n" + lots(report.outlook.expired)
    out +=
      "\n### Expiring within \(MonthlyReport.outlookDays) days of \(asOf)\n\n"
      + lots(report.outlook.expiring)
    out += "\n### Eat first: going to waste within \(MonthlyReport.eatFirstDays) days of \(asOf) "
    out += "at the current pace\n\n" + eatFirst()
    out += "\n### Restock, as of \(asOf)\n\n"
    out += table(
      ["Item", "Usable", "Unit", "Runs out", "Buy"], right: [1, 4],
      report.restock.map { suggestion in
        let item = suggestion.projection
        return [
          Self.escape(item.item.name), item.usable.description, Self.escape(item.item.unit),
          RestockView.reason(item), suggestion.suggested.description,
        ]
      })
    return out
  }

  func eatFirst() -> String {
    var out = table(
      ["Expires", "Item", "Left", "Unit", "Wasted at this pace", "Value"], right: [2, 4, 5],
      report.eatFirst.map { lot in
        [
          lot.lot.expiresOn?.description ?? "–", Self.escape(lot.item),
          lot.remaining.description, Self.escape(lot.unit), lot.projectedWaste.description,
          money.string(lot.wasteValue),
        ]
      })
    if !report.eatFirstTotals.isEmpty {
      out +=
        "\nIn all: " + report.eatFirstTotals.amounts.map(money.string).joined(separator: ", ")
        + ".\n"
    }
    return out
  }

  /// User text made safe for a table cell: Markdown punctuation backslash-escaped, line
  /// breaks turned into spaces, `<` and `&` as entities.
  public static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\n", "\r", "\r\n", "\t": out += " "
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "|", "*", "_", "`", "[", "]", "#", "\\", "~", "!": out += "\\" + String(character)
      default: out.append(character)
      }
    }
    return out
  }
}

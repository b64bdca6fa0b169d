import LarderCore
import LarderLanguage

/// The monthly report as GitHub-flavoured Markdown.
///
/// Every table has the same number of cells in every row; numbers are right-aligned;
/// user text is escaped so that `|`, `*`, `_`, `<`, backticks, a leading `#` or a
/// newline cannot break the layout.
public struct MarkdownReport {
  let report: MonthlyReport
  let formats: Formats
  let money: MoneyFormatter
  let texts: Localization

  /// Creates the Markdown writer for a report, in `localization`'s language and formats.
  public init(_ report: MonthlyReport, localization: Localization = .current) {
    self.report = report
    self.formats = Formats(localization)
    self.money = formats.money
    self.texts = localization
  }

  /// The same in the current language, with formats of `locale` (an ICU identifier such
  /// as `fr_FR`).
  public init(_ report: MonthlyReport, locale: String) {
    self.init(report, localization: Localization(Localization.current.language, locale: locale))
  }

  /// The whole document.
  public func rendered() -> String {
    let asOf = formats.date(report.asOf)
    var out =
      "# " + texts.tr("Larder report: {month}", ["month": formats.month(report.month)]) + "\n\n"
      + texts.tr("As of {date}.", ["date": asOf]) + "\n"
    out += section(texts.tr("Headline"), headline())
    out += section(texts.tr("Budget"), budget())
    out += section(texts.tr("Spending by category"), categories())
    out += section(
      texts.tr("Spending by store"), spendingTable(texts.tr("Store"), report.byStore.rows))
    out += section(texts.tr("Top items"), spendingTable(texts.tr("Item"), report.topItems))
    out += section(texts.tr("Trend"), trend())
    out += section(texts.tr("Waste"), waste())
    out += section(
      texts.tr("Consumption and run-out, as of {date}", ["date": asOf]), consumption())
    out += section(texts.tr("Looking ahead from {date}", ["date": asOf]), lookingAhead())
    return out
  }

  func section(_ title: String, _ body: String) -> String {
    "\n## \(title)\n\n" + body
  }

  /// A table with a header row and alignment row; `right` marks numeric columns.
  func table(_ headers: [String], right: Set<Int>, _ rows: [[String]]) -> String {
    guard !rows.isEmpty else { return texts.tr("Nothing to show.") + "\n" }
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
        comparison.relativeChange(in: currency).map(formats.signedPercent) ?? "–",
        comparison.average12.map { money.string($0[currency]) } ?? "–",
        comparison.differenceFromAverage(in: currency).map(money.signed) ?? "–",
      ]
    }
    var out = table(
      [
        texts.tr("Currency"), texts.tr("Spent"), texts.tr("Previous month"), texts.tr("Change"),
        texts.tr("Change %"), texts.tr("12-month average"), texts.tr("Difference from average"),
      ],
      right: [1, 2, 3, 4, 5, 6], rows)
    let wasted = texts.list(report.waste.totals.amounts.map(money.string))
    out +=
      "\n"
      + texts.tr(
        "Purchases: {count}. Waste: {waste}.",
        [
          "count": String(report.purchaseCount),
          "waste": wasted.isEmpty ? texts.tr("none") : wasted,
        ])
      + "\n"
    for row in report.inflation.rows {
      guard let index = row.index,
        let change = Ratio(index.numerator - index.denominator, index.denominator)
      else { continue }
      let more =
        row.boughtMore.flatMap { share in
          Ratio(
            share.numerator.magnitude > 0 ? Int128(share.numerator.magnitude) : 0, share.denominator
          )
          .map { share.numerator < 0 ? ($0, true) : ($0, false) }
        }
      let values: KeyValuePairs<String, String> = [
        "currency": row.currency.code, "change": formats.signedPercent(change),
        "share": more.map { formats.percent($0.0) } ?? "",
      ]
      let sentence =
        switch more {
        case nil: texts.tr("Your prices ({currency}): {change} in a year.", values)
        case (_, true)?:
          texts.tr("Your prices ({currency}): {change} in a year; you bought {share} less.", values)
        case (_, false)?:
          texts.tr("Your prices ({currency}): {change} in a year; you bought {share} more.", values)
        }
      out += "\n" + sentence + "\n"
    }
    return out
  }

  func budget() -> String {
    table(
      [
        texts.tr("Category"), texts.tr("Currency"), texts.tr("Budget"), texts.tr("Spent"),
        texts.tr("Left"), texts.tr("Used"),
      ], right: [2, 3, 4, 5],
      report.budget.lines.map { line in
        [
          line.category == Budget.household
            ? texts.tr("All (household)") : Self.escape(line.category),
          line.budget.currency.code, money.string(line.budget), money.string(line.spent),
          money.signed(line.remaining), line.used.map(formats.percent) ?? "–",
        ]
      })
  }

  func categories() -> String {
    table(
      [texts.tr("Category"), texts.tr("Currency"), texts.tr("Amount"), texts.tr("Share")],
      right: [2, 3],
      report.byCategory.rows.map { row in
        [
          Self.escape(row.key), row.amount.currency.code, money.string(row.amount),
          report.share(of: row).map(formats.percent) ?? "–",
        ]
      })
  }

  func spendingTable(_ title: String, _ rows: [SpendingRow]) -> String {
    table(
      [title, texts.tr("Currency"), texts.tr("Amount")], right: [2],
      rows.map { [Self.escape($0.key), $0.amount.currency.code, money.string($0.amount)] })
  }

  /// The 12 months, a row per currency spent in each (the one bought in most often
  /// first, `CurrencyOrder`), each bar on its currency's own scale: 20 characters are that
  /// currency's largest month, since yen and euros are never on one scale.
  func trend() -> String {
    let order = CurrencyOrder.byUse(
      report.trend.flatMap(\.totals.currencies), trend: report.trend)
    var largest: [Currency: Int64] = [:]
    for amount in report.trend.flatMap(\.totals.amounts) {
      largest[amount.currency] = max(largest[amount.currency] ?? 0, amount.minorUnits)
    }
    var rows: [[String]] = []
    for point in report.trend {
      let amounts = order.filter(point.totals.currencies.contains).map { point.totals[$0] }
      if amounts.isEmpty { rows.append([formats.month(point.month), "–", "–", ""]) }
      for amount in amounts {
        let top = largest[amount.currency] ?? 0
        // In 128 bits: an amount × 20 can pass 64 bits. A bar is 0 to 20 characters.
        let share = top > 0 ? Int128(amount.minorUnits) * 20 / Int128(top) : 0
        let width = Int(min(max(share, 0), 20))
        rows.append([
          formats.month(point.month), amount.currency.code, money.string(amount),
          "`" + String(repeating: "█", count: width) + String(repeating: "·", count: 20 - width)
            + "`",
        ])
      }
    }
    return table(
      [texts.tr("Month"), texts.tr("Currency"), texts.tr("Spent"), ""], right: [2], rows)
  }

  func waste() -> String {
    table(
      [
        texts.tr("Item"), texts.tr("Discarded"), texts.tr("Unit"), texts.tr("Value"),
        texts.tr("Waste ratio"),
      ], right: [1, 3, 4],
      report.waste.rows.map { row in
        [
          Self.escape(row.item), formats.quantity(row.quantity), Self.escape(row.unit),
          money.string(row.value),
          row.ratio.map(formats.percent) ?? "–",
        ]
      })
  }

  func consumption() -> String {
    table(
      [
        texts.tr("Item"), texts.tr("Per week"), texts.tr("Unit"), texts.tr("Usable"),
        texts.tr("Expired"), texts.tr("Days of supply"), texts.tr("Runs out"), texts.tr("Status"),
      ],
      right: [1, 3, 4, 5],
      report.fastest.map { item in
        [
          Self.escape(item.item.name), item.perWeek.map { formats.ratio($0, places: 3) } ?? "–",
          Self.escape(item.item.unit), formats.quantity(item.usable),
          formats.quantity(item.expired),
          item.daysOfSupply.map { formats.ratio($0, places: 1) } ?? "–",
          item.status == .out ? texts.tr("out of stock") : item.runOutOn.map(formats.date) ?? "–",
          item.status.word(texts),
        ]
      })
  }

  func lots(_ lots: [ExpiringLot]) -> String {
    table(
      [
        texts.tr("Expires"), texts.tr("Item"), texts.tr("Left"), texts.tr("Unit"),
        texts.tr("Value at risk"),
      ], right: [2, 4],
      lots.map { lot in
        [
          formats.date(lot.expires), Self.escape(lot.item), formats.quantity(lot.remaining),
          Self.escape(lot.unit), money.string(lot.valueAtRisk),
        ]
      })
  }

  func lookingAhead() -> String {
    let asOf = formats.date(report.asOf)
    var out =
      "### " + texts.tr("Expired, still on hand at {date}", ["date": asOf]) + "\n\n"
      + lots(report.outlook.expired)
    out +=
      "\n### "
      + texts.trn(
        "Expiring within {count} day of {date}", "Expiring within {count} days of {date}",
        count: MonthlyReport.outlookDays, ["date": asOf]) + "\n\n"
      + lots(report.outlook.expiring)
    out +=
      "\n### "
      + texts.trn(
        "Eat first: going to waste within {count} day of {date} at the current pace",
        "Eat first: going to waste within {count} days of {date} at the current pace",
        count: MonthlyReport.eatFirstDays, ["date": asOf])
    out += "\n\n" + eatFirst()
    out += "\n### " + texts.tr("Restock, as of {date}", ["date": asOf]) + "\n\n"
    out += table(
      [
        texts.tr("Item"), texts.tr("Usable"), texts.tr("Unit"), texts.tr("Runs out"),
        texts.tr("Buy by"), texts.tr("Buy"),
      ], right: [1, 5],
      report.restock.map { suggestion in
        let item = suggestion.projection
        return [
          Self.escape(item.item.name), formats.quantity(item.usable), Self.escape(item.item.unit),
          RestockView.reason(item, formats), formats.date(suggestion.buyBy),
          formats.quantity(suggestion.suggested),
        ]
      })
    if let note = ShortHistoryNote.line(
      count: report.shortHistoryCount, minHistory: report.minHistory, texts)
    {
      out += "\n" + Self.escape(note) + "\n"
    }
    return out
  }

  func eatFirst() -> String {
    var out = table(
      [
        texts.tr("Expires"), texts.tr("Item"), texts.tr("Left"), texts.tr("Unit"),
        texts.tr("Wasted at this pace"), texts.tr("Value"),
      ], right: [2, 4, 5],
      report.eatFirst.map { lot in
        [
          lot.lot.expiresOn.map(formats.date) ?? "–", Self.escape(lot.item),
          formats.quantity(lot.remaining), Self.escape(lot.unit),
          formats.quantity(lot.projectedWaste),
          money.string(lot.wasteValue),
        ]
      })
    if !report.eatFirstTotals.isEmpty {
      out +=
        "\n"
        + texts.tr(
          "In all: {amounts}.",
          ["amounts": texts.list(report.eatFirstTotals.amounts.map(money.string))]) + "\n"
    }
    return out
  }

  /// User text made safe for a table cell: Markdown punctuation backslash-escaped, line
  /// breaks turned into spaces, `<` and `&` as entities, another control character
  /// (`ControlCharacters`) as U+FFFD.
  public static func escape(_ text: String) -> String {
    // Most names hold none of these (all ASCII): a scan of the bytes spares the walk
    // through characters.
    guard text.utf8.contains(where: isSpecial) || ControlCharacters.mayBeIn(text) else {
      return text
    }
    var out = ""
    for character in text {
      switch character {
      case "\n", "\r", "\r\n", "\t": out += " "
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "|", "*", "_", "`", "[", "]", "#", "\\", "~", "!": out += "\\" + String(character)
      case _ where character.unicodeScalars.contains(where: ControlCharacters.isControl):
        out += "\u{FFFD}"
      default: out.append(character)
      }
    }
    return out
  }

  /// Whether `byte` is one of the characters `escape` changes.
  private static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "*"),
      UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "#"), UInt8(ascii: "\\"), UInt8(ascii: "~"), UInt8(ascii: "!"):
      return true
    default:
      return false
    }
  }
}

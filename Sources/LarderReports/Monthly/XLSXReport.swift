import LarderCore
import LarderErrors
import LarderFiles
import LarderLanguage

/// The monthly report as a workbook: a `Summary` sheet, then one sheet per section, with
/// a column chart of the trend and a bar chart of spending by category.
public struct XLSXReport {
  let report: MonthlyReport
  let texts: Localization

  /// Creates the XLSX writer for a report, its sheet names, headings and chart titles in
  /// `localization`'s language (cells are typed: their number formats are the reader's).
  public init(_ report: MonthlyReport, localization: Localization = .current) {
    self.report = report
    self.texts = localization
  }

  /// The sheets of the workbook.
  public func sheets() -> [Sheet] {
    let texts = self.texts
    let comparison = report.comparison
    var summary = Sheet(
      name: texts.tr("Summary"),
      headers: [
        texts.tr("Currency"), texts.tr("Spent"), texts.tr("Previous month"), texts.tr("Change"),
        texts.tr("Change %"), texts.tr("12-month average"), texts.tr("Difference from average"),
        texts.tr("Waste"),
      ],
      widths: [10, 14, 16, 14, 10, 18, 24, 12])
    // The headline's currencies, and any the month's waste is in: waste is a column here.
    let currencies = Set(comparison.recentCurrencies + report.waste.totals.currencies).sorted()
    for currency in currencies {
      summary.rows.append([
        .text(currency.code), .money(comparison.current[currency]),
        .money(comparison.previous[currency]),
        .money(comparison.change(in: currency)),
        comparison.relativeChange(in: currency).map { .percent($0) } ?? .empty,
        comparison.average12.map { .money($0[currency]) } ?? .empty,
        comparison.differenceFromAverage(in: currency).map { .money($0) } ?? .empty,
        .money(report.waste.totals[currency]),
      ])
    }
    summary.rows.append([
      .text(texts.trc("Purchases", context: "purchase count")), .integer(report.purchaseCount),
    ])

    let budget = XLSXReport.budgetSheet(report.budget, texts)

    var categories = Sheet(
      name: texts.tr("Categories"),
      headers: [texts.tr("Category"), texts.tr("Currency"), texts.tr("Amount"), texts.tr("Share")],
      widths: [22, 10, 14, 10])
    categories.rows = report.byCategory.rows.map {
      [
        .text($0.key), .text($0.amount.currency.code), .money($0.amount),
        report.share(of: $0).map { .percent($0) } ?? .empty,
      ]
    }
    categories.charts = XLSXReport.categoryCharts(report.byCategory.rows, texts)

    var stores = Sheet(
      name: texts.tr("Stores"),
      headers: [texts.tr("Store"), texts.tr("Currency"), texts.tr("Amount")], widths: [28, 10, 14])
    stores.rows = report.byStore.rows.map {
      [.text($0.key), .text($0.amount.currency.code), .money($0.amount)]
    }

    var items = Sheet(
      name: texts.tr("Top items"),
      headers: [texts.tr("Item"), texts.tr("Currency"), texts.tr("Amount")], widths: [28, 10, 14])
    items.rows = report.topItems.map {
      [.text($0.key), .text($0.amount.currency.code), .money($0.amount)]
    }

    let trend = XLSXReport.trendSheet(report.trend, texts)

    var waste = Sheet(
      name: texts.tr("Waste"),
      headers: [
        texts.tr("Item"), texts.tr("Discarded"), texts.tr("Unit"), texts.tr("Value"),
        texts.tr("Waste ratio"),
      ],
      widths: [28, 12, 8, 12, 12])
    waste.rows = report.waste.rows.map {
      [
        .text($0.item), .quantity($0.quantity), .text($0.unit), .money($0.value),
        $0.ratio.map { .percent($0) } ?? .empty,
      ]
    }

    let asOf: KeyValuePairs<String, String> = ["date": Formats(texts).date(report.asOf)]
    var consumption = Sheet(
      name: texts.tr("Consumption"),
      headers: [
        texts.tr("Item"), texts.tr("Per week"), texts.tr("Unit"),
        texts.tr("Usable at {date}", asOf),
        texts.tr("Expired at {date}", asOf), texts.tr("Days of supply"), texts.tr("Runs out"),
        texts.tr("Status"),
      ],
      widths: [28, 10, 8, 18, 18, 14, 12, 14])
    consumption.rows = report.fastest.map { item in
      [
        .text(item.item.name), item.perWeek.map { .ratio($0, places: 3) } ?? .empty,
        .text(item.item.unit), .quantity(item.usable), .quantity(item.expired),
        item.daysOfSupply.map { .ratio($0, places: 1) } ?? .empty,
        item.runOutOn.map { .date($0) } ?? .empty, .text(item.status.word(texts)),
      ]
    }

    var eatFirst = Sheet(
      name: texts.trc("Eat first", context: "sheet"),
      headers: [
        texts.tr("Expires"), texts.tr("Item"), texts.tr("Left at {date}", asOf), texts.tr("Unit"),
        texts.tr("Wasted at this pace"), texts.tr("Value"),
      ],
      widths: [12, 28, 18, 8, 20, 14])
    eatFirst.rows = report.eatFirst.map {
      [
        $0.lot.expiresOn.map { .date($0) } ?? .empty, .text($0.item), .quantity($0.remaining),
        .text($0.unit), .quantity($0.projectedWaste), .money($0.wasteValue),
      ]
    }

    func lots(_ name: String, _ lots: [ExpiringLot]) -> Sheet {
      var sheet = Sheet(
        name: name,
        headers: [
          texts.tr("Expires"), texts.tr("Item"), texts.tr("Left at {date}", asOf), texts.tr("Unit"),
          texts.tr("Value at risk"),
        ],
        widths: [12, 28, 10, 8, 14])
      sheet.rows = lots.map {
        [
          .date($0.expires), .text($0.item), .quantity($0.remaining), .text($0.unit),
          .money($0.valueAtRisk),
        ]
      }
      return sheet
    }

    var restock = Sheet(
      name: texts.trc("Restock", context: "sheet"),
      headers: [
        texts.tr("Item"), texts.tr("Usable at {date}", asOf), texts.tr("Unit"),
        texts.tr("Runs out"),
        texts.tr("Status"), texts.tr("Buy by"), texts.tr("Buy"),
      ],
      widths: [28, 18, 8, 12, 14, 12, 10])
    restock.rows = report.restock.map { suggestion in
      let item = suggestion.projection
      return [
        .text(item.item.name), .quantity(item.usable), .text(item.item.unit),
        item.runOutOn.map { .date($0) } ?? .empty, .text(item.status.word(texts)),
        .date(suggestion.buyBy), .quantity(suggestion.suggested),
      ]
    }
    return [
      summary, budget, categories, stores, items, trend, waste, consumption,
      lots(texts.tr("Expired"), report.outlook.expired),
      lots(texts.tr("Expiring"), report.outlook.expiring),
      eatFirst, restock,
    ]
  }

  /// `Trend`: the months down as text labels ("2026-10", so that every program draws them
  /// as categories, not as a daily date axis), one money column per currency that has
  /// spending in them (the one bought in most often first, `CurrencyOrder`), and one column
  /// chart per currency, each with its own scale.
  static func trendSheet(_ points: [TrendPoint], _ texts: Localization) -> Sheet {
    let currencies = CurrencyOrder.byUse(points.flatMap(\.totals.currencies), trend: points)
    var trend = Sheet(
      name: texts.tr("Trend"), headers: [texts.tr("Month")] + currencies.map(\.code),
      widths: [10] + currencies.map { _ in 14 })
    trend.rows = points.map { point in
      [.text(point.month.description)] + currencies.map { .money(point.totals[$0]) }
    }
    trend.charts = currencies.enumerated().map { offset, currency in
      ChartSpec(
        kind: .column,
        title: texts.tr("Spending per month ({currency})", ["currency": currency.code]),
        labelColumn: 0,
        series: [
          ChartSpec.Series(
            column: offset + 1, numberFormat: Workbook.moneyNumberFormat(currency))
        ], categoryTitle: texts.tr("Month"),
        valueTitle: texts.tr("Spent ({currency})", ["currency": currency.code]))
    }
    return trend
  }

  /// `Budget`: each budget of the month with what was spent, and per currency a column
  /// chart of the two side by side.
  static func budgetSheet(_ report: BudgetReport, _ texts: Localization) -> Sheet {
    var sheet = Sheet(
      name: texts.tr("Budget"),
      headers: [
        texts.tr("Category"), texts.tr("Currency"), texts.tr("Budget"), texts.tr("Spent"),
        texts.tr("Left"), texts.tr("Used"),
      ],
      widths: [22, 10, 14, 14, 14, 10])
    // By currency (then as the report orders them), so that each currency's rows are
    // together for its chart.
    let lines = report.lines.enumerated().sorted {
      ($0.element.budget.currency, $0.offset) < ($1.element.budget.currency, $1.offset)
    }.map(\.element)
    sheet.rows = lines.map { line in
      [
        .text(line.category == Budget.household ? texts.tr("All (household)") : line.category),
        .text(line.budget.currency.code), .money(line.budget), .money(line.spent),
        .money(line.remaining), line.used.map { .percent($0) } ?? .empty,
      ]
    }
    var start = 0
    while start < lines.count {
      let currency = lines[start].budget.currency
      var end = start
      while end + 1 < lines.count && lines[end + 1].budget.currency == currency {
        end += 1
      }
      let format = Workbook.moneyNumberFormat(currency)
      sheet.charts.append(
        ChartSpec(
          kind: .column,
          title: texts.tr("Budget and spent ({currency})", ["currency": currency.code]),
          labelColumn: 0,
          series: [
            ChartSpec.Series(column: 2, numberFormat: format),
            ChartSpec.Series(column: 3, numberFormat: format),
          ], valueTitle: currency.code, rows: start...end))
      start = end + 1
    }
    return sheet
  }

  /// One bar chart per currency over its rows of `Categories` (the rows of a currency are
  /// together, by amount), the bars in the table's order.
  static func categoryCharts(_ rows: [SpendingRow], _ texts: Localization) -> [ChartSpec] {
    var charts: [ChartSpec] = []
    var start = 0
    while start < rows.count {
      let currency = rows[start].amount.currency
      var end = start
      while end + 1 < rows.count && rows[end + 1].amount.currency == currency { end += 1 }
      charts.append(
        ChartSpec(
          kind: .bar,
          title: texts.tr("Spending by category ({currency})", ["currency": currency.code]),
          labelColumn: 0,
          series: [ChartSpec.Series(column: 2, numberFormat: Workbook.moneyNumberFormat(currency))],
          valueTitle: texts.tr("Spent ({currency})", ["currency": currency.code]),
          rows: start...end))
      start = end + 1
    }
    return charts
  }

  /// Writes the workbook to `target` (staged, then put in place; see `StagedFile`).
  ///
  /// - Throws: `XLSXError`.
  public func write(to target: OutputTarget) throws {
    try Workbook.write(
      sheets(), to: target,
      properties: DocumentProperties(
        title: texts.tr("Larder report {month}", ["month": report.month.description]),
        subject: texts.tr("Household spending, waste and stock"),
        created: report.asOf))
  }
}

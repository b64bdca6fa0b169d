import LarderCore

/// The monthly report as a workbook: a `Summary` sheet, then one sheet per section, with
/// a column chart of the trend and a bar chart of spending by category.
public struct XLSXReport {
  let report: MonthlyReport

  /// Creates the XLSX writer for a report.
  public init(_ report: MonthlyReport) {
    self.report = report
  }

  /// The sheets of the workbook.
  public func sheets() -> [Sheet] {
    let comparison = report.comparison
    var summary = Sheet(
      name: "Summary",
      headers: [
        "Currency", "Spent", "Previous month", "Change", "Change %", "12-month average",
        "Difference from average", "Waste",
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
    summary.rows.append([.text("Purchases"), .integer(report.purchaseCount)])

    let budget = XLSXReport.budgetSheet(report.budget)

    var categories = Sheet(
      name: "Categories", headers: ["Category", "Currency", "Amount", "Share"],
      widths: [22, 10, 14, 10])
    categories.rows = report.byCategory.rows.map {
      [
        .text($0.key), .text($0.amount.currency.code), .money($0.amount),
        report.share(of: $0).map { .percent($0) } ?? .empty,
      ]
    }
    categories.charts = XLSXReport.categoryCharts(report.byCategory.rows)

    var stores = Sheet(
      name: "Stores", headers: ["Store", "Currency", "Amount"], widths: [28, 10, 14])
    stores.rows = report.byStore.rows.map {
      [.text($0.key), .text($0.amount.currency.code), .money($0.amount)]
    }

    var items = Sheet(
      name: "Top items", headers: ["Item", "Currency", "Amount"], widths: [28, 10, 14])
    items.rows = report.topItems.map {
      [.text($0.key), .text($0.amount.currency.code), .money($0.amount)]
    }

    let trend = XLSXReport.trendSheet(report.trend)

    var waste = Sheet(
      name: "Waste", headers: ["Item", "Discarded", "Unit", "Value", "Waste ratio"],
      widths: [28, 12, 8, 12, 12])
    waste.rows = report.waste.rows.map {
      [
        .text($0.item), .quantity($0.quantity), .text($0.unit), .money($0.value),
        $0.ratio.map { .percent($0) } ?? .empty,
      ]
    }

    let asOf = report.asOf.description
    var consumption = Sheet(
      name: "Consumption",
      headers: [
        "Item", "Per week", "Unit", "Usable at \(asOf)", "Expired at \(asOf)", "Days of supply",
        "Runs out", "Status",
      ],
      widths: [28, 10, 8, 18, 18, 14, 12, 14])
    consumption.rows = report.fastest.map { item in
      [
        .text(item.item.name), item.perWeek.map { .ratio($0, places: 3) } ?? .empty,
        .text(item.item.unit), .quantity(item.usable), .quantity(item.expired),
        item.daysOfSupply.map { .ratio($0, places: 1) } ?? .empty,
        item.runOutOn.map { .date($0) } ?? .empty, .text(item.status.rawValue),
      ]
    }

    var eatFirst = Sheet(
      name: "Eat first",
      headers: [
        "Expires", "Item", "Left at \(asOf)", "Unit", "Wasted at this pace", "Value",
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
        headers: ["Expires", "Item", "Left at \(asOf)", "Unit", "Value at risk"],
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
      name: "Restock",
      headers: ["Item", "Usable at \(asOf)", "Unit", "Runs out", "Status", "Buy"],
      widths: [28, 18, 8, 12, 14, 10])
    restock.rows = report.restock.map { suggestion in
      let item = suggestion.projection
      return [
        .text(item.item.name), .quantity(item.usable), .text(item.item.unit),
        item.runOutOn.map { .date($0) } ?? .empty, .text(item.status.rawValue),
        .quantity(suggestion.suggested),
      ]
    }
    return [
      summary, budget, categories, stores, items, trend, waste, consumption,
      lots("Expired", report.outlook.expired), lots("Expiring", report.outlook.expiring),
      eatFirst, restock,
    ]
  }

  /// `Trend`: the months down as text labels ("2026-10", so that every program draws them
  /// as categories, not as a daily date axis), one money column per currency that has
  /// spending in them, and one column chart per currency, each with its own scale.
  static func trendSheet(_ points: [TrendPoint]) -> Sheet {
    let currencies = Set(points.flatMap(\.totals.currencies)).sorted()
    var trend = Sheet(
      name: "Trend", headers: ["Month"] + currencies.map(\.code),
      widths: [10] + currencies.map { _ in 14 })
    trend.rows = points.map { point in
      [.text(point.month.description)] + currencies.map { .money(point.totals[$0]) }
    }
    trend.charts = currencies.enumerated().map { offset, currency in
      ChartSpec(
        kind: .column, title: "Spending per month (\(currency.code))", labelColumn: 0,
        series: [
          ChartSpec.Series(
            column: offset + 1, numberFormat: Workbook.moneyNumberFormat(currency))
        ], categoryTitle: "Month", valueTitle: "Spent (\(currency.code))")
    }
    return trend
  }

  /// `Budget`: each budget of the month with what was spent, and per currency a column
  /// chart of the two side by side.
  static func budgetSheet(_ report: BudgetReport) -> Sheet {
    var sheet = Sheet(
      name: "Budget",
      headers: ["Category", "Currency", "Budget", "Spent", "Left", "Used"],
      widths: [22, 10, 14, 14, 14, 10])
    // By currency (then as the report orders them), so that each currency's rows are
    // together for its chart.
    let lines = report.lines.enumerated().sorted {
      ($0.element.budget.currency, $0.offset) < ($1.element.budget.currency, $1.offset)
    }.map(\.element)
    sheet.rows = lines.map { line in
      [
        .text(line.category == Budget.household ? "All (household)" : line.category),
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
          kind: .column, title: "Budget and spent (\(currency.code))", labelColumn: 0,
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
  static func categoryCharts(_ rows: [SpendingRow]) -> [ChartSpec] {
    var charts: [ChartSpec] = []
    var start = 0
    while start < rows.count {
      let currency = rows[start].amount.currency
      var end = start
      while end + 1 < rows.count && rows[end + 1].amount.currency == currency { end += 1 }
      charts.append(
        ChartSpec(
          kind: .bar, title: "Spending by category (\(currency.code))", labelColumn: 0,
          series: [ChartSpec.Series(column: 2, numberFormat: Workbook.moneyNumberFormat(currency))],
          valueTitle: "Spent (\(currency.code))", rows: start...end))
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
        title: "Larder report \(report.month)", subject: "Household spending, waste and stock",
        created: report.asOf))
  }
}

import LarderCore
import LarderErrors
import LarderFiles
import LarderLanguage

/// The whole household as one workbook: `Summary`, `Spending`, `Purchases`, `Events`,
/// `Stock` and `Expiring`, written in that order, in the language of the localization it
/// is made with: sheet names, headers, chart titles and the words in cells (a status, an
/// action). Names, ids, currency codes and ISO months stay as they are.
///
/// `Purchases` and `Events` are streamed in constant-memory mode, one row at a time, and
/// continue on `Purchases (2)` … past `maxRows`; the other sheets are Excel tables. Money
/// is a number cell with its currency's format, dates are date cells, and text is always a
/// string cell. The spending pivot's totals are `SUM` formulas that recalculate when a
/// cell is edited, stored with their values for readers that do not recalculate.
public final class XLSXExport {
  private let workbook: Workbook
  private let asOf: CalendarDate
  private let maxRows: Int
  private let texts: Localization
  private var stream: SplitSheet?

  /// Starts the workbook; `close()` puts it at `target`.
  ///
  /// - Parameter maxRows: rows per sheet, header included, before a sheet continues on
  ///   the next; Excel's limit by default.
  public init(
    _ target: OutputTarget, asOf: CalendarDate, maxRows: Int = Workbook.maxRows,
    texts: Localization = .current
  ) throws(XLSXError) {
    workbook = try Workbook(
      target,
      properties: DocumentProperties(
        // TRANSLATORS: the title of the workbook 'larder export --format xlsx' writes.
        title: texts.tr("Larder export"),
        subject: texts.tr("Household purchases, use, stock and spending"), created: asOf))
    self.asOf = asOf
    self.maxRows = maxRows
    self.texts = texts
  }

  /// Writes `Summary`: spending per month and per year, one column per currency, with a
  /// line chart of the months.
  public func writeSummary(_ history: SpendingHistory) throws(XLSXError) {
    let sheet = try workbook.addSheet(named: texts.tr("Summary"))
    let codes = history.currencies.map(\.code)
    let monthHeaders = [texts.tr("Month")] + codes
    let yearColumn = monthHeaders.count + 1
    let yearHeaders = [texts.tr("Year")] + codes
    sheet.setWidths([10] + codes.map { _ in 14 })
    sheet.setWidths([8] + codes.map { _ in 14 }, from: yearColumn)
    for (offset, month) in history.months.enumerated() {
      try sheet.write(
        [.text(month.description)]
          + history.currencies.map { .money(history.total($0, month: month)) },
        row: offset + 1)
    }
    for (offset, year) in history.years.enumerated() {
      try sheet.write(
        [.integer(year)] + history.currencies.map { .money(history.total($0, year: year)) },
        row: offset + 1, column: yearColumn)
    }
    try sheet.addTable(headers: monthHeaders, lastRow: history.months.count)
    try sheet.addTable(
      headers: yearHeaders, lastRow: history.years.count, firstColumn: yearColumn)
    sheet.freezeRows()
    guard !history.months.isEmpty else { return }
    // One chart per currency, each with its own scale and money format.
    for (offset, currency) in history.currencies.enumerated() {
      sheet.insertChart(
        ChartSpec(
          kind: .line,
          title: texts.tr("Spending per month ({currency})", ["currency": currency.code]),
          labelColumn: 0,
          series: [
            ChartSpec.Series(
              column: offset + 1, numberFormat: Workbook.moneyNumberFormat(currency))
          ], categoryTitle: texts.tr("Month"),
          valueTitle: texts.tr("Spent ({currency})", ["currency": currency.code])),
        firstRow: 1, lastRow: history.months.count,
        at: (1 + offset * 18, yearColumn + yearHeaders.count + 1))
    }
  }

  /// Writes one `Spending` sheet per currency — `Spending` for `primary` (or the first),
  /// `Spending (CHF)` … for the others: months down, categories across, with a `Total`
  /// column and row of `SUM` formulas, then a `Budget` row: each category's monthly budget
  /// in `budgetMonth` in that currency (the household's under `Total`), when there is one.
  public func writeSpending(
    _ history: SpendingHistory, primary: Currency, budgets: [Budget] = [],
    budgetMonth: Month? = nil
  ) throws(XLSXError) {
    let inEffect = budgetMonth.map { Budget.inEffect(budgets, in: $0) } ?? []
    let currencies =
      history.currencies.contains(primary)
      ? [primary] + history.currencies.filter { $0 != primary } : history.currencies
    for (index, currency) in currencies.enumerated() {
      let name =
        index == 0
        ? texts.trc("Spending", context: "sheet")
        : texts.tr("Spending ({currency})", ["currency": currency.code])
      try writePivot(
        history, currency: currency, named: name, budgets: inEffect, budgetMonth: budgetMonth)
    }
    if currencies.isEmpty {
      try writePivot(
        history, currency: primary, named: texts.trc("Spending", context: "sheet"),
        budgets: inEffect,
        budgetMonth: budgetMonth)
    }
  }

  private func writePivot(
    _ history: SpendingHistory, currency: Currency, named name: String, budgets: [Budget],
    budgetMonth: Month?
  ) throws(XLSXError) {
    let sheet = try workbook.addSheet(named: name)
    let categories = history.categories(in: currency)
    let headers = TableHeaders.unique(
      [texts.tr("Month")] + categories + [texts.tr("Total")])
    let totalColumn = categories.count + 1
    let lastMonthRow = history.months.count
    sheet.setWidths([10] + categories.map { _ in 14 } + [14])
    func letters(_ column: Int) -> String { Worksheet.columnLetters(column) }
    for (offset, month) in history.months.enumerated() {
      let row = offset + 1
      var cells: [Cell] = [.text(month.description)]
      cells += categories.map { .money(history.amount(currency, month: month, category: $0)) }
      let sum = categories.isEmpty ? "0" : "SUM(B\(row + 1):\(letters(totalColumn - 1))\(row + 1))"
      cells.append(.moneyFormula("=" + sum, result: history.total(currency, month: month)))
      try sheet.write(cells, row: row)
    }
    try sheet.addTable(headers: headers, lastRow: lastMonthRow)
    let totalRow = max(lastMonthRow, 1) + 1
    var totals: [Cell] = [.text(texts.tr("Total"))]
    for column in 1...totalColumn {
      let total =
        column == totalColumn
        ? history.total(currency) : history.total(currency, category: categories[column - 1])
      let formula =
        lastMonthRow == 0 ? "=0" : "=SUM(\(letters(column))2:\(letters(column))\(lastMonthRow + 1))"
      totals.append(.moneyFormula(formula, result: total))
    }
    try sheet.write(totals, row: totalRow)
    let own = budgets.filter { $0.currency == currency }
    if let budgetMonth, !own.isEmpty {
      func budget(_ category: String) -> Cell {
        own.first { $0.category == category }?.amount.map { .money($0) } ?? .empty
      }
      try sheet.write(
        [.text(texts.tr("Budget ({month})", ["month": budgetMonth.description]))]
          + categories.map(budget) + [budget(Budget.household)],
        row: totalRow + 1)
    }
    sheet.freezeRows()
  }

  /// Starts `Purchases`; add its rows with `addPurchase(_:)`.
  public func beginPurchases() throws(XLSXError) {
    stream?.finish()
    stream = try SplitSheet(
      workbook: workbook, name: texts.trc("Purchases", context: "sheet of purchases"),
      headers: [
        texts.tr("Date"), texts.tr("Item"), texts.tr("Category"), texts.tr("Store"),
        texts.tr("Quantity"), texts.tr("Unit"), texts.tr("Price"), texts.tr("Currency"),
        texts.tr("Expires"), texts.tr("Remaining"), texts.tr("Status"), texts.tr("Location"),
        texts.tr("Note"), texts.tr("Lot"), texts.tr("Date kind"), texts.tr("Estimated"),
        texts.tr("State"), texts.tr("State since"),
      ]
        + ImportFormat.nameLanguages.map { texts.tr("Name ({language})", ["language": $0]) }
        + [texts.tr("Aliases")],
      widths: [11, 28, 16, 18, 10, 8, 12, 9, 11, 10, 10, 14, 24, 38, 14, 10, 10, 11]
        + ImportFormat.nameLanguages.map { _ in 20 } + [30],
      maxRows: maxRows)
  }

  /// Adds a lot to `Purchases`, with its remaining quantity and standing at the as-of date,
  /// then its date kind, whether the date was estimated, and its state and the day it
  /// began; then the item's `names` in each language and its aliases (as the CSV export
  /// writes them).
  public func addPurchase(_ line: LotLine, names: ItemNames? = nil) throws(XLSXError) {
    try stream?.append(
      [
        .date(line.lot.purchasedOn), .text(line.item.name), .text(line.item.category),
        .text(line.lot.store), .quantity(line.lot.quantity), .text(line.item.unit),
        .money(line.lot.price), .text(line.lot.price.currency.code),
        line.lot.expiresOn.map { .date($0) } ?? .empty, .quantity(line.remaining),
        .text(line.state(asOf: asOf).word(texts)), .text(line.lot.location),
        .text(line.lot.note),
        .text(UUIDText.format(line.lot.id)), .text(line.lot.dateKind.word(texts)),
        .text(line.lot.expiresEstimated ? texts.tr("yes") : texts.tr("no")),
        .text(line.lot.state.word(texts)), .date(line.lot.stateSince),
      ]
        + ImportFormat.nameLanguages.map { .text(names?.byLanguage[$0] ?? "") }
        + [.text(names?.aliases.joined(separator: String(ImportFormat.aliasSeparator)) ?? "")])
  }

  /// Starts `Events`; add its rows with `addEvent(_:)`.
  public func beginEvents() throws(XLSXError) {
    stream?.finish()
    stream = try SplitSheet(
      workbook: workbook, name: texts.tr("Events"),
      headers: [
        texts.tr("Date"), texts.tr("Item"), texts.tr("Action"), texts.tr("Quantity"),
        texts.tr("Unit"), texts.tr("Lot"), texts.tr("Lot bought"), texts.tr("Note"),
      ],
      widths: [11, 28, 9, 10, 8, 38, 11, 24], maxRows: maxRows)
  }

  /// Adds a consume or discard event to `Events`.
  public func addEvent(_ line: EventLine) throws(XLSXError) {
    try stream?.append([
      .date(line.event.occurredOn), .text(line.item.name), .text(line.event.kind.word(texts)),
      .quantity(line.event.quantity), .text(line.item.unit),
      .text(UUIDText.format(line.event.lotID)), .date(line.lotPurchasedOn),
      .text(line.event.note),
    ])
  }

  /// Writes `Stock`: usable and expired stock, next expiry, rate per week, days of supply,
  /// run-out date and status of every item, as of the as-of date (docs definitions 3–5).
  public func writeStock(
    _ items: [ItemProjection], nextExpiry: [Item.ID: CalendarDate]
  ) throws(XLSXError) {
    stream?.finish()
    stream = nil
    var table = Sheet(
      name: texts.trc("Stock", context: "sheet"),
      headers: [
        texts.tr("Item"), texts.tr("Category"), texts.tr("Unit"), texts.tr("Usable"),
        texts.tr("Expired"), texts.tr("Next expiry"), texts.tr("Per week"),
        texts.tr("Days of supply"), texts.tr("Runs out"), texts.tr("Status"),
      ],
      widths: [28, 16, 8, 10, 10, 12, 10, 14, 12, 14])
    table.rows = items.map { item in
      [
        .text(item.item.name), .text(item.item.category), .text(item.item.unit),
        .quantity(item.usable), .quantity(item.expired),
        nextExpiry[item.item.id].map { .date($0) } ?? .empty,
        item.perWeek.map { .ratio($0, places: 3) } ?? .empty,
        item.daysOfSupply.map { .ratio($0, places: 1) } ?? .empty,
        item.runOutOn.map { .date($0) } ?? .empty, .text(item.status.word(texts)),
      ]
    }
    try writeTable(table)
  }

  /// Writes `Expiring`: lots on hand that have expired, then those expiring within the
  /// outlook's days, with the value at risk.
  public func writeExpiring(_ outlook: ExpiryOutlook) throws(XLSXError) {
    var table = Sheet(
      name: texts.tr("Expiring"),
      headers: [
        texts.tr("Status"), texts.tr("Expires"), texts.tr("Item"), texts.tr("Left"),
        texts.tr("Unit"), texts.tr("Value at risk"), texts.tr("Lot"),
      ],
      widths: [10, 12, 28, 10, 8, 14, 38])
    let groups = [
      // TRANSLATORS: the status of a lot past its expiry, in the export's Expiring sheet.
      (texts.tr("expired"), outlook.expired),
      // TRANSLATORS: the status of a lot that expires soon, in the export's Expiring sheet.
      (texts.tr("expiring"), outlook.expiring),
    ]
    for (status, lots) in groups {
      table.rows += lots.map {
        [
          .text(status), .date($0.expires), .text($0.item), .quantity($0.remaining),
          .text($0.unit), .money($0.valueAtRisk), .text(UUIDText.format($0.lotID)),
        ]
      }
    }
    try writeTable(table)
  }

  /// Writes a sheet as an Excel table, or streamed with an autofilter when it has
  /// `largeTable` rows or more (libxlsxwriter holds a table's cells in memory).
  private func writeTable(_ table: Sheet) throws(XLSXError) {
    let streamed = table.rows.count >= XLSXExport.largeTable
    let sheet = try workbook.addSheet(named: table.name, streamed: streamed)
    sheet.setWidths(Worksheet.fittedWidths(table))
    if streamed { try sheet.writeHeader(table.headers) }
    for (offset, row) in table.rows.enumerated() {
      try sheet.write(row, row: offset + 1)
    }
    if streamed {
      sheet.autofilter(lastRow: table.rows.count, lastColumn: table.headers.count - 1)
    } else {
      try sheet.addTable(headers: table.headers, lastRow: table.rows.count)
    }
    sheet.freezeRows()
  }

  /// The rows from which `Stock` and `Expiring` are streamed rather than made tables.
  static let largeTable = 10_000

  /// Writes the file and puts it in place.
  ///
  /// - Throws: `XLSXError` with libxlsxwriter's message.
  public func close() throws(XLSXError) {
    stream?.finish()
    stream = nil
    try workbook.close()
  }
}

/// Header names for an Excel table, which must be unique regardless of case and at most
/// 255 characters long.
enum TableHeaders {
  /// `names`, cut to 250 characters (with "…"), with " (2)", " (3)" … added to repeats.
  static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.map { full in
      let name = full.count > 250 ? String(full.prefix(249)) + "…" : full
      var candidate = name.isEmpty ? "(blank)" : name
      var count = 1
      while seen.contains(candidate.lowercased()) {
        count += 1
        candidate = "\(name) (\(count))"
      }
      seen.insert(candidate.lowercased())
      return candidate
    }
  }
}

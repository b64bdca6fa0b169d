import CXlsxWriter
import Foundation
import LarderCore
import LarderErrors
import LarderLanguage

/// One sheet of a `Workbook`. Rows and columns are 0-based, as in libxlsxwriter.
public final class Worksheet {
  private unowned let workbook: Workbook
  private let handle: UnsafeMutablePointer<lxw_worksheet>
  /// The sheet's name as Excel shows it on the tab.
  public let name: String
  /// Whether rows go straight to disk (constant-memory mode); they must come in order.
  public let streamed: Bool

  init(
    workbook: Workbook, handle: UnsafeMutablePointer<lxw_worksheet>, name: String, streamed: Bool
  ) {
    self.workbook = workbook
    self.handle = handle
    self.name = name
    self.streamed = streamed
  }

  /// Prints the sheet as people expect: landscape on A4, as wide as one page, with the
  /// header row repeated on every page.
  func preparePrinting() {
    workbook.lxw.worksheetSetLandscape(handle)
    workbook.lxw.worksheetSetPaper(handle, 9)  // A4
    workbook.lxw.worksheetFitToPages(handle, 1, 0)
    _ = workbook.lxw.worksheetRepeatRows(handle, 0, 0)
  }

  /// Sets the widths of the columns from `first` on, in characters.
  public func setWidths(_ widths: [Double], from first: Int = 0) {
    for (offset, width) in widths.enumerated() {
      let column = lxw_col_t(first + offset)
      _ = workbook.lxw.worksheetSetColumn(handle, column, column, width, nil)
    }
  }

  /// Writes a bold header row.
  public func writeHeader(_ headers: [String], row: Int = 0, column: Int = 0) throws(XLSXError) {
    for (offset, header) in headers.enumerated() {
      try check(
        workbook.lxw.worksheetWriteString(
          handle, lxw_row_t(row), lxw_col_t(column + offset), Worksheet.fitted(header),
          workbook.bold),
        row: row)
    }
  }

  /// Writes typed cells from `column` on.
  ///
  /// Money is a number with the currency's format; dates are date cells; percentages are
  /// fractions with a percent format; text longer than Excel's 32,767-character cell limit
  /// is cut to it.
  ///
  /// - Throws: `XLSXError` when libxlsxwriter refuses a cell, e.g. past the last row.
  public func write(_ cells: [Cell], row: Int, column: Int = 0) throws(XLSXError) {
    let rowIndex = lxw_row_t(row)
    for (offset, cell) in cells.enumerated() {
      let col = lxw_col_t(column + offset)
      let status: lxw_error
      switch cell {
      case .text(let text):
        status = workbook.lxw.worksheetWriteString(
          handle, rowIndex, col, Worksheet.fitted(text), nil)
      case .money(let money):
        status = workbook.lxw.worksheetWriteNumber(
          handle, rowIndex, col, Worksheet.value(money), workbook.moneyFormat(money.currency))
      case .quantity(let quantity):
        status = workbook.lxw.worksheetWriteNumber(
          handle, rowIndex, col, Double(quantity.thousandths) / 1_000, nil)
      case .date(let date):
        let (year, month, day) = date.components
        var value = lxw_datetime(
          year: Int32(year), month: Int32(month), day: Int32(day), hour: 0, min: 0, sec: 0)
        status = workbook.lxw.worksheetWriteDatetime(
          handle, rowIndex, col, &value, workbook.dateFormat)
      case .ratio(let ratio, let places):
        status = workbook.lxw.worksheetWriteNumber(
          handle, rowIndex, col, Worksheet.value(ratio, places: places), nil)
      case .percent(let ratio):
        status = workbook.lxw.worksheetWriteNumber(
          handle, rowIndex, col, Worksheet.value(ratio, places: 3), workbook.percentFormat())
      case .integer(let number):
        status = workbook.lxw.worksheetWriteNumber(handle, rowIndex, col, Double(number), nil)
      case .moneyFormula(let formula, let result):
        status = workbook.lxw.worksheetWriteFormulaNum(
          handle, rowIndex, col, formula, workbook.moneyFormat(result.currency),
          Worksheet.value(result))
      case .empty: status = LXW_NO_ERROR
      }
      try check(status, row: row)
    }
  }

  /// The amount of `money` as the double nearest its exact decimal value: one correctly
  /// rounded division, as parsing its decimal text would give.
  static func value(_ money: Money) -> Double {
    var scale = 1.0
    for _ in 0..<money.currency.minorUnits { scale *= 10 }
    return Double(money.minorUnits) / scale
  }

  /// `ratio` rounded to `places` decimals, as the double nearest that decimal: one
  /// correctly rounded division, as parsing the decimal's text would give.
  static func value(_ ratio: Ratio, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return Double(ratio.scaled(to: places)) / scale
  }

  /// `text` as XML 1.0 can hold it: each control character (`ControlCharacters`) and
  /// U+FFFE/U+FFFF becomes U+FFFD, so that no stored value breaks a workbook's headers,
  /// tables or charts, which libxlsxwriter writes without escaping them.
  static func representable(_ text: String) -> String {
    // A byte scan first: U+FFFE and U+FFFF start with 0xEF, the others are in `mayBeIn`.
    guard ControlCharacters.mayBeIn(text) || text.utf8.contains(0xEF) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let isBad =
        ControlCharacters.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
      result.append(isBad ? "\u{FFFD}" : scalar)
    }
    return String(result)
  }

  /// `text`, representable, or its start and "…" when it is longer than Excel allows in a
  /// cell.
  static func fitted(_ original: String) -> String {
    let text = representable(original)
    guard text.utf16.count > Workbook.maxCellCharacters else { return text }
    var kept = ""
    var length = 0
    for scalar in text.unicodeScalars {
      length += scalar.utf16.count
      if length > Workbook.maxCellCharacters - 1 { break }
      kept.unicodeScalars.append(scalar)
    }
    return kept + "…"
  }

  private func check(_ status: lxw_error, row: Int) throws(XLSXError) {
    guard status == LXW_NO_ERROR else {
      throw XLSXError(
        .writeRow(row, sheet: name), .library(workbook.lxw.message(status)))
    }
  }

  /// Keeps the rows above `row` in view while scrolling.
  public func freezeRows(above row: Int = 1) {
    workbook.lxw.worksheetFreezePanes(handle, lxw_row_t(row), 0)
  }

  /// Adds an autofilter over a header row and the rows below it.
  public func autofilter(headerRow: Int = 0, lastRow: Int, firstColumn: Int = 0, lastColumn: Int) {
    _ = workbook.lxw.worksheetAutofilter(
      handle, lxw_row_t(headerRow), lxw_col_t(firstColumn), lxw_row_t(max(lastRow, headerRow + 1)),
      lxw_col_t(lastColumn))
  }

  /// Makes an Excel table of a header row and the rows below it, with its own filter buttons
  /// and banded rows. The cells already written stay; the header takes `headers`.
  ///
  /// - Throws: `XLSXError` on a streamed sheet, where libxlsxwriter cannot add tables.
  public func addTable(
    headers: [String], headerRow: Int = 0, lastRow: Int, firstColumn: Int = 0
  ) throws(XLSXError) {
    var owned: [UnsafeMutablePointer<CChar>?] = []
    defer { owned.forEach { free($0) } }
    var columns: [UnsafeMutablePointer<lxw_table_column>?] = headers.map { header in
      let column = UnsafeMutablePointer<lxw_table_column>.allocate(capacity: 1)
      column.initialize(to: lxw_table_column())
      let text = strdup(Worksheet.fitted(header))
      owned.append(text)
      column.pointee.header = text
      return column
    }
    columns.append(nil)
    defer { columns.forEach { $0?.deallocate() } }
    let status = columns.withUnsafeMutableBufferPointer { buffer in
      var options = lxw_table_options()
      options.columns = buffer.baseAddress
      return workbook.lxw.worksheetAddTable(
        handle, lxw_row_t(headerRow), lxw_col_t(firstColumn),
        lxw_row_t(max(lastRow, headerRow + 1)), lxw_col_t(firstColumn + headers.count - 1),
        &options)
    }
    guard status == LXW_NO_ERROR else {
      throw XLSXError(.addTable(sheet: name), .library(workbook.lxw.message(status)))
    }
  }

  /// Inserts `spec` over the sheet rows `firstRow...lastRow` (0-based, the header being
  /// `headerRow`), each series named by its column's header cell: a title, axis titles
  /// when given, the first series' number format on the value axis, a legend below when
  /// there is more than one series, and for a bar chart the categories top to bottom in
  /// the order of the rows.
  public func insertChart(
    _ spec: ChartSpec, headerRow: Int = 0, firstRow: Int, lastRow: Int,
    at anchor: (row: Int, column: Int)
  ) {
    let type: lxw_chart_type
    switch spec.kind {
    case .column: type = LXW_CHART_COLUMN
    case .bar: type = LXW_CHART_BAR
    case .line: type = LXW_CHART_LINE
    case .pie: type = LXW_CHART_PIE
    }
    guard let chart = workbook.lxw.workbookAddChart(workbook.handle, UInt8(type.rawValue)) else {
      return
    }
    func range(_ column: Int) -> String {
      let letters = Worksheet.columnLetters(column)
      return "='\(name)'!$\(letters)$\(firstRow + 1):$\(letters)$\(lastRow + 1)"
    }
    for series in spec.series {
      let added = workbook.lxw.chartAddSeries(chart, range(spec.labelColumn), range(series.column))
      workbook.lxw.chartSeriesSetName(
        added, "='\(name)'!$\(Worksheet.columnLetters(series.column))$\(headerRow + 1)")
    }
    workbook.lxw.chartTitleSetName(chart, Worksheet.representable(spec.title))
    // In libxlsxwriter's bar chart the x axis is the value axis and the y axis holds the
    // categories; in the others, the other way round.
    let (categoryAxis, valueAxis) =
      spec.kind == .bar
      ? (chart.pointee.y_axis, chart.pointee.x_axis) : (chart.pointee.x_axis, chart.pointee.y_axis)
    if let title = spec.categoryTitle { workbook.lxw.chartAxisSetName(categoryAxis, title) }
    if let title = spec.valueTitle { workbook.lxw.chartAxisSetName(valueAxis, title) }
    if let format = spec.series.first?.numberFormat {
      workbook.lxw.chartAxisSetNumFormat(valueAxis, format)
    }
    if spec.kind == .bar {
      // A bar chart draws its first category at the bottom; reversed, the bars read top
      // to bottom as the table does, with the value axis kept at the bottom.
      workbook.lxw.chartAxisSetReverse(categoryAxis)
      workbook.lxw.chartAxisSetCrossingMax(categoryAxis)
    }
    workbook.lxw.chartLegendSetPosition(
      chart,
      UInt8(
        spec.series.count > 1 ? LXW_CHART_LEGEND_BOTTOM.rawValue : LXW_CHART_LEGEND_NONE.rawValue))
    // Wide enough for a year of "2026-10" labels on one line each.
    var options = lxw_chart_options()
    options.x_scale = lastRow - firstRow >= 6 && spec.kind != .bar ? 1.75 : 1
    options.y_scale = spec.kind == .bar ? max(1, Double(lastRow - firstRow + 1) / 10) : 1
    _ = workbook.lxw.worksheetInsertChartOpt(
      handle, lxw_row_t(anchor.row), lxw_col_t(anchor.column), chart, &options)
  }

  /// Writes an in-memory sheet: widths, a bold frozen header with an autofilter, the rows,
  /// then its charts to the right of the table.
  ///
  /// - Throws: `XLSXError` when libxlsxwriter refuses a cell.
  public func write(_ sheet: Sheet) throws(XLSXError) {
    setWidths(Worksheet.fittedWidths(sheet))
    try writeHeader(sheet.headers)
    for (offset, row) in sheet.rows.enumerated() {
      try write(row, row: offset + 1)
    }
    freezeRows()
    if !sheet.headers.isEmpty {
      autofilter(lastRow: sheet.rows.count, lastColumn: sheet.headers.count - 1)
    }
    guard !sheet.rows.isEmpty else { return }
    for (index, spec) in sheet.charts.enumerated() {
      let rows = spec.rows ?? 0...(sheet.rows.count - 1)
      insertChart(
        spec, firstRow: rows.lowerBound + 1, lastRow: rows.upperBound + 1,
        at: (1 + index * 24, sheet.headers.count + 1))
    }
  }

  /// The widest column allowed, in characters.
  static let maximumWidth = 60.0

  /// Each column's width fitted to its content: the widest of its header and cells as
  /// shown (a wide character such as 豆 counts twice), plus a margin, at least the sheet's
  /// own width and at most `maximumWidth`.
  static func fittedWidths(_ sheet: Sheet) -> [Double] {
    let count = max(sheet.widths.count, sheet.headers.count)
    return (0..<count).map { column in
      var widest = column < sheet.headers.count ? shownWidth(sheet.headers[column]) : 0
      for row in sheet.rows where column < row.count {
        widest = max(widest, shownWidth(row[column]))
      }
      let given = column < sheet.widths.count ? sheet.widths[column] : 8
      return min(max(given, Double(widest) + 2), maximumWidth)
    }
  }

  /// How many character widths a cell takes as shown.
  static func shownWidth(_ cell: Cell) -> Int {
    switch cell {
    case .text(let text): return shownWidth(text)
    case .money(let money): return money.amount.count + money.amount.count / 3 + 6
    case .date: return 10
    case .quantity(let quantity): return quantity.description.count
    case .ratio(_, let places): return places + 8
    case .percent: return 7
    case .integer(let number): return String(number).count
    case .moneyFormula(_, let result): return result.amount.count + result.amount.count / 3 + 6
    case .empty: return 0
    }
  }

  /// How many character widths `text` takes, as the text tables count them: East Asian
  /// wide characters twice.
  static func shownWidth(_ text: String) -> Int { TextTable.width(text) }

  /// The column letters of a 0-based index (A … Z, AA …).
  public static func columnLetters(_ index: Int) -> String {
    var index = index
    var letters = ""
    repeat {
      letters = String(UnicodeScalar(UInt8(65 + index % 26))) + letters
      index = index / 26 - 1
    } while index >= 0
    return letters
  }
}

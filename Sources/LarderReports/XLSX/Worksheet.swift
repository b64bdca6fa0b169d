import CXlsxWriter
import Foundation
import LarderCore

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

  /// Sets the widths of the columns from `first` on, in characters.
  public func setWidths(_ widths: [Double], from first: Int = 0) {
    for (offset, width) in widths.enumerated() {
      let column = lxw_col_t(first + offset)
      worksheet_set_column(handle, column, column, width, nil)
    }
  }

  /// Writes a bold header row.
  public func writeHeader(_ headers: [String], row: Int = 0, column: Int = 0) throws(XLSXError) {
    for (offset, header) in headers.enumerated() {
      try check(
        worksheet_write_string(
          handle, lxw_row_t(row), lxw_col_t(column + offset), header, workbook.bold),
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
        status = worksheet_write_string(handle, rowIndex, col, Worksheet.fitted(text), nil)
      case .money(let money):
        status = worksheet_write_number(
          handle, rowIndex, col, Worksheet.value(money), workbook.moneyFormat(money.currency))
      case .quantity(let quantity):
        status = worksheet_write_number(
          handle, rowIndex, col, Double(quantity.thousandths) / 1_000, nil)
      case .date(let date):
        let (year, month, day) = date.components
        var value = lxw_datetime(
          year: Int32(year), month: Int32(month), day: Int32(day), hour: 0, min: 0, sec: 0)
        status = worksheet_write_datetime(handle, rowIndex, col, &value, workbook.dateFormat)
      case .ratio(let ratio, let places):
        status = worksheet_write_number(
          handle, rowIndex, col, Worksheet.value(ratio, places: places), nil)
      case .percent(let ratio):
        status = worksheet_write_number(
          handle, rowIndex, col, Worksheet.value(ratio, places: 3), workbook.percentFormat())
      case .integer(let number):
        status = worksheet_write_number(handle, rowIndex, col, Double(number), nil)
      case .moneyFormula(let formula, let result):
        status = worksheet_write_formula_num(
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

  /// `text`, or its start and "…" when it is longer than Excel allows in a cell.
  static func fitted(_ text: String) -> String {
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
        action: "cannot write row \(row + 1) of the sheet '\(name)'",
        message: String(cString: lxw_strerror(status)))
    }
  }

  /// Keeps the rows above `row` in view while scrolling.
  public func freezeRows(above row: Int = 1) {
    worksheet_freeze_panes(handle, lxw_row_t(row), 0)
  }

  /// Adds an autofilter over a header row and the rows below it.
  public func autofilter(headerRow: Int = 0, lastRow: Int, firstColumn: Int = 0, lastColumn: Int) {
    worksheet_autofilter(
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
      let text = strdup(header)
      owned.append(text)
      column.pointee.header = text
      return column
    }
    columns.append(nil)
    defer { columns.forEach { $0?.deallocate() } }
    let status = columns.withUnsafeMutableBufferPointer { buffer in
      var options = lxw_table_options()
      options.columns = buffer.baseAddress
      return worksheet_add_table(
        handle, lxw_row_t(headerRow), lxw_col_t(firstColumn),
        lxw_row_t(max(lastRow, headerRow + 1)), lxw_col_t(firstColumn + headers.count - 1),
        &options)
    }
    guard status == LXW_NO_ERROR else {
      throw XLSXError(
        action: "cannot add a table to the sheet '\(name)'",
        message: String(cString: lxw_strerror(status)))
    }
  }

  /// Inserts a chart whose categories are `labelColumn` and whose series are `valueColumns`
  /// over the rows `firstRow...lastRow`, each series named by the cell in `headerRow`.
  public func insertChart(
    _ kind: ChartSpec.Kind, title: String, labelColumn: Int, valueColumns: [Int],
    headerRow: Int = 0, firstRow: Int, lastRow: Int, at anchor: (row: Int, column: Int)
  ) {
    let type: lxw_chart_type
    switch kind {
    case .column: type = LXW_CHART_COLUMN
    case .bar: type = LXW_CHART_BAR
    case .line: type = LXW_CHART_LINE
    case .pie: type = LXW_CHART_PIE
    }
    guard let chart = workbook_add_chart(workbook.handle, UInt8(type.rawValue)) else { return }
    func range(_ column: Int) -> String {
      let letters = Worksheet.columnLetters(column)
      return "='\(name)'!$\(letters)$\(firstRow + 1):$\(letters)$\(lastRow + 1)"
    }
    for column in valueColumns {
      let series = chart_add_series(chart, range(labelColumn), range(column))
      if valueColumns.count > 1 {
        chart_series_set_name(
          series, "='\(name)'!$\(Worksheet.columnLetters(column))$\(headerRow + 1)")
      }
    }
    chart_title_set_name(chart, title)
    if valueColumns.count == 1 {
      chart_legend_set_position(chart, UInt8(LXW_CHART_LEGEND_NONE.rawValue))
    }
    worksheet_insert_chart(handle, lxw_row_t(anchor.row), lxw_col_t(anchor.column), chart)
  }

  /// Writes an in-memory sheet: widths, a bold frozen header with an autofilter, the rows,
  /// then its charts to the right of the table.
  ///
  /// - Throws: `XLSXError` when libxlsxwriter refuses a cell.
  public func write(_ sheet: Sheet) throws(XLSXError) {
    setWidths(sheet.widths)
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
      insertChart(
        spec.kind, title: spec.title, labelColumn: spec.labelColumn,
        valueColumns: spec.valueColumns, firstRow: 1, lastRow: sheet.rows.count,
        at: (1 + index * 18, sheet.headers.count + 1))
    }
  }

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

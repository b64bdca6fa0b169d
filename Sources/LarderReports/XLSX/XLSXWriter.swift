import CXlsxWriter
import Foundation
import LarderCore

/// Writes sheets to an XLSX file with libxlsxwriter.
///
/// The file is written to a temporary name beside the target and renamed into place
/// only when libxlsxwriter has closed it without error, so a failed or interrupted
/// write never leaves a partial file at the target. The creation date comes from the
/// caller, so the same data gives a byte-identical file.
public struct XLSXWriter {
  /// Title, subject and creation day for the document properties; the author is "Larder".
  public var title: String
  public var subject: String
  public var created: CalendarDate

  public init(title: String, subject: String, created: CalendarDate) {
    self.title = title
    self.subject = subject
    self.created = created
  }

  /// Writes `sheets` to `path`.
  ///
  /// - Throws: `XLSXError` with libxlsxwriter's message when any call fails.
  public func write(_ sheets: [Sheet], to path: String) throws {
    let temporary = path + ".tmp-\(getpid())"
    defer { unlink(temporary) }
    guard let workbook = workbook_new(temporary) else {
      throw XLSXError(
        action: "cannot create \(path)", message: "libxlsxwriter could not start a workbook")
    }
    var properties = lxw_doc_properties()
    let strings = [strdup(title), strdup(subject), strdup("Larder")]
    defer { strings.forEach { free($0) } }
    properties.title = strings[0]
    properties.subject = strings[1]
    properties.author = strings[2]
    properties.created = time_t(created.daysSinceEpoch * 86_400)
    workbook_set_properties(workbook, &properties)

    let bold = workbook_add_format(workbook)
    format_set_bold(bold)
    let dateFormat = workbook_add_format(workbook)
    format_set_num_format(dateFormat, "yyyy-mm-dd")
    var moneyFormats: [Currency: UnsafeMutablePointer<lxw_format>] = [:]
    func moneyFormat(_ currency: Currency) -> UnsafeMutablePointer<lxw_format>? {
      if let format = moneyFormats[currency] { return format }
      let decimals =
        currency.minorUnits > 0 ? "." + String(repeating: "0", count: currency.minorUnits) : ""
      guard let format = workbook_add_format(workbook) else { return nil }
      format_set_num_format(format, "[$\(currency.code)] #,##0\(decimals)")
      moneyFormats[currency] = format
      return format
    }

    for sheet in sheets {
      guard let worksheet = workbook_add_worksheet(workbook, sheet.name) else {
        workbook_close(workbook)
        throw XLSXError(
          action: "cannot add the sheet '\(sheet.name)'", message: "invalid or duplicate name")
      }
      for (column, header) in sheet.headers.enumerated() {
        worksheet_write_string(worksheet, 0, lxw_col_t(column), header, bold)
        let width = column < sheet.widths.count ? sheet.widths[column] : 12
        worksheet_set_column(worksheet, lxw_col_t(column), lxw_col_t(column), width, nil)
      }
      for (offset, row) in sheet.rows.enumerated() {
        let rowIndex = lxw_row_t(offset + 1)
        for (column, cell) in row.enumerated() {
          let col = lxw_col_t(column)
          switch cell {
          case .text(let text): worksheet_write_string(worksheet, rowIndex, col, text, nil)
          case .money(let money):
            worksheet_write_number(
              worksheet, rowIndex, col, Double(money.amount) ?? 0, moneyFormat(money.currency))
          case .date(let date):
            let (year, month, day) = date.components
            var value = lxw_datetime(
              year: Int32(year), month: Int32(month), day: Int32(day), hour: 0, min: 0, sec: 0)
            worksheet_write_datetime(worksheet, rowIndex, col, &value, dateFormat)
          case .number(let text):
            worksheet_write_number(worksheet, rowIndex, col, Double(text) ?? 0, nil)
          case .empty: break
          }
        }
      }
      worksheet_freeze_panes(worksheet, 1, 0)
      if !sheet.headers.isEmpty {
        worksheet_autofilter(
          worksheet, 0, 0, lxw_row_t(max(sheet.rows.count, 1)), lxw_col_t(sheet.headers.count - 1))
      }
      for (index, spec) in sheet.charts.enumerated() where !sheet.rows.isEmpty {
        let type: lxw_chart_type
        switch spec.kind {
        case .column: type = LXW_CHART_COLUMN
        case .bar: type = LXW_CHART_BAR
        case .pie: type = LXW_CHART_PIE
        }
        guard let chart = workbook_add_chart(workbook, UInt8(type.rawValue)) else { continue }
        let last = sheet.rows.count
        chart_add_series(
          chart,
          "='\(sheet.name)'!$\(column(spec.labelColumn))$2:$\(column(spec.labelColumn))$\(last + 1)",
          "='\(sheet.name)'!$\(column(spec.valueColumn))$2:$\(column(spec.valueColumn))$\(last + 1)"
        )
        chart_title_set_name(chart, spec.title)
        chart_legend_set_position(chart, UInt8(LXW_CHART_LEGEND_NONE.rawValue))
        worksheet_insert_chart(
          worksheet, lxw_row_t(1 + index * 18), lxw_col_t(sheet.headers.count + 1), chart)
      }
    }
    let status = workbook_close(workbook)
    guard status == LXW_NO_ERROR else {
      throw XLSXError(
        action: "cannot write \(path)", message: String(cString: lxw_strerror(status)))
    }
    guard rename(temporary, path) == 0 else {
      throw XLSXError(action: "cannot write \(path)", message: String(cString: strerror(errno)))
    }
  }

  /// The column letters of a 0-based index (A … Z, AA …).
  func column(_ index: Int) -> String {
    var index = index
    var letters = ""
    repeat {
      letters = String(UnicodeScalar(UInt8(65 + index % 26))) + letters
      index = index / 26 - 1
    } while index >= 0
    return letters
  }
}

import LarderErrors

/// Rows streamed onto a sheet in constant-memory mode that continue on `Name (2)`,
/// `Name (3)` … when a sheet is full, each part with the same frozen, filtered header.
final class SplitSheet {
  private let workbook: Workbook
  private let name: String
  private let headers: [String]
  private let widths: [Double]
  private let maxRows: Int
  private var sheet: Worksheet?
  private var part = 0
  private var row = 0

  /// Prepares the first part; `maxRows` counts the header row.
  init(workbook: Workbook, name: String, headers: [String], widths: [Double], maxRows: Int)
    throws(XLSXError)
  {
    self.workbook = workbook
    self.name = name
    self.headers = headers
    self.widths = widths
    self.maxRows = maxRows
    try startPart()
  }

  private func startPart() throws(XLSXError) {
    finishPart()
    part += 1
    let sheet = try workbook.addSheet(
      named: part == 1 ? name : "\(name) (\(part))", streamed: true)
    sheet.setWidths(widths)
    try sheet.writeHeader(headers)
    sheet.freezeRows()
    self.sheet = sheet
    row = 0
  }

  private func finishPart() {
    sheet?.autofilter(lastRow: row, lastColumn: headers.count - 1)
  }

  /// Appends a row, starting the next part first when this one is full.
  func append(_ cells: [Cell]) throws(XLSXError) {
    if row + 1 >= maxRows { try startPart() }
    row += 1
    try sheet?.write(cells, row: row)
  }

  /// Sets the filter of the last part.
  func finish() {
    finishPart()
    sheet = nil
  }
}

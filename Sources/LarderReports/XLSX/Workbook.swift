import CXlsxWriter
import Foundation
import LarderCore
import LarderErrors
import LarderFiles
import LarderLoading

/// An XLSX file being written with libxlsxwriter, sheet by sheet and row by row.
///
/// The file is written in a private staging folder and put in place by `close()` only when
/// libxlsxwriter has finished without error (see `StagedFile`), so a failed or interrupted
/// write never leaves a partial file at the target.
public final class Workbook {
  /// Excel's limit on rows per sheet, header included.
  public static let maxRows = 1_048_576
  /// Excel's limit on characters in one cell.
  public static let maxCellCharacters = 32_767

  let handle: UnsafeMutablePointer<lxw_workbook>
  /// The library, loaded by the first workbook.
  let lxw: XlsxWriter
  private let staged: StagedFile
  private var closed = false
  private var ownedStrings: [UnsafeMutablePointer<CChar>?] = []
  let bold: UnsafeMutablePointer<lxw_format>?
  let dateFormat: UnsafeMutablePointer<lxw_format>?
  private var moneyFormats: [Currency: UnsafeMutablePointer<lxw_format>] = [:]
  private var percent: UnsafeMutablePointer<lxw_format>?
  private var worksheets: [Worksheet] = []

  /// Starts a workbook that `close()` will write to `target`.
  ///
  /// - Throws: `XLSXError` when libxlsxwriter cannot be loaded, the staging folder cannot be
  ///   made or libxlsxwriter cannot start a workbook.
  public init(_ target: OutputTarget, properties: DocumentProperties) throws(XLSXError) {
    do { lxw = try XlsxWriter.shared.get() } catch {
      throw XLSXError(.create(target.path), .notLoaded(error))
    }
    do { staged = try StagedFile(target) } catch {
      throw XLSXError(.write(target.path), .file(error.problem))
    }
    guard let handle = lxw.workbookNew(staged.path) else {
      throw XLSXError(.create(target.path), .cannotStart)
    }
    self.handle = handle
    var values = lxw_doc_properties()
    ownedStrings = [strdup(properties.title), strdup(properties.subject), strdup("Larder")]
    values.title = ownedStrings[0]
    values.subject = ownedStrings[1]
    values.author = ownedStrings[2]
    values.created = time_t(properties.created.daysSinceEpoch * 86_400)
    _ = lxw.workbookSetProperties(handle, &values)
    bold = lxw.workbookAddFormat(handle)
    lxw.formatSetBold(bold)
    dateFormat = lxw.workbookAddFormat(handle)
    lxw.formatSetNumFormat(dateFormat, "yyyy-mm-dd")
  }

  deinit {
    if !closed { lxw.workbookFree(handle) }
    staged.discard()
    ownedStrings.forEach { free($0) }
  }

  /// Adds a sheet.
  ///
  /// A `streamed` sheet uses libxlsxwriter's constant-memory mode: each row goes to a
  /// temporary file as soon as the next one starts, so rows must be written in order and
  /// the sheet cannot hold an Excel table. Other sheets are kept in memory until `close()`.
  ///
  /// - Throws: `XLSXError` when the name is longer than 31 characters, has a character
  ///   Excel refuses, or is taken.
  public func addSheet(named name: String, streamed: Bool = false) throws(XLSXError) -> Worksheet {
    let status = lxw.workbookValidateSheetName(handle, name)
    guard status == LXW_NO_ERROR else {
      throw XLSXError(.addSheet(name), .library(lxw.message(status)))
    }
    // libxlsxwriter reads the constant-memory option as each worksheet is added.
    handle.pointee.options.constant_memory = streamed ? 1 : 0
    defer { handle.pointee.options.constant_memory = 0 }
    guard let sheet = lxw.workbookAddWorksheet(handle, name) else {
      throw XLSXError(.addSheet(name), .refused)
    }
    let worksheet = Worksheet(workbook: self, handle: sheet, name: name, streamed: streamed)
    worksheet.preparePrinting()
    if worksheets.isEmpty { lxw.worksheetActivate(sheet) }
    worksheets.append(worksheet)
    return worksheet
  }

  /// The number format of money in `currency`: its code, then grouped digits with as
  /// many decimals as the currency has minor units, e.g. `[$EUR] #,##0.00`.
  func moneyFormat(_ currency: Currency) -> UnsafeMutablePointer<lxw_format>? {
    if let format = moneyFormats[currency] { return format }
    guard let format = lxw.workbookAddFormat(handle) else { return nil }
    lxw.formatSetNumFormat(format, Workbook.moneyNumberFormat(currency))
    moneyFormats[currency] = format
    return format
  }

  /// The number format of money in `currency`, as cells and chart axes use it.
  public static func moneyNumberFormat(_ currency: Currency) -> String {
    let decimals =
      currency.minorUnits > 0 ? "." + String(repeating: "0", count: currency.minorUnits) : ""
    return "[$\(currency.code)] #,##0\(decimals)"
  }

  /// The number format of a fraction shown as a percentage with one decimal: `0.0%`.
  /// Made on first use, so a workbook without percentages is as it was.
  func percentFormat() -> UnsafeMutablePointer<lxw_format>? {
    if let percent { return percent }
    guard let format = lxw.workbookAddFormat(handle) else { return nil }
    lxw.formatSetNumFormat(format, "0.0%")
    percent = format
    return format
  }

  /// Writes the file and puts it in place.
  ///
  /// - Throws: `XLSXError` with libxlsxwriter's message, or the system's for the flush and
  ///   rename.
  public func close() throws(XLSXError) {
    guard !closed else { return }
    closed = true
    let status = lxw.workbookClose(handle)
    guard status == LXW_NO_ERROR else {
      throw XLSXError(
        .write(staged.target.path), .library(lxw.message(status)))
    }
    do { try staged.commit() } catch {
      throw XLSXError(.write(staged.target.path), .file(error.problem))
    }
  }

  /// Writes in-memory sheets, each with a bold, frozen header and an autofilter, to `target`.
  ///
  /// - Throws: `XLSXError` when any call fails.
  public static func write(
    _ sheets: [Sheet], to target: OutputTarget, properties: DocumentProperties
  ) throws(XLSXError) {
    let workbook = try Workbook(target, properties: properties)
    for sheet in sheets {
      try workbook.addSheet(named: sheet.name).write(sheet)
    }
    try workbook.close()
  }
}

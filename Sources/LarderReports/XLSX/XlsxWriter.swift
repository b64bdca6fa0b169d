import CXlsxWriter
import LarderErrors
import LarderLoading

/// libxlsxwriter, loaded the first time a workbook is written (or its version is asked),
/// so that the commands that write no XLSX do not load it.
/// Its function pointers are immutable and the library is never unloaded, so it is shared.
struct XlsxWriter: @unchecked Sendable {
  let workbookNew: @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<lxw_workbook>?
  let workbookClose: @convention(c) (UnsafeMutablePointer<lxw_workbook>?) -> lxw_error
  let workbookFree: @convention(c) (UnsafeMutablePointer<lxw_workbook>?) -> Void
  let workbookSetProperties:
    @convention(c) (UnsafeMutablePointer<lxw_workbook>?, UnsafeMutablePointer<lxw_doc_properties>?)
      -> lxw_error
  let workbookAddFormat:
    @convention(c) (UnsafeMutablePointer<lxw_workbook>?) -> UnsafeMutablePointer<lxw_format>?
  let workbookAddWorksheet:
    @convention(c) (UnsafeMutablePointer<lxw_workbook>?, UnsafePointer<CChar>?) ->
      UnsafeMutablePointer<lxw_worksheet>?
  let workbookAddChart:
    @convention(c) (UnsafeMutablePointer<lxw_workbook>?, UInt8) -> UnsafeMutablePointer<lxw_chart>?
  let workbookValidateSheetName:
    @convention(c) (UnsafeMutablePointer<lxw_workbook>?, UnsafePointer<CChar>?) -> lxw_error
  let formatSetNumFormat:
    @convention(c) (UnsafeMutablePointer<lxw_format>?, UnsafePointer<CChar>?) -> Void
  let formatSetBold: @convention(c) (UnsafeMutablePointer<lxw_format>?) -> Void
  let strerror: @convention(c) (lxw_error) -> UnsafeMutablePointer<CChar>?
  let version: @convention(c) () -> UnsafePointer<CChar>?
  let worksheetActivate: @convention(c) (UnsafeMutablePointer<lxw_worksheet>?) -> Void
  let worksheetWriteNumber:
    @convention(c) (
      UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_col_t, Double,
      UnsafeMutablePointer<lxw_format>?
    ) -> lxw_error
  let worksheetWriteString:
    @convention(c) (
      UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_col_t, UnsafePointer<CChar>?,
      UnsafeMutablePointer<lxw_format>?
    ) -> lxw_error
  let worksheetWriteFormulaNum:
    @convention(c) (
      UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_col_t, UnsafePointer<CChar>?,
      UnsafeMutablePointer<lxw_format>?, Double
    ) -> lxw_error
  let worksheetWriteDatetime:
    @convention(c) (
      UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_col_t,
      UnsafeMutablePointer<lxw_datetime>?, UnsafeMutablePointer<lxw_format>?
    ) -> lxw_error
  let worksheetSetPaper: @convention(c) (UnsafeMutablePointer<lxw_worksheet>?, UInt8) -> Void
  let worksheetSetLandscape: @convention(c) (UnsafeMutablePointer<lxw_worksheet>?) -> Void
  let worksheetSetColumn:
    @convention(c) (
      UnsafeMutablePointer<lxw_worksheet>?, lxw_col_t, lxw_col_t, Double,
      UnsafeMutablePointer<lxw_format>?
    ) -> lxw_error
  let worksheetRepeatRows:
    @convention(c) (UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_row_t) -> lxw_error
  let worksheetInsertChartOpt:
    @convention(c) (
      UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_col_t, UnsafeMutablePointer<lxw_chart>?,
      UnsafeMutablePointer<lxw_chart_options>?
    ) -> lxw_error
  let worksheetFreezePanes:
    @convention(c) (UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_col_t) -> Void
  let worksheetFitToPages:
    @convention(c) (UnsafeMutablePointer<lxw_worksheet>?, UInt16, UInt16) -> Void
  let worksheetAutofilter:
    @convention(c) (
      UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_col_t, lxw_row_t, lxw_col_t
    ) -> lxw_error
  let worksheetAddTable:
    @convention(c) (
      UnsafeMutablePointer<lxw_worksheet>?, lxw_row_t, lxw_col_t, lxw_row_t, lxw_col_t,
      UnsafeMutablePointer<lxw_table_options>?
    ) -> lxw_error
  let chartTitleSetName:
    @convention(c) (UnsafeMutablePointer<lxw_chart>?, UnsafePointer<CChar>?) -> Void
  let chartSeriesSetName:
    @convention(c) (UnsafeMutablePointer<lxw_chart_series>?, UnsafePointer<CChar>?) -> Void
  let chartLegendSetPosition: @convention(c) (UnsafeMutablePointer<lxw_chart>?, UInt8) -> Void
  let chartAxisSetName:
    @convention(c) (UnsafeMutablePointer<lxw_chart_axis>?, UnsafePointer<CChar>?) -> Void
  let chartAxisSetReverse: @convention(c) (UnsafeMutablePointer<lxw_chart_axis>?) -> Void
  let chartAxisSetNumFormat:
    @convention(c) (UnsafeMutablePointer<lxw_chart_axis>?, UnsafePointer<CChar>?) -> Void
  let chartAxisSetCrossingMax: @convention(c) (UnsafeMutablePointer<lxw_chart_axis>?) -> Void
  let chartAddSeries:
    @convention(c) (UnsafeMutablePointer<lxw_chart>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?)
      -> UnsafeMutablePointer<lxw_chart_series>?

  /// The library's file name, as Debian's `libxlsxwriter4` installs it.
  static let soname = "libxlsxwriter.so.4"

  /// The library, loaded once; the same failure for every caller.
  static let shared = Result { () throws(LibraryError) in try XlsxWriter(SharedLibrary(soname)) }

  /// libxlsxwriter's words for `status` (`lxw_strerror`), not translated.
  func message(_ status: lxw_error) -> String {
    strerror(status).map { String(cString: $0) } ?? "error \(status.rawValue)"
  }

  private init(_ library: SharedLibrary) throws(LibraryError) {
    workbookNew = try library.function("workbook_new")
    workbookClose = try library.function("workbook_close")
    workbookFree = try library.function("lxw_workbook_free")
    workbookSetProperties = try library.function("workbook_set_properties")
    workbookAddFormat = try library.function("workbook_add_format")
    workbookAddWorksheet = try library.function("workbook_add_worksheet")
    workbookAddChart = try library.function("workbook_add_chart")
    workbookValidateSheetName = try library.function("workbook_validate_sheet_name")
    formatSetNumFormat = try library.function("format_set_num_format")
    formatSetBold = try library.function("format_set_bold")
    strerror = try library.function("lxw_strerror")
    version = try library.function("lxw_version")
    worksheetActivate = try library.function("worksheet_activate")
    worksheetWriteNumber = try library.function("worksheet_write_number")
    worksheetWriteString = try library.function("worksheet_write_string")
    worksheetWriteFormulaNum = try library.function("worksheet_write_formula_num")
    worksheetWriteDatetime = try library.function("worksheet_write_datetime")
    worksheetSetPaper = try library.function("worksheet_set_paper")
    worksheetSetLandscape = try library.function("worksheet_set_landscape")
    worksheetSetColumn = try library.function("worksheet_set_column")
    worksheetRepeatRows = try library.function("worksheet_repeat_rows")
    worksheetInsertChartOpt = try library.function("worksheet_insert_chart_opt")
    worksheetFreezePanes = try library.function("worksheet_freeze_panes")
    worksheetFitToPages = try library.function("worksheet_fit_to_pages")
    worksheetAutofilter = try library.function("worksheet_autofilter")
    worksheetAddTable = try library.function("worksheet_add_table")
    chartTitleSetName = try library.function("chart_title_set_name")
    chartSeriesSetName = try library.function("chart_series_set_name")
    chartLegendSetPosition = try library.function("chart_legend_set_position")
    chartAxisSetName = try library.function("chart_axis_set_name")
    chartAxisSetReverse = try library.function("chart_axis_set_reverse")
    chartAxisSetNumFormat = try library.function("chart_axis_set_num_format")
    chartAxisSetCrossingMax = try library.function("chart_axis_set_crossing_max")
    chartAddSeries = try library.function("chart_add_series")
  }
}

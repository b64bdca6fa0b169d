/// A chart over the rows of a `Sheet`: one series per value column, labelled by one column.
///
/// Charts render alike in Excel and LibreOffice when their categories are text (month
/// labels such as "2026-10", never date cells, which LibreOffice draws on a daily axis),
/// each series is one currency, and each money axis has that currency's number format.
public struct ChartSpec: Sendable {
  /// The kind of chart.
  public enum Kind: Sendable { case column, bar, line, pie }

  /// One series: a value column and the number format of the value axis. A chart's
  /// series share one axis, so money in two currencies goes in two charts (libxlsxwriter
  /// has no secondary axis), each with its own scale.
  public struct Series: Sendable {
    /// The column of the values (0-based); the series is named by its header.
    public var column: Int
    /// The number format of the value axis, e.g. `[$EUR] #,##0.00`.
    public var numberFormat: String?

    /// A series.
    public init(column: Int, numberFormat: String? = nil) {
      self.column = column
      self.numberFormat = numberFormat
    }
  }

  /// The kind of chart.
  public var kind: Kind
  /// The chart's title.
  public var title: String
  /// The column of the category labels (0-based).
  public var labelColumn: Int
  /// The series; a legend is shown when there is more than one.
  public var series: [Series]
  /// The title of the category axis, if any.
  public var categoryTitle: String?
  /// The title of the (primary) value axis, if any.
  public var valueTitle: String?
  /// The rows charted, as 0-based indexes into the sheet's rows; all of them when nil.
  public var rows: ClosedRange<Int>?

  /// A chart of `series`.
  public init(
    kind: Kind, title: String, labelColumn: Int, series: [Series], categoryTitle: String? = nil,
    valueTitle: String? = nil, rows: ClosedRange<Int>? = nil
  ) {
    self.kind = kind
    self.title = title
    self.labelColumn = labelColumn
    self.series = series
    self.categoryTitle = categoryTitle
    self.valueTitle = valueTitle
    self.rows = rows
  }
}

/// A table held in memory for one worksheet: a header row, then rows.
///
/// `Worksheet.write(_:)` puts it on a sheet with a bold, frozen header and an autofilter,
/// or as an Excel table.
public struct Sheet: Sendable {
  /// The sheet's tab name (at most 31 characters).
  public var name: String
  /// The header row.
  public var headers: [String]
  /// Column widths in characters.
  public var widths: [Double]
  /// The rows under the header.
  public var rows: [[Cell]] = []
  /// Charts over the rows.
  public var charts: [ChartSpec] = []

  /// An empty sheet.
  public init(name: String, headers: [String], widths: [Double]) {
    self.name = name
    self.headers = headers
    self.widths = widths
  }
}

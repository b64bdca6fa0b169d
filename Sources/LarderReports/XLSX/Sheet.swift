/// A chart over the rows of a `Sheet`: one series per value column, labelled by one column.
public struct ChartSpec: Sendable {
  /// The kind of chart.
  public enum Kind: Sendable { case column, bar, line, pie }
  /// The kind of chart.
  public var kind: Kind
  /// The chart's title.
  public var title: String
  /// The column of the category labels (0-based).
  public var labelColumn: Int
  /// The columns of the values (0-based); each becomes a series named by its header.
  public var valueColumns: [Int]

  /// A chart with one series per value column.
  public init(kind: Kind, title: String, labelColumn: Int, valueColumns: [Int]) {
    self.kind = kind
    self.title = title
    self.labelColumn = labelColumn
    self.valueColumns = valueColumns
  }

  /// A chart with one series.
  public init(kind: Kind, title: String, labelColumn: Int, valueColumn: Int) {
    self.init(kind: kind, title: title, labelColumn: labelColumn, valueColumns: [valueColumn])
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

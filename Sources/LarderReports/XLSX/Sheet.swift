/// A chart over the rows of a `Sheet`: one series per value column, labelled by one column.
public struct ChartSpec: Sendable {
  public enum Kind: Sendable { case column, bar, line, pie }
  public var kind: Kind
  public var title: String
  /// The column of the category labels (0-based).
  public var labelColumn: Int
  /// The columns of the values (0-based); each becomes a series named by its header.
  public var valueColumns: [Int]

  public init(kind: Kind, title: String, labelColumn: Int, valueColumns: [Int]) {
    self.kind = kind
    self.title = title
    self.labelColumn = labelColumn
    self.valueColumns = valueColumns
  }

  public init(kind: Kind, title: String, labelColumn: Int, valueColumn: Int) {
    self.init(kind: kind, title: title, labelColumn: labelColumn, valueColumns: [valueColumn])
  }
}

/// A table held in memory for one worksheet: a header row, then rows.
///
/// `Worksheet.write(_:)` puts it on a sheet with a bold, frozen header and an autofilter,
/// or as an Excel table.
public struct Sheet: Sendable {
  public var name: String
  public var headers: [String]
  public var widths: [Double]
  public var rows: [[Cell]] = []
  public var charts: [ChartSpec] = []

  public init(name: String, headers: [String], widths: [Double]) {
    self.name = name
    self.headers = headers
    self.widths = widths
  }
}

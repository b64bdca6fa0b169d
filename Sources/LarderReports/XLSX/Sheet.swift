import LarderCore

/// A cell of a sheet, typed: text is always a string cell, never a formula.
public enum Cell: Sendable {
  case text(String)
  case money(Money)
  case date(CalendarDate)
  /// A plain decimal number such as a quantity or a rate, as exact text.
  case number(String)
  case empty
}

/// A chart to insert into a sheet, over one column of it.
public struct ChartSpec: Sendable {
  public enum Kind: Sendable { case column, bar, pie }
  public var kind: Kind
  public var title: String
  /// The column of the category labels (0-based).
  public var labelColumn: Int
  /// The column of the values (0-based).
  public var valueColumn: Int
}

/// A table on one worksheet: a bold, frozen header with an autofilter, then rows.
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

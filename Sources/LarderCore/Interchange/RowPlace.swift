/// Where in an import file a refused row is: its line, and the field's column when the
/// problem is in one field.
public struct RowPlace: Hashable, Sendable {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, when the problem is in one field.
  public var column: Int?
  /// The column's name from the header, when known.
  public var columnName: String?

  /// Creates the place of a row, or of one of its fields.
  public init(line: Int, column: Int?, columnName: String?) {
    self.line = line
    self.column = column
    self.columnName = columnName
  }

}

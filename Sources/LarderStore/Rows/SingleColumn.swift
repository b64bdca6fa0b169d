import LarderCore

extension Statement.Row {
  /// The value of a query that selects one column: with no list of columns, there is no
  /// position to drift. A query of several columns reads them through `ColumnReader`.
  var onlyInt64: Int64 { int64(0) }

  /// The value of a query that selects one column that may be NULL (see `onlyInt64`).
  var onlyOptionalInt64: Int64? { optionalInt64(0) }

  /// The text of a query that selects one column (see `onlyInt64`).
  var onlyText: String { text(0) }

  /// The sum a query of one column computed by adding integers (`total`).
  ///
  /// - Throws: `ValueError.overflow` when the sum passed 64 bits.
  func onlyTotal() throws(ValueError) -> Int64 { try total(0) }

  /// The texts of the `count` columns after the first `offset`: the columns a list of
  /// names declares (`SummaryTable.columns`), read in its order.
  func optionalTexts(after offset: Int32, count: Int) -> [String?] {
    (0..<Int32(count)).map { optionalText(offset + $0) }
  }
}

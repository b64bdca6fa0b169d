import LarderErrors

/// The columns of one query's result, declared once, next to their decoder: the cases in
/// SELECT order, each with the SQL that selects it.
///
/// Swift numbers the raw values 0, 1, 2… in the order the cases are written (no case gives
/// its own), and `select` lists the SQL in that same order, so the SELECT list and the
/// positions read from it cannot drift apart. A row is read by case
/// (`ColumnReader.text(.name)`), never by a number.
protocol ResultColumns: CaseIterable, Hashable, RawRepresentable where RawValue == Int32 {
  /// The SQL that selects the column.
  var sql: String { get }
  /// The column as errors name it (`StoreError.unreadable`): its SQL unless said otherwise.
  var name: String { get }
}

extension ResultColumns {
  var name: String { sql }

  /// The SELECT list: every column's SQL, in order.
  static var select: String { allCases.map(\.sql).joined(separator: ", ") }

  /// The SELECT list with the SQL of some columns given by the query (a grouping key, what
  /// was left on another day), each still in its place. Pairs, not a dictionary: a new kind
  /// of dictionary key costs the runtime a search of every conformance at start-up.
  static func select(_ replaced: KeyValuePairs<Self, String>) -> String {
    select { column in replaced.first { $0.key == column }?.value }
  }

  /// The SELECT list with the SQL that `replaced` gives for a column, else the column's own.
  static func select(_ replaced: (Self) -> String?) -> String {
    allCases.map { replaced($0) ?? $0.sql }.joined(separator: ", ")
  }

  /// How many columns there are: where the next table's columns start in a joined row.
  static var count: Int32 { Int32(allCases.count) }
}

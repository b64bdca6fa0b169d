import Foundation
import LarderCore
import LarderErrors

/// One row being decoded into a stored type, read by the cases of its `ResultColumns`: a
/// value that cannot be read throws `StoreError.unreadable` naming the table, the row id
/// and the column, never a made-up value.
///
/// The first case of every set of columns is the row id of `table`, unless the reader is
/// told where it is.
struct ColumnReader<Column: ResultColumns> {
  let row: Statement.Row
  /// The table the row comes from, for errors.
  let table: String
  /// Where the columns start in the result row (after another table's, in a join).
  let offset: Int32
  /// Where the row id of `table` is in the result row.
  let rowIDPosition: Int32

  /// The reader of the columns that start at `offset`; the row id, for errors, is the first
  /// of them unless `rowIDAt` says where it is (for columns that follow another table's).
  init(_ row: Statement.Row, table: String, at offset: Int32 = 0, rowIDAt: Int32? = nil) {
    self.row = row
    self.table = table
    self.offset = offset
    self.rowIDPosition = rowIDAt ?? offset
  }

  /// Where `column` is in the result row.
  private func position(_ column: Column) -> Int32 { offset + column.rawValue }

  /// The row id of `table`.
  var rowID: Int64 { row.int64(rowIDPosition) }

  func text(_ column: Column) -> String { row.text(position(column)) }
  func optionalText(_ column: Column) -> String? { row.optionalText(position(column)) }
  func int64(_ column: Column) -> Int64 { row.int64(position(column)) }
  func optionalInt64(_ column: Column) -> Int64? { row.optionalInt64(position(column)) }

  /// A column SQL computed by adding integers (`Statement.Row.total`).
  ///
  /// - Throws: `ValueError.overflow` when the sum passed 64 bits.
  func total(_ column: Column) throws(ValueError) -> Int64 { try row.total(position(column)) }

  /// A quantity in thousandths.
  func quantity(_ column: Column) -> Quantity { Quantity(thousandths: int64(column)) }

  /// A lot, item or event id.
  func uuid(_ column: Column) throws(StoreError) -> UUID {
    guard let id = UUIDText.parse(text(column)) else { throw unreadable(column) }
    return id
  }

  /// A lot, item or event id as its lowercase text, without making a `UUID`.
  func uuidText(_ column: Column) throws(StoreError) -> String {
    guard let id = UUIDText.lowercased(text(column)) else { throw unreadable(column) }
    return id
  }

  /// A `YYYY-MM-DD` date as its stored text, once checked to be a real day.
  func dateText(_ column: Column) throws(StoreError) -> String {
    let stored = text(column)
    do { _ = try CalendarDate(parsing: stored) } catch { throw unreadable(column) }
    return stored
  }

  /// A `YYYY-MM-DD` date.
  func date(_ column: Column) throws(StoreError) -> CalendarDate {
    do { return try CalendarDate(parsing: text(column)) } catch { throw unreadable(column) }
  }

  /// A date that may be NULL.
  func optionalDate(_ column: Column) throws(StoreError) -> CalendarDate? {
    guard optionalText(column) != nil else { return nil }
    return try date(column)
  }

  /// An ISO 4217 currency code.
  func currency(_ column: Column) throws(StoreError) -> Currency {
    do { return try Currency(code: text(column)) } catch { throw unreadable(column) }
  }

  /// An amount in minor units of the currency in column `currencyColumn`.
  func money(_ column: Column, currency currencyColumn: Column) throws(StoreError) -> Money {
    Money(minorUnits: int64(column), currency: try currency(currencyColumn))
  }

  /// `consume` or `discard`.
  func eventKind(_ column: Column) throws(StoreError) -> Event.Kind {
    guard let kind = Event.Kind(rawValue: text(column)) else { throw unreadable(column) }
    return kind
  }

  /// A value of a `String` raw-value enum, such as `DateKind` or `FoodState`.
  func value<Value: RawRepresentable<String>>(_ column: Column, as: Value.Type = Value.self)
    throws(StoreError) -> Value
  {
    guard let value = Value(rawValue: text(column)) else { throw unreadable(column) }
    return value
  }

  /// A `String` raw-value enum that may be NULL.
  func optionalValue<Value: RawRepresentable<String>>(
    _ column: Column, as: Value.Type = Value.self
  ) throws(StoreError) -> Value? {
    guard optionalText(column) != nil else { return nil }
    return try value(column)
  }

  /// A number of whole days that may be NULL: a shelf life.
  func optionalDays(_ column: Column) -> Int? { optionalInt64(column).map { Int(clamping: $0) } }

  /// A flag stored as 0 or 1.
  func flag(_ column: Column) -> Bool { int64(column) != 0 }

  /// A `YYYY-MM` month.
  func month(_ column: Column) throws(StoreError) -> Month {
    do { return try Month(parsing: text(column)) } catch { throw unreadable(column) }
  }

  /// The error for the value in `column`.
  func unreadable(_ column: Column) -> StoreError {
    .unreadable(
      table: table, rowID: rowID, column: column.name, value: optionalText(column) ?? "NULL")
  }
}

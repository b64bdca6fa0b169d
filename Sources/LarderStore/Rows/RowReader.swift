import Foundation
import LarderCore

/// One row being decoded into a stored type: its columns are read by their position in the
/// type's column list, and a value that cannot be read throws `StoreError.unreadable`
/// naming the table, the row id and the column, never a made-up value.
///
/// Column 0 of every list is the row id of `table`.
struct RowReader {
  let row: Statement.Row
  /// The table the row comes from, for errors.
  let table: String
  /// The columns, as selected, in order.
  let columns: [String]
  /// Where the columns start in the result row.
  let offset: Int32

  /// The row id (column 0).
  var rowID: Int64 { row.int64(offset) }

  func text(_ index: Int) -> String { row.text(offset + Int32(index)) }
  func optionalText(_ index: Int) -> String? { row.optionalText(offset + Int32(index)) }
  func int64(_ index: Int) -> Int64 { row.int64(offset + Int32(index)) }
  func optionalInt64(_ index: Int) -> Int64? { row.optionalInt64(offset + Int32(index)) }

  /// A quantity in thousandths.
  func quantity(_ index: Int) -> Quantity { Quantity(thousandths: int64(index)) }

  /// A lot, item or event id.
  func uuid(_ index: Int) throws(StoreError) -> UUID {
    guard let id = UUIDText.parse(text(index)) else { throw unreadable(index) }
    return id
  }

  /// A lot, item or event id as its lowercase text, without making a `UUID`.
  func uuidText(_ index: Int) throws(StoreError) -> String {
    guard let id = UUIDText.lowercased(text(index)) else { throw unreadable(index) }
    return id
  }

  /// A `YYYY-MM-DD` date as its stored text, once checked to be a real day.
  func dateText(_ index: Int) throws(StoreError) -> String {
    let stored = text(index)
    do { _ = try CalendarDate(parsing: stored) } catch { throw unreadable(index) }
    return stored
  }

  /// A `YYYY-MM-DD` date.
  func date(_ index: Int) throws(StoreError) -> CalendarDate {
    do { return try CalendarDate(parsing: text(index)) } catch { throw unreadable(index) }
  }

  /// A date that may be NULL.
  func optionalDate(_ index: Int) throws(StoreError) -> CalendarDate? {
    guard optionalText(index) != nil else { return nil }
    return try date(index)
  }

  /// An ISO 4217 currency code.
  func currency(_ index: Int) throws(StoreError) -> Currency {
    do { return try Currency(code: text(index)) } catch { throw unreadable(index) }
  }

  /// An amount in minor units of the currency in column `currencyIndex`.
  func money(_ index: Int, currency currencyIndex: Int) throws(StoreError) -> Money {
    Money(minorUnits: int64(index), currency: try currency(currencyIndex))
  }

  /// `consume` or `discard`.
  func eventKind(_ index: Int) throws(StoreError) -> Event.Kind {
    guard let kind = Event.Kind(rawValue: text(index)) else { throw unreadable(index) }
    return kind
  }

  /// A `YYYY-MM` month.
  func month(_ index: Int) throws(StoreError) -> Month {
    do { return try Month(parsing: text(index)) } catch { throw unreadable(index) }
  }

  /// The error for the value in column `index`.
  func unreadable(_ index: Int) -> StoreError {
    .unreadable(
      table: table, rowID: rowID, column: index < columns.count ? columns[index] : "\(index)",
      value: optionalText(index) ?? "NULL")
  }
}

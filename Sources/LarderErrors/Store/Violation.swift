import LarderCore

/// One thing `Store.check()` found wrong: the table, the row, and what is wrong with it.
public struct Violation: Hashable, Sendable {
  /// The table, such as `lots`.
  public var table: String
  /// The row's id in it, when there is one row to name.
  public var rowID: Int64?
  /// What is wrong.
  public var problem: Problem

  /// What is wrong with row `rowID` of `table`, or with the table when no row is named.
  public init(table: String, rowID: Int64?, problem: Problem) {
    self.table = table
    self.rowID = rowID
    self.problem = problem
  }

  /// What can be wrong, with the values a message names. Lots are named by the first 8
  /// characters of their id and their item's name (nil when the item is missing).
  public enum Problem: Hashable, Sendable {
    /// A line of SQLite's `integrity_check`, as SQLite words it.
    case integrity(String)
    /// The row refers to a row of `parent` that does not exist.
    case missingParent(String)
    /// The lot's remaining quantity is not its quantity less its events.
    case remainingDiffers(lot: String, item: String?, remaining: Quantity, expected: Quantity)
    /// The lot's events take `excess` more than it holds.
    case overdrawn(lot: String, item: String?, excess: Quantity)
    /// The lot's events add up beyond 64 bits.
    case eventsOverflow(lot: String, item: String?)
    /// The event is dated before its lot was bought.
    case eventBeforePurchase(event: String, date: String, purchased: String)
    /// The change history's `change_open` table is missing.
    case historyTableMissing
    /// A change of the history was left open.
    case changeLeftOpen
    /// The summary table is missing.
    case summaryTableMissing
    /// The summary row with `key` holds `stored`; the lots and events give `fresh`, or no
    /// such row when nil. `key` and the values are "column value" pairs.
    case summaryDiffers(key: String, stored: String, fresh: String?)
    /// The lots and events give a summary row with `key` and `fresh` that is missing.
    case summaryMissing(key: String, fresh: String)
    /// A stored text breaks the rules every way in applies (`TextField`): the column, the
    /// field's rules it is held to, and what is wrong.
    case badText(column: String, field: TextField, problem: TextProblem)
    /// The lot's state began on `stateOn`, before it was bought on `purchased`.
    case stateBeforePurchase(lot: String, stateOn: String, purchased: String)
    /// The lot is opened, frozen or thawed (`state`) without the day that began, or sealed
    /// with one (`state` sealed).
    case stateDay(lot: String, state: FoodState)
    /// The lot's best-before is marked a month, but its date is no best-before's last day
    /// of a month (`expires`, empty when it has none).
    case monthNotLastDay(lot: String, expires: String)
    /// The row holds a value no command can read in `column` (an id that is not a UUID, a
    /// date that is not a date, an unknown state): `value` as stored.
    case unreadable(column: String, value: String)

  }

}

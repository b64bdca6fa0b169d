import LarderCore

extension StoreError {
  /// Why an item cannot be counted in another unit.
  public enum RescaleProblem: Hashable, Sendable {
    /// The units do not convert, and the item has purchases in its own.
    case historyInOtherUnit(from: Unit, to: Unit, purchases: Int)
    /// One of its values would need more than 3 decimals or pass its bound.
    case value(RescaledValue, UnitError)

  }

  /// A value of an item that a change of unit rescales.
  public enum RescaledValue: Hashable, Sendable {
    /// A lot, by the first 8 characters of its id.
    case lot(String)
    /// An event, by the first 8 characters of its id.
    case event(String)
    case minimumStock

  }

  /// Why a lot an event names cannot be drawn from.
  public enum LotUnusable: Hashable, Sendable {
    case otherItem
    /// The lot was bought after the event's date, on this day.
    case boughtLater(CalendarDate)

  }

  /// Why a change of the history cannot be undone.
  public enum UndoRefusal: Hashable, Sendable {
    /// It is an undo or a redo, which are never undone themselves.
    case isItself(Change.Kind)
    case alreadyUndone

  }

  /// Undo or redo, which a clash with a later change can stop.
  public enum Reversal: String, Hashable, Sendable {
    case undo, redo
  }

  /// What a file that is not a Larder database holds instead.
  public enum ForeignFile: Hashable, Sendable {
    case notSQLite
    /// An SQLite database marked with another application's id.
    case otherApplication(Int32)
    /// An SQLite database whose tables are not Larder's, the first few of them.
    case otherTables([String])

  }

  /// Why the database cannot be written where it is.
  public enum WriteProblem: Hashable, Sendable {
    /// No write permission on the folder, which SQLite needs for the journal.
    case folderNotWritable(String)
    case fileNotWritable

  }

  /// The first 5 of `tables`, then "…" when there are more.
  public static func shown(_ tables: [String]) -> [String] {
    tables.prefix(5) + (tables.count > 5 ? ["…"] : [])
  }
}

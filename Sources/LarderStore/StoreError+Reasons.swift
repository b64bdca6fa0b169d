import LarderCore

extension StoreError {
  /// Why an item cannot be counted in another unit.
  public enum RescaleProblem: Hashable, Sendable, CustomStringConvertible {
    /// The units do not convert, and the item has purchases in its own.
    case historyInOtherUnit(from: Unit, to: Unit, purchases: Int)
    /// One of its values would need more than 3 decimals or pass its bound.
    case value(RescaledValue, UnitError)

    /// The reason in English, as `StoreError.description` words it.
    public var description: String {
      switch self {
      case .historyInOtherUnit(let from, let to, let purchases):
        let count = purchases == 1 ? "1 purchase" : "\(purchases) purchases"
        return "it has history in \(from) (\(count)), and "
          + UnitError.otherFamily(from: from, to: to).description
      case .value(let value, let error): return "\(value): \(error)"
      }
    }
  }

  /// A value of an item that a change of unit rescales.
  public enum RescaledValue: Hashable, Sendable, CustomStringConvertible {
    /// A lot, by the first 8 characters of its id.
    case lot(String)
    /// An event, by the first 8 characters of its id.
    case event(String)
    case minimumStock

    /// The value in English: "lot 3d31e83b", "the minimum stock".
    public var description: String {
      switch self {
      case .lot(let id): "lot \(id)"
      case .event(let id): "event \(id)"
      case .minimumStock: "the minimum stock"
      }
    }
  }

  /// Why a lot an event names cannot be drawn from.
  public enum LotUnusable: Hashable, Sendable, CustomStringConvertible {
    case otherItem
    /// The lot was bought after the event's date, on this day.
    case boughtLater(CalendarDate)

    /// The reason in English, as `StoreError.description` words it.
    public var description: String {
      switch self {
      case .otherItem: "the lot is of another item"
      case .boughtLater(let purchased): "it was bought later, on \(purchased)"
      }
    }
  }

  /// Why a change of the history cannot be undone.
  public enum UndoRefusal: Hashable, Sendable, CustomStringConvertible {
    /// It is an undo or a redo, which are never undone themselves.
    case isItself(Change.Kind)
    case alreadyUndone

    /// The reason in English, as `StoreError.description` words it.
    public var description: String {
      switch self {
      case .isItself(let kind): "it is itself \(kind == .undo ? "an" : "a") \(kind.rawValue)"
      case .alreadyUndone: "it is already undone"
      }
    }
  }

  /// Undo or redo, which a clash with a later change can stop.
  public enum Reversal: String, Hashable, Sendable {
    case undo, redo
  }

  /// What a file that is not a Larder database holds instead.
  public enum ForeignFile: Hashable, Sendable, CustomStringConvertible {
    case notSQLite
    /// An SQLite database marked with another application's id.
    case otherApplication(Int32)
    /// An SQLite database whose tables are not Larder's, the first few of them.
    case otherTables([String])

    /// What it holds in English, as `StoreError.description` words it.
    public var description: String {
      switch self {
      case .notSQLite: "it is not an SQLite database"
      case .otherApplication(let mark):
        "it is marked as another application's (application id \(mark))"
      case .otherTables(let tables):
        "it holds other tables (\(StoreError.shown(tables).joined(separator: ", ")))"
      }
    }
  }

  /// Why the database cannot be written where it is.
  public enum WriteProblem: Hashable, Sendable, CustomStringConvertible {
    /// No write permission on the folder, which SQLite needs for the journal.
    case folderNotWritable(String)
    case fileNotWritable

    /// The reason in English, as `StoreError.description` words it.
    public var description: String {
      switch self {
      case .folderNotWritable(let folder):
        "you have no write permission on its folder \(folder), where SQLite keeps the database's journal"
      case .fileNotWritable: "you have no write permission on the file"
      }
    }
  }

  /// The first 5 of `tables`, then "…" when there are more.
  public static func shown(_ tables: [String]) -> [String] {
    tables.prefix(5) + (tables.count > 5 ? ["…"] : [])
  }
}

/// An error reported by SQLite: the extended result code, SQLite's message and the SQL.
///
/// Prints as one line, `SQLite error 19: NOT NULL constraint failed: lots.price`; the
/// statement is in `debugDescription`, for `--verbose`. Bound values are never part of
/// either, so user data does not leak into logs.
public struct SQLiteError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The extended result code.
  public let code: Int32
  /// SQLite's message.
  public let message: String
  /// The statement that failed, if any.
  public let sql: String?

  /// The primary result code (the low 8 bits of the extended code), by name.
  public var result: ResultCode { ResultCode(code) }

  /// Whether SQLite found the file damaged (`SQLITE_CORRUPT`) or not a database.
  public var isDamagedFile: Bool { result == .corrupt || result == .notADatabase }

  /// Whether the database file is read-only, full, or otherwise unwritable.
  public var isStorageFailure: Bool {
    [.readOnly, .full, .ioError, .cannotOpen, .permission].contains(result)
  }

  /// Whether SQLite's `sum()` passed 64 bits: SQLITE_ERROR with "integer overflow" (SQLite
  /// gives that condition no code of its own).
  public var isIntegerOverflow: Bool {
    result == .error && message == "integer overflow"
  }

  /// Whether a value was refused because a UNIQUE index already holds it.
  var isUniqueConstraint: Bool { code == ExtendedResultCode.uniqueConstraint }

  /// The error for a foreign key check that found rows of `table` without their parent.
  static func foreignKeyCheckFailed(in table: String, after step: String) -> SQLiteError {
    SQLiteError(
      code: ExtendedResultCode.foreignKeyConstraint,
      message: "foreign key check failed in \(table) after \(step)", sql: nil)
  }

  /// The error for a table definition that does not hold the text a migration edits.
  static func schemaEditFailed(table: String) -> SQLiteError {
    SQLiteError(
      code: 1, message: "the definition of \(table) does not hold the CHECK the upgrade rewrites",
      sql: nil)
  }

  public var description: String { "SQLite error \(code): \(message)" }

  public var debugDescription: String {
    description + (sql.map { " - while executing `\($0)`" } ?? "")
  }
}

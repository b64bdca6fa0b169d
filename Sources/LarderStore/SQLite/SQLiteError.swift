import CSQLite

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

  /// The primary result code (the low 8 bits of the extended code).
  public var primaryCode: Int32 { code & 0xFF }

  /// Whether SQLite found the file damaged (`SQLITE_CORRUPT`) or not a database.
  public var isDamagedFile: Bool { primaryCode == SQLITE_CORRUPT || primaryCode == SQLITE_NOTADB }

  /// Whether the database file is read-only, full, or otherwise unwritable.
  public var isStorageFailure: Bool {
    [SQLITE_READONLY, SQLITE_FULL, SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_PERM].contains(
      primaryCode)
  }

  /// Whether SQLite's `sum()` passed 64 bits: SQLITE_ERROR with "integer overflow" (SQLite
  /// gives that condition no code of its own).
  public var isIntegerOverflow: Bool {
    primaryCode == SQLITE_ERROR && message == "integer overflow"
  }

  public var description: String { "SQLite error \(code): \(message)" }

  public var debugDescription: String {
    description + (sql.map { " - while executing `\($0)`" } ?? "")
  }
}

import CSQLite

/// An error reported by SQLite: the extended result code, SQLite's message and the SQL.
///
/// Prints as `SQLite error 19: NOT NULL constraint failed: lots.price - while executing …`.
/// Bound values are never part of the text, so user data does not leak into logs.
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
  /// The extended result code.
  public let code: Int32
  /// SQLite's message.
  public let message: String
  /// The statement that failed, if any.
  public let sql: String?

  /// The primary result code (the low 8 bits of the extended code).
  public var primaryCode: Int32 { code & 0xFF }

  /// Whether the database file is read-only, full, or otherwise unwritable.
  public var isStorageFailure: Bool {
    [SQLITE_READONLY, SQLITE_FULL, SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_PERM].contains(
      primaryCode)
  }

  /// Whether SQLite's `sum()` passed 64 bits: SQLITE_ERROR with "integer overflow".
  public var isIntegerOverflow: Bool {
    primaryCode == SQLITE_ERROR && message == "integer overflow"
  }

  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql { text += " - while executing `\(sql)`" }
    return text
  }
}

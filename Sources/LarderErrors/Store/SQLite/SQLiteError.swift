/// An error reported by SQLite: the extended result code, SQLite's message and the SQL.
///
/// Its message (`SQLite error 19: NOT NULL constraint failed: lots.price`) is worded by
/// the language module; the statement is only in `debugDescription`, for `--verbose`.
/// Bound values are never part of either, so user data does not leak into logs.
public struct SQLiteError: Error, Sendable, CustomDebugStringConvertible {
  /// The extended result code.
  public let code: Int32
  /// SQLite's message, in SQLite's words.
  public let message: String
  /// The statement that failed, if any.
  public let sql: String?

  /// The error SQLite reported with `code` and `message` while running `sql`.
  public init(code: Int32, message: String, sql: String?) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  /// The code, SQLite's message and the statement, for a developer.
  public var debugDescription: String {
    "SQLite error \(code): \(message)" + (sql.map { " - while executing `\($0)`" } ?? "")
  }
}

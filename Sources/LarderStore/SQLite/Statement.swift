import CSQLite
import LarderCore
import LarderErrors

/// A value that can be bound to a statement parameter or read from a column.
enum SQLiteValue: Hashable, Sendable {
  case integer(Int64)
  case text(String)
  case null
}

/// A prepared statement, finalized when released.
final class Statement {
  private let handle: OpaquePointer
  private unowned let connection: Connection
  let sql: String

  init(connection: Connection, sql: String) throws(SQLiteError) {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(connection.handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else {
      throw connection.error(code, sql: sql)
    }
    self.handle = statement
    self.connection = connection
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  /// Binds values to parameters 1…n, replacing earlier bindings.
  func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .text(let text):
        // By its length in bytes, not up to a NUL: a value is bound whole or refused.
        guard let length = Int32(exactly: text.utf8.count) else {
          throw connection.error(SQLITE_TOOBIG, sql: sql)
        }
        code = sqlite3_bind_text(handle, index, text, length, sqliteTransient)
      case .null: code = sqlite3_bind_null(handle, index)
      }
      guard code == SQLITE_OK else { throw connection.error(code, sql: sql) }
    }
  }

  /// Advances to the next row; false when the statement is done.
  func step() throws(SQLiteError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code: throw connection.error(code, sql: sql)
    }
  }

  /// Runs the statement to completion, ignoring rows.
  func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
    try bind(values)
    while try step() {}
  }

  /// Runs the statement and hands each row to `body`. A read stopped by an error is reset
  /// at once, so that the connection keeps no snapshot of the database it began.
  ///
  /// - Throws: `ValueError.overflow` when SQLite's `sum()` passes 64 bits ("integer
  ///   overflow"), so that the error reads as one line instead of the whole statement;
  ///   `SQLiteError` for anything else; whatever `body` throws.
  func forEachRow(_ values: [SQLiteValue] = [], _ body: (Row) throws -> Void) throws {
    try bind(values)
    do {
      while try nextRow() { try body(Row(handle: handle)) }
    } catch {
      sqlite3_reset(handle)
      throw error
    }
  }

  /// Runs the statement with `values` and calls `body` on each row while it returns true:
  /// a read in an index's order that stops once it has what it needs.
  func forEachRowWhile(_ values: [SQLiteValue] = [], _ body: (Row) throws -> Bool) throws {
    try bind(values)
    defer { sqlite3_reset(handle) }
    while try nextRow() {
      guard try body(Row(handle: handle)) else { return }
    }
  }

  private func nextRow() throws -> Bool {
    do { return try step() } catch  where error.isIntegerOverflow {
      throw ValueError.overflow(what: .total)
    }
  }

  /// A row of the current result, valid only inside `forEachRow`.
  struct Row {
    let handle: OpaquePointer

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    func text(_ column: Int32) -> String {
      guard let pointer = sqlite3_column_text(handle, column) else { return "" }
      let count = Int(sqlite3_column_bytes(handle, column))
      return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }

    /// A column SQL computed by adding integers, such as `remaining + sum(…)`: SQLite
    /// turns an integer `+` that passes 64 bits into a float, which is refused here
    /// instead of being read as a clamped integer.
    ///
    /// - Throws: `ValueError.overflow` when the value is not an integer.
    func total(_ column: Int32) throws(ValueError) -> Int64 {
      guard sqlite3_column_type(handle, column) != SQLITE_FLOAT else {
        throw .overflow(what: .total)
      }
      return int64(column)
    }
  }
}

/// SQLite's SQLITE_TRANSIENT: copy the bound bytes now.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

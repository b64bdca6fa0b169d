import LarderErrors

extension SQLiteError {
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
}

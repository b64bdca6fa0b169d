import CSQLite

/// SQLite's extended result codes that Larder names, built as SQLite's header builds them
/// (its function-like macros do not reach Swift).
enum ResultCode {
  /// `SQLITE_CONSTRAINT_FOREIGNKEY`: a foreign key does not match.
  static let foreignKeyConstraint: Int32 = SQLITE_CONSTRAINT | (3 << 8)
  /// `SQLITE_CONSTRAINT_UNIQUE`: a value a UNIQUE index already holds.
  static let uniqueConstraint: Int32 = SQLITE_CONSTRAINT | (8 << 8)
}

import LarderErrors

extension Store {
  /// The version of the SQLite library in use, as it reports itself (`3.46.1`).
  public static var sqliteVersion: String { Connection.libraryVersion }
}

extension Store {
  /// A number that moves whenever another connection, of this process or another, commits
  /// to the database (SQLite's `PRAGMA data_version`): while it stays the same, nothing was
  /// written since the last call. Compare only numbers that the same store gave.
  ///
  /// - Throws: `SQLiteError` when the database cannot be read.
  public func dataVersion() throws -> Int64 {
    try db.firstRow("PRAGMA data_version") { $0.onlyInt64 } ?? 0
  }
}

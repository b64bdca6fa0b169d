extension Store {
  /// The name of every item, in name order, as shell completion offers them.
  ///
  /// - Throws: `SQLiteError` when the items cannot be read.
  public func itemNames() throws -> [String] {
    try db.rows("SELECT name FROM items ORDER BY name") { $0.onlyText }
  }
}

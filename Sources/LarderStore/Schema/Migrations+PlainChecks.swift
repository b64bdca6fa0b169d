import LarderErrors

extension Migrations {
  /// Migration 24's edits: each CHECK that tests a value against a list of three or more
  /// (`state IN ('sealed', 'opened', 'frozen', 'thawed')`), by table, and the same test
  /// written as comparisons joined by OR, which accept exactly the same values.
  ///
  /// SQLite evaluates such an `IN` list by building a temporary b-tree of its values each
  /// time a statement inserts a row: two for every lot and one for every event, about a
  /// tenth of an import's time.
  static let plainChecks: [(table: String, list: String, comparisons: String)] = [
    (
      "lots", "date_kind IN ('use-by', 'best-before', 'unknown')",
      "(date_kind = 'use-by' OR date_kind = 'best-before' OR date_kind = 'unknown')"
    ),
    (
      "lots", "state IN ('sealed', 'opened', 'frozen', 'thawed')",
      "(state = 'sealed' OR state = 'opened' OR state = 'frozen' OR state = 'thawed')"
    ),
    (
      "events", "kind IN ('consume', 'discard', 'adjust')",
      "(kind = 'consume' OR kind = 'discard' OR kind = 'adjust')"
    ),
    (
      "changes", "kind IN ('write', 'undo', 'redo')",
      "(kind = 'write' OR kind = 'undo' OR kind = 'redo')"
    ),
    (
      "change_rows", "op IN ('insert', 'update', 'delete', 'ref')",
      "(op = 'insert' OR op = 'update' OR op = 'delete' OR op = 'ref')"
    ),
    (
      "item_barcodes", "length(digits) IN (8, 12, 13, 14)",
      "(length(digits) = 8 OR length(digits) = 12 OR length(digits) = 13 OR length(digits) = 14)"
    ),
  ]

  /// Rewrites the CHECKs of `plainChecks` in the tables' definitions. Only the text of the
  /// definitions changes, so it is edited in place, as SQLite's documentation describes for
  /// changing a CHECK constraint (ALTER TABLE, "Making Other Kinds Of Table Schema
  /// Changes"): no row is rewritten, and every row already satisfies the new CHECK. The
  /// schema's version is raised so that every connection reads the new definitions. A
  /// definition that already holds the comparisons is left as it is.
  ///
  /// - Throws: `SQLiteError.schemaEditFailed` when a definition does not hold the text
  ///   it should; the upgrade's transaction is then rolled back.
  static func writePlainChecks(_ db: Connection) throws {
    let version = try db.firstRow("PRAGMA schema_version") { $0.onlyInt64 } ?? 0
    try db.execute("PRAGMA writable_schema = ON")
    do {
      for check in plainChecks {
        let edited = try db.firstRow(
          """
          UPDATE sqlite_master SET sql = replace(sql, ?1, ?2)
          WHERE type = 'table' AND name = ?3 AND instr(sql, ?1) > 0
          RETURNING name
          """, [.text(check.list), .text(check.comparisons), .text(check.table)]
        ) { $0.onlyText }
        let written =
          try edited != nil
          || db.firstRow(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ? AND instr(sql, ?) > 0",
            [.text(check.table), .text(check.comparisons)]
          ) { _ in true } == true
        guard written else { throw SQLiteError.schemaEditFailed(table: check.table) }
      }
    } catch {
      // The upgrade's transaction is rolled back; the connection writes its schema no more.
      try db.execute("PRAGMA writable_schema = OFF")
      throw error
    }
    try db.execute("PRAGMA writable_schema = OFF")
    try db.execute("PRAGMA schema_version = \(version + 1)")
  }
}

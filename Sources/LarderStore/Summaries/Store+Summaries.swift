import LarderCore
import LarderErrors

extension Store {
  /// Brings the summaries up to date with what the change `changeID` wrote, inside its
  /// transaction: the (day, item) keys of every lot it inserted, deleted, or updated in a
  /// column a summary reads (before and after), and the days of every event it touched
  /// and of the events of those lots. Each key is recomputed from the rows, so the result
  /// is the same as a rebuild whatever the change did, undo and redo included. An import
  /// adds to the summaries instead (`addToSummaries`).
  func refreshSummaries(after changeID: Int64) throws {
    try prepareTouched()
    // A lot whose update left every column a summary reads as it was (only `remaining`,
    // its expiry, location or note) touches no key.
    let changed = ["purchased_on", "item_id", "store", "currency", "price", "quantity"].map {
      "json_extract(noted.before, '$.\($0)') IS NOT lots.\($0)"
    }.joined(separator: " OR ")
    let id: [SQLiteValue] = [.integer(changeID)]
    try db.run(
      """
      INSERT OR IGNORE INTO temp.summary_lot_keys (day, item_id)
      SELECT lots.purchased_on, lots.item_id FROM change_rows AS noted
        JOIN lots ON lots.id = noted.row_id
        WHERE noted.change_id = ?1 AND noted.tbl = 'lots'
          AND (noted.op = 'insert' OR (noted.op = 'update' AND (\(changed))))
      UNION
      SELECT json_extract(noted.before, '$.purchased_on'), json_extract(noted.before, '$.item_id')
        FROM change_rows AS noted LEFT JOIN lots ON lots.id = noted.row_id
        WHERE noted.change_id = ?1 AND noted.tbl = 'lots'
          AND (noted.op = 'delete'
            OR (noted.op = 'update' AND (lots.id IS NULL OR \(changed))))
      """, id)
    try db.run(
      """
      INSERT OR IGNORE INTO temp.summary_event_days (day)
      SELECT events.occurred_on FROM change_rows AS noted
        JOIN events ON events.id = noted.row_id
        WHERE noted.change_id = ?1 AND noted.tbl = 'events' AND noted.op IN ('insert', 'update')
      UNION
      SELECT json_extract(noted.before, '$.occurred_on') FROM change_rows AS noted
        WHERE noted.change_id = ?1 AND noted.tbl = 'events' AND noted.before IS NOT NULL
      UNION
      SELECT events.occurred_on FROM change_rows AS noted
        JOIN lots ON lots.id = noted.row_id JOIN events ON events.lot_id = lots.id
        WHERE noted.change_id = ?1 AND noted.tbl = 'lots' AND noted.op = 'update'
          AND (\(changed))
      """, id)
    // What is held changes with any column of a lot (its remaining quantity, expiry or
    // kind of date): the items of every lot the change touched, before and after.
    try db.run(
      """
      INSERT OR IGNORE INTO temp.summary_held_items (item_id)
      SELECT lots.item_id FROM change_rows AS noted JOIN lots ON lots.id = noted.row_id
        WHERE noted.change_id = ?1 AND noted.tbl = 'lots' AND noted.op IN ('insert', 'update')
      UNION
      SELECT json_extract(noted.before, '$.item_id') FROM change_rows AS noted
        WHERE noted.change_id = ?1 AND noted.tbl = 'lots' AND noted.before IS NOT NULL
      """, id)
    try refreshTouched(SummaryTable.all)
  }

  /// The temporary tables of the keys a write touched.
  private func prepareTouched() throws {
    try db.execute(
      """
      CREATE TEMP TABLE IF NOT EXISTS summary_lot_keys (
        day TEXT NOT NULL, item_id INTEGER NOT NULL, PRIMARY KEY (day, item_id)) WITHOUT ROWID;
      CREATE TEMP TABLE IF NOT EXISTS summary_event_days (day TEXT PRIMARY KEY) WITHOUT ROWID;
      CREATE TEMP TABLE IF NOT EXISTS summary_held_items (item_id INTEGER PRIMARY KEY);
      """)
  }

  /// Recomputes the keys of `tables` in the temporary tables of touched keys, and empties
  /// those.
  private func refreshTouched(_ tables: [SummaryTable]) throws {
    for table in tables {
      try db.run("DELETE FROM \(table.name) WHERE \(table.touched)")
      try db.run(
        "INSERT INTO \(table.name) (\(table.columns.joined(separator: ", "))) "
          + table.touchedSource)
    }
    try db.run("DELETE FROM temp.summary_lot_keys")
    try db.run("DELETE FROM temp.summary_event_days")
    try db.run("DELETE FROM temp.summary_held_items")
  }

  /// Adds to the summaries what a write that only appended rows wrote, inside its
  /// transaction: the sums of the lots above id `lotsAfter` and of the events above
  /// `eventsAfter`, key by key, each key's sums added to its row or inserted as a new row.
  /// Exact, as the sums are of integers and the earlier rows did not change (an
  /// append-only write only lowers lots' `remaining`, which only what is held reads); the
  /// same as `refreshSummaries` would give, for the cost of the new rows. What is held is
  /// recomputed for the items of the new lots and of the lots the new events drew from.
  ///
  /// - Throws: SQLite's "integer overflow" `SQLiteError` when a sum would pass the 64-bit
  ///   range: `sum` raises it for the new rows, and so does an addition that would (every
  ///   summed value is at least 0, so it would exactly when the stored sum is above
  ///   `Int64.max` less the addition): it takes `abs` of `Int64.min` instead, which raises
  ///   the same error.
  func addToSummaries(lotsAfter: Int64, eventsAfter: Int64) throws {
    for table in SummaryTable.all {
      guard let appendedSource = table.appendedSource else { continue }
      let additions = table.values.map { value in
        "\(value) = CASE WHEN \(value) <= \(Int64.max) - excluded.\(value) "
          + "THEN \(value) + excluded.\(value) ELSE abs(-\(Int64.max) - 1) END"
      }
      try db.run(
        """
        INSERT INTO \(table.name) (\(table.columns.joined(separator: ", ")))
        \(appendedSource)
        ON CONFLICT (\(table.keys.joined(separator: ", "))) DO UPDATE
        SET \(additions.joined(separator: ", "))
        """, [.integer(table.summed == "events" ? eventsAfter : lotsAfter)])
    }
    // What is held: the items of the new lots and of the lots the new events drew from.
    try prepareTouched()
    try db.run(
      """
      INSERT OR IGNORE INTO temp.summary_held_items (item_id)
      SELECT item_id FROM lots NOT INDEXED WHERE id > ?1
      UNION
      SELECT lots.item_id FROM events NOT INDEXED JOIN lots ON lots.id = events.lot_id
        WHERE events.id > ?2
      """, [.integer(lotsAfter), .integer(eventsAfter)])
    try refreshTouched(SummaryTable.all.filter { $0.appendedSource == nil })
  }

  /// Every row of the summaries that differs from a recomputation from the lots and
  /// events, one violation per key: the table, the key, and what is wrong.
  public func summaryViolations() throws -> [Violation] {
    var found: [Violation] = []
    for table in SummaryTable.all {
      guard try hasTable(table.name) else {
        found.append(
          Violation(table: table.name, rowID: nil, problem: .summaryTableMissing))
        continue
      }
      let columns = table.columns.joined(separator: ", ")
      var rows: [[String]: (stored: [String]?, fresh: [String]?)] = [:]
      var order: [[String]] = []
      try db.statement(
        """
        SELECT 'stored', * FROM (SELECT \(columns) FROM \(table.name) EXCEPT \(table.source))
        UNION ALL
        SELECT 'fresh', * FROM (\(table.source) EXCEPT SELECT \(columns) FROM \(table.name))
        """
      ).forEachRow { row in
        let side = ColumnReader<SummaryDifferenceColumns>(row, table: table.name).text(.side)
        let cells = row.optionalTexts(
          after: SummaryDifferenceColumns.count, count: table.columns.count
        )
        .map { text in
          let text = text ?? "NULL"
          return text.isEmpty ? "''" : text
        }
        let key = Array(cells.prefix(table.keys.count))
        let values = Array(cells.dropFirst(table.keys.count))
        if rows[key] == nil { order.append(key) }
        if side == "stored" {
          rows[key, default: (nil, nil)].stored = values
        } else {
          rows[key, default: (nil, nil)].fresh = values
        }
      }
      for key in order {
        guard let entry = rows[key] else { continue }
        let named = zip(table.keys, key).map { "\($0) \($1)" }.joined(separator: ", ")
        func shown(_ values: [String]) -> String {
          zip(table.values, values).map { "\($0) \($1)" }.joined(separator: ", ")
        }
        let problem: Violation.Problem
        switch (entry.stored, entry.fresh) {
        case (let stored?, let fresh):
          problem = .summaryDiffers(key: named, stored: shown(stored), fresh: fresh.map(shown))
        case (nil, let fresh?):
          problem = .summaryMissing(key: named, fresh: shown(fresh))
        case (nil, nil):
          continue
        }
        found.append(Violation(table: table.name, rowID: nil, problem: problem))
      }
    }
    return found
  }

  /// Whether the database has a table named `name`.
  func hasTable(_ name: String) throws -> Bool {
    try db.firstRow(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ? LIMIT 1", [.text(name)]
    ) { _ in true } ?? false
  }

  /// Rebuilds every summary table from the lots and events in one transaction (a missing
  /// one is created again), and
  /// returns what differed before: the violations `summaryViolations` found. Not recorded
  /// in the change history: the summaries are derived from the rows it records.
  @discardableResult
  public func repairSummaries() throws -> [Violation] {
    try db.transaction {
      let found = try summaryViolations()
      for table in SummaryTable.all {
        if try hasTable(table.name) {
          try db.run("DELETE FROM \(table.name)")
        } else {
          try db.execute(table.create)
        }
      }
      try db.execute(SummaryTable.fill())
      return found
    }
  }
}

/// The first column of a difference between a summary and its recomputation: `stored` or
/// `fresh`; the summary's own columns (`SummaryTable.columns`) follow.
enum SummaryDifferenceColumns: Int32, ResultColumns {
  case side

  var sql: String { "'stored'" }
}

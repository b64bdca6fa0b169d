/// The history of a write that only appends rows (an import), noted a table at a time.
///
/// Such a write inserts items, lots, events and an import, and lowers the remaining
/// quantity of the lots its events draw from. Row ids only grow (nothing is deleted), so
/// the rows it inserted are those above the largest id each table had before it, and the
/// remaining quantity a lot had before is what it has now plus the events appended to it.
/// `note` records what the row triggers of migration 5 would have, in fewer rows: the
/// rows inserted into each table as one range of ids (`change_ranges`) and a `ref` to each
/// item that existed before and got a lot. The triggers' image of each earlier lot an event
/// drew from, and their `ref` from the event to it, are left out: the range of events says
/// which lots they drew from and how much, so undo adds that back (`Store.reverse`) and
/// treats a lot drawn from as one the change updated.
///
/// The triggers themselves are dropped for the write and made again by `note`, in the
/// same transaction: a trigger that fires, even one that records nothing, makes SQLite
/// run a sub-program and keep a statement journal for every row.
struct AppendedRows {
  private let db: Connection
  /// The largest row id of each recorded table before the write.
  private let before: [String: Int64]

  /// Takes the largest row id of every recorded table and drops the tables' triggers.
  init(_ db: Connection) throws {
    self.db = db
    var before: [String: Int64] = [:]
    for table in RecordedTables.all {
      before[table.name] =
        try db.firstRow("SELECT coalesce(max(id), 0) FROM \(table.name)") { $0.onlyInt64 } ?? 0
      try db.execute(RecordedTables.dropTriggers(table))
    }
    self.before = before
  }

  /// The largest id `table` had before the write: the rows above it are the write's.
  func last(_ table: String) -> Int64 { before[table] ?? 0 }

  /// Notes the rows appended since `init` as change `changeID`'s, and makes the triggers
  /// again.
  func note(in changeID: Int64) throws {
    for table in RecordedTables.all {
      try db.execute(RecordedTables.triggers(table))
      try db.run(
        """
        INSERT INTO change_ranges (change_id, tbl, first_id, last_id)
        SELECT ?1, '\(table.name)', min(id), max(id) FROM \(table.name) WHERE id > ?2
        HAVING count(*) > 0
        """, [.integer(changeID), .integer(last(table.name))])
    }
    for table in RecordedTables.all where table.name != "events" {
      guard let (parent, column) = table.parent else { continue }
      try db.run(
        """
        INSERT INTO change_rows (change_id, tbl, row_id, op, before)
        SELECT ?1, '\(parent)', \(column), 'ref', NULL FROM \(table.name)
        WHERE id > ?2 AND \(column) <= ?3 GROUP BY \(column) ORDER BY min(id)
        """, [.integer(changeID), .integer(last(table.name)), .integer(last(parent))])
    }
  }
}

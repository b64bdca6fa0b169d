import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Runs `body` in one transaction and records it as one change of the history, in the
  /// same transaction: its id, the time, where it was asked for (`origin`), the typed
  /// `action` its result did, and (through the triggers of migration 5) every row it
  /// inserted, updated or deleted, which is what undo needs to reverse it exactly; then the
  /// summaries of what it touched are recomputed (`refreshSummaries`), or for an
  /// append-only write, its new rows' sums added (`addToSummaries`). A write that changed
  /// no row is not recorded. A new write makes what was undone no longer redoable.
  ///
  /// - Parameters:
  ///   - kind: `.write`, or `.undo`/`.redo` with the `target` change's row id.
  ///   - appendOnly: the write only appends rows and lowers lots' remaining quantities by
  ///     the events it appends (an import). Its rows are then noted after `body`, a table
  ///     at a time (`AppendedRows`), instead of by the triggers one row at a time; undo,
  ///     redo and the history read the same change from either.
  ///   - action: what the write did, from its result.
  ///   - body: the write; it may end the transaction with a rollback (a dry run), which
  ///     records nothing.
  func recorded<T>(
    _ origin: ChangeOrigin, kind: Change.Kind = .write, target: Int64? = nil,
    appendOnly: Bool = false, action: (T) -> ChangeAction,
    _ body: () throws -> (T, Connection.TransactionEnd)
  ) throws -> T {
    try db.transaction { () throws -> (T, Connection.TransactionEnd) in
      let key = requestKey
      if let key {
        guard try !hasApplied(key) else { throw RequestAlreadyApplied() }
      }
      let uuid = UUIDText.format(UUIDText.random())
      try db.run(
        """
        INSERT INTO changes (uuid, made_at, kind, command, summary, action, origin, target_id)
        VALUES (?, ?, ?, '', '', '', ?, ?)
        """,
        [
          .text(uuid), .text(Store.timestamp(Date())),
          .text(kind.rawValue), .text(origin.stored), target.map { .integer($0) } ?? .null,
        ])
      let changeID = db.lastInsertRowID
      let appended = appendOnly ? try AppendedRows(db) : nil
      if appended == nil {
        try db.run("INSERT INTO change_open (change_id) VALUES (?)", [.integer(changeID)])
      }
      let (value, end) = try body()
      try db.run("DELETE FROM change_open")
      try appended?.note(in: changeID)
      // A dry run is rolled back: its summaries would be too.
      if end == .commit {
        if let appended {
          try addToSummaries(
            lotsAfter: appended.last("lots"), eventsAfter: appended.last("events"))
        } else {
          try refreshSummaries(after: changeID)
        }
      }
      let touched = try db.firstRow(
        """
        SELECT 1 FROM change_rows WHERE change_id = ?1
        UNION ALL SELECT 1 FROM change_ranges WHERE change_id = ?1 LIMIT 1
        """, [.integer(changeID)]
      ) { _ in true }
      if touched == nil && kind == .write {
        try db.run("DELETE FROM changes WHERE id = ?", [.integer(changeID)])
      } else {
        try db.run(
          "UPDATE changes SET action = ? WHERE id = ?",
          [.text(action(value).stored), .integer(changeID)])
        if kind == .write {
          try db.run("UPDATE changes SET redoable = 0 WHERE redoable = 1")
        }
      }
      if let key, end == .commit {
        try keep(key, change: uuid)
        requestKey = nil
      }
      return (value, end)
    }
  }

  /// Runs `body` as one recorded change that always commits (see above).
  func recorded<T>(
    _ origin: ChangeOrigin, action: (T) -> ChangeAction, _ body: () throws -> T
  ) throws -> T {
    try recorded(origin, action: action) { (try body(), .commit) }
  }

  /// `date` as ISO 8601 in UTC, to the second (`2026-11-03T08:15:00Z`), without a
  /// calendar's cost on a write's path.
  static func timestamp(_ date: Date) -> String {
    let since = date.timeIntervalSince1970.rounded(.down)
    // Beyond the calendar's range (never the clock's), the first or last day it has.
    let seconds = Int(max(min(since, 2.5e11), -6.2e10))
    var (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
    if rest < 0 { (days, rest) = (days - 1, rest + 86_400) }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    return "\(CalendarDate(daysSinceEpoch: days))T\(two(rest / 3600)):\(two(rest / 60 % 60)):"
      + "\(two(rest % 60))Z"
  }

  /// The columns of a change, for a SELECT.
  static let changeSelect = ChangeColumns.select

  /// A change as `changeSelect` reads it, with its row id. An action this Larder cannot
  /// read (a newer Larder's) is `.unreadable`, not an error.
  ///
  /// - Throws: `StoreError.unreadable` for a kind or an origin that is not one.
  static func decodeChange(_ row: Statement.Row) throws -> (rowID: Int64, change: Change) {
    let reader = ColumnReader<ChangeColumns>(row, table: "changes")
    guard let kind = Change.Kind(rawValue: reader.text(.kind)) else {
      throw StoreError.unreadable(
        table: "changes", rowID: reader.rowID, column: "kind", value: reader.text(.kind))
    }
    guard let origin = ChangeOrigin(stored: reader.text(.origin)) else {
      throw StoreError.unreadable(
        table: "changes", rowID: reader.rowID, column: "origin", value: reader.text(.origin))
    }
    return (
      reader.rowID,
      Change(
        id: try reader.uuid(.uuid), madeAt: reader.text(.madeAt), kind: kind,
        action: ChangeAction(stored: reader.text(.action)), origin: origin,
        isUndone: reader.int64(.undone) != 0)
    )
  }

  /// The change history, newest first: at most `limit` entries, only those that touched
  /// `item` (its row, its lots or their events) when it is given.
  ///
  /// For an item, the changes are walked from the newest, each looked at through the
  /// rows it noted, until `limit` touched the item: the cost follows the history newer
  /// than the item's `limit`-th latest change, not the item's whole history. A range of
  /// events an import appended is looked into from the item's lots, until one of them has
  /// an event in it; once the import is undone its rows are gone, and only the undo, which
  /// gave the lots back, still names the item.
  ///
  /// - Throws: `StoreError.unknownItem` for an item that does not exist.
  public func changes(limit: Int, item: String? = nil) throws -> [Change] {
    guard let item else {
      return try db.rows(
        "SELECT \(Store.changeSelect) FROM changes ORDER BY id DESC LIMIT ?",
        [.integer(Int64(limit))]
      ) { try Store.decodeChange($0).change }
    }
    let record = try findItem(item)
    return try db.rows(
      """
      SELECT \(Store.changeSelect) FROM changes WHERE EXISTS (
        SELECT 1 FROM change_rows AS noted WHERE noted.change_id = changes.id AND (
          (noted.tbl = 'items' AND noted.row_id = ?1)
          OR (noted.tbl = 'lots' AND EXISTS (
            SELECT 1 FROM lots WHERE lots.id = noted.row_id AND lots.item_id = ?1))
          OR (noted.tbl = 'events' AND EXISTS (
            SELECT 1 FROM events JOIN lots ON lots.id = events.lot_id
            WHERE events.id = noted.row_id AND lots.item_id = ?1))))
        OR EXISTS (
          SELECT 1 FROM change_ranges AS range WHERE range.change_id = changes.id AND (
            (range.tbl = 'items' AND ?1 BETWEEN range.first_id AND range.last_id)
            OR (range.tbl = 'lots' AND EXISTS (
              SELECT 1 FROM lots WHERE lots.item_id = ?1
                AND lots.id BETWEEN range.first_id AND range.last_id))
            OR (range.tbl = 'events' AND EXISTS (
              SELECT 1 FROM lots JOIN events ON events.lot_id = lots.id
              WHERE lots.item_id = ?1 AND events.id BETWEEN range.first_id AND range.last_id))))
      ORDER BY id DESC LIMIT ?2
      """, [.integer(record.rowID), .integer(Int64(limit))]
    ) { try Store.decodeChange($0).change }
  }
}

/// The columns of a change, read by `Store.decodeChange`.
enum ChangeColumns: Int32, ResultColumns {
  case id, uuid, madeAt, kind, action, origin, undone

  var sql: String {
    switch self {
    case .id: "changes.id"
    case .uuid: "changes.uuid"
    case .madeAt: "changes.made_at"
    case .kind: "changes.kind"
    case .action: "changes.action"
    case .origin: "changes.origin"
    case .undone: "changes.undone"
    }
  }
}

extension Store {
  /// The row id of the newest change, 0 for an empty history: where a feed of the changes
  /// to come starts (`changes(after:)`).
  public func latestChangeRowID() throws -> Int64 {
    try db.firstRow("SELECT max(id) FROM changes") { $0.onlyInt64 } ?? 0
  }

  /// The changes recorded after the one with row id `rowID`, oldest first, at most
  /// `limit`, each with its row id: a feed of what happened (webhooks, Home Assistant).
  public func changes(after rowID: Int64, limit: Int) throws -> [(rowID: Int64, change: Change)] {
    try db.rows(
      "SELECT \(Store.changeSelect) FROM changes WHERE id > ? ORDER BY id LIMIT ?",
      [.integer(rowID), .integer(Int64(limit))]
    ) { try Store.decodeChange($0) }
  }
}

extension Store {
  /// The change with the id `uuid` (in any case).
  ///
  /// - Throws: `StoreError.unknownChange` when there is none.
  public func change(uuid: String) throws -> Change {
    guard
      let change = try db.firstRow(
        "SELECT \(Store.changeSelect) FROM changes WHERE uuid = ? LIMIT 1",
        [.text(uuid.lowercased())], { try Store.decodeChange($0).change })
    else { throw StoreError.unknownChange(uuid) }
    return change
  }

  /// The change that answered the request with `key` (`applyingOnce`); nil when none did.
  public func change(answering key: String) throws -> Change? {
    try db.firstRow(
      """
      SELECT \(Store.changeSelect) FROM changes
      WHERE uuid = (SELECT change_uuid FROM request_keys WHERE key = ?) LIMIT 1
      """, [.text(key)]
    ) { try Store.decodeChange($0).change }
  }
}

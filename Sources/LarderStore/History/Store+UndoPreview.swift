import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// What `undo(reference)` would do, changing nothing: the change it would undo and the
  /// rows of each kind it would remove, bring back and set back, with the items touched.
  /// Read from one snapshot. An error names a change with the summary `naming` gives it,
  /// as `undo`'s do.
  ///
  /// - Throws: what `undo` would throw before altering anything: `StoreError.nothingToUndo`,
  ///   `.unknownChange`, `.ambiguousReference`, `.notUndoable`, `.undoBlocked`.
  public func undoPreview(
    _ reference: String? = nil, naming: (ChangeAction) -> String = { _ in "" }
  ) throws -> ChangePreview {
    try db.snapshot {
      let (rowID, target) = try undoTarget(reference, naming: naming)
      if let later = try laterDependent(of: rowID) {
        throw StoreError.undoBlocked(
          change: Store.label(target, naming), later: Store.label(later, naming))
      }
      return try preview(reversing: rowID, of: rowID, action: .undo, change: target)
    }
  }

  /// What `redo()` would do, changing nothing (see `undoPreview`). Read from one snapshot.
  ///
  /// - Throws: `StoreError.nothingToRedo`.
  public func redoPreview() throws -> ChangePreview {
    try db.snapshot {
      guard let (undoRowID, targetRowID) = try redoTarget() else {
        throw StoreError.nothingToRedo
      }
      return try preview(
        reversing: undoRowID, of: targetRowID, action: .redo,
        change: try change(rowID: targetRowID))
    }
  }

  /// The change `redo()` would re-apply now, or nil when there is none.
  public func nextRedo() throws -> Change? {
    try redoTarget().map { try change(rowID: $0.target) }
  }

  /// The preview of reversing the entry `rowID`: the write `writeRowID` itself for an
  /// undo, the undo of it for a redo. What it inserted is removed, what it deleted comes back, what it
  /// updated is set back; the rows of its ranges (an import's) count as inserted, and the
  /// earlier lots their events drew from as updated, as `reverse` treats them.
  private func preview(
    reversing rowID: Int64, of writeRowID: Int64, action: ChangePreview.Action, change: Change
  ) throws -> ChangePreview {
    var preview = ChangePreview(action: action, change: change)
    var inserted = ChangePreview.Counts()
    var deleted = ChangePreview.Counts()
    var updated = ChangePreview.Counts()
    var tables: [String: (inserted: Int, deleted: Int)] = [:]
    func add(_ table: String, _ number: Int, to counts: inout ChangePreview.Counts) {
      switch table {
      case "items": counts.items += number
      case "lots": counts.lots += number
      case "events": counts.events += number
      case "budgets": counts.budgets += number
      default: break
      }
    }
    let noted = try db.rows(
      """
      SELECT \(NotedCountColumns.select) FROM (
        SELECT tbl, row_id, max(op = 'insert') AS ins, max(op = 'delete') AS del
        FROM change_rows WHERE change_id = ? AND op <> 'ref' GROUP BY tbl, row_id)
      GROUP BY tbl
      """, [.integer(rowID)]
    ) {
      let reader = ColumnReader<NotedCountColumns>($0, table: "change_rows")
      return (
        reader.text(.table), Int(reader.int64(.inserted)), Int(reader.int64(.deleted)),
        Int(reader.int64(.updated))
      )
    }
    for (table, insertedRows, deletedRows, updatedRows) in noted {
      add(table, insertedRows, to: &inserted)
      add(table, deletedRows, to: &deleted)
      add(table, updatedRows, to: &updated)
      tables[table, default: (0, 0)].inserted += insertedRows
      tables[table, default: (0, 0)].deleted += deletedRows
    }
    let ranges = try ranges(of: rowID)
    for (table, first, last) in ranges {
      // A range is the ids one write appended, every one of them.
      add(table, Int(last - first + 1), to: &inserted)
      tables[table, default: (0, 0)].inserted += Int(last - first + 1)
    }
    if let events = ranges.first(where: { $0.table == "events" }) {
      let ownLots = ranges.first { $0.table == "lots" }?.first ?? Int64.max
      updated.lots +=
        try db.firstRow(
          """
          SELECT count(DISTINCT lot_id) FROM events WHERE id BETWEEN ?1 AND ?2 AND lot_id < ?3
            AND NOT EXISTS (
              SELECT 1 FROM change_rows AS image WHERE image.tbl = 'lots'
                AND image.row_id = events.lot_id AND image.change_id = ?4 AND image.op = 'update')
          """,
          [.integer(events.first), .integer(events.last), .integer(ownLots), .integer(rowID)]
        ) { Int($0.onlyInt64) } ?? 0
    }
    preview.removes = inserted
    preview.restores = deleted
    preview.updates = updated
    // An import notes its rows as ranges, or (one recorded before them) its record.
    let imports = tables["imports"] ?? (0, 0)
    let writeRanges = try self.ranges(of: writeRowID)
    preview.isImport = imports.inserted + imports.deleted > 0 || !writeRanges.isEmpty
    // The write deleted rows: its undo brings them back, or the undo of it inserted them.
    preview.isDeletion = action == .undo ? !deleted.isEmpty : !inserted.isEmpty
    preview.items = try touchedItems(by: rowID)
    return preview
  }

  /// The items the entry `rowID` touched, by name: those of the rows it noted (as they are
  /// now or, when gone, as its images of them were) and of the rows in its ranges.
  private func touchedItems(by rowID: Int64) throws -> [ChangePreview.TouchedItem] {
    try db.rows(
      """
      WITH noted AS (
        SELECT tbl, row_id, before FROM change_rows WHERE change_id = ?1 AND op <> 'ref'),
      noted_lots (id, item_id) AS (
        SELECT row_id, coalesce(
            (SELECT item_id FROM lots WHERE lots.id = noted.row_id),
            json_extract(before, '$.item_id'))
        FROM noted WHERE tbl = 'lots'),
      event_lots (lot_id) AS (
        SELECT coalesce(
            (SELECT lot_id FROM events WHERE events.id = noted.row_id),
            json_extract(before, '$.lot_id'))
        FROM noted WHERE tbl = 'events'),
      touched (item_id) AS (
        SELECT row_id FROM noted WHERE tbl = 'items'
        UNION SELECT item_id FROM noted_lots
        UNION SELECT coalesce(
            (SELECT item_id FROM lots WHERE lots.id = event_lots.lot_id),
            (SELECT item_id FROM noted_lots WHERE noted_lots.id = event_lots.lot_id))
          FROM event_lots
        UNION SELECT items.id FROM change_ranges AS range
          JOIN items ON items.id BETWEEN range.first_id AND range.last_id
          WHERE range.change_id = ?1 AND range.tbl = 'items'
        UNION SELECT lots.item_id FROM change_ranges AS range
          JOIN lots ON lots.id BETWEEN range.first_id AND range.last_id
          WHERE range.change_id = ?1 AND range.tbl = 'lots'
        UNION SELECT lots.item_id FROM change_ranges AS range
          JOIN events ON events.id BETWEEN range.first_id AND range.last_id
          JOIN lots ON lots.id = events.lot_id
          WHERE range.change_id = ?1 AND range.tbl = 'events')
      SELECT \(TouchedItemColumns.select)
      FROM touched
      LEFT JOIN items ON items.id = touched.item_id
      LEFT JOIN noted AS image ON image.tbl = 'items' AND image.row_id = touched.item_id
        AND image.before IS NOT NULL
      WHERE touched.item_id IS NOT NULL
      GROUP BY touched.item_id
      ORDER BY name, uuid
      """, [.integer(rowID)]
    ) { row in
      let reader = ColumnReader<TouchedItemColumns>(row, table: "items")
      let text = reader.optionalText(.uuid) ?? "NULL"
      guard let id = UUID(uuidString: text) else {
        throw StoreError.unreadable(
          table: "items", rowID: reader.rowID, column: "uuid", value: text)
      }
      return ChangePreview.TouchedItem(id: id, name: reader.optionalText(.name) ?? "")
    }
  }
}

/// How many rows of a table a change inserted, deleted and updated, by its notes.
enum NotedCountColumns: Int32, ResultColumns {
  case table, inserted, deleted, updated

  var sql: String {
    switch self {
    case .table: "tbl"
    case .inserted: "sum(ins AND NOT del)"
    case .deleted: "sum(del AND NOT ins)"
    case .updated: "sum(NOT ins AND NOT del)"
    }
  }
}

/// An item a change touched: its row id, and its id and name now or before the change.
enum TouchedItemColumns: Int32, ResultColumns {
  case itemID, uuid, name

  var sql: String {
    switch self {
    case .itemID: "touched.item_id"
    case .uuid: "coalesce(items.uuid, min(json_extract(image.before, '$.uuid'))) AS uuid"
    case .name: "coalesce(items.name, min(json_extract(image.before, '$.name'))) AS name"
    }
  }
}

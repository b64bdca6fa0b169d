import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Reverses a change, as an editor's undo does, and records that as a change of its own.
  ///
  /// Without `reference`, the newest write that is not undone; with it, the write whose id
  /// starts with `reference` (at least 4 characters), out of order, provided no later write
  /// that is not undone touched the rows it wrote. The rows go back exactly as they were,
  /// ids and all. Undo and redo entries are never undone themselves: redo reverses an undo.
  ///
  /// - Parameter naming: the summary an error gives of a change it names, after its id
  ///   (the reader's language's); by default none, only the id.
  /// - Returns: the change undone, now marked undone.
  /// - Throws: `StoreError.nothingToUndo`, `.unknownChange`, `.ambiguousReference`,
  ///   `.notUndoable` for an undo or redo entry or a write already undone, `.undoBlocked`
  ///   naming the later change that depends on it, `.cannotReverse` when a row it needs
  ///   back no longer fits; nothing is altered then.
  @discardableResult
  public func undo(
    _ reference: String? = nil, via origin: ChangeOrigin = .commandLine(arguments: []),
    naming: (ChangeAction) -> String = { _ in "" }
  ) throws -> Change {
    let (rowID, target) = try undoTarget(reference, naming: naming)
    if let later = try laterDependent(of: rowID) {
      throw StoreError.undoBlocked(
        change: Store.label(target, naming), later: Store.label(later, naming))
    }
    return try recorded(
      origin, kind: .undo, target: rowID,
      action: { _ in .undid(change: target.id, action: target.action) }
    ) { () throws -> (Change, Connection.TransactionEnd) in
      try reverse(rowID) {
        .cannotReverse(action: .undo, change: Store.label(target, naming), clash: $0)
      }
      try db.run(
        "UPDATE changes SET undone = 1, redoable = 1 WHERE id = ?", [.integer(rowID)])
      var undone = target
      undone.isUndone = true
      return (undone, .commit)
    }
  }

  /// Re-applies the most recently undone change, provided nothing was written since
  /// (a new write clears what can be redone), and records that as a change of its own.
  ///
  /// - Parameter naming: the summary an error gives of the change, as for `undo`.
  /// - Returns: the change redone.
  /// - Throws: `StoreError.nothingToRedo`, or `.cannotReverse` when a later undo removed
  ///   something it needs; nothing is altered then.
  /// With `expecting`, the id of the change meant: when it is not the one undone last, it
  /// throws `StoreError.notNextRedo`, nothing altered (checked in the write's transaction,
  /// so another redo meanwhile cannot make it apply another change).
  @discardableResult
  public func redo(
    expecting uuid: String? = nil, via origin: ChangeOrigin = .commandLine(arguments: []),
    naming: (ChangeAction) -> String = { _ in "" }
  ) throws -> Change {
    guard let (undoRowID, targetRowID) = try redoTarget() else {
      throw StoreError.nothingToRedo
    }
    let target = try change(rowID: targetRowID)
    return try recorded(
      origin, kind: .redo, target: targetRowID,
      action: { _ in .redid(change: target.id, action: target.action) }
    ) { () throws -> (Change, Connection.TransactionEnd) in
      // What is undone last, read again in the transaction.
      guard let (_, now) = try redoTarget() else { throw StoreError.nothingToRedo }
      if let uuid, uuid.lowercased() != UUIDText.format(target.id) || now != targetRowID {
        throw StoreError.notNextRedo(
          given: uuid, next: String(UUIDText.format(try change(rowID: now).id).prefix(8)))
      }
      guard now == targetRowID else { throw StoreError.nothingToRedo }
      try reverse(undoRowID) {
        .cannotReverse(action: .redo, change: Store.label(target, naming), clash: $0)
      }
      try db.run(
        "UPDATE changes SET undone = 0, redoable = 0 WHERE id = ?", [.integer(targetRowID)])
      var redone = target
      redone.isUndone = false
      return (redone, .commit)
    }
  }

  /// The row ids of the undo `redo()` would reverse and of the write it undid, or nil.
  func redoTarget() throws -> (undo: Int64, target: Int64)? {
    try db.firstRow(
      """
      SELECT \(RedoColumns.select) FROM changes AS undo
      JOIN changes AS target ON target.id = undo.target_id
      WHERE undo.kind = 'undo' AND target.undone = 1 AND target.redoable = 1
      ORDER BY undo.id DESC LIMIT 1
      """, []
    ) {
      let reader = ColumnReader<RedoColumns>($0, table: "changes")
      return (undo: reader.int64(.undo), target: reader.int64(.target))
    }
  }

  /// A change as errors name it: its short id and the summary `naming` gives it, "4f2a91c0
  /// (consumed 1.5 L of Whole milk from 2 lots)", or the id alone when that is empty (the
  /// summary is written in the reader's language, which the store does not know).
  static func label(_ change: Change, _ naming: (ChangeAction) -> String) -> String {
    let id = String(UUIDText.format(change.id).prefix(8))
    let summary = naming(change.action)
    return summary.isEmpty ? id : id + " (" + summary + ")"
  }

  /// The change with row id `rowID`.
  func change(rowID: Int64) throws -> Change {
    guard
      let found = try db.firstRow(
        "SELECT \(Store.changeSelect) FROM changes WHERE id = ? LIMIT 1", [.integer(rowID)],
        { try Store.decodeChange($0).change })
    else { throw StoreError.unknownChange(String(rowID)) }
    return found
  }

  /// The write `reference` names, or the newest one not undone; an error names a change
  /// with the summary `naming` gives it.
  func undoTarget(_ reference: String?, naming: (ChangeAction) -> String) throws
    -> (Int64, Change)
  {
    guard let reference else {
      guard
        let found = try db.firstRow(
          """
          SELECT \(Store.changeSelect) FROM changes WHERE kind = 'write' AND undone = 0
          ORDER BY id DESC LIMIT 1
          """, [], Store.decodeChange)
      else { throw StoreError.nothingToUndo }
      return found
    }
    let prefix = reference.lowercased()
    let matches = try db.rows(
      """
      SELECT \(Store.changeSelect) FROM changes WHERE uuid >= ? AND uuid < ? || 'g' LIMIT 2
      """, [.text(prefix), .text(prefix)], Store.decodeChange)
    guard prefix.count >= 4, let found = matches.first else {
      throw StoreError.unknownChange(reference)
    }
    guard matches.count == 1 else {
      throw StoreError.ambiguousReference(
        reference, matches: matches.map { UUIDText.format($0.change.id) })
    }
    guard found.change.kind == .write else {
      throw StoreError.notUndoable(
        Store.label(found.change, naming), reason: .isItself(found.change.kind))
    }
    guard !found.change.isUndone else {
      throw StoreError.notUndoable(Store.label(found.change, naming), reason: .alreadyUndone)
    }
    return found
  }

  /// The first later write, not undone, that touched a row the change `rowID` inserted,
  /// updated or deleted, or that refers to a row it inserted or deleted (a lot added to an
  /// item it created). A later reference to a row it only updated does not depend on it.
  /// Rows noted as a range of ids (`change_ranges`, an import's) count as inserted, on
  /// either side, and a range of events counts as an update of each lot its events drew
  /// from. Each later change is looked at from its own side, so that the cost follows the
  /// notes written after the change, whatever its size: each later note looks up this
  /// change's note of the same row, or its ranges when it has any; a later change's ranges
  /// (most have none) look up this change's notes within them, and this change's notes of
  /// lots their events. Only when this change is an import are a later import's events
  /// read, each looking up the lots this change bought or drew from.
  func laterDependent(of rowID: Int64) throws -> Change? {
    var tests = [
      """
      EXISTS (
        SELECT 1 FROM change_rows AS later CROSS JOIN change_rows AS own
          ON own.tbl = later.tbl AND own.row_id = later.row_id AND own.change_id = ?1
        WHERE later.change_id = changes.id AND own.op <> 'ref'
          AND (later.op <> 'ref' OR own.op IN ('insert', 'delete')))
      """,
      """
      EXISTS (
        SELECT 1 FROM change_ranges AS later CROSS JOIN change_rows AS own
          ON own.tbl = later.tbl AND own.row_id BETWEEN later.first_id AND later.last_id
        WHERE later.change_id = changes.id AND own.change_id = ?1 AND own.op <> 'ref')
      """,
    ]
    // A later import's events that drew from a lot this change noted.
    tests.append(
      """
      EXISTS (
        SELECT 1 FROM change_ranges AS later CROSS JOIN change_rows AS own
          ON own.change_id = ?1 AND own.tbl = 'lots' AND own.op <> 'ref'
        WHERE later.change_id = changes.id AND later.tbl = 'events'
          AND EXISTS (
            SELECT 1 FROM events AS theirs WHERE theirs.lot_id = own.row_id
              AND theirs.id BETWEEN later.first_id AND later.last_id))
      """)
    if try !ranges(of: rowID).isEmpty {
      tests += [
        """
        EXISTS (
          SELECT 1 FROM change_rows AS later CROSS JOIN change_ranges AS own
            ON own.change_id = ?1 AND own.tbl = later.tbl
              AND later.row_id BETWEEN own.first_id AND own.last_id
          WHERE later.change_id = changes.id)
        """,
        """
        EXISTS (
          SELECT 1 FROM change_ranges AS own JOIN change_ranges AS later
            ON later.tbl = own.tbl AND later.first_id <= own.last_id
              AND later.last_id >= own.first_id
          WHERE own.change_id = ?1 AND later.change_id = changes.id)
        """,
        // A later import's events that drew from a lot this change bought or drew from.
        """
        EXISTS (
          SELECT 1 FROM change_ranges AS later
            JOIN events AS theirs ON theirs.id BETWEEN later.first_id AND later.last_id
          WHERE later.change_id = changes.id AND later.tbl = 'events' AND (
            EXISTS (
              SELECT 1 FROM change_ranges AS own WHERE own.change_id = ?1 AND own.tbl = 'lots'
                AND theirs.lot_id BETWEEN own.first_id AND own.last_id)
            OR EXISTS (
              SELECT 1 FROM change_ranges AS own
                JOIN events AS ours ON ours.lot_id = theirs.lot_id
                  AND ours.id BETWEEN own.first_id AND own.last_id
              WHERE own.change_id = ?1 AND own.tbl = 'events')))
        """,
        // A later note that updated or deleted a lot this change's events drew from.
        """
        EXISTS (
          SELECT 1 FROM change_rows AS later CROSS JOIN change_ranges AS own
            ON own.change_id = ?1 AND own.tbl = 'events'
          WHERE later.change_id = changes.id AND later.tbl = 'lots' AND later.op <> 'ref'
            AND EXISTS (
              SELECT 1 FROM events AS ours WHERE ours.lot_id = later.row_id
                AND ours.id BETWEEN own.first_id AND own.last_id))
        """,
      ]
    }
    return try db.firstRow(
      """
      SELECT \(Store.changeSelect) FROM changes
      WHERE changes.id > ?1 AND changes.kind = 'write' AND changes.undone = 0
        AND (\(tests.joined(separator: " OR ")))
      ORDER BY changes.id LIMIT 1
      """, [.integer(rowID)], { try Store.decodeChange($0).change })
  }

  /// The ranges of rows the change `rowID` inserted (an import's): table, first and last id.
  func ranges(of rowID: Int64) throws -> [(table: String, first: Int64, last: Int64)] {
    try db.rows(
      "SELECT \(RangeColumns.select) FROM change_ranges WHERE change_id = ?", [.integer(rowID)]
    ) {
      let reader = ColumnReader<RangeColumns>($0, table: "change_ranges")
      return (table: reader.text(.table), first: reader.int64(.first), last: reader.int64(.last))
    }
  }

  /// Puts back every row the change `rowID` touched, newest first: deletes what it
  /// inserted, restores what it updated or deleted from the images it kept, gives the lots
  /// its range of events drew from (an import's) back what they drew, then deletes the
  /// ranges of rows it inserted (noted after its other rows), the children's tables first.
  /// A constraint that fails (a row it needs is gone) becomes `blocked`, with SQLite's
  /// message.
  private func reverse(_ rowID: Int64, blocked: (String) -> StoreError) throws {
    do {
      try reverseRows(rowID)
      let ranges = try ranges(of: rowID)
      for (name, _, _) in ranges where RecordedTables.table(name) == nil {
        throw StoreError.unreadable(
          table: "change_ranges", rowID: rowID, column: "tbl", value: name)
      }
      if let events = ranges.first(where: { $0.table == "events" }) {
        // The lots it bought itself go with their range; a lot it kept an image of (an
        // import recorded before the images were left out) is already back.
        let ownLots = ranges.first { $0.table == "lots" }?.first ?? Int64.max
        try db.run(
          """
          UPDATE lots SET remaining = remaining + (
            SELECT sum(quantity) FROM events WHERE lot_id = lots.id AND id BETWEEN ?1 AND ?2)
          WHERE id IN (SELECT lot_id FROM events WHERE id BETWEEN ?1 AND ?2) AND id < ?3
            AND NOT EXISTS (
              SELECT 1 FROM change_rows AS image WHERE image.tbl = 'lots'
                AND image.row_id = lots.id AND image.change_id = ?4 AND image.op = 'update')
          """,
          [.integer(events.first), .integer(events.last), .integer(ownLots), .integer(rowID)])
      }
      for table in RecordedTables.all.reversed() {
        for (name, first, last) in ranges where name == table.name {
          try db.run(
            "DELETE FROM \(name) WHERE id BETWEEN ? AND ?", [.integer(first), .integer(last)])
        }
      }
    } catch let error as SQLiteError where error.result == .constraint {
      throw blocked(error.message)
    }
  }

  /// The row-by-row part of `reverse`: the notes in `change_rows`, newest first.
  private func reverseRows(_ rowID: Int64) throws {
    let rows = try db.rows(
      """
      SELECT \(NotedRowColumns.select) FROM change_rows
      WHERE change_id = ? AND op <> 'ref' ORDER BY seq DESC
      """, [.integer(rowID)]
    ) {
      let reader = ColumnReader<NotedRowColumns>($0, table: "change_rows", rowIDAt: 1)
      return (
        reader.text(.table), reader.int64(.rowID), reader.text(.op), reader.optionalText(.before)
      )
    }
    for (name, id, op, before) in rows {
      guard let table = RecordedTables.table(name) else {
        throw StoreError.unreadable(
          table: "change_rows", rowID: id, column: "tbl", value: name)
      }
      let columns = table.columns
      let values = columns.map { RecordedTables.value($0, of: table) }
      switch (op, before) {
      case ("insert", _):
        try db.run("DELETE FROM \(name) WHERE id = ?", [.integer(id)])
      case ("update", let image?):
        let assignments = zip(columns, values).map { "\($0) = \($1)" }
        try db.run(
          "UPDATE \(name) SET \(assignments.joined(separator: ", ")) WHERE id = ?2",
          [.text(image), .integer(id)])
      case ("delete", let image?):
        try db.run(
          """
          INSERT INTO \(name) (\(columns.joined(separator: ", ")))
          VALUES (\(values.joined(separator: ", ")))
          """, [.text(image)])
      default:
        throw StoreError.unreadable(
          table: "change_rows", rowID: id, column: "before", value: before ?? "NULL")
      }
    }
  }
}

/// The undo `redo()` would reverse and the write it undid.
enum RedoColumns: Int32, ResultColumns {
  case undo, target

  var sql: String {
    switch self {
    case .undo: "undo.id"
    case .target: "target.id"
    }
  }
}

/// A range of rows a change inserted.
enum RangeColumns: Int32, ResultColumns {
  case table, first, last

  var sql: String {
    switch self {
    case .table: "tbl"
    case .first: "first_id"
    case .last: "last_id"
    }
  }
}

/// A row a change noted: its table, row id, operation and image before.
enum NotedRowColumns: Int32, ResultColumns {
  case table, rowID, op, before

  var sql: String {
    switch self {
    case .table: "tbl"
    case .rowID: "row_id"
    case .op: "op"
    case .before: "before"
    }
  }
}

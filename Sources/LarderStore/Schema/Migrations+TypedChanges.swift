import Foundation
import LarderCore

extension Migrations {
  /// Gives every change recorded before migration 14 its typed action and origin: the
  /// origin is the command line its arguments were recorded as; the action is read back
  /// from its English summary (`LegacyChange`), or kept as `.legacy` text when it cannot be
  /// read reliably. The old `command` and `summary` columns stay as they were.
  static func typeChanges(_ db: Connection) throws {
    let rows = try db.rows(
      """
      SELECT \(OldChangeColumns.select) FROM changes
      LEFT JOIN changes AS target ON target.id = changes.target_id
      ORDER BY changes.id
      """
    ) {
      let reader = ColumnReader<OldChangeColumns>($0, table: "changes")
      return (
        reader.rowID, reader.text(.command), reader.text(.summary),
        reader.optionalText(.targetUUID), reader.optionalText(.targetCommand)
      )
    }
    for (rowID, command, summary, targetUUID, targetCommand) in rows {
      let arguments = Migrations.arguments(command)
      let target = targetUUID.flatMap { UUID(uuidString: $0) }.map {
        (id: $0, command: Migrations.arguments(targetCommand ?? "[]"))
      }
      let action = try LegacyChange.action(
        summary: summary, command: arguments, target: target,
        resolve: { try Migrations.resolve($0, prefix: $1, in: db) })
      try db.run(
        "UPDATE changes SET action = ?, origin = ? WHERE id = ?",
        [
          .text(action.stored), .text(ChangeOrigin.commandLine(arguments: arguments).stored),
          .integer(rowID),
        ])
    }
  }

  /// A recorded command's arguments, or none when the JSON is not a list of strings.
  private static func arguments(_ json: String) -> [String] {
    do {
      return try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] ?? []
    } catch {
      return []
    }
  }

  /// The one id of a lot or event (`table`) that starts with `prefix`, among the rows there
  /// now and the rows the history kept images of (one undone or deleted since); nil when
  /// none or several do.
  private static func resolve(_ table: String, prefix: String, in db: Connection) throws -> UUID? {
    guard table == "lots" || table == "events" else { return nil }
    let ids = try db.rows(
      """
      SELECT uuid FROM \(table) WHERE uuid >= ?1 AND uuid < ?1 || 'g'
      UNION
      SELECT json_extract(before, '$.uuid') AS uuid FROM change_rows
      WHERE tbl = ?2 AND before IS NOT NULL AND json_extract(before, '$.uuid') >= ?1
        AND json_extract(before, '$.uuid') < ?1 || 'g'
      LIMIT 2
      """, [.text(prefix), .text(table)]
    ) { $0.onlyText }
    guard ids.count == 1, let id = ids.first else { return nil }
    return UUID(uuidString: id)
  }
}

/// A change as schema 13 recorded it, with the write an undo or redo reversed.
enum OldChangeColumns: Int32, ResultColumns {
  case id, command, summary, targetUUID, targetCommand

  var sql: String {
    switch self {
    case .id: "changes.id"
    case .command: "changes.command"
    case .summary: "changes.summary"
    case .targetUUID: "target.uuid"
    case .targetCommand: "target.command"
    }
  }
}

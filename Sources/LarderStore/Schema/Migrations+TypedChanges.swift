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
    let ids = LegacyIDs(db)
    for (rowID, command, summary, targetUUID, targetCommand) in rows {
      let arguments = Migrations.arguments(command)
      let target = targetUUID.flatMap { UUID(uuidString: $0) }.map {
        (id: $0, command: Migrations.arguments(targetCommand ?? "[]"))
      }
      let action = try LegacyChange.action(
        summary: summary, command: arguments, target: target,
        resolve: { try ids.resolve($0, prefix: $1) })
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
}

/// The full ids of the lots and events old summaries name by their first 8 characters:
/// among the rows there now (by their unique index), else among the rows the history kept
/// images of (one undone or deleted since), read once for all the changes.
private final class LegacyIDs {
  private let db: Connection
  /// The ids in the history's images, by table and then by their first 8 characters.
  private var imaged: [String: [String: Set<String>]] = [:]

  init(_ db: Connection) { self.db = db }

  /// The one id of a lot or event (`table`) that starts with `prefix`, among the rows that
  /// exist and those the history keeps images of (deleted or undone since); nil when none
  /// or several do.
  func resolve(_ table: String, prefix: String) throws -> UUID? {
    guard table == "lots" || table == "events" else { return nil }
    let live = try db.rows(
      "SELECT uuid FROM \(table) WHERE uuid >= ?1 AND uuid < ?1 || 'g' LIMIT 2",
      [.text(prefix)]
    ) { $0.onlyText }
    let found = Set(live).union(try images(table)[prefix] ?? [])
    guard found.count == 1, let id = found.first else { return nil }
    return UUID(uuidString: id)
  }

  private func images(_ table: String) throws -> [String: Set<String>] {
    if let known = imaged[table] { return known }
    var ids: [String: Set<String>] = [:]
    for id in try db.rows(
      """
      SELECT DISTINCT \(ImagedIDColumns.select) FROM change_rows
      WHERE tbl = ? AND before IS NOT NULL AND json_valid(before)
      """, [.text(table)],
      { ColumnReader<ImagedIDColumns>($0, table: "change_rows").optionalText(.uuid) ?? "" })
    where id.count == 36 {
      ids[String(id.prefix(8)), default: []].insert(id)
    }
    imaged[table] = ids
    return ids
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

/// The id in a row's image the history kept.
enum ImagedIDColumns: Int32, ResultColumns {
  case uuid

  var sql: String { "json_extract(before, '$.uuid')" }
}

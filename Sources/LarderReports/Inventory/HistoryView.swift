import Foundation
import LarderCore
import LarderLanguage

/// `larder history`: the change history, newest first.
public enum HistoryView {
  /// `[{id, madeAt, kind, command, summary, undone}]`; `command` is the list of arguments.
  public static func json(_ changes: [Change]) -> String {
    JSONValue.array(
      changes.map { change in
        .object([
          ("id", .string(UUIDText.format(change.id))), ("madeAt", .string(change.madeAt)),
          ("kind", .string(change.kind.rawValue)),
          ("command", .array(change.command.map { .string($0) })),
          ("summary", .string(change.summary)), ("undone", .bool(change.isUndone)),
        ])
      }
    ).rendered()
  }

  /// An aligned table: short id, time, what it did (marked when undone), the command.
  public static func text(_ changes: [Change]) -> String {
    guard !changes.isEmpty else { return Localization.current.tr("No changes yet.") + "\n" }
    var table = TextTable([
      (Localization.current.tr("ID"), .left), (Localization.current.tr("WHEN (UTC)"), .left),
      (Localization.current.tr("CHANGE"), .left), (Localization.current.tr("COMMAND"), .left),
    ])
    for change in changes {
      table.add([
        ItemHistoryView.shortID(change.id),
        change.madeAt.replacingOccurrences(of: "T", with: " ").replacingOccurrences(
          of: "Z", with: ""),
        change.summary + (change.isUndone ? Localization.current.tr(" (undone)") : ""),
        "larder " + change.command.map(HistoryView.quoted).joined(separator: " "),
      ])
    }
    return table.rendered()
  }

  /// A word as a shell would need it: as it is when plain, else in single quotes.
  static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || "-_./:=@+,".unicodeScalars.contains($0)
      }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

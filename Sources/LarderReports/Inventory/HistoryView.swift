import Foundation
import LarderCore
import LarderLanguage

/// `larder history`: the change history, newest first.
public enum HistoryView {
  /// `[{id, madeAt, kind, action, origin, summary, undone}]`: `action` is the typed action
  /// (`ChangeJSON.action`), `origin` where it was asked for, `summary` the English line
  /// (the same in every language, as JSON values are).
  public static func json(_ changes: [Change]) -> String {
    let english = Formats(.english)
    return JSONValue.array(changes.map { changeJSON($0, english) }).rendered()
  }

  /// One change, as `json` writes each.
  public static func json(change: Change) -> String { object(change).rendered() }

  /// One change as `json` writes it: what an API write answers with.
  public static func object(_ change: Change) -> JSONValue {
    changeJSON(change, Formats(.english))
  }

  /// One change as `json` writes it (and a webhook's `change.made` event carries it).
  static func changeJSON(_ change: Change, _ english: Formats) -> JSONValue {
    .object([
      ("id", .string(UUIDText.format(change.id))), ("madeAt", .string(change.madeAt)),
      ("kind", .string(change.kind.rawValue)), ("action", ChangeJSON.action(change.action)),
      ("origin", ChangeJSON.origin(change.origin)),
      ("summary", .string(summary(change.action, english))),
      ("undone", .bool(change.isUndone)),
    ])
  }

  /// An aligned table: short id, the time in `zone` (by default the local one, `TZ`), what
  /// it did in the reader's language (marked when undone), and where it was asked for: the
  /// command as typed, or the web page.
  public static func text(_ changes: [Change], zone: TimeZone = .current) -> String {
    let f = Formats()
    let l = f.localization
    guard !changes.isEmpty else { return l.tr("No changes yet.") + "\n" }
    var table = TextTable([
      (l.tr("ID"), .left), (l.tr("WHEN"), .left), (l.tr("CHANGE"), .left),
      (l.tr("COMMAND"), .left),
    ])
    for change in changes {
      table.add([
        ItemHistoryView.shortID(change.id),
        f.moment(change.madeAt, in: zone),
        summary(change.action, f) + (change.isUndone ? l.tr(" (undone)") : ""),
        origin(change.origin, l),
      ])
    }
    return table.rendered()
  }

  /// Where a change was asked for: `larder consume 'Whole milk' 0.5`, or `web: /add`.
  static func origin(_ origin: ChangeOrigin, _ l: Localization) -> String {
    switch origin {
    case .commandLine(let arguments):
      return (["larder"] + arguments.map(HistoryView.quoted)).joined(separator: " ")
    case .web(let route, let member):
      return member.map { l.tr("web: {route} by {member}", ["route": route, "member": $0]) }
        ?? l.tr("web: {route}", ["route": route])
    case .api(let route, let token, _):
      return l.tr("API: {route} by {token}", ["route": route, "token": token])
    }
  }

  /// A word as a shell would need it: as it is when plain, else in single quotes
  /// (`'Whole milk'`).
  public static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || "-_./:=@+,".unicodeScalars.contains($0)
      }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

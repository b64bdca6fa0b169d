import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/history`: the changes made to the household, newest first, as `larder history` lists
/// them, with the buttons that undo and redo them.
///
/// Each change reads as its typed action in the page's language (`summary`), with its time,
/// where it was asked for and whether it is undone. A write not undone has an Undo button
/// and the change a redo would re-apply has a Redo button; both post to `/undo` and `/redo`,
/// which confirm first (`UndoConfirmationPage`) and come back here. The latest `pageSize`
/// changes are shown, with a link that shows `pageSize` more.
enum HistoryPage {
  /// How many changes a page shows, and how many more the link to older ones adds.
  static let pageSize = 50
  /// The most changes one page lists, however many `?limit=` asks for.
  static let largestLimit = 5_000
  /// The page's path, where undo and redo come back to.
  static let path = "/history"

  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let limit = self.limit(visit.query("limit"))
    let found = try store.changes(limit: limit + 1)
    let changes = Array(found.prefix(limit))
    let redo = try store.nextRedo()
    let f = Formats(visit.l)
    let l = visit.l
    let older: HTML =
      found.count > limit && limit < largestLimit
      ? """
      <p class="tools"><a href="\(URLText.query(path, [("limit", String(min(limit + pageSize, largestLimit)))]))">\
      \(l.tr("Show older changes"))</a></p>
      """ : ""
    let content: HTML =
      changes.isEmpty
      ? ItemPage.muted(l.tr("No changes yet."))
      : """
      \(list(changes, redo: redo, back: path, visit, f))
      \(older)
      """
    return .html(
      Layout.page(
        l.trc("History", context: "web section"), section: .history, visit.context, content))
  }

  /// The number of changes `text` (`?limit=`) asks for: `pageSize` unless it is a whole
  /// number from 1, at most `largestLimit`.
  static func limit(_ text: String?) -> Int {
    guard let text, let number = Int(text), number >= 1 else { return pageSize }
    return min(number, largestLimit)
  }

  /// The changes as a list, newest first, each with its time, summary, origin and the
  /// button that undoes it (a write not undone) or redoes it (`redo`, the change a redo
  /// would re-apply), which come back to `back`.
  static func list(
    _ changes: [Change], redo: Change?, back: String, _ visit: Visit, _ f: Formats
  ) -> HTML {
    let l = f.localization
    let rows = changes.map { change -> HTML in
      var button: HTML = ""
      if change.kind == .write && !change.isUndone {
        button = form("/undo", change, back: back, title: l.tr("Undo"), visit)
      } else if change.id == redo?.id {
        button = form("/redo", change, back: back, title: l.tr("Redo"), visit)
      }
      let word = change.isUndone ? l.tr("undone") : nil
      let undone: HTML = word.map { " <strong class=\"status\">\($0)</strong>" } ?? ""
      return """
        <li><span class="muted">\(time(change.madeAt, f, visit.context.zone)) · \(origin(change.origin, l))</span><br>\
        \(summary(change.action, f))\(undone) \(button)</li>

        """
    }
    return "<ul class=\"plain\" id=\"changes\">\(rows)</ul>"
  }

  /// The inline form posting `change` to `action` (`/undo`, `/redo`), back to `back`.
  static func form(
    _ action: String, _ change: Change, back: String, title: String, _ visit: Visit
  ) -> HTML {
    """
    <form method="post" action="\(action)" class="inline">\(visit.context.csrfField)\
    <input type="hidden" name="change" value="\(UUIDText.format(change.id))">\
    <input type="hidden" name="back" value="\(back)">\
    <button type="submit" class="link">\(title)</button></form>
    """
  }

  /// When a change was made (`madeAt`, ISO 8601 in UTC), as the language writes the day,
  /// with the time in `zone` (the member's, else the server's): `2026-11-30 08:15`,
  /// `30 nov. 2026 08:15`.
  static func time(_ madeAt: String, _ f: Formats, _ zone: TimeZone) -> HTML {
    "<time datetime=\"\(madeAt)\" title=\"\(zone.identifier)\">\(f.moment(madeAt, in: zone))</time>"
  }

  /// Where a change was asked for, in `l`: the command line, or the web with the member
  /// signed in when there is one.
  static func origin(_ origin: ChangeOrigin, _ l: Localization) -> String {
    switch origin {
    case .commandLine: return l.tr("from the command line")
    case .web(_, nil): return l.tr("from the web")
    case .web(_, let member?): return l.tr("from the web, by {member}", ["member": member])
    case .api(_, let token, _): return l.tr("through the API, by {token}", ["token": token])
    }
  }
}

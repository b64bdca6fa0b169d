import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// What `/undo` or `/redo` shows before an undo or redo that reaches beyond the page it was
/// asked from: how many items, lots and events it would remove, bring back and set back,
/// the items it touches, and a form that confirms it.
enum UndoConfirmationPage {
  /// How many of the items touched are named; the rest are counted.
  static let namedItems = 50

  /// Whether `preview` may be done in one tap from the page of item `item`: a single change
  /// of that item alone (a purchase, a consume, an edit), neither an import nor a deletion.
  /// Any other (another item's change, one of several items, an import, a delete or a
  /// purge) is confirmed first, as is any asked for from another page (`item` nil).
  static func isOneTap(_ preview: ChangePreview, onPageOf item: UUID?) -> Bool {
    guard let item, !preview.isImport, !preview.isDeletion else { return false }
    return preview.items.map(\.id) == [item]
  }

  /// The item whose page `path` is (`/items/ID`), if it is one.
  static func item(ofPage path: String) -> UUID? {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    guard segments.count == 3, segments[0].isEmpty, segments[1] == "items" else { return nil }
    return UUID(uuidString: String(segments[2]))
  }

  /// The page asking to confirm `preview`, whose form goes back to `back` when done.
  static func response(_ visit: Visit, _ preview: ChangePreview, back: String) -> Response {
    let verb = preview.action == .undo ? "Undo" : "Redo"
    let change = preview.change
    let effects: [(String, ChangePreview.Counts)] = [
      ("It removes", preview.removes), ("It brings back", preview.restores),
      ("It sets back", preview.updates),
    ]
    let lines = effects.filter { !$0.1.isEmpty }.map { words, counts -> HTML in
      "<li>\(words) \(describe(counts)).</li>\n"
    }
    let named = preview.items.prefix(namedItems).map { "<li>\($0.name)</li>\n" as HTML }
    let more = preview.items.count - named.count
    let content: HTML = """
      <p>\(verb) \(String(change.madeAt.prefix(16)).replacingOccurrences(of: "T", with: " ")) · \
      <strong>\(summary(change.action, .english))</strong>?</p>
      <ul class="plain" id="undo-effects">\(lines)</ul>
      <h2>Items touched: \(preview.items.count)</h2>
      <ul class="plain" id="undo-items">\(named)\
      \(more > 0 ? "<li>and \(more) more</li>" as HTML : "")</ul>
      <form method="post" action="/\(preview.action.rawValue)" class="tools">\
      \(visit.context.csrfField)\
      <input type="hidden" name="change" value="\(UUIDText.format(change.id))">\
      <input type="hidden" name="back" value="\(back)">\
      <input type="hidden" name="confirm" value="1">\
      <button type="submit">\(verb) all of it</button> <a href="\(back)">Cancel</a></form>
      """
    return .html(Layout.page("\(verb) this change?", section: nil, visit.context, content))
  }

  /// "7594 events, 120 lots and 35 items": the kinds with rows, in English.
  static func describe(_ counts: ChangePreview.Counts) -> String {
    let parts = [
      (counts.items, "item"), (counts.lots, "lot"), (counts.events, "event"),
      (counts.budgets, "budget"),
    ].filter { $0.0 > 0 }.map { number, noun in "\(number) \(noun)\(number == 1 ? "" : "s")" }
    guard let last = parts.last else { return "nothing" }
    return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
  }
}

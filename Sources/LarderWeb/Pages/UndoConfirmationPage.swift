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
    let l = visit.l
    let f = Formats(l)
    let undo = preview.action == .undo
    let change = preview.change
    let effects: [String] = [
      preview.removes.isEmpty
        ? nil : l.tr("It removes {things}.", ["things": describe(preview.removes, l)]),
      preview.restores.isEmpty
        ? nil : l.tr("It brings back {things}.", ["things": describe(preview.restores, l)]),
      preview.updates.isEmpty
        ? nil : l.tr("It sets back {things}.", ["things": describe(preview.updates, l)]),
    ].compactMap { $0 }
    let lines = effects.map { "<li>\($0)</li>\n" as HTML }
    let named = preview.items.prefix(namedItems).map { "<li>\($0.name)</li>\n" as HTML }
    let more = preview.items.count - named.count
    let andMore = l.trn("and {count} more", "and {count} more", count: more)
    let moreHTML: HTML = more > 0 ? "<li>\(andMore)</li>" : ""
    let values: KeyValuePairs<String, String> = [
      "when": f.moment(change.madeAt, in: visit.context.zone), "change": summary(change.action, f),
    ]
    let question =
      undo ? l.tr("Undo {when} · {change}?", values) : l.tr("Redo {when} · {change}?", values)
    // TRANSLATORS: the link that leaves the page asking to confirm an undo or redo, doing
    // nothing (where the word for Cancel is also the word for Undo, say "Keep as it is").
    let cancel = l.trc("Cancel", context: "leave without undoing")
    let content: HTML = """
      <p><strong>\(question)</strong></p>
      <ul class="plain" id="undo-effects">\(lines)</ul>
      <h2>\(l.tr("Items touched: {count}", ["count": String(preview.items.count)]))</h2>
      <ul class="plain" id="undo-items">\(named)\(moreHTML)</ul>
      <form method="post" action="/\(preview.action.rawValue)" class="tools">\
      \(visit.context.csrfField)\
      <input type="hidden" name="change" value="\(UUIDText.format(change.id))">\
      <input type="hidden" name="back" value="\(back)">\
      <input type="hidden" name="confirm" value="1">\
      <button type="submit">\(undo ? l.tr("Undo all of it") : l.tr("Redo all of it"))</button> \
      <a href="\(back)">\(cancel)</a></form>
      """
    let title = undo ? l.tr("Undo this change?") : l.tr("Redo this change?")
    return .html(Layout.page(title, section: nil, visit.context, content))
  }

  /// "7594 events, 120 lots and 35 items": the kinds with rows, in `l`.
  static func describe(_ counts: ChangePreview.Counts, _ l: Localization) -> String {
    var parts: [String] = []
    if counts.items > 0 {
      parts.append(l.trn("{count} item", "{count} items", count: counts.items))
    }
    if counts.lots > 0 { parts.append(l.trn("{count} lot", "{count} lots", count: counts.lots)) }
    if counts.events > 0 {
      parts.append(l.trn("{count} event", "{count} events", count: counts.events))
    }
    if counts.budgets > 0 {
      parts.append(l.trn("{count} budget", "{count} budgets", count: counts.budgets))
    }
    guard let last = parts.last else { return l.tr("nothing") }
    guard parts.count > 1 else { return last }
    // TRANSLATORS: the last of a list of counts, as in "7594 events, 120 lots and 35 items".
    return l.tr("{list} and {last}", ["list": l.list(Array(parts.dropLast())), "last": last])
  }
}

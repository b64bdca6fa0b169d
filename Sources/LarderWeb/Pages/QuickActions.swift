import LarderCore
import LarderLanguage
import LarderReports

/// The small forms a row of Stock or Eat first carries, each a POST that works without
/// JavaScript and comes back to the page (`back`) with a flash (the page script sends it
/// without leaving the page, and redraws the row): consume one usual portion or one pack,
/// discard the expired stock; and the item page's open.
///
/// Consume is offered only when something is usable (expired stock is never offered to
/// consume: it takes at most what the row showed usable, so a rest smaller than a portion
/// is used up rather than refused and nothing expired is drawn); discard expired only when
/// the item has expired stock.
enum QuickActions {
  /// A Stock row's one action: consume the item's usual portion (`UsualPortion`, its pack
  /// being `pack`) when something is usable, else discard the expired stock when there is
  /// some; nothing for an item used up.
  static func row(
    _ line: ItemStock, pack: Quantity, _ visit: Visit, _ f: Formats, back: String
  ) -> HTML {
    let item = line.item
    if let portion = UsualPortion.of(line, usualPack: pack) {
      let amount = f.quantity(portion) + " " + item.unit
      return form(
        "consume", item, visit, back: back,
        fields: """
          <input type="hidden" name="quantity" value="\(portion.description)">\
          <input type="hidden" name="unit" value="\(item.unit)">\
          <input type="hidden" name="most" value="\(line.usable.description)">
          """,
        label: "\u{2212}\(amount)",
        name: visit.l.tr("Consume {quantity} of {item}", ["quantity": amount, "item": item.name]))
    }
    guard line.expired > .zero else { return "" }
    return discardExpired(item, visit, back: back)
  }

  /// Consumes one of the item's usual packs (`1 pack`, as `larder consume NAME 1 pack`),
  /// at most `most` (the `most` field: what the page showed usable), when it is given.
  static func consume(_ item: Item, _ visit: Visit, back: String, most: Quantity?) -> HTML {
    let cap: HTML =
      most.map { "<input type=\"hidden\" name=\"most\" value=\"\($0.description)\">" } ?? ""
    return form(
      "consume", item, visit, back: back,
      fields:
        "<input type=\"hidden\" name=\"quantity\" value=\"1\"><input type=\"hidden\" name=\"unit\" value=\"pack\">\(cap)",
      label: visit.l.tr("Consume 1 pack"))
  }

  /// Opens the item's first sealed lot, as `larder open NAME`.
  static func open(_ item: Item, _ visit: Visit, back: String) -> HTML {
    form(
      "open", item, visit, back: back, fields: "",
      label: visit.l.trc("Open", context: "open a pack"))
  }

  /// Discards every lot of the item past its date.
  static func discardExpired(_ item: Item, _ visit: Visit, back: String) -> HTML {
    form(
      "discard-expired", item, visit, back: back, fields: "",
      label: visit.l.tr("Discard expired"))
  }

  /// A quick action's form; `name`, when given, is the button's accessible name (the
  /// label alone, `−1 L`, says too little to a screen reader).
  static func form(
    _ action: String, _ item: Item, _ visit: Visit, back: String, fields: HTML, label: String,
    name: String? = nil
  ) -> HTML {
    let accessible: HTML = name.map { " aria-label=\"\($0)\"" } ?? ""
    return """
      <form method="post" action="/items/\(UUIDText.format(item.id))/\(action)" class="quick">\
      \(visit.context.csrfField)<input type="hidden" name="back" value="\(back)">\(fields)\
      <button type="submit" class="quick \(action)"\(accessible)>\(label)</button></form>
      """
  }

  /// A date in a `<time>` element, in the page's language.
  static func date(_ date: CalendarDate, _ f: Formats) -> HTML {
    "<time class=\"date\" datetime=\"\(date.description)\">\(f.date(date))</time>"
  }

  /// A phrase about `date` (`best before 3 Nov 2026 (estimated)`), free to wrap between
  /// its words while the date in it stays whole, as `date(_:_:)` writes it.
  static func dated(_ phrase: String, _ date: CalendarDate, _ f: Formats) -> HTML {
    guard let day = phrase.firstRange(of: f.date(date)) else { return "\(phrase)" }
    return """
      \(String(phrase[..<day.lowerBound]))\(Self.date(date, f))\(String(phrase[day.upperBound...]))
      """
  }
}

import LarderCore
import LarderLanguage
import LarderReports

/// The small forms a row of Stock or Eat first carries, each a POST that works without
/// JavaScript and comes back to the page (`back`) with a flash: consume one usual pack,
/// open, discard the expired stock.
///
/// Consume and open are offered only when something is usable (expired stock is never
/// offered to consume: consume takes one usual pack, at most what the row showed usable,
/// so a rest smaller than a pack is used up rather than refused and nothing expired is
/// drawn); open only for an item with an opened life (`larder edit --opened-life`),
/// without which opening changes nothing; discard expired only when the item has expired
/// stock.
enum QuickActions {
  /// The forms for `line`, in a `div.quick`; nothing when none applies.
  static func forms(_ line: ItemStock, _ visit: Visit, back: String) -> HTML {
    let item = line.item
    let usable = line.usable > .zero
    var forms: [HTML] = []
    if usable { forms.append(consume(item, visit, back: back, most: line.usable)) }
    if usable, item.lives.opened != nil { forms.append(open(item, visit, back: back)) }
    if line.expired > .zero { forms.append(discardExpired(item, visit, back: back)) }
    guard !forms.isEmpty else { return "" }
    return "<div class=\"quick\">\(forms)</div>"
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

  static func form(
    _ action: String, _ item: Item, _ visit: Visit, back: String, fields: HTML, label: String
  ) -> HTML {
    """
    <form method="post" action="/items/\(UUIDText.format(item.id))/\(action)">\
    \(visit.context.csrfField)<input type="hidden" name="back" value="\(back)">\(fields)\
    <button type="submit" class="quick \(action)">\(label)</button></form>
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

import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/restock`: the restock suggestions as a shopping list. Ticks are kept on this device
/// by the page script; each row links to its item, and "Bought" opens Add filled with the
/// suggested quantity, the item's unit and category, and the store and price per unit of
/// its last purchase (`Store.rememberedPurchase`).
enum RestockPage {
  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let plan = try store.restockPlan(
      asOf: visit.today, window: MonthlyReport.rateWindow, minHistory: 14,
      horizon: MonthlyReport.restockHorizon)
    let suggestions = plan.suggestions
    let rows = try suggestions.map { suggestion -> HTML in
      let item = suggestion.projection.item
      let id = UUIDText.format(item.id)
      let reason: HTML
      switch suggestion.projection.status {
      case .out:
        let out = l.tr("out of stock")
        reason = "\(out)"
      case .ok:
        let runsOut = l.tr("runs out")
        let low = l.tr("running low")
        reason =
          suggestion.projection.runOutOn.map { "\(runsOut) \(QuickActions.date($0, f))" }
          ?? "\(low)"
      default:
        let below = l.tr("below its minimum")
        reason = "\(below)"
      }
      let ticked = l.tr("Ticked")
      let quantity = "\(f.quantity(suggestion.suggested)) \(item.unit)"
      let pack = "\(suggestion.packs) × \(f.quantity(suggestion.pack))"
      let packs: HTML = "<span class=\"num\">(\(pack))</span>"
      return """
        <li><label><input type="checkbox" data-keep="\(id)" \
        aria-label="\(ticked)"></label> \
        <span><a href="/items/\(id)"><strong>\(item.name)</strong></a>: \
        <span class="num">\(quantity)</span> \(packs) \
        \(l.tr("by")) \(QuickActions.date(suggestion.buyBy, f)) \
        <span class="muted">(\(reason))</span></span> \
        <a class="button quick" href="\(try bought(suggestion, store, f))">\
        \(l.trc("Bought", context: "restock action"))</a></li>

        """
    }
    let horizon = l.trn("{count} day", "{count} days", count: MonthlyReport.restockHorizon)
    let nothing = l.tr("Nothing to buy for the next {days}.", ["days": horizon])
    let content: HTML =
      rows.isEmpty
      ? "<p class=\"muted\">\(nothing)</p>"
      : """
      <p class="muted">\(l.tr("What runs out within {days} at the current pace, or is below its minimum. Ticks stay on this device.", ["days": horizon]))</p>
      <ul class="plain checklist">\(rows)</ul>
      """
    let short = plan.shortHistoryCount
    let note: HTML =
      short > 0
      ? """
      <p class="muted">\(l.trn("{count} item with less than 14 days of history: suggested only by the minimum, as no pace is known yet.", "{count} items with less than 14 days of history: suggested only by the minimum, as no pace is known yet.", count: short))</p>
      """ : ""
    let page: HTML = "\(content)\(note)"
    return .html(
      Layout.page(Layout.Section.restock.title(l), section: .restock, visit.context, page))
  }

  /// Add's address filled for buying `suggestion`: name, quantity, unit and category, and
  /// when the item was bought before, the store and the price of the quantity at its last
  /// price per unit, numbers as the page's form reads them (`typed`).
  static func bought(_ suggestion: RestockSuggestion, _ store: Store, _ f: Formats) throws
    -> String
  {
    let item = suggestion.projection.item
    let last = try store.rememberedPurchase(of: item.name, quantity: suggestion.suggested)
    let decimal = f.localization.decimalSeparator
    return URLText.query(
      "/add",
      [
        ("name", item.name), ("quantity", typed(suggestion.suggested.description, decimal)),
        ("unit", item.unit), ("price", last.map { typed($0.price.amount, decimal) }),
        ("currency", last.map { $0.price.currency.code }),
        ("store", last?.store.nonEmpty), ("category", item.category),
      ])
  }

  /// A number as stored (`1.5`, no grouping) as a form in a language with `decimal` reads
  /// it: `1,5` in French.
  static func typed(_ number: String, _ decimal: DecimalSeparator) -> String {
    decimal == .comma ? number.replacingOccurrences(of: ".", with: ",") : number
  }
}

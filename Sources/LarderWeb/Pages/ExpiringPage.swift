import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/expiring`: what to eat first: the expired lots, those past their best before (still
/// usable: check them, then use them), those expiring within a week, and
/// those the forecast projects wasted at the current pace, with their values and totals.
///
/// Each row links to its item and carries the action that fits: discard the expired
/// stock for an expired lot, consume one pack for the others (`QuickActions`).
enum ExpiringPage {
  /// Days ahead, as `larder expiring`'s default.
  static let within = 7
  /// Where the rows' actions come back to.
  static let path = "/expiring"
  /// The rows a table shows, soonest first, unless `?all=1` asks for every one: a food
  /// bank holds tens of thousands of lots, more than a phone should download each time.
  static let rowLimit = 25

  /// The first `rowLimit` of `rows` (every one with `?all=1`), and the line that links to
  /// the others.
  static func firstRows<Row>(_ rows: [Row], _ visit: Visit) -> (rows: ArraySlice<Row>, more: HTML) {
    let hidden = visit.query("all") == "1" ? 0 : max(0, rows.count - rowLimit)
    guard hidden > 0 else { return (rows[...], "") }
    let more = visit.l.trn("and {count} more", "and {count} more", count: hidden)
    return (rows.prefix(rowLimit), "<p><a href=\"\(path)?all=1\">\(more)</a></p>")
  }

  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let l = visit.l
    let model = try visit.models.value(store, "eat first", visit.today.description) {
      try Model(store, asOf: visit.today)
    }
    let (eatFirst, items) = (model.eatFirst, model.items)
    let outlook = eatFirst.outlook
    let wasted = eatFirst.wasted
    let content: HTML = """
      \(tonight(model.tonight, visit))
      <h2>\(l.tr("Expired"))</h2>
      \(lotsTable(outlook.expired, expired: true, visit, items))
      \(totals(model.expiredValue, visit))
      <h2>\(l.tr("Past best before: check it, then use it"))</h2>
      \(lotsTable(outlook.pastBestBefore, expired: false, visit, items))
      \(totals(model.pastBestBeforeValue, visit))
      <h2>\(l.trn("Expiring within {count} day", "Expiring within {count} days", count: within))</h2>
      \(lotsTable(outlook.expiring, expired: false, visit, items))
      \(totals(model.expiringValue, visit))
      <h2>\(l.tr("Projected waste at the current pace"))</h2>
      \(wastedTable(wasted, visit, items))
      \(totals(model.wastedValue, visit))
      \(unpaced(model, visit))
      """
    return .html(
      Layout.page(Layout.Section.expiring.title(l), section: .expiring, visit.context, content))
  }

  /// What the page shows, read in one go (and kept while the household is unchanged,
  /// `ModelCache`): the advice, and the items its rows name, each looked up once.
  struct Model: Sendable {
    let eatFirst: EatFirst
    /// The recipe to cook tonight: the first of the ranking (docs definition 27) when it
    /// uses up something that expires; nil otherwise.
    let tonight: CookingSuggestion?
    /// The items found by the names the rows give.
    let items: [String: Item]
    /// What each table's lots are worth, in all.
    let expiredValue, pastBestBeforeValue, expiringValue, wastedValue, unpacedValue: MoneyTotals

    init(_ store: Store, asOf day: CalendarDate) throws {
      (eatFirst, tonight) = try store.snapshot {
        (
          try store.eatFirst(
            asOf: day, within: within, window: MonthlyReport.rateWindow, minHistory: 14),
          try store.cookingSuggestions(asOf: day, within: CookingSuggestion.defaultWithin)
            .first.flatMap { $0.rescuesSomething ? $0 : nil }
        )
      }
      let outlook = eatFirst.outlook
      let names = Set(
        (outlook.expired + outlook.pastBestBefore + outlook.expiring + eatFirst.unpaced).map(\.item)
          + eatFirst.wasted.map(\.item))
      var items: [String: Item] = [:]
      for name in names {
        if let item = try? store.item(name) { items[name] = item }
      }
      self.items = items
      expiredValue = try outlook.expiredValue()
      pastBestBeforeValue = try outlook.pastBestBeforeValue()
      expiringValue = try outlook.expiringValue()
      wastedValue = try Forecast.totals(of: eatFirst.wasted)
      unpacedValue = try MoneyTotals(eatFirst.unpaced.map(\.valueAtRisk))
    }
  }

  /// "Tonight: Gratin dauphinois uses what expires", linking to the recipe, and what it
  /// uses up (`CookingView.sentence`); nothing without such a recipe.
  static func tonight(_ suggestion: CookingSuggestion?, _ visit: Visit) -> HTML {
    guard let suggestion else { return "" }
    let l = visit.l
    let headline = l.tr("Tonight: {recipe} uses what expires", ["recipe": suggestion.name])
    return """
      <p class="card"><a href="\(RecipesPage.link(suggestion.recipe))"><strong>\(headline)</strong></a>\
      <br>\(CookingView.sentence(suggestion, l))</p>
      """
  }

  /// The item's name, linked to its page when it is found.
  static func link(_ name: String, _ item: Item?) -> HTML {
    guard let item else { return "\(name)" }
    return "<a href=\"/items/\(UUIDText.format(item.id))\">\(name)</a>"
  }

  static func lotsTable(
    _ lots: [ExpiringLot], expired: Bool, _ visit: Visit, _ items: [String: Item]
  ) -> HTML {
    let l = visit.l
    let none = l.tr("None.")
    guard !lots.isEmpty else { return "<p class=\"muted\">\(none)</p>" }
    let f = Formats(l)
    // The count unit in the reader's words (`個`, `pièce(s)`), as Stock shows it.
    let words = l.defaultWords
    let (left, expires, value) = (l.tr("Left"), l.tr("Expires"), l.tr("Value"))
    let (shown, more) = firstRows(lots, visit)
    let rows = shown.map { lot -> HTML in
      let item = items[lot.item]
      let action: HTML =
        item.map {
          expired
            ? QuickActions.discardExpired($0, visit, back: path)
            : QuickActions.consume($0, visit, back: path, most: lot.remaining)
        } ?? ""
      return """
        <tr><td>\(link(lot.item, item))<div class="quick">\(action)</div></td>\
        <td class="num" data-label="\(left)">\(f.quantity(lot.remaining)) \(words[lot.unit] ?? lot.unit)</td>\
        <td data-label="\(expires)">\
        \(QuickActions.dated(ExpiryView.expiry(lot, f), lot.expires, f))</td>\
        <td class="num" data-label="\(value)">\
        <span class="amount">\(visit.money.string(lot.valueAtRisk))</span></td></tr>

        """
    }
    return """
      <div class="table cards"><table>
      <thead><tr><th scope="col">\(l.tr("Item"))</th>\
      <th scope="col" class="num">\(left)</th>\
      <th scope="col">\(expires)</th>\
      <th scope="col" class="num">\(value)</th></tr></thead>
      <tbody>\(rows)</tbody></table></div>\(more)
      """
  }

  static func wastedTable(_ lots: [LotProjection], _ visit: Visit, _ items: [String: Item]) -> HTML
  {
    let l = visit.l
    let none = l.tr("None.")
    guard !lots.isEmpty else { return "<p class=\"muted\">\(none)</p>" }
    let f = Formats(l)
    // The count unit in the reader's words (`個`, `pièce(s)`), as Stock shows it.
    let words = l.defaultWords
    let (wasted, expires, value) = (l.tr("Wasted"), l.tr("Expires"), l.tr("Value"))
    let (shown, more) = firstRows(lots, visit)
    let rows = shown.map { lot -> HTML in
      let item = items[lot.item]
      let action: HTML =
        item.map { QuickActions.consume($0, visit, back: path, most: lot.remaining) } ?? ""
      return """
        <tr><td>\(link(lot.item, item))<div class="quick">\(action)</div></td>\
        <td class="num" data-label="\(wasted)">\(f.quantity(lot.projectedWaste)) \(words[lot.unit] ?? lot.unit)</td>\
        <td data-label="\(expires)">\(lot.lot.expiresOn.map { QuickActions.date($0, f) } ?? "–")</td>\
        <td class="num" data-label="\(value)">\
        <span class="amount">\(visit.money.string(lot.wasteValue))</span></td></tr>

        """
    }
    return """
      <div class="table cards"><table>
      <thead><tr><th scope="col">\(l.tr("Item"))</th>\
      <th scope="col" class="num">\(wasted)</th>\
      <th scope="col">\(expires)</th>\
      <th scope="col" class="num">\(value)</th></tr></thead>
      <tbody>\(rows)</tbody></table></div>\(more)
      """
  }

  /// The lots of items too new for a pace that expire within the week, valued whole, and
  /// the line saying why; nothing when no item has a short history.
  static func unpaced(_ model: Model, _ visit: Visit) -> HTML {
    let eatFirst = model.eatFirst
    guard eatFirst.shortHistoryCount > 0 else { return "" }
    let l = visit.l
    let count = eatFirst.shortHistoryCount
    let days = l.trn("{count} day", "{count} days", count: eatFirst.minHistory)
    return """
      <h2>\(l.tr("No pace known yet"))</h2>
      <p class="muted">\(l.trn("{count} item with less than {days} of history: its advice comes from expiry dates alone.", "{count} items with less than {days} of history: their advice comes from expiry dates alone.", count: count, ["days": days]))</p>
      \(lotsTable(eatFirst.unpaced, expired: false, visit, model.items))
      \(totals(model.unpacedValue, visit))
      """
  }

  /// "Total: €3.20 · $1.00", one amount per currency.
  static func totals(_ totals: MoneyTotals, _ visit: Visit) -> HTML {
    guard !totals.isEmpty else { return "" }
    let amounts = totals.amounts.map { money -> HTML in
      "<span class=\"amount\">\(visit.money.string(money))</span>"
    }
    var joined: [HTML] = []
    for (index, amount) in amounts.enumerated() {
      if index > 0 { joined.append(" · ") }
      joined.append(amount)
    }
    let total = visit.l.tr("Total:")
    return "<p><strong>\(total) \(joined)</strong></p>"
  }
}

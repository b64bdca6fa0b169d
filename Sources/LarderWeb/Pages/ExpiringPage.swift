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

  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let l = visit.l
    let eatFirst = try store.eatFirst(
      asOf: visit.today, within: within, window: MonthlyReport.rateWindow, minHistory: 14)
    let outlook = eatFirst.outlook
    let wasted = eatFirst.wasted
    var items = Items(store: store)
    let content: HTML = """
      <h2>\(l.tr("Expired"))</h2>
      \(lotsTable(outlook.expired, expired: true, visit, &items))
      \(totals(try outlook.expiredValue(), visit))
      <h2>\(l.tr("Past best before: check it, then use it"))</h2>
      \(lotsTable(outlook.pastBestBefore, expired: false, visit, &items))
      \(totals(try outlook.pastBestBeforeValue(), visit))
      <h2>\(l.trn("Expiring within {count} day", "Expiring within {count} days", count: within))</h2>
      \(lotsTable(outlook.expiring, expired: false, visit, &items))
      \(totals(try outlook.expiringValue(), visit))
      <h2>\(l.tr("Projected waste at the current pace"))</h2>
      \(wastedTable(wasted, visit, &items))
      \(totals(try Forecast.totals(of: wasted), visit))
      \(try unpaced(eatFirst, visit, &items))
      """
    return .html(
      Layout.page(Layout.Section.expiring.title(l), section: .expiring, visit.context, content))
  }

  /// The items the rows name, each looked up once.
  struct Items {
    let store: Store
    var found: [String: Item?] = [:]

    /// The item named `name`; nil when none is found.
    mutating func named(_ name: String) -> Item? {
      if let known = found[name] { return known }
      let item = try? store.item(name)
      found[name] = item
      return item
    }
  }

  /// The item's name, linked to its page when it is found.
  static func link(_ name: String, _ item: Item?) -> HTML {
    guard let item else { return "\(name)" }
    return "<a href=\"/items/\(UUIDText.format(item.id))\">\(name)</a>"
  }

  static func lotsTable(
    _ lots: [ExpiringLot], expired: Bool, _ visit: Visit, _ items: inout Items
  ) -> HTML {
    let l = visit.l
    let none = l.tr("None.")
    guard !lots.isEmpty else { return "<p class=\"muted\">\(none)</p>" }
    let f = Formats(l)
    let (left, expires, value) = (l.tr("Left"), l.tr("Expires"), l.tr("Value"))
    let rows = lots.map { lot -> HTML in
      let item = items.named(lot.item)
      let action: HTML =
        item.map {
          expired
            ? QuickActions.discardExpired($0, visit, back: path)
            : QuickActions.consume($0, visit, back: path, most: lot.remaining)
        } ?? ""
      return """
        <tr><td>\(link(lot.item, item))<div class="quick">\(action)</div></td>\
        <td class="num" data-label="\(left)">\(f.quantity(lot.remaining)) \(lot.unit)</td>\
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
      <tbody>\(rows)</tbody></table></div>
      """
  }

  static func wastedTable(_ lots: [LotProjection], _ visit: Visit, _ items: inout Items) -> HTML {
    let l = visit.l
    let none = l.tr("None.")
    guard !lots.isEmpty else { return "<p class=\"muted\">\(none)</p>" }
    let f = Formats(l)
    let (wasted, expires, value) = (l.tr("Wasted"), l.tr("Expires"), l.tr("Value"))
    let rows = lots.map { lot -> HTML in
      let item = items.named(lot.item)
      let action: HTML =
        item.map { QuickActions.consume($0, visit, back: path, most: lot.remaining) } ?? ""
      return """
        <tr><td>\(link(lot.item, item))<div class="quick">\(action)</div></td>\
        <td class="num" data-label="\(wasted)">\(f.quantity(lot.projectedWaste)) \(lot.unit)</td>\
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
      <tbody>\(rows)</tbody></table></div>
      """
  }

  /// The lots of items too new for a pace that expire within the week, valued whole, and
  /// the line saying why; nothing when no item has a short history.
  static func unpaced(_ eatFirst: EatFirst, _ visit: Visit, _ items: inout Items) throws -> HTML {
    guard eatFirst.shortHistoryCount > 0 else { return "" }
    let l = visit.l
    let count = eatFirst.shortHistoryCount
    let days = l.trn("{count} day", "{count} days", count: eatFirst.minHistory)
    return """
      <h2>\(l.tr("No pace known yet"))</h2>
      <p class="muted">\(l.trn("{count} item with less than {days} of history: its advice comes from expiry dates alone.", "{count} items with less than {days} of history: their advice comes from expiry dates alone.", count: count, ["days": days]))</p>
      \(lotsTable(eatFirst.unpaced, expired: false, visit, &items))
      \(totals(try MoneyTotals(eatFirst.unpaced.map(\.valueAtRisk)), visit))
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

import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/expiring`: what to eat first: the expired lots, those past their best before (still
/// usable: check them, then use them), those expiring within a week, and
/// those the forecast projects wasted at the current pace, with their values and totals.
enum ExpiringPage {
  /// Days ahead, as `larder expiring`'s default.
  static let within = 7

  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let eatFirst = try store.eatFirst(
      asOf: visit.today, within: within, window: MonthlyReport.rateWindow, minHistory: 14)
    let outlook = eatFirst.outlook
    let wasted = eatFirst.wasted
    let content: HTML = """
      <h2>Expired</h2>
      \(lotsTable(outlook.expired, visit))
      \(totals(try outlook.expiredValue(), visit))
      <h2>Past best before: check it, then use it</h2>
      \(lotsTable(outlook.pastBestBefore, visit))
      \(totals(try outlook.pastBestBeforeValue(), visit))
      <h2>Expiring within \(within) days</h2>
      \(lotsTable(outlook.expiring, visit))
      \(totals(try outlook.expiringValue(), visit))
      <h2>Projected waste at the current pace</h2>
      \(wastedTable(wasted, visit))
      \(totals(try Forecast.totals(of: wasted), visit))
      \(try unpaced(eatFirst, visit))
      """
    return .html(Layout.page("Eat first", section: .expiring, visit.context, content))
  }

  static func lotsTable(_ lots: [ExpiringLot], _ visit: Visit) -> HTML {
    guard !lots.isEmpty else { return "<p class=\"muted\">None.</p>" }
    let words = Formats(.english)
    let rows = lots.map { lot -> HTML in
      """
      <tr><td>\(lot.item)</td><td class="num">\(lot.remaining) \(lot.unit)</td>\
      <td>\(ExpiryView.expiry(lot, words))</td>\
      <td class="num">\(visit.money.string(lot.valueAtRisk))</td></tr>

      """
    }
    return """
      <div class="table"><table>
      <thead><tr><th scope="col">Item</th><th scope="col" class="num">Left</th>\
      <th scope="col">Expires</th><th scope="col" class="num">Value</th></tr></thead>
      <tbody>\(rows)</tbody></table></div>
      """
  }

  static func wastedTable(_ lots: [LotProjection], _ visit: Visit) -> HTML {
    guard !lots.isEmpty else { return "<p class=\"muted\">None.</p>" }
    let rows = lots.map { lot -> HTML in
      """
      <tr><td>\(lot.item)</td><td class="num">\(lot.projectedWaste) \(lot.unit)</td>\
      <td>\(lot.lot.expiresOn?.description ?? "–")</td>\
      <td class="num">\(visit.money.string(lot.wasteValue))</td></tr>

      """
    }
    return """
      <div class="table"><table>
      <thead><tr><th scope="col">Item</th><th scope="col" class="num">Wasted</th>\
      <th scope="col">Expires</th><th scope="col" class="num">Value</th></tr></thead>
      <tbody>\(rows)</tbody></table></div>
      """
  }

  /// The lots of items too new for a pace that expire within the week, valued whole, and
  /// the line saying why; nothing when no item has a short history.
  static func unpaced(_ eatFirst: EatFirst, _ visit: Visit) throws -> HTML {
    guard eatFirst.shortHistoryCount > 0 else { return "" }
    let count = eatFirst.shortHistoryCount
    return """
      <h2>No pace known yet</h2>
      <p class="muted">\(count) item\(count == 1 ? "" : "s") with less than \(eatFirst.minHistory) \
      days of history: \(count == 1 ? "its" : "their") advice comes from expiry dates alone.</p>
      \(lotsTable(eatFirst.unpaced, visit))
      \(totals(try MoneyTotals(eatFirst.unpaced.map(\.valueAtRisk)), visit))
      """
  }

  /// "Total: €3.20 · $1.00", one amount per currency.
  static func totals(_ totals: MoneyTotals, _ visit: Visit) -> HTML {
    guard !totals.isEmpty else { return "" }
    let amounts = totals.amounts.map(visit.money.string).joined(separator: " · ")
    return "<p><strong>Total: \(amounts)</strong></p>"
  }
}

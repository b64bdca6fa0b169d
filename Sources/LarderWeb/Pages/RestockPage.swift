import LarderCore
import LarderReports
import LarderStore

/// `/restock`: the restock suggestions as a shopping list. Ticks are kept on this device
/// by the page script; buying is recorded through Add.
enum RestockPage {
  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let plan = try store.restockPlan(
      asOf: visit.today, window: MonthlyReport.rateWindow, minHistory: 14,
      horizon: MonthlyReport.restockHorizon)
    let suggestions = plan.suggestions
    let rows = suggestions.map { suggestion -> HTML in
      let item = suggestion.projection.item
      let id = UUIDText.format(item.id)
      let reason: String
      switch suggestion.projection.status {
      case .out: reason = "out of stock"
      case .ok:
        reason = suggestion.projection.runOutOn.map { "runs out \($0)" } ?? "running low"
      default: reason = "below its minimum"
      }
      return """
        <li><label><input type="checkbox" data-keep="\(id)"> \
        <span><strong>\(item.name)</strong>: \(suggestion.suggested) \(item.unit) \
        (\(suggestion.packs) × \(suggestion.pack)) by \(suggestion.buyBy) \
        <span class="muted">(\(reason))</span></span></label> \
        <a href="\(URLText.query("/add", [("name", item.name)]))">Add</a></li>

        """
    }
    let content: HTML =
      rows.isEmpty
      ? "<p class=\"muted\">Nothing to buy for the next \(MonthlyReport.restockHorizon) days.</p>"
      : """
      <p class="muted">What runs out within \(MonthlyReport.restockHorizon) days at the current \
      pace, or is below its minimum. Ticks stay on this device.</p>
      <ul class="plain checklist">\(rows)</ul>
      """
    let note: HTML =
      plan.shortHistoryCount > 0
      ? """
      <p class="muted">\(plan.shortHistoryCount) item\(plan.shortHistoryCount == 1 ? "" : "s") \
      with less than 14 days of history: suggested only by the minimum, as no pace is known yet.</p>
      """ : ""
    let page: HTML = "\(content)\(note)"
    return .html(Layout.page("Restock", section: .restock, visit.context, page))
  }
}

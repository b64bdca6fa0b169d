import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/`: the items with what is on hand, by name or by expiry, with a search field and each
/// row's quick actions (`QuickActions`).
///
/// `?q=` finds items as `larder search` does (ignoring case and accents, used-up items
/// included); `?sort=expiry` puts the soonest expiry first; `?all=1` shows used-up items.
enum StockPage {
  /// Days from today within which a next expiry is marked "expires soon".
  static let soonDays = 2

  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let search = visit.query("q")
    let byExpiry = visit.query("sort") == "expiry"
    let all = visit.query("all") == "1"
    // Sorted once with the lines: collation is most of a page's work.
    let lines = try visit.models.value(
      store, "stock", visit.today.description, search ?? "", all ? "all" : "",
      byExpiry ? "expiry" : "name"
    ) {
      let found =
        try search.map { try store.search($0, asOf: visit.today) }
        ?? store.stock(asOf: visit.today, includeUsedUp: all)
      return byExpiry
        ? found.sorted(by: ItemStock.expiryPrecedes) : NameOrder.sorted(found, by: \.item)
    }
    let rows = lines.map { row($0, visit, f, back: visit.request.path) }
    let sortLink = { (order: String, label: String) -> HTML in
      let href = URLText.query(
        "/", [("q", search), ("sort", order == "name" ? nil : order), ("all", all ? "1" : nil)])
      let current: HTML = (order == "expiry") == byExpiry ? " aria-current=\"true\"" : ""
      return "<a href=\"\(href)\"\(current)>\(label)</a>"
    }
    let clear = l.tr("Clear the search")
    let hide = l.tr("Hide used-up items")
    let show = l.tr("Show used-up items")
    let toggle: HTML =
      search != nil
      ? "<a href=\"/\">\(clear)</a>"
      : all
        ? "<a href=\"\(URLText.query("/", [("sort", byExpiry ? "expiry" : nil)]))\">\(hide)</a>"
        : "<a href=\"\(URLText.query("/", [("sort", byExpiry ? "expiry" : nil), ("all", "1")]))\">\(show)</a>"
    let sortField: HTML =
      byExpiry ? "<input type=\"hidden\" name=\"sort\" value=\"expiry\">" : ""
    let none = search == nil ? l.tr("Nothing on hand.") : l.tr("No item matches.")
    let table: HTML =
      rows.isEmpty
      ? "<p class=\"muted\">\(none)</p>"
      : """
      <div class="table cards"><table class="stock">
      <thead><tr><th scope="col">\(l.tr("Item"))</th>\
      <th scope="col" class="num">\(l.tr("Usable"))</th>\
      <th scope="col">\(l.tr("Next expiry"))</th>\
      <th scope="col" class="wide">\(l.tr("Category"))</th></tr></thead>
      <tbody>
      \(rows)</tbody></table></div>
      """
    let searchLabel = l.tr("Search items")
    let placeholder = l.tr("Search, e.g. creme")
    let content: HTML = """
      <form class="search" method="get" action="/" role="search">
      <input type="search" name="q" value="\(search ?? "")" aria-label="\(searchLabel)" \
      placeholder="\(placeholder)">\(sortField)
      <button type="submit">\(l.tr("Search"))</button>
      </form>
      <p class="tools"><span>\(l.tr("Sort by"))</span> \
      \(sortLink("name", l.tr("name"))) \
      \(sortLink("expiry", l.tr("expiry"))) \
      \(toggle) <a href="/add">\(l.tr("Add a purchase"))</a> \
      <a href="/stocktake">\(l.tr("Stocktake"))</a></p>
      \(table)
      """
    return .html(
      Layout.page(Layout.Section.stock.title(l), section: .stock, visit.context, content))
  }

  /// One item's row: its name with its quick actions under it, what is usable (never the
  /// expired stock: an item with only expired stock shows its expired quantity as such,
  /// and offers to discard it, not to consume it), its next expiry and its category.
  static func row(
    _ line: ItemStock, _ visit: Visit, _ f: Formats, back: String
  ) -> HTML {
    let l = visit.l
    let item = line.item
    let status: HTML
    if line.onHand == .zero {
      status = "<span class=\"status out\">\(l.tr("out"))</span>"
    } else if line.expired > .zero {
      status = """
        <span class="status expired"><span class="num">\(f.quantity(line.expired)) \(item.unit)</span> \
        \(l.tr("expired"))</span>
        """
    } else if let next = line.nextExpiry, next <= visit.today.adding(days: soonDays) {
      let soon = l.tr("expires soon")
      status = "<span class=\"status soon\">\(soon)</span>"
    } else {
      status = ""
    }
    let usable: HTML =
      line.usable > .zero
      ? "<span class=\"num\">\(f.quantity(line.usable)) \(item.unit)</span>" : "–"
    let next: HTML = line.nextExpiry.map { QuickActions.date($0, f) } ?? "–"
    return """
      <tr><td><a href="/items/\(UUIDText.format(item.id))">\(item.name)</a> \(status)\
      \(QuickActions.forms(line, visit, back: back))</td>\
      <td class="num" data-label="\(l.tr("Usable"))">\(usable)</td>\
      <td data-label="\(l.tr("Next expiry"))">\(next)</td>\
      <td class="wide">\(item.category)</td></tr>

      """
  }
}

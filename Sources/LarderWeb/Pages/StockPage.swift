import LarderCore
import LarderReports
import LarderStore

/// `/`: the items with what is on hand, by name or by expiry, with a search field.
///
/// `?q=` finds items as `larder search` does (ignoring case and accents, used-up items
/// included); `?sort=expiry` puts the soonest expiry first; `?all=1` shows used-up items.
enum StockPage {
  /// Days from today within which a next expiry is marked "expires soon".
  static let soonDays = 2

  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let search = visit.query("q")
    let byExpiry = visit.query("sort") == "expiry"
    let all = visit.query("all") == "1"
    let found =
      try search.map { try store.search($0, asOf: visit.today) }
      ?? store.stock(asOf: visit.today, includeUsedUp: all)
    let lines =
      byExpiry ? found.sorted(by: ItemStock.expiryPrecedes) : NameOrder.sorted(found, by: \.item)
    let rows = lines.map { row($0, today: visit.today) }
    let sortLink = { (order: String, label: String) -> HTML in
      let href = URLText.query(
        "/", [("q", search), ("sort", order == "name" ? nil : order), ("all", all ? "1" : nil)])
      let current: HTML = (order == "expiry") == byExpiry ? " aria-current=\"true\"" : ""
      return "<a href=\"\(href)\"\(current)>\(label)</a>"
    }
    let toggle: HTML =
      search != nil
      ? "<a href=\"/\">Clear the search</a>"
      : all
        ? "<a href=\"\(URLText.query("/", [("sort", byExpiry ? "expiry" : nil)]))\">Hide used-up items</a>"
        : "<a href=\"\(URLText.query("/", [("sort", byExpiry ? "expiry" : nil), ("all", "1")]))\">Show used-up items</a>"
    let sortField: HTML =
      byExpiry ? "<input type=\"hidden\" name=\"sort\" value=\"expiry\">" : ""
    let table: HTML =
      rows.isEmpty
      ? "<p class=\"muted\">\(search == nil ? "Nothing on hand." : "No item matches.")</p>"
      : """
      <div class="table"><table>
      <thead><tr><th scope="col">Item</th><th scope="col" class="num">On hand</th>\
      <th scope="col">Next expiry</th><th scope="col">Status</th>\
      <th scope="col" class="wide">Category</th></tr></thead>
      <tbody>
      \(rows)</tbody></table></div>
      """
    let content: HTML = """
      <form class="search" method="get" action="/" role="search">
      <input type="search" name="q" value="\(search ?? "")" aria-label="Search items" \
      placeholder="Search, e.g. creme">\(sortField)
      <button type="submit">Search</button>
      </form>
      <p class="tools">Sort by \(sortLink("name", "name")) · \(sortLink("expiry", "expiry")) \
      · \(toggle) · <a href="/add">Add a purchase</a> · <a href="/stocktake">Stocktake</a></p>
      \(table)
      """
    return .html(Layout.page("Stock", section: .stock, visit.context, content))
  }

  static func row(_ line: ItemStock, today: CalendarDate) -> HTML {
    let item = line.item
    let status: HTML
    if line.onHand == .zero {
      status = "<span class=\"status out\">out</span>"
    } else if line.expired > .zero {
      status = "<span class=\"status expired\">\(line.expired) \(item.unit) expired</span>"
    } else if let next = line.nextExpiry, next <= today.adding(days: soonDays) {
      status = "<span class=\"status soon\">expires soon</span>"
    } else {
      status = ""
    }
    return """
      <tr><td><a href="/items/\(UUIDText.format(item.id))">\(item.name)</a></td>\
      <td class="num">\(line.usable) \(item.unit)</td>\
      <td>\(line.nextExpiry?.description ?? "–")</td><td>\(status)</td>\
      <td class="wide">\(item.category)</td></tr>

      """
  }
}

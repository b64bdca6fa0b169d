import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/`: the items with what is on hand, one compact row each (`row`), by name or by expiry,
/// with the search and the filters by place and category at the top.
///
/// `?q=` finds items as `larder search` does (ignoring case and accents, used-up items
/// included); `?sort=expiry` puts the soonest expiry first; `?all=1` shows used-up items;
/// `?place=` and `?category=` keep the items kept there or of that category (as the page
/// names it).
enum StockPage {
  /// What the page draws its rows from: the lines in order, each item's usual pack, and
  /// the places and categories the lines have, in name order (collated once, not at every
  /// request).
  struct Model: Sendable {
    var lines: [ItemStock]
    var packs: [UUID: Quantity]
    var places: [String]
    var categories: [String]

    init(lines: [ItemStock], packs: [UUID: Quantity]) {
      self.lines = lines
      self.packs = packs
      places = NameOrder.sorted(Set(lines.map(\.item.location).filter { !$0.isEmpty }))
      categories = NameOrder.sorted(Set(lines.map(\.item.category).filter { !$0.isEmpty }))
    }
  }

  /// What the page was asked to show: its query.
  struct Asked {
    var search: String?
    var byExpiry: Bool
    var all: Bool
    var place: String?
    var category: String?

    init(_ visit: Visit) {
      search = visit.query("q")
      byExpiry = visit.query("sort") == "expiry"
      all = visit.query("all") == "1"
      place = visit.query("place")
      category = visit.query("category")
    }

    /// Whether the search or a filter narrows the list.
    var narrowed: Bool { search != nil || place != nil || category != nil }

    /// The page's address as asked, in the order `byExpiry` says.
    func path(byExpiry: Bool) -> String {
      URLText.query(
        "/",
        [
          ("q", search), ("sort", byExpiry ? "expiry" : nil), ("all", all ? "1" : nil),
          ("place", place), ("category", category),
        ])
    }
  }

  static func response(_ visit: Visit, _ store: Store) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let asked = Asked(visit)
    let (search, byExpiry, all) = (asked.search, asked.byExpiry, asked.all)
    // Sorted once with the lines: collation is most of a page's work.
    let model = try visit.models.value(
      store, "stock", visit.today.description, search ?? "", all ? "all" : "",
      byExpiry ? "expiry" : "name"
    ) {
      let found =
        try search.map { try store.search($0, asOf: visit.today) }
        ?? store.stock(asOf: visit.today, includeUsedUp: all)
      return Model(
        lines: byExpiry
          ? found.sorted(by: ItemStock.expiryPrecedes) : NameOrder.sorted(found, by: \.item),
        packs: try store.usualPacks(asOf: visit.today))
    }
    let shown = model.lines.filter {
      (asked.place == nil || $0.item.location == asked.place)
        && (asked.category == nil || $0.item.category == asked.category)
    }
    let back = asked.path(byExpiry: byExpiry)
    let rows = shown.map { row($0, pack: model.packs[$0.item.id], visit, f, back: back) }
    let none = asked.narrowed ? l.tr("No item matches.") : l.tr("Nothing on hand.")
    let list: HTML =
      rows.isEmpty
      ? "<p class=\"muted\">\(none)</p>"
      : "<ul class=\"stock\" id=\"stock\">\n\(rows)</ul>"
    let content: HTML = """
      \(filters(model, asked, l))
      \(tools(asked, l))
      \(list)
      """
    return .html(
      Layout.page(Layout.Section.stock.title(l), section: .stock, visit.context, content))
  }

  /// The search field and the place and category filters, one GET form: each select
  /// lists what the page's lines have, and is left out when they have fewer than two.
  static func filters(_ model: Model, _ asked: Asked, _ l: Localization) -> HTML {
    func select(
      _ name: String, _ label: String, every: String, _ choices: [String], _ chosen: String?
    )
      -> HTML
    {
      guard choices.count > 1 || chosen != nil else { return "" }
      let options = choices.map { value -> HTML in
        let selected: HTML = value == chosen ? " selected" : ""
        return "<option value=\"\(value)\"\(selected)>\(value)</option>"
      }
      return """
        <label class="filter"><span class="sr">\(label)</span>\
        <select name="\(name)" aria-label="\(label)"><option value="">\(every)</option>\(options)</select></label>
        """
    }
    let sortField: HTML =
      asked.byExpiry ? "<input type=\"hidden\" name=\"sort\" value=\"expiry\">" : ""
    let allField: HTML = asked.all ? "<input type=\"hidden\" name=\"all\" value=\"1\">" : ""
    let hidden: HTML = "\(sortField)\(allField)"
    // The words out of the literals, which `make pot` (xgettext) cannot read into.
    let searchWord = l.tr("Search")
    let placeWord = l.tr("Place")
    let everyPlace = l.tr("Every place")
    let categoryWord = l.tr("Category")
    let everyCategory = l.tr("Every category")
    let searchLabel = l.tr("Search items")
    let placeholder = l.tr("Search, e.g. creme")
    return """
      <form class="search" method="get" action="/" role="search">
      <input type="search" name="q" value="\(asked.search ?? "")" aria-label="\(searchLabel)" \
      placeholder="\(placeholder)">\(hidden)
      <button type="submit">\(searchWord)</button>
      \(select("place", placeWord, every: everyPlace, model.places, asked.place))\
      \(select("category", categoryWord, every: everyCategory, model.categories, asked.category))
      </form>
      """
  }

  /// The links under the search: the order, used-up items (or clearing the search and
  /// filters) and the stocktake.
  static func tools(_ asked: Asked, _ l: Localization) -> HTML {
    let sortLink = { (byExpiry: Bool, label: String) -> HTML in
      let current: HTML = byExpiry == asked.byExpiry ? " aria-current=\"true\"" : ""
      return "<a href=\"\(asked.path(byExpiry: byExpiry))\"\(current)>\(label)</a>"
    }
    let sort = asked.byExpiry ? "expiry" : nil
    // The words out of the literals, which `make pot` (xgettext) cannot read into.
    let clear = l.tr("Clear the search")
    let hide = l.tr("Hide used-up items")
    let show = l.tr("Show used-up items")
    let sortBy = l.tr("Sort by")
    let byName = l.tr("name")
    let byDate = l.tr("expiry")
    let stocktake = l.tr("Stocktake")
    let toggle: HTML =
      asked.narrowed
      ? "<a href=\"\(URLText.query("/", [("sort", sort)]))\">\(clear)</a>"
      : asked.all
        ? "<a href=\"\(URLText.query("/", [("sort", sort)]))\">\(hide)</a>"
        : "<a href=\"\(URLText.query("/", [("sort", sort), ("all", "1")]))\">\(show)</a>"
    return """
      <p class="tools"><span>\(sortBy)</span> \
      \(sortLink(false, byName)) \(sortLink(true, byDate)) \
      \(toggle) <a href="/stocktake">\(stocktake)</a></p>
      """
  }

  /// One item's row, at most 72 px high on a phone: its name and
  /// what is usable with a badge for the next expiry (`ExpiryBadge`), and the one action
  /// most used on it (`QuickActions.row`). An item with only expired stock shows its
  /// expired quantity as such, and offers to discard it, not to consume it.
  static func row(
    _ line: ItemStock, pack: Quantity?, _ visit: Visit, _ f: Formats, back: String
  ) -> HTML {
    let item = line.item
    let usable: HTML =
      line.usable > .zero
      ? "<span class=\"num\">\(f.quantity(line.usable)) \(item.unit)</span>" : ""
    let badge = ExpiryBadge.html(line, today: visit.today, f)
    let category: HTML = "<span class=\"wide-only muted\">\(item.category)</span>"
    return """
      <li id="item-\(UUIDText.format(item.id))">\
      <a class="what" href="/items/\(UUIDText.format(item.id))"><span class="name" title="\(item.name)">\(item.name)</span>
      <span class="facts">\(usable) \(badge) \(category)</span></a>\
      \(QuickActions.row(line, pack: pack ?? UsualPack.size(counts: []), visit, f, back: back))</li>

      """
  }
}

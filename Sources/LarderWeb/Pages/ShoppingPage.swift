import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/shopping` (and `/restock`, its earlier address): the household's shared shopping list
/// (`Store.shoppingList`), the same on every phone. A line still to buy has "Bought as
/// usual", which records the purchase at once, and "Bought…", which opens Add filled with
/// the quantity, the item's unit and category, and the store and price of its last
/// purchase; a line bought today can be unticked within a minute. The page script
/// refreshes the list every few seconds, so another member's tick shows without a reload.
enum ShoppingPage {
  static func response(_ visit: Visit, _ store: Store, error: String? = nil) throws -> Response {
    let l = visit.l
    let f = Formats(l)
    let model = try visit.models.value(store, "shopping", visit.today.description) {
      try Model(store, asOf: visit.today)
    }
    let lines = model.lines
    let rows = zip(lines, model.remembered).map { row($0, last: $1, visit, f) }.joined()
    let horizon = l.trn("{count} day", "{count} days", count: MonthlyReport.restockHorizon)
    let nothing = l.tr("Nothing to buy for the next {days}.", ["days": horizon])
    let list: HTML =
      lines.isEmpty
      ? "<p class=\"muted\">\(nothing)</p>" : "<ul class=\"plain checklist\">\(rows)</ul>"
    let clear: HTML =
      lines.contains(where: \.isBought)
      ? """
      <form method="post" action="/shopping/clear">\(visit.context.csrfField)\
      <button type="submit">\(l.tr("Clear what was bought"))</button></form>
      """ : ""
    let options: HTML = model.itemNames.map { "<option value=\"\($0)\">" }.joined()
    let content: HTML = """
      \(FormField.error(error))
      <form class="row" method="post" action="/shopping/add">\(visit.context.csrfField)\
      \(FormField(name: "name", label: l.tr("Item"), attributes: " list=\"item-names\" required autocomplete=\"off\"").html) \
      \(FormField(name: "quantity", label: l.tr("Quantity"), kind: NumberInput.amount(l), attributes: " size=\"6\"").html) \
      <button type="submit">\(l.tr("Put on the list"))</button></form>
      <datalist id="item-names">\(options)</datalist>
      <p class="muted">\(l.tr("What members put on the list, and what runs out within {days} at the current pace or is below its minimum (suggested). Every phone shows the same list.", ["days": horizon]))</p>
      <div id="shopping-list" data-refresh="/shopping">\(list)\(clear)</div>
      """
    return .html(
      Layout.page(Layout.Section.shopping.title(l), section: .shopping, visit.context, content))
  }

  /// What the page shows, read in one go (and kept while the household is unchanged,
  /// `ModelCache`): the list, each line's remembered purchase, and the items' names.
  struct Model: Sendable {
    let lines: [ShoppingLine]
    /// For each line with a quantity, the store and price of that quantity at the item's
    /// last price per unit (`Store.rememberedPurchase`); nil otherwise.
    let remembered: [(store: String, price: Money)?]
    let itemNames: [String]

    init(_ store: Store, asOf day: CalendarDate) throws {
      lines = try store.shoppingList(asOf: day)
      remembered = try lines.map { line in
        try line.quantity.flatMap { try store.rememberedPurchase(of: line.name, quantity: $0) }
      }
      itemNames = try store.itemNames()
    }
  }

  /// One line of the list: its name (linking to its item), how much, why, and its buttons;
  /// `last` is its remembered purchase.
  static func row(
    _ line: ShoppingLine, last: (store: String, price: Money)?, _ visit: Visit, _ f: Formats
  ) -> HTML {
    let l = f.localization
    let name: HTML =
      line.item.map {
        "<a href=\"/items/\(UUIDText.format($0))\"><strong>\(line.name)</strong></a>"
      }
      ?? "<strong>\(line.name)</strong>"
    let quantity: HTML =
      line.quantity.map {
        ": <span class=\"num\">\([f.quantity($0), line.unit ?? ""].filter { !$0.isEmpty }.joined(separator: " "))</span>"
      } ?? ""
    // The line itself, so that a tick of a line changed meanwhile is refused.
    let named: HTML = """
      <input type="hidden" name="name" value="\(line.name)">\
      <input type="hidden" name="line" value="\(line.seen.token)">
      """
    func button(_ action: String, _ label: String) -> HTML {
      """
      <form method="post" action="/shopping/\(action)" class="inline">\(visit.context.csrfField)\
      \(named)<button type="submit" class="quick">\(label)</button></form>
      """
    }
    if let boughtOn = line.boughtOn {
      let untick = boughtOn == visit.today ? button("untick", l.tr("Untick")) : ""
      return """
        <li class="bought"><span><s>\(name)\(quantity)</s> \
        <span class="muted">(\(QuickActions.dated(l.tr("bought"), boughtOn, f)))</span></span> \
        \(untick)</li>

        """
    }
    let packs: HTML =
      line.packs.map { " <span class=\"num\">(\($0.count) × \(f.quantity($0.pack)))</span>" } ?? ""
    let suggestedWord = l.tr("suggested")
    let suggested: HTML =
      line.isSuggested ? " <span class=\"muted\">(\(suggestedWord))</span>" : ""
    // Out of the literal, which `make pot` (xgettext) cannot read into.
    let by = l.tr("by")
    let why: HTML = line.buyBy.map { " \(by) \(QuickActions.date($0, f))\(suggested)" } ?? ""
    let remove = line.isSuggested ? "" : button("remove", l.tr("Remove"))
    return """
      <li><span>\(name)\(quantity)\(packs)\(why)</span> \
      \(button("buy", l.tr("Bought as usual"))) \
      <a class="button quick" href="\(bought(line, last: last, f))">\
      \(l.trc("Bought…", context: "shopping action"))</a> \(remove)</li>

      """
  }

  /// Add's address filled for buying `line` from the list: name, quantity and unit, and
  /// when the item was bought before, the store and the price of the quantity at its last
  /// price per unit, numbers as the page's form reads them (`typed`); `list` names the
  /// line the purchase ticks.
  static func bought(
    _ line: ShoppingLine, last: (store: String, price: Money)?, _ f: Formats
  ) -> String {
    let decimal = f.localization.decimalSeparator
    return URLText.query(
      "/add",
      [
        ("name", line.name), ("quantity", line.quantity.map { typed($0.description, decimal) }),
        ("unit", line.unit), ("price", last.map { typed($0.price.amount, decimal) }),
        ("currency", last.map { $0.price.currency.code }),
        ("store", last?.store.nonEmpty), ("list", line.name),
      ])
  }

  /// A number as stored (`1.5`, no grouping) as a form in a language with `decimal` reads
  /// it: `1,5` in French.
  static func typed(_ number: String, _ decimal: DecimalSeparator) -> String {
    decimal == .comma ? number.replacingOccurrences(of: ".", with: ",") : number
  }
}

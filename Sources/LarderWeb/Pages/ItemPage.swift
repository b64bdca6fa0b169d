import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

/// `/items/ID`: an item with its lots, recent events and changes, and the forms to consume,
/// discard, edit, undo and redo, with a link to correct each lot and event.
enum ItemPage {
  /// How many of the latest lots, events and changes are shown.
  static let limit = 20

  /// A form sent back with an error: which one (`consume` or `discard`), its values and
  /// the message.
  struct Failure {
    var form: String
    var values: FormValues
    var message: String
  }

  static func response(
    _ visit: Visit, _ store: Store, id: String, failure: Failure? = nil
  ) throws -> Response {
    let overview = try store.itemOverview(
      id, recent: limit, changeLimit: 5, asOf: visit.today)
    let history = overview.history
    let item = history.item
    let changes = overview.changes
    let redo = overview.redo
    let unit = PriceUnit(itemUnit: item.unit)
    let path = "/items/\(UUIDText.format(item.id))"
    let stock = try Stock(history.lots, on: visit.today)
    // One pack: the usual pack, at most what is usable; none of expired stock.
    let pack = stock.usable > .zero ? min(overview.usualPack, stock.usable) : nil
    var error: HTML = ""
    if let failure {
      error = "<p class=\"error\" role=\"alert\" id=\"form-error\">\(failure.message)</p>"
    }
    let useForms: HTML =
      history.onHand > .zero
      ? """
      <div class="cards">
      \(useForm("consume", "Consume", path, visit, failure, noteField: "note"))
      \(useForm("discard", "Discard", path, visit, failure, noteField: "reason"))
      </div>
      \(pack.map { packForm($0, usual: overview.usualPack, item, path, visit) } ?? "")\
      \(stock.expired > .zero ? discardExpiredForm(stock.expired, item, path, visit) : "")
      """
      : "<p class=\"muted\">Nothing left: <a href=\"\(URLText.query("/add", [("name", item.name)]))\">add a purchase</a>.</p>"
    let content: HTML = """
      \(error)
      <p>Usable: <strong>\(stock.usable) \(item.unit)</strong>\
      \(stock.expired > .zero ? " · expired: \(stock.expired) \(item.unit)" : "") · \(item.category)\
      \(item.location.isEmpty ? "" : " · " + item.location)\
      \(item.minimumStock.map { " · minimum \($0) \(item.unit)" } ?? "")</p>
      \(useForms)
      <p class="tools"><a href="\(path)/edit">Edit the item</a> · \
      <a href="\(URLText.query("/add", [("name", item.name)]))">Add a purchase</a></p>
      <h2>Lots</h2>
      \(lotsTable(history, unit: unit, path: path, visit))
      <h2>Recent events</h2>
      \(eventsTable(history, path: path))
      <h2>Changes</h2>
      \(redo.map { redoForm($0, path: path, visit) } ?? "")\
      \(changesList(changes, path: path, visit))
      """
    return .html(
      Layout.page(item.name, section: nil, visit.context, content),
      status: failure == nil ? 200 : 422)
  }

  static func useForm(
    _ action: String, _ title: String, _ path: String, _ visit: Visit, _ failure: Failure?,
    noteField: String
  ) -> HTML {
    let values = failure?.form == action ? failure?.values : nil
    let invalid: HTML =
      failure?.form == action ? " aria-invalid=\"true\" aria-describedby=\"form-error\"" : ""
    return """
      <form class="card stack" method="post" action="\(path)/\(action)">
      <h2>\(title)</h2>
      \(visit.context.csrfField)
      <div class="row">
      <label>Quantity<input type="text" inputmode="decimal" name="quantity" required \
      value="\(values?["quantity"] ?? "")"\(invalid)></label>
      <label>Date<input type="date" name="date" value="\(values?["date"] ?? visit.today.description)"></label>
      </div>
      <label>\(noteField == "reason" ? "Reason" : "Note")<input type="text" name="\(noteField)" \
      value="\(values?[noteField] ?? "")"></label>
      <div><button type="submit"\(action == "discard" ? (" class=\"secondary\"" as HTML) : "")>\(title)</button></div>
      </form>
      """
  }

  /// The button that consumes one usual pack, or the rest when less is usable.
  static func packForm(
    _ pack: Quantity, usual: Quantity, _ item: Item, _ path: String, _ visit: Visit
  ) -> HTML {
    let title: HTML =
      pack < usual
      ? "Consume the rest (\(pack) \(item.unit))" : "Consume 1 pack (\(pack) \(item.unit))"
    return """
      <form method="post" action="\(path)/consume" class="tools">\(visit.context.csrfField)\
      <input type="hidden" name="quantity" value="\(pack)">\
      <button type="submit" class="secondary">\(title)</button></form>
      """
  }

  /// The button that discards every lot past its date, as one undoable change.
  static func discardExpiredForm(_ expired: Quantity, _ item: Item, _ path: String, _ visit: Visit)
    -> HTML
  {
    """
    <form method="post" action="\(path)/discard-expired" class="tools">\(visit.context.csrfField)\
    <button type="submit" class="secondary">Discard expired (\(expired) \(item.unit))</button></form>
    """
  }

  /// An item's lots on a day: what is usable and what is past its date (`ExpiryStanding.isUsable`).
  struct Stock {
    var usable = Quantity.zero
    var expired = Quantity.zero

    /// - Throws: `ValueError.overflow` beyond an item's bound (docs definition 9).
    init(_ lots: [LotStatus], on day: CalendarDate) throws(ValueError) {
      for status in lots where status.remaining > .zero {
        if status.lot.standing(on: day).isUsable {
          try usable += status.remaining
        } else {
          try expired += status.remaining
        }
      }
    }
  }

  static func lotsTable(_ history: ItemHistory, unit: PriceUnit, path: String, _ visit: Visit)
    -> HTML
  {
    guard !history.lots.isEmpty else { return "<p class=\"muted\">None.</p>" }
    // The page's words are English: "best before end 03/2027", "(estimated)".
    let words = Formats(.english)
    let rows = history.lots.suffix(limit).reversed().map { status -> HTML in
      let lot = status.lot
      let perUnit = UnitPrice(price: lot.price, quantity: lot.quantity, unit: unit).map {
        "\($0.amount) \($0.currency.code)/\(unit.name)"
      }
      return """
        <tr><td>\(lot.purchasedOn)</td><td class="num">\(status.remaining) / \(lot.quantity)</td>\
        <td class="num">\(visit.money.string(lot.price))</td>\
        <td class="num wide">\(perUnit ?? "–")</td><td class="wide">\(lot.store)</td>\
        <td>\(words.expiry(lot) ?? "–")</td>\
        <td>\(lot.state == .sealed ? "sealed" : "\(lot.state.rawValue) \(lot.stateSince)")</td>\
        <td><a href="\(path)/lots/\(UUIDText.format(lot.id))">Correct</a></td></tr>

        """
    }
    return """
      <div class="table"><table>
      <thead><tr><th scope="col">Bought</th><th scope="col" class="num">Left / bought</th>\
      <th scope="col" class="num">Price</th><th scope="col" class="num wide">Unit price</th>\
      <th scope="col" class="wide">Store</th><th scope="col">Expires</th>\
      <th scope="col">State</th><td></td></tr></thead>
      <tbody>\(rows)</tbody></table></div>
      """
  }

  static func eventsTable(_ history: ItemHistory, path: String) -> HTML {
    guard !history.events.isEmpty else { return "<p class=\"muted\">None.</p>" }
    let rows = history.events.suffix(limit).reversed().map { event -> HTML in
      """
      <tr><td>\(event.occurredOn)</td><td>\(event.kind == .consume ? "consumed" : "discarded")</td>\
      <td class="num">\(event.quantity) \(history.item.unit)</td><td>\(event.note)</td>\
      <td><a href="\(path)/events/\(UUIDText.format(event.id))">Correct</a></td></tr>

      """
    }
    return """
      <div class="table"><table>
      <thead><tr><th scope="col">Date</th><th scope="col">What</th>\
      <th scope="col" class="num">Quantity</th><th scope="col">Note</th><td></td></tr></thead>
      <tbody>\(rows)</tbody></table></div>
      """
  }

  /// The button that re-applies `change`, the change most recently undone (of this item or
  /// another), as `larder redo` does.
  static func redoForm(_ change: Change, path: String, _ visit: Visit) -> HTML {
    """
    <form method="post" action="/redo" class="tools">\(visit.context.csrfField)\
    <input type="hidden" name="change" value="\(UUIDText.format(change.id))">\
    <input type="hidden" name="back" value="\(path)">\
    <button type="submit" class="secondary">Redo</button> \(summary(change.action, .english))</form>

    """
  }

  static func changesList(_ changes: [Change], path: String, _ visit: Visit) -> HTML {
    guard !changes.isEmpty else { return "<p class=\"muted\">None recorded.</p>" }
    let rows = changes.map { change -> HTML in
      let undo: HTML =
        change.kind == .write && !change.isUndone
        ? """
        <form method="post" action="/undo" class="inline">\(visit.context.csrfField)\
        <input type="hidden" name="change" value="\(UUIDText.format(change.id))">\
        <input type="hidden" name="back" value="\(path)">\
        <button type="submit" class="link">Undo</button></form>
        """ : ""
      return """
        <li>\(String(change.madeAt.prefix(16)).replacingOccurrences(of: "T", with: " ")) · \
        \(summary(change.action, .english))\(change.isUndone ? " (undone)" : "") \(undo)</li>

        """
    }
    return "<ul class=\"plain\">\(rows)</ul>"
  }
}

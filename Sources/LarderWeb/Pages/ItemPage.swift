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
    let overview = try visit.models.value(store, "item", id.lowercased(), visit.today.description) {
      try store.itemOverview(id, recent: limit, changeLimit: 5, asOf: visit.today)
    }
    let history = overview.history
    let item = history.item
    let l = visit.l
    let f = Formats(l)
    let unit = PriceUnit(itemUnit: item.unit)
    let path = "/items/\(UUIDText.format(item.id))"
    let stock = try Stock(history.lots, on: visit.today)
    // One pack: the usual pack, at most what is usable; none of expired stock.
    let pack = stock.usable > .zero ? min(overview.usualPack, stock.usable) : nil
    let error = FormField.error(failure?.message)
    func amount(_ quantity: Quantity) -> String { f.quantity(quantity) + " " + item.unit }
    let consume: HTML =
      stock.usable > .zero
      ? useForm("consume", l.tr("Consume"), path, visit, failure, noteField: "note") : ""
    let useForms: HTML =
      history.onHand > .zero
      ? """
      <div class="cards">
      \(consume)
      \(useForm("discard", l.tr("Discard"), path, visit, failure, noteField: "reason"))
      </div>
      \(pack.map { packForm($0, usual: overview.usualPack, item, path, visit) } ?? "")\
      \(pack != nil && item.lives.opened != nil ? QuickActions.open(item, visit, back: path) : "")\
      \(stock.expired > .zero ? discardExpiredForm(stock.expired, item, path, visit) : "")
      """
      : muted(l.tr("Nothing left."))
    let expired =
      stock.expired > .zero
      ? " · " + l.tr("expired: {quantity}", ["quantity": amount(stock.expired)]) : ""
    let minimum = item.minimumStock.map {
      " · " + l.tr("minimum {quantity}", ["quantity": amount($0)])
    }
    let content: HTML = """
      \(error)
      <p>\(l.tr("Usable:")) <strong>\(amount(stock.usable))</strong>\
      \(expired) · \(item.category)\
      \(item.location.isEmpty ? "" : " · " + item.location)\
      \(minimum ?? "")</p>
      \(useForms)
      <p class="tools"><a href="\(path)/edit">\(l.tr("Edit the item"))</a> · \
      <a href="\(URLText.query("/add", [("name", item.name)]))">\(l.tr("Add a purchase"))</a> · \
      <a href="\(path)/edit#merge">\(l.tr("Merge into another item"))</a></p>
      <h2>\(l.tr("Lots"))</h2>
      \(lotsTable(history, unit: unit, path: path, visit, f))
      <h2>\(l.tr("Recent events"))</h2>
      \(eventsTable(history, path: path, f))
      <h2>\(l.tr("Changes"))</h2>
      \(overview.redo.map { redoForm($0, path: path, visit, f) } ?? "")\
      \(overview.changes.isEmpty
        ? muted(l.tr("None recorded."))
        : HistoryPage.list(overview.changes, redo: nil, back: path, visit, f))
      """
    return .html(
      Layout.page(item.name, section: nil, visit.context, content),
      status: failure == nil ? 200 : 422)
  }

  static func useForm(
    _ action: String, _ title: String, _ path: String, _ visit: Visit, _ failure: Failure?,
    noteField: String
  ) -> HTML {
    let l = visit.l
    let values = failure?.form == action ? failure?.values : nil
    let invalid = failure?.form == action
    return """
      <form class="card stack" method="post" action="\(path)/\(action)">
      <h2>\(title)</h2>
      \(visit.context.csrfField)
      <div class="row">
      \(FormField(
        name: "quantity", label: l.tr("Quantity"), value: values?["quantity"] ?? "",
        kind: " inputmode=\"decimal\"", attributes: " required", isInvalid: invalid
      ).html)
      \(FormField(
        name: "date", label: l.tr("Date"), value: values?["date"] ?? visit.today.description,
        attributes: DateInput.attributes(l)
      ).html)
      </div>
      \(FormField(
        name: noteField, label: noteField == "reason" ? l.tr("Reason") : l.tr("Note"),
        value: values?[noteField] ?? ""
      ).html)
      <div><button type="submit"\(action == "discard" ? (" class=\"secondary\"" as HTML) : "")>\(title)</button></div>
      </form>
      """
  }

  /// The button that consumes one usual pack, or the rest when less is usable.
  static func packForm(
    _ pack: Quantity, usual: Quantity, _ item: Item, _ path: String, _ visit: Visit
  ) -> HTML {
    let l = visit.l
    let amount = Formats(l).quantity(pack) + " " + item.unit
    let title =
      pack < usual
      ? l.tr("Consume the rest ({quantity})", ["quantity": amount])
      : l.tr("Consume 1 pack ({quantity})", ["quantity": amount])
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
    let l = visit.l
    let amount = Formats(l).quantity(expired) + " " + item.unit
    return """
      <form method="post" action="\(path)/discard-expired" class="tools">\(visit.context.csrfField)\
      <button type="submit" class="secondary">\(l.tr("Discard expired ({quantity})", ["quantity": amount]))</button></form>
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

  /// The item's latest lots, newest first: bought, left of bought, price, unit price,
  /// store, expiry, state, and the link that corrects the lot.
  static func lotsTable(
    _ history: ItemHistory, unit: PriceUnit, path: String, _ visit: Visit, _ f: Formats
  ) -> HTML {
    let l = f.localization
    guard !history.lots.isEmpty else { return muted(l.tr("None.")) }
    let bought = l.trc("Bought", context: "purchase date")
    let (left, price, unitPrice) = (l.tr("Left / bought"), l.tr("Price"), l.tr("Unit price"))
    let (store, expires, stateLabel) = (l.tr("Store"), l.tr("Expires"), l.tr("State"))
    let rows = history.lots.suffix(limit).reversed().map { status -> HTML in
      let lot = status.lot
      let perUnit = UnitPrice(price: lot.price, quantity: lot.quantity, unit: unit).map {
        "\(f.shelfPrice($0)) \($0.currency.code)/\(unit.name)"
      }
      let state =
        lot.state == .sealed
        ? lot.state.word(l)
        : l.tr("{state} {date}", ["state": lot.state.word(l), "date": f.date(lot.stateSince)])
      return """
        <tr><td data-label="\(bought)"><span class="date">\(f.date(lot.purchasedOn))</span></td>\
        <td class="num" data-label="\(left)">\
        \(f.quantity(status.remaining)) / \(f.quantity(lot.quantity))</td>\
        <td class="num" data-label="\(price)">\
        <span class="amount">\(visit.money.string(lot.price))</span></td>\
        <td class="num wide" data-label="\(unitPrice)">\(perUnit ?? "–")</td>\
        <td class="wide" data-label="\(store)">\(lot.store)</td>\
        <td data-label="\(expires)">\
        \(lot.expiresOn.map { QuickActions.dated(f.expiry(lot) ?? "", $0, f) } ?? "–")</td>\
        <td data-label="\(stateLabel)">\(state)</td>\
        <td><a class="correct" href="\(path)/lots/\(UUIDText.format(lot.id))">\(l.tr("Correct"))</a></td></tr>

        """
    }
    return """
      <div class="table cards"><table>
      <thead><tr><th scope="col">\(bought)</th><th scope="col" class="num">\(left)</th>\
      <th scope="col" class="num">\(price)</th><th scope="col" class="num wide">\(unitPrice)</th>\
      <th scope="col" class="wide">\(store)</th><th scope="col">\(expires)</th>\
      <th scope="col">\(stateLabel)</th><td></td></tr></thead>
      <tbody>\(rows)</tbody></table></div>
      """
  }

  /// The item's latest consumes, discards and corrections, newest first, each with the
  /// link that corrects it.
  static func eventsTable(_ history: ItemHistory, path: String, _ f: Formats) -> HTML {
    let l = f.localization
    guard !history.events.isEmpty else { return muted(l.tr("None.")) }
    let (date, what, quantityLabel, note) = (
      l.tr("Date"), l.tr("What"), l.tr("Quantity"), l.tr("Note")
    )
    let rows = history.events.suffix(limit).reversed().map { event -> HTML in
      let quantity = event.kind == .adjust ? event.quantity.magnitude : event.quantity
      return """
        <tr><td data-label="\(date)"><span class="date">\(f.date(event.occurredOn))</span></td>\
        <td data-label="\(what)">\(event.word(l))</td>\
        <td class="num" data-label="\(quantityLabel)">\(f.quantity(quantity)) \(history.item.unit)</td>\
        <td data-label="\(note)">\(event.note)</td>\
        <td><a class="correct" href="\(path)/events/\(UUIDText.format(event.id))">\(l.tr("Correct"))</a></td></tr>

        """
    }
    return """
      <div class="table cards"><table>
      <thead><tr><th scope="col">\(date)</th><th scope="col">\(what)</th>\
      <th scope="col" class="num">\(quantityLabel)</th><th scope="col">\(note)</th>\
      <td></td></tr></thead>
      <tbody>\(rows)</tbody></table></div>
      """
  }

  /// `text` as a quiet paragraph: "None.", "Nothing left.".
  static func muted(_ text: String) -> HTML {
    "<p class=\"muted\">\(text)</p>"
  }

  /// The button that re-applies `change`, the change most recently undone (of this item or
  /// another), as `larder redo` does.
  static func redoForm(_ change: Change, path: String, _ visit: Visit, _ f: Formats) -> HTML {
    """
    <form method="post" action="/redo" class="tools">\(visit.context.csrfField)\
    <input type="hidden" name="change" value="\(UUIDText.format(change.id))">\
    <input type="hidden" name="back" value="\(path)">\
    <button type="submit" class="secondary">\(f.localization.tr("Redo"))</button> \
    \(summary(change.action, f))</form>

    """
  }
}

import Foundation
import LarderCore
import LarderLanguage
import LarderStore

extension WebApp {
  /// What the Shopping page's forms do, by the last part of their address.
  enum ShoppingAction: String {
    case add, buy, untick, remove, clear
  }

  /// POST `/shopping/ACTION`: puts a line on the list, ticks one (bought as usual), takes
  /// a tick back, removes a line, or clears the bought lines, each one undoable change as
  /// `larder shopping` makes it; then the list again, or the list with the error (422),
  /// nothing stored.
  func shopping(_ visit: Visit, _ action: ShoppingAction) throws -> Response {
    let form = FormValues(visit)
    return try pool.with { store in
      do {
        let name = form["name"] ?? ""
        switch action {
        case .add:
          let unit = try form.label("unit")
          let decimal = form.decimal
          let amount = try form.value("quantity") { text throws(ValueError) in
            try Amount.reading(text, unit: unit, decimal: decimal)
          }
          let line = try store.listToBuy(
            name, amount: amount, today: visit.today, via: visit.origin)
          setFlash(visit, .listed(.listed(name: line.name, quantity: nil, unit: nil)))
        case .buy:
          let seen = form["line"].flatMap(ShoppingLine.Seen.init(token:))
          let (item, lot) = try store.buyFromList(
            name, seen: seen, today: visit.today, via: visit.origin)
          setFlash(
            visit,
            .listed(
              .boughtFromList(
                item: item.name, quantity: lot.quantity, unit: item.unit, price: lot.price,
                lot: lot.id)))
        case .untick:
          let undone = try store.untick(name, now: Date(), via: visit.origin)
          setFlash(visit, .undid(undone.action))
        case .remove:
          let line = try store.unlist(name, via: visit.origin)
          setFlash(visit, .listed(.unlisted(name: line.name)))
        case .clear:
          setFlash(visit, .listed(.clearedBought(lines: try store.clearBought(via: visit.origin))))
        }
        return .seeOther("/shopping")
      } catch {
        return try shownAgain(error) { message, _ in
          var response = try ShoppingPage.response(visit, store, error: message)
          response.status = 422
          return response
        }
      }
    }
  }
}

import LarderCore
import LarderLanguage
import LarderStore

extension WebApp {
  /// POST `/items/ID/discard-expired`: discards every lot of the item past its date today,
  /// as one undoable change, and goes back to the `back` field's page (a local path), else
  /// to the item.
  func discardExpired(_ visit: Visit, _ id: String) throws -> Response {
    let back = WebApp.back(visit, else: "/items/\(id)")
    return try item(visit, id) { store in
      let use = try store.discardExpired(
        id, on: visit.today, today: visit.today, via: visit.origin)
      let l = visit.l
      let f = Formats(l)
      let parts = use.fromExpired.map { draw in
        l.tr(
          "{quantity} {unit} expired on {date}",
          [
            "quantity": f.quantity(draw.quantity), "unit": use.item.unit,
            "date": f.date(draw.expiresOn),
          ])
      }
      sessions.setFlash(
        visit.session.id,
        use.events.isEmpty
          ? l.tr("Nothing of {item} is past its date.", ["item": use.item.name])
          : l.tr(
            "Discarded the expired {item}: {parts}.",
            ["item": use.item.name, "parts": l.list(parts)]))
      return .seeOther(back)
    }
  }
}

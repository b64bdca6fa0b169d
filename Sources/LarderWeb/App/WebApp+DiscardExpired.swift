import LarderCore
import LarderStore

extension WebApp {
  /// POST `/items/ID/discard-expired`: discards every lot of the item past its date today,
  /// as one undoable change, and shows the item again.
  func discardExpired(_ visit: Visit, _ id: String) throws -> Response {
    try item(visit, id) { store in
      let use = try store.discardExpired(
        id, on: visit.today, today: visit.today, via: visit.origin)
      let total = use.fromExpired.reduce(into: "") { text, draw in
        text += " \(draw.quantity) \(use.item.unit) expired on \(draw.expiresOn)."
      }
      sessions.setFlash(
        visit.session.id,
        use.events.isEmpty
          ? "Nothing of \(use.item.name) is past its date."
          : "Discarded the expired \(use.item.name):" + total)
      return .seeOther("/items/\(id)")
    }
  }
}

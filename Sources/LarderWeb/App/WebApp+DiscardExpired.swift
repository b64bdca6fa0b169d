import LarderCore
import LarderLanguage
import LarderStore

extension WebApp {
  /// POST `/items/ID/discard-expired`: discards every lot of the item past its date today,
  /// as one undoable change, and goes back to the `back` field's page (a local path), else
  /// to the item, with what was discarded in the page's language.
  func discardExpired(_ visit: Visit, _ id: String) throws -> Response {
    let back = WebApp.back(visit, else: "/items/\(id)")
    return try item(visit, id) { store in
      let use = try store.discardExpired(
        id, on: visit.today, today: visit.today, via: visit.origin)
      setFlash(visit, .discardedExpired(use.item, draws: use.events.isEmpty ? [] : use.fromExpired))
      return .seeOther(back)
    }
  }
}

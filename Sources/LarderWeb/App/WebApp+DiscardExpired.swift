import LarderCore
import LarderLanguage
import LarderStore

extension WebApp {
  /// POST `/items/ID/discard-expired`: discards every lot of the item past its date today,
  /// as one undoable change, and shows the item again with what was discarded, in the
  /// page's language.
  func discardExpired(_ visit: Visit, _ id: String) throws -> Response {
    try item(visit, id) { store in
      let use = try store.discardExpired(
        id, on: visit.today, today: visit.today, via: visit.origin)
      setFlash(visit, .discardedExpired(use.item, draws: use.events.isEmpty ? [] : use.fromExpired))
      return .seeOther("/items/\(id)")
    }
  }
}

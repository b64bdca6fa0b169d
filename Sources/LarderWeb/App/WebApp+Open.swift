import LarderCore
import LarderLanguage
import LarderStore

extension WebApp {
  /// POST `/items/ID/open`: opens the whole of the item's first sealed lot, as
  /// `larder open NAME` does, as one undoable change, and goes back to the `back` field's
  /// page (a local path), else to the item, with what was opened, or why nothing was.
  func open(_ visit: Visit, _ id: String) throws -> Response {
    let back = WebApp.back(visit, else: "/items/\(id)")
    return try item(visit, id) { store in
      _ = try store.item(id)
      let message: String
      do {
        let (item, changed, lots) = try store.change(
          id, to: .opened, quantity: nil, on: visit.today, today: visit.today,
          via: visit.origin)
        message = Formats(visit.l).stateChange(
          to: .opened, quantity: changed, unit: item.unit, item: item.name, lots: lots)
      } catch {
        guard let refused = UserError.message(error) else { throw error }
        message = refused
      }
      sessions.setFlash(visit.session.id, message)
      return .seeOther(back)
    }
  }

  /// The form's `back` field when it is a local path (`isLocalPath`), else `fallback`.
  static func back(_ visit: Visit, else fallback: String) -> String {
    visit.request.form["back"].flatMap { isLocalPath($0) ? $0 : nil } ?? fallback
  }
}

import LarderCore
import LarderStore

extension WebApp {
  /// POST `/stocktake`: records the counts the form changed as one stocktake, as `larder
  /// stocktake` does, and goes back to the Stock page; or shows the form again with the
  /// error (422), nothing changed.
  func stocktake(_ visit: Visit) throws -> Response {
    let form = FormValues(visit)
    return try pool.with { store in
      do {
        let counts = try StocktakePage.counts(form)
        let lines = try store.stocktake(
          counts, on: visit.today, today: visit.today, via: visit.origin)
        let corrected = lines.filter(\.corrects).count
        setFlash(visit, .stocktake(corrected: corrected))
        return .seeOther("/")
      } catch {
        return try shownAgain(error) { message, _ in
          try StocktakePage.response(visit, store, values: form, error: message)
        }
      }
    }
  }
}

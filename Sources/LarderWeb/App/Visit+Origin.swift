import LarderCore

extension Visit {
  /// Where a change this visit makes was asked for, for the history: the route its form
  /// was posted to (`/items/ID/consume`); no member, as there are none yet.
  var origin: ChangeOrigin { .web(route: request.path, member: nil) }
}

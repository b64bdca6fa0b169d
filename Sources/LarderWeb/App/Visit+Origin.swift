import LarderCore

extension Visit {
  /// Where a change this visit makes was asked for, for the history: the route its form
  /// was posted to (`/items/ID/consume`), and the member logged in, if any.
  var origin: ChangeOrigin { .web(route: request.path, member: session.admission?.member) }
}

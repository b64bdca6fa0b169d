import LarderLanguage

extension WebApp {
  /// The page for a visitor without the key's session on a server without a password: 403,
  /// no session made (so visits from elsewhere, such as `<img>` tags, leave nothing behind).
  static var keyNeeded: Response {
    ErrorPage.response(
      403,
      Localization.current.tr(
        "This server admits only whoever started it: open the address that larder serve printed when it started, with its ?key=, in this browser."
      ))
  }

  /// `GET PATH?key=KEY` on a server without a password: the right key gives a new session
  /// (ending `found`) and a 303 to the same page without the key, so that it leaves the
  /// address bar; a wrong one is refused as no key is.
  func enter(_ request: Request, replacing found: Session?) -> Response {
    guard Secrets.same(request.query["key"] ?? "", configuration.key) else {
      return Self.keyNeeded
    }
    if let found { sessions.end(found.id) }
    let session = sessions.create(admission: .key)
    let path = Self.isLocalPath(request.path) ? request.path : "/"
    let rest = request.query.filter { $0.key != "key" }.sorted { $0.key < $1.key }
    return Response(
      status: 303,
      headers: [
        ("Location", URLText.query(path, rest.map { ($0.key, $0.value) })),
        ("Cache-Control", "no-store"),
        ("Set-Cookie", SessionStore.cookieHeader(session, secure: configuration.tls)),
      ])
  }
}

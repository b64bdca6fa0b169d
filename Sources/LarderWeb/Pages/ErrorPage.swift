import LarderLanguage

/// The pages for what went wrong, in the same style as the others, in the request's
/// language (`Localization.current`).
enum ErrorPage {
  /// A page with `status`, a title for it and `message`.
  static func response(
    _ status: Int, _ message: String, context: PageContext? = nil, headers: [(String, String)] = []
  ) -> Response {
    let l = Localization.current
    let title: String
    switch status {
    case 400: title = l.tr("Bad request")
    case 403: title = l.tr("Not allowed")
    case 404: title = l.tr("Not found")
    case 405: title = l.tr("Method not allowed")
    case 413: title = l.tr("Too large")
    case 414: title = l.tr("Address too long")
    case 422: title = l.tr("Cannot do that")
    case 429: title = l.tr("Too many attempts")
    case 431: title = l.tr("Headers too large")
    case 503: title = l.tr("Busy")
    default: title = l.tr("Something went wrong")
    }
    let page = Layout.page(
      title, section: nil, context ?? PageContext(csrf: "", loggedIn: false),
      """
      <p class="error" role="alert">\(message)</p>
      <p><a href="/">\(l.tr("Back to the stock"))</a></p>
      """)
    var response = Response.html(page, status: status)
    response.headers += headers
    return response
  }

  static func notFound(_ context: PageContext? = nil) -> Response {
    response(404, Localization.current.tr("There is no page at this address."), context: context)
  }

  static func methodNotAllowed(_ allowed: [String], _ context: PageContext? = nil) -> Response {
    response(
      405,
      Localization.current.tr(
        "This address does not take that method; it takes {methods}.",
        ["methods": allowed.joined(separator: ", ")]),
      context: context, headers: [("Allow", allowed.joined(separator: ", "))])
  }
}

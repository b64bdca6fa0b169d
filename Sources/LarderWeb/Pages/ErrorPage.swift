/// The pages for what went wrong, in the same style as the others.
enum ErrorPage {
  /// A page with `status`, a title for it and `message`.
  static func response(
    _ status: Int, _ message: String, context: PageContext? = nil, headers: [(String, String)] = []
  ) -> Response {
    let title: String
    switch status {
    case 400: title = "Bad request"
    case 403: title = "Not allowed"
    case 404: title = "Not found"
    case 405: title = "Method not allowed"
    case 413: title = "Too large"
    case 414: title = "Address too long"
    case 422: title = "Cannot do that"
    case 429: title = "Too many attempts"
    case 431: title = "Headers too large"
    case 503: title = "Busy"
    default: title = "Something went wrong"
    }
    let page = Layout.page(
      title, section: nil, context ?? PageContext(csrf: "", loggedIn: false),
      """
      <p class="error" role="alert">\(message)</p>
      <p><a href="/">Back to the stock</a></p>
      """)
    var response = Response.html(page, status: status)
    response.headers += headers
    return response
  }

  static func notFound(_ context: PageContext? = nil) -> Response {
    response(404, "There is no page at this address.", context: context)
  }

  static func methodNotAllowed(_ allowed: [String], _ context: PageContext? = nil) -> Response {
    response(
      405, "This address does not take that method; it takes \(allowed.joined(separator: ", ")).",
      context: context, headers: [("Allow", allowed.joined(separator: ", "))])
  }
}

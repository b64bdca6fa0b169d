import LarderReports

/// `/login`: the household password.
enum LoginPage {
  static func response(_ context: PageContext, error: String? = nil, status: Int = 200)
    -> Response
  {
    var errorHTML: HTML = ""
    if let error { errorHTML = "<p class=\"error\" role=\"alert\">\(error)</p>" }
    let content: HTML = """
      \(errorHTML)
      <form class="stack" method="post" action="/login">
      \(context.csrfField)
      <label>Household password<input type="password" name="password" required \
      autocomplete="current-password" autofocus></label>
      <div><button type="submit">Log in</button></div>
      </form>
      """
    return .html(Layout.page("Log in", section: nil, context, content), status: status)
  }
}

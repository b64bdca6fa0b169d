import LarderLanguage
import LarderReports

/// `/login`: the household password, in the request's language (`Localization.current`).
enum LoginPage {
  static func response(_ context: PageContext, error: String? = nil, status: Int = 200)
    -> Response
  {
    let l = Localization.current
    var errorHTML: HTML = ""
    if let error { errorHTML = "<p class=\"error\" role=\"alert\">\(error)</p>" }
    let content: HTML = """
      \(errorHTML)
      <form class="stack" method="post" action="/login">
      \(context.csrfField)
      <label>\(l.tr("Household password"))<input type="password" name="password" required \
      autocomplete="current-password" autofocus></label>
      <div><button type="submit">\(l.tr("Log in"))</button></div>
      </form>
      """
    return .html(Layout.page(l.tr("Log in"), section: nil, context, content), status: status)
  }
}

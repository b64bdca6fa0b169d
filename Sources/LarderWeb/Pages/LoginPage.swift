import LarderLanguage
import LarderReports

/// `/login`: the household password, or a member's name and password when the household
/// has members, in the request's language (`Localization.current`).
enum LoginPage {
  static func response(
    _ context: PageContext, askingName: Bool, name: String = "", error: String? = nil,
    status: Int = 200
  ) -> Response {
    let l = Localization.current
    var errorHTML: HTML = ""
    if let error { errorHTML = "<p class=\"error\" role=\"alert\">\(error)</p>" }
    let nameField: HTML =
      askingName
      ? """
      <label>\(l.tr("Your name"))<input name="name" value="\(name)" required \
      autocomplete="username" autocapitalize="words" autofocus></label>
      """ : ""
    let passwordLabel = askingName ? l.tr("Your password") : l.tr("Household password")
    let content: HTML = """
      \(errorHTML)
      <form class="stack" method="post" action="/login">
      \(context.csrfField)
      \(nameField)
      <label>\(passwordLabel)<input type="password" name="password" required \
      autocomplete="current-password"\(askingName ? "" : " autofocus")></label>
      <div><button type="submit">\(l.tr("Log in"))</button></div>
      </form>
      """
    return .html(Layout.page(l.tr("Log in"), section: nil, context, content), status: status)
  }
}

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
    let nameField: HTML =
      askingName
      ? FormField(
        name: "name", label: l.tr("Your name"), value: name,
        attributes: " required autocomplete=\"username\" autocapitalize=\"words\" autofocus"
      ).html : ""
    let password = FormField(
      name: "password", label: askingName ? l.tr("Your password") : l.tr("Household password"),
      type: "password",
      attributes: askingName
        ? " required autocomplete=\"current-password\""
        : " required autocomplete=\"current-password\" autofocus")
    let content: HTML = """
      \(FormField.error(error))
      <form class="stack" method="post" action="/login">
      \(context.csrfField)
      \(nameField)
      \(password.html)
      <div><button type="submit">\(l.tr("Log in"))</button></div>
      </form>
      """
    return .html(Layout.page(l.tr("Log in"), section: nil, context, content), status: status)
  }
}

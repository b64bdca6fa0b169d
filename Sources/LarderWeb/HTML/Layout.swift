import Foundation
import LarderLanguage
import LarderReports

/// The frame of every page: the document head, the navigation and the main content.
enum Layout {
  /// The sections of the navigation, in order.
  enum Section: String, CaseIterable, Sendable {
    case stock, add, expiring, shopping, spending, budgets, downloads, history

    /// The section's name in the navigation, in `l`.
    func title(_ l: Localization) -> String {
      switch self {
      case .stock: l.trc("Stock", context: "web section")
      case .add: l.trc("Add", context: "web section")
      case .expiring: l.trc("Eat first", context: "web section")
      case .shopping: l.trc("Shopping", context: "web section")
      case .spending: l.trc("Spending", context: "web section")
      case .budgets: l.tr("Budgets")
      case .downloads: l.trc("Downloads", context: "web section")
      case .history: l.trc("History", context: "web section")
      }
    }

    var path: String {
      switch self {
      case .stock: "/"
      case .add: "/add"
      default: "/" + rawValue
      }
    }
  }

  /// A whole page in the current language (`Localization.current`, `<html lang>`): `title`
  /// in the head and as the heading, `section` marked in the navigation, the session's
  /// message (`flash`) above the content, a log-out button when the visitor logged in,
  /// and the language switch at the foot.
  static func page(
    _ title: String, section: Section?, _ context: PageContext, _ content: HTML
  ) -> HTML {
    let l = Localization.current
    let links = Section.allCases.map { item -> HTML in
      let current: HTML = item == section ? " aria-current=\"page\"" : ""
      return "<li><a href=\"\(item.path)\"\(current)>\(item.title(l))</a></li>"
    }
    let logout: HTML =
      context.loggedIn
      ? """
      <li><form method="post" action="/logout" class="inline">\(context.csrfField)\
      <button type="submit" class="link">\(l.tr("Log out"))</button></form></li>
      """ : ""
    // A form, not a link: choosing a language writes (the device's cookie, a member's
    // choice), so it is a POST, answered on a writer.
    let languages = Language.available.map { language -> HTML in
      let current: HTML = language == l.language ? " aria-current=\"true\"" : ""
      return """
        <li><form method="post" action="/language" class="inline">\(context.csrfField)\
        <input type="hidden" name="back" value="\(context.path)">\
        <button type="submit" name="to" value="\(language.code)" class="link" \
        lang="\(language.code)"\(current)>\(language.ownName)</button></form></li>
        """
    }
    // Out of the page's literal below, which `make pot` (xgettext) cannot read into.
    let sections = l.tr("Sections")
    let language = l.tr("Language")
    // The words of the offline queue (`Script`), and the time the page was made, which a
    // page kept for offline use shows.
    let offline = l.tr("Offline: this page is as it was at {time}.", ["time": shownTime(Date(), l)])
    let waiting = l.tr("Saved on this phone, to be sent when the network is back:")
    let refused = l.tr("Not recorded:")
    let dismiss = l.tr("Dismiss")
    var flash: HTML = ""
    if let message = context.flash {
      flash = "<p class=\"flash\" role=\"status\">\(message)</p>"
    }
    return """
      <!doctype html>
      <html lang="\(l.language.code)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(title) · Larder</title>
      <link rel="icon" href="/static/icon.svg" type="image/svg+xml">
      <link rel="manifest" href="/static/manifest.webmanifest">
      <meta name="theme-color" content="#7a4b1f">
      <link rel="stylesheet" href="/static/app.css">
      <script src="/static/app.js" defer></script>
      </head>
      <body data-offline="\(offline)" data-waiting="\(waiting)" data-refused="\(refused)" \
      data-dismiss="\(dismiss)">
      <header>
      <a class="brand" href="/">Larder</a>
      <nav aria-label="\(sections)"><ul>\(links)\(logout)</ul></nav>
      </header>
      <main>
      <h1>\(title)</h1>
      <div id="queue-status" role="status" aria-live="polite"></div>
      \(flash)\(content)
      </main>
      <footer><nav aria-label="\(language)"><ul class="languages">\(languages)</ul></nav>\
      </footer>
      </body>
      </html>

      """
  }
}

extension Layout {
  /// `date`'s time of day on this machine's clock, as `l`'s locale writes it short
  /// (`21:10`, `9:10 PM`).
  static func shownTime(_ date: Date, _ l: Localization) -> String {
    // Every page writes the minute it was made: formatted once a minute and locale, since
    // making ICU's date formatter costs more than the rest of a small page.
    shownTimes.text("\(l.locale)|\(Int((date.timeIntervalSince1970 / 60).rounded(.down)))") {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: l.locale)
      formatter.dateStyle = .none
      formatter.timeStyle = .short
      return formatter.string(from: date)
    }
  }

  /// The times `shownTime` wrote, by locale and minute.
  private static let shownTimes = FormattedTexts(capacity: 64)
}

/// What a page needs from the session: its CSRF token, whether to offer logging out, and
/// the message left by the last form sent.
struct PageContext: Sendable {
  var csrf: String
  var loggedIn: Bool
  var flash: String?
  /// The page's path, where the language switch comes back to.
  var path: String = "/"

  /// The hidden `csrf` field every form carries.
  var csrfField: HTML { "<input type=\"hidden\" name=\"csrf\" value=\"\(csrf)\">" }
}

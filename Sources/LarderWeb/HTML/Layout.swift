import Foundation
import LarderLanguage
import LarderReports

/// The frame of every page: the document head, the navigation and the main content.
enum Layout {
  /// The sections of the navigation, in order: the four daily ones (`daily`) in the tab
  /// bar at the foot of the screen, the others in the menu at the top.
  enum Section: String, CaseIterable, Sendable {
    case stock, add, expiring, shopping, recipes, plan, spending, budgets, stocktake, downloads
    case history

    /// The sections of the tab bar, used every day.
    static let daily: [Section] = [.stock, .add, .expiring, .shopping]

    /// The section's name in the navigation, in `l`.
    func title(_ l: Localization) -> String {
      switch self {
      case .stock: l.trc("Stock", context: "web section")
      case .add: l.trc("Add", context: "web section")
      case .expiring: l.trc("Eat first", context: "web section")
      case .shopping: l.trc("Shopping", context: "web section")
      case .recipes: l.trc("Recipes", context: "web section")
      case .plan: l.trc("Meal plan", context: "web section")
      case .spending: l.trc("Spending", context: "web section")
      case .budgets: l.tr("Budgets")
      case .stocktake: l.tr("Stocktake")
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
  /// message (`flash`) above the content, and the navigation in two rows at most on any
  /// phone: a header with the menu (the other sections, the language switch, logging out
  /// when the visitor logged in), and the tab bar of the daily sections at the foot of the
  /// screen. The menu is a `<details>`, which opens without JavaScript.
  static func page(
    _ title: String, section: Section?, _ context: PageContext, _ content: HTML
  ) -> HTML {
    let l = Localization.current
    let link = { (item: Section) -> HTML in
      let current: HTML = item == section ? " aria-current=\"page\"" : ""
      return "<li><a href=\"\(item.path)\"\(current)>\(item.title(l))</a></li>"
    }
    let tabs = Section.daily.map(link)
    let others = Section.allCases.filter { !Section.daily.contains($0) }.map(link)
    let logout: HTML =
      context.loggedIn
      ? """
      <li><form method="post" action="/logout">\(context.csrfField)\
      <button type="submit" class="link">\(l.tr("Log out"))</button></form></li>
      """ : ""
    // A form, not a link: choosing a language writes (the device's cookie, a member's
    // choice), so it is a POST, answered on a writer.
    let languages = Language.available.map { language -> HTML in
      let current: HTML = language == l.language ? " aria-current=\"true\"" : ""
      return """
        <li><form method="post" action="/language">\(context.csrfField)\
        <input type="hidden" name="back" value="\(context.path)">\
        <button type="submit" name="to" value="\(language.code)" class="link" \
        lang="\(language.code)"\(current)>\(language.ownName)</button></form></li>
        """
    }
    // Out of the page's literal below, which `make pot` (xgettext) cannot read into.
    let sections = l.tr("Sections")
    let more = l.tr("More sections")
    let menu = l.tr("Menu")
    let language = l.tr("Language")
    // The words of the offline queue (`Script`), and the time the page was made, which a
    // page kept for offline use shows.
    let offline = l.tr(
      "Offline: this page is as it was at {time}.", ["time": shownTime(Date(), context.zone, l)])
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
      <details class="menu"><summary><span aria-hidden="true">☰</span> \(menu)</summary>
      <div class="menu-panel">
      <nav aria-label="\(more)"><ul>\(others)\(logout)</ul></nav>
      <p class="menu-heading" id="menu-language">\(language)</p>
      <ul class="languages" aria-labelledby="menu-language">\(languages)</ul>
      </div>
      </details>
      </header>
      <main>
      <h1>\(title)</h1>
      <div id="queue-status" role="status" aria-live="polite"></div>
      \(flash)\(content)
      </main>
      <div id="toast" role="status" aria-live="polite"></div>
      <nav class="tabs" aria-label="\(sections)"><ul>\(tabs)</ul></nav>
      </body>
      </html>

      """
  }
}

extension Layout {
  /// `date`'s time of day in `zone`, as `l`'s locale writes it short (`21:10`, `9:10 PM`).
  static func shownTime(_ date: Date, _ zone: TimeZone, _ l: Localization) -> String {
    // Every page writes the minute it was made: formatted once a minute, zone and locale,
    // since making ICU's date formatter costs more than the rest of a small page.
    let minute = Int((date.timeIntervalSince1970 / 60).rounded(.down))
    return shownTimes.text("\(l.locale)|\(zone.identifier)|\(minute)") {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: l.locale)
      formatter.timeZone = zone
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
  /// The time zone times are shown in: the member's, else the server's (`TZ`).
  var zone: TimeZone = .current

  /// The hidden `csrf` field every form carries.
  var csrfField: HTML { "<input type=\"hidden\" name=\"csrf\" value=\"\(csrf)\">" }
}

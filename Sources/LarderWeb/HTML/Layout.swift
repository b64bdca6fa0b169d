import LarderReports

/// The frame of every page: the document head, the navigation and the main content.
enum Layout {
  /// The sections of the navigation, in order.
  enum Section: String, CaseIterable, Sendable {
    case stock, add, expiring, restock, spending, downloads

    var title: String {
      switch self {
      case .stock: "Stock"
      case .add: "Add"
      case .expiring: "Eat first"
      case .restock: "Restock"
      case .spending: "Spending"
      case .downloads: "Downloads"
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

  /// A whole page: `title` in the head and as the heading, `section` marked in the
  /// navigation, the session's message (`flash`) above the content, and a log-out button
  /// when the visitor logged in.
  static func page(
    _ title: String, section: Section?, _ context: PageContext, _ content: HTML
  ) -> HTML {
    let links = Section.allCases.map { item -> HTML in
      let current: HTML = item == section ? " aria-current=\"page\"" : ""
      return "<li><a href=\"\(item.path)\"\(current)>\(item.title)</a></li>"
    }
    let logout: HTML =
      context.loggedIn
      ? """
      <li><form method="post" action="/logout" class="inline">\(context.csrfField)\
      <button type="submit" class="link">Log out</button></form></li>
      """ : ""
    var flash: HTML = ""
    if let message = context.flash {
      flash = "<p class=\"flash\" role=\"status\">\(message)</p>"
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(title) · Larder</title>
      <link rel="icon" href="/static/icon.svg" type="image/svg+xml">
      <link rel="stylesheet" href="/static/app.css">
      <script src="/static/app.js" defer></script>
      </head>
      <body>
      <header>
      <a class="brand" href="/">Larder</a>
      <nav aria-label="Sections"><ul>\(links)\(logout)</ul></nav>
      </header>
      <main>
      <h1>\(title)</h1>
      \(flash)\(content)
      </main>
      </body>
      </html>

      """
  }
}

/// What a page needs from the session: its CSRF token, whether to offer logging out, and
/// the message left by the last form sent.
struct PageContext: Sendable {
  var csrf: String
  var loggedIn: Bool
  var flash: String?

  /// The hidden `csrf` field every form carries.
  var csrfField: HTML { "<input type=\"hidden\" name=\"csrf\" value=\"\(csrf)\">" }
}

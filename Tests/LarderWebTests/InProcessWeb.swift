import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import LarderStore

@testable import LarderWeb

/// `larder serve`'s interface without its server: a `WebApp` on a household database of its
/// own, as of Tuesday 1 December 2026, each request built here and answered by `respond`,
/// as `HTTPServer` answers it, with the session cookie kept between requests as a browser
/// keeps it.
final class InProcessWeb {
  /// The key a visitor opens `/?key=` with on a server without a password.
  static let key = "test-key"
  /// The day the server serves as.
  static let today = CalendarDate(year: 2026, month: 12, day: 1) ?? CalendarDate(daysSinceEpoch: 0)

  let app: WebApp
  let folder: URL
  /// The household's database file.
  var databasePath: String { folder.appendingPathComponent("larder.sqlite").path }
  /// The session cookie's value, once the server set one.
  var session: String?

  /// A server on a new, empty household: without a password (loopback, the key admits) or
  /// with `password`; over TLS or not, which only changes the cookies.
  init(
    password: String? = nil, tls: Bool = false, alarmTime: AlarmTime = .standard,
    language: Language = .english
  ) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-web-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("larder.sqlite").path
    _ = try Store(path: path)
    let configuration = WebConfiguration(
      databasePath: path, lockTimeout: 1, address: try ListenAddress(parsing: "127.0.0.1:8080"),
      tls: tls, fixedPasswordHash: try password.map { try Secrets.hash(password: $0) },
      key: Self.key, defaultCurrency: .euro, locale: "en_US", today: { Self.today },
      sessionLifetime: 3_600, sessionCapacity: 16, householdWorkbook: { _, _, _ in },
      alarmTime: alarmTime, language: language)
    app = WebApp(configuration: configuration, connections: 2, log: { _ in })
  }

  deinit {
    do { try FileManager.default.removeItem(at: folder) } catch {}
  }

  /// The response to `request` sent with the session cookie, after the pause `handling`
  /// gives a login try (none for a first try); a `Set-Cookie` it carries is kept.
  func send(_ request: Request) -> Response {
    var request = request
    if let session { request.cookies[SessionStore.cookie] = session }
    _ = app.handling(request)
    let response = app.respond(request)
    if let cookie = response.header("Set-Cookie") {
      let pair = cookie.prefix { $0 != ";" }.split(
        separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      session = pair.count == 2 && !pair[1].isEmpty ? String(pair[1]) : nil
    }
    return response
  }

  /// `GET path?query` to this machine's name, with `extra` headers.
  func get(
    _ path: String, _ query: [String: String] = [:], headers extra: [String: String] = [:]
  ) -> Response {
    let headers = ["host": "127.0.0.1:8080"].merging(extra) { $1 }
    return send(Request(method: "GET", path: path, query: query, headers: headers))
  }

  /// `POST path` of a form with `fields`, and the session's token in `csrf` unless
  /// `withToken` is false.
  func post(
    _ path: String, _ fields: [(String, String)], withToken: Bool = true,
    headers extra: [String: String] = [:]
  ) -> Response {
    var fields = fields
    if withToken { fields.append(("csrf", token ?? "")) }
    let body = fields.map { "\(Self.encoded($0.0))=\(Self.encoded($0.1))" }.joined(separator: "&")
    let headers = [
      "host": "127.0.0.1:8080", "content-type": "application/x-www-form-urlencoded",
    ].merging(extra) { $1 }
    return send(Request(method: "POST", path: path, headers: headers, body: Array(body.utf8)))
  }

  /// The session's form token.
  var token: String? { app.sessions.find(session)?.csrf }

  /// Opens `/?key=KEY`, as the address `larder serve` prints: the visitor gets a session.
  @discardableResult
  func enter() -> Response {
    get("/", ["key": Self.key])
  }

  /// Adds `quantity` `unit` of `name` for `price` euros through the add form; the response
  /// is the redirect to the item's page.
  @discardableResult
  func add(_ name: String, _ quantity: String, unit: String = "L", price: String) -> Response {
    post("/add", [("name", name), ("quantity", quantity), ("unit", unit), ("price", price)])
  }

  /// Adds `quantity` `unit` of `name` for `price` euros, bought on `date` and expiring on
  /// `expires`, through the add form; the item page's path the form goes on to.
  func bought(
    _ name: String, _ quantity: String, unit: String, price: String, on date: String,
    expires: String
  ) -> String {
    post(
      "/add",
      [
        ("name", name), ("quantity", quantity), ("unit", unit), ("price", price), ("date", date),
        ("expires", expires),
      ]
    ).header("Location") ?? ""
  }

  /// A field's value percent-encoded as a form body writes it.
  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
  }
}

extension Response {
  /// The body as text.
  var text: String { String(decoding: body, as: UTF8.self) }
}

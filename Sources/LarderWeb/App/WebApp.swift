import Foundation
import LarderCore
import LarderReports
import LarderStore

/// The web interface: turns each request into a response, behind the session, login and
/// CSRF checks.
///
/// - Static files and the calendar feed (with its token) need no session.
/// - Without a household password (loopback only), every other page needs a session made
///   by opening the address with the key printed at start (`/?key=KEY`), and requests must
///   name a loopback host (against DNS rebinding).
/// - With one, every other page needs a session that logged in with the password stored
///   now (`Gate`): a new password ends the sessions of the old one.
/// - Every POST must carry the session's token in the field `csrf`: 403 and nothing done.
public final class WebApp: Sendable {
  let configuration: WebConfiguration
  let sessions: SessionStore
  let throttle: LoginThrottle
  let pool: StorePool
  let log: @Sendable (String) -> Void

  /// Seconds on a monotonic clock.
  static let clock: @Sendable () -> Double = {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  /// Creates the interface; `log` receives the detail of server errors.
  public init(
    configuration: WebConfiguration, connections: Int, log: @escaping @Sendable (String) -> Void
  ) {
    self.configuration = configuration
    self.log = log
    sessions = SessionStore(
      lifetime: configuration.sessionLifetime, capacity: configuration.sessionCapacity,
      clock: Self.clock)
    throttle = LoginThrottle(clock: Self.clock)
    pool = StorePool(
      path: configuration.databasePath, lockTimeout: configuration.lockTimeout,
      capacity: connections)
  }

  /// The response to `request`; never throws: a failure is a 500 page, its detail logged.
  public func respond(_ request: Request) -> Response {
    do {
      return try dispatch(request)
    } catch let error as StoreError {
      if case .busy = error {
        return ErrorPage.response(503, "The database is busy; try again in a moment.")
      }
      return failed(request, error)
    } catch {
      return failed(request, error)
    }
  }

  /// The page for a request over a limit: 413 (body), 414 (target) or 431 (headers).
  public func tooLarge(_ status: Int, _ request: Request) -> Response {
    switch status {
    case 414: ErrorPage.response(414, "The address is too long.")
    case 431: ErrorPage.response(431, "The request's headers are too large.")
    default: ErrorPage.response(413, "What was sent is too large.")
    }
  }

  private func failed(_ request: Request, _ error: any Error) -> Response {
    log("error: \(request.method) \(request.path): \(String(reflecting: error))")
    return ErrorPage.response(500, "Something went wrong on the server; it has been logged.")
  }

  private func dispatch(_ request: Request) throws -> Response {
    let isRead = request.method == "GET" || request.method == "HEAD"
    if let file = StaticFiles.response(request.path) {
      return isRead ? file : ErrorPage.methodNotAllowed(["GET", "HEAD"])
    }
    if request.path == "/calendar.ics" {
      return isRead ? try calendar(request) : ErrorPage.methodNotAllowed(["GET", "HEAD"])
    }
    let gate = try currentGate()
    switch gate {
    case .closed:
      return ErrorPage.response(
        403,
        "This server can be reached from other machines and no household password is set; "
          + "set one with larder serve --set-password.")
    case .key where !Self.isLoopbackHost(request.headers["host"]):
      return ErrorPage.response(
        403, "This server answers only to the names of this machine (127.0.0.1, localhost).")
    case .key, .password: break
    }
    var found = sessions.find(request.cookies[SessionStore.cookie])
    if let stale = found, stale.admission != nil, stale.admission != gate.admission {
      sessions.end(stale.id)
      found = nil
    }
    if request.path == "/login" {
      return try login(request, found, gate: gate, isRead: isRead)
    }
    if gate == .key, isRead, request.query["key"] != nil {
      return enter(request, replacing: found)
    }
    guard var session = found, session.admission != nil else {
      if gate == .key { return Self.keyNeeded }
      return isRead ? .seeOther("/login") : ErrorPage.response(403, "Log in first.")
    }
    if request.method == "POST" {
      guard Secrets.same(request.form["csrf"] ?? "", session.csrf) else {
        return ErrorPage.response(
          403,
          "The form's security token is missing or out of date; nothing was changed. "
            + "Reload the page and try again.",
          context: PageContext(csrf: session.csrf, loggedIn: session.loggedIn))
      }
    }
    if request.path == "/logout" {
      guard request.method == "POST" else { return ErrorPage.methodNotAllowed(["POST"]) }
      sessions.end(session.id)
      return Response(
        status: 303,
        headers: [
          ("Location", gate == .key ? "/" : "/login"),
          ("Set-Cookie", SessionStore.clearingCookie(secure: configuration.tls)),
        ])
    }
    session.flash = isRead ? sessions.takeFlash(session.id) : nil
    let visit = Visit(
      request: request, session: session, today: configuration.today(),
      configuration: configuration, money: MoneyFormatter(locale: configuration.locale),
      flash: session.flash)
    return try route(visit)
  }

  /// Whether a `Host` header names this machine: 127.x.x.x, localhost or [::1], with or
  /// without a port. A request without one (HTTP/1.0) is let through.
  static func isLoopbackHost(_ host: String?) -> Bool {
    guard let host = host?.lowercased() else { return true }
    var name = Substring(host)
    if name.hasPrefix("[") {
      guard let close = name.firstIndex(of: "]") else { return false }
      name = name[name.index(after: name.startIndex)..<close]
      return name == "::1"
    }
    if let colon = name.lastIndex(of: ":") { name = name[..<colon] }
    if name == "localhost" { return true }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }

  // MARK: - Login and the calendar

  private func login(_ request: Request, _ found: Session?, gate: Gate, isRead: Bool) throws
    -> Response
  {
    guard case .password(let hash) = gate else { return .seeOther("/") }
    if let found, found.admission != nil { return .seeOther("/") }
    if isRead {
      let session = found ?? sessions.create(admission: nil)
      var response = LoginPage.response(PageContext(csrf: session.csrf, loggedIn: false))
      if found == nil {
        response.headers.append(
          ("Set-Cookie", SessionStore.cookieHeader(session, secure: configuration.tls)))
      }
      return response
    }
    guard request.method == "POST" else {
      return ErrorPage.methodNotAllowed(["GET", "HEAD", "POST"])
    }
    guard let found, Secrets.same(request.form["csrf"] ?? "", found.csrf) else {
      return ErrorPage.response(
        403, "The form's security token is missing or out of date. Reload the page and try again.")
    }
    let context = PageContext(csrf: found.csrf, loggedIn: false)
    if let wait = throttle.wait(for: request.client) {
      return LoginPage.response(
        context,
        error:
          "Too many wrong passwords from this address; try again in \(Int(wait.rounded(.up))) seconds.",
        status: 429)
    }
    guard Secrets.verify(password: request.form["password"] ?? "", hash: hash) else {
      throttle.fail(request.client)
      return LoginPage.response(context, error: "The password is wrong.", status: 403)
    }
    throttle.succeed(request.client)
    sessions.end(found.id)
    let session = sessions.create(admission: .password(hash: hash))
    return Response(
      status: 303,
      headers: [
        ("Location", "/"),
        ("Set-Cookie", SessionStore.cookieHeader(session, secure: configuration.tls)),
      ])
  }

  /// `/calendar.ics?token=T`: the token is read from the database at each request, so
  /// that `larder serve --rotate-calendar-token` takes effect while the server runs.
  private func calendar(_ request: Request) throws -> Response {
    let today = configuration.today()
    let lots = try pool.with { store -> [ExpiringLot]? in
      guard let token = try store.webSetting(.calendarToken), !token.isEmpty,
        Secrets.same(request.query["token"] ?? "", token)
      else { return nil }
      return try store.lotsWithExpiry(asOf: today)
    }
    guard let lots else {
      return ErrorPage.response(403, "The calendar token is missing or wrong.")
    }
    let text = ExpiryCalendar(lots: lots, stamp: today, locale: configuration.locale).rendered()
    return Response(
      status: 200,
      headers: [("Content-Type", "text/calendar; charset=utf-8"), ("Cache-Control", "no-store")],
      body: Array(text.utf8))
  }
}

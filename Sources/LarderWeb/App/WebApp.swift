import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
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
/// - Static files are answered at once, pages by the server's readers, POSTs by its
///   writers (`handling`): a write waits for the database at most `writeWait` seconds, then
///   gets a 503 with `Retry-After`; a login try waits its `LoginThrottle` pause first.
public final class WebApp: Sendable {
  let configuration: WebConfiguration
  let sessions: SessionStore
  let throttle: LoginThrottle
  let pool: StorePool
  /// What the pages read, kept while the database is unchanged.
  let models: ModelCache
  let log: @Sendable (String) -> Void

  /// Seconds a write waits for another program writing to the database (an import, an
  /// undo) before it is answered 503, nothing changed; the same as `Retry-After`.
  public static let writeWait = 5

  /// The routes that take more than the server's `Limits.body`: the Add page's photo of a
  /// barcode and a receipt's file are uploads (10 MiB), and a receipt's review (every
  /// line's fields, and the receipt as read) is recorded in one larger form (2 MiB).
  public static let largerBodies = LargerBodies(
    uploads: ["/add/photo": 10 * 1024 * 1024, "/receipt": 10 * 1024 * 1024],
    forms: ["/receipt/record": 2 * 1024 * 1024])

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
      path: configuration.databasePath,
      lockTimeout: min(configuration.lockTimeout, Self.writeWait), capacity: connections)
    models = ModelCache(
      path: configuration.databasePath, lockTimeout: min(configuration.lockTimeout, Self.writeWait))
  }

  /// Where `request` is answered: a static file at once, a receipt to read by a slow
  /// worker, a POST by a writer (a login try after its pause, which begins counting it:
  /// `respond` ends it), the rest by a reader.
  public func handling(_ request: Request) -> HTTPServer.Handling {
    if request.method != "POST" && StaticFiles.response(request.path) != nil { return .now }
    if Self.isTokenTry(request) {
      // A call with a token waits the pause its address's wrong tokens earned, on a
      // writer, as a login try does.
      let pause = throttle.begin(request.client, countsPending: false).pause
      return pause > 0 || request.method == "POST" ? .write(after: pause) : .read
    }
    guard request.method == "POST" else { return .read }
    // Reading an uploaded receipt (a photo's text, a PDF, an e-mail) or a photo's barcodes
    // takes seconds: on a pool of its own, so that it never holds a writer.
    if Self.largerBodies.uploads[request.path] != nil { return .slow }
    guard Self.isLoginTry(request) else { return .write(after: 0) }
    return .write(after: throttle.begin(request.client).pause)
  }

  /// Whether `request` is a try at the password, counted by `throttle` from `handling` to
  /// `respond` (on a server without a password it is counted, never wrong, so never paused).
  static func isLoginTry(_ request: Request) -> Bool {
    request.method == "POST" && request.path == "/login"
  }

  /// The response to `request`; never throws: a failure is a 500 page, its detail logged.
  public func respond(_ request: Request) -> Response {
    // The API's language is the request's own: a page's cookie never reaches it.
    let chosen =
      Self.isAPI(request) ? nil : sessions.find(request.cookies[SessionStore.cookie])?.language
    return Localization.$current.withValue(
      chosen ?? PageLanguage.localization(request, server: serverLanguage)
    ) { answer(request) }
  }

  /// The server's own language and formats (`serve --lang`, `--locale`), for a device
  /// that asks for none.
  var serverLanguage: Localization {
    Localization(configuration.language, locale: configuration.locale)
  }

  private func answer(_ request: Request) -> Response {
    var tryEnded = false
    defer {
      // A login try answered without its password checked counts nothing.
      if (Self.isLoginTry(request) || Self.isTokenTry(request)) && !tryEnded {
        throttle.end(request.client, right: false, checked: false)
      }
    }
    if Self.isAPI(request) { return answerAPI(request, tryEnded: &tryEnded) }
    do {
      return try dispatch(request, tryEnded: &tryEnded)
    } catch let error as StoreError {
      if case .busy = error {
        return ErrorPage.response(
          503, Self.busyMessage, headers: [("Retry-After", "\(Self.writeWait)")])
      }
      return failed(request, error)
    } catch {
      return failed(request, error)
    }
  }

  /// The page for a request over a limit: 413 (body), 414 (target), 431 (headers), or 503
  /// (too many files being read at once).
  public func tooLarge(_ status: Int, _ request: Request) -> Response {
    Localization.$current.withValue(PageLanguage.localization(request, server: serverLanguage)) {
      let l = Localization.current
      // The API answers problem details, never a page: a body over the limit is a 413.
      if Self.isAPI(request), status == 413 {
        return APIProblem(kind: .tooLarge, detail: l.tr("What was sent is too large.")).response
      }
      return switch status {
      case 414: ErrorPage.response(414, l.tr("The address is too long."))
      case 431: ErrorPage.response(431, l.tr("The request's headers are too large."))
      case 503:
        ErrorPage.response(
          503, l.tr("Other receipts are being read; nothing was read. Try again in a minute."),
          headers: [("Retry-After", "30")])
      default: ErrorPage.response(413, l.tr("What was sent is too large."))
      }
    }
  }

  /// What a write that could not wait longer for the database is told.
  static var busyMessage: String {
    Localization.current.tr(
      "Another program is changing the database; nothing was saved. Try again in a few seconds.")
  }

  private func failed(_ request: Request, _ error: any Error) -> Response {
    log(
      "error: \(LogText.escaped(request.method)) \(LogText.escaped(request.path)): "
        + LogText.detail(
          (error as? any LocalizedMessage)?.message(.english) ?? String(reflecting: error)))
    return ErrorPage.response(
      500, Localization.current.tr("Something went wrong on the server; it has been logged."))
  }

  private func dispatch(_ request: Request, tryEnded: inout Bool) throws -> Response {
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
        Localization.current.tr(
          "This server can be reached from other machines and no household password is set; set one with larder serve --set-password."
        ))
    case .key where !Self.isLoopbackHost(request.headers["host"]):
      return ErrorPage.response(
        403,
        Localization.current.tr(
          "This server answers only to the names of this machine (127.0.0.1, localhost)."))
    case .key, .password, .members: break
    }
    var found = sessions.find(request.cookies[SessionStore.cookie])
    if let stale = found, let admission = stale.admission, !gate.admits(admission) {
      sessions.end(stale.id)
      found = nil
    }
    if request.path == "/language" {
      guard request.method == "POST" else { return ErrorPage.methodNotAllowed(["POST"]) }
      // A member's choice is kept with them: only from a form of their session.
      let session = found.flatMap { Secrets.same(request.form["csrf"] ?? "", $0.csrf) ? $0 : nil }
      return try chooseLanguage(request, session)
    }
    if request.path == "/login" {
      return try login(request, found, gate: gate, isRead: isRead, tryEnded: &tryEnded)
    }
    if gate == .key, isRead, request.query["key"] != nil {
      return enter(request, replacing: found)
    }
    guard var session = found, session.admission != nil else {
      if gate == .key { return Self.keyNeeded }
      return isRead
        ? .seeOther("/login") : ErrorPage.response(403, Localization.current.tr("Log in first."))
    }
    if request.method == "POST" {
      guard Secrets.same(request.form["csrf"] ?? "", session.csrf) else {
        return ErrorPage.response(
          403,
          Localization.current.tr(
            "The form's security token is missing or out of date; nothing was changed. Reload the page and try again."
          ),
          context: PageContext(csrf: session.csrf, loggedIn: session.loggedIn))
      }
    }
    if request.path == "/logout" {
      guard request.method == "POST" else { return ErrorPage.methodNotAllowed(["POST"]) }
      sessions.end(session.id)
      // The pages kept for offline use, and the queue of what was not sent yet, go with
      // the session: the phone shows nothing of the household to whoever holds it next.
      return Response(
        status: 303,
        headers: [
          ("Location", gate == .key ? "/" : "/login"),
          ("Set-Cookie", SessionStore.clearingCookie(secure: configuration.tls)),
          ("Clear-Site-Data", "\"cache\", \"storage\""),
        ])
    }
    session.flash = isRead ? sessions.takeFlash(session.id) : nil
    let visit = Visit(
      request: request, session: session, today: configuration.today(),
      configuration: configuration, l: .current,
      money: MoneyFormatter(locale: Localization.current.locale), flash: session.flash,
      models: models)
    let key = isRead ? nil : Self.requestKey(request)
    do {
      if let key, try pool.with({ try $0.hasApplied(key) }) { throw RequestAlreadyApplied() }
      return try StorePool.$requestKey.withValue(key) { try route(visit) }
    } catch let refused as QueryRefused {
      return ErrorPage.response(400, refused.message, context: visit.context)
    } catch is RequestAlreadyApplied {
      setFlash(visit, .alreadyApplied)
      return .seeOther(Self.back(visit, else: Self.pageOf(request.path)))
    }
  }

  /// The idempotency key a form carries, in its field `idempotency` or the header
  /// `Idempotency-Key`: 16 to 100 letters, digits or `-_`; nil when there is none or it is
  /// not one.
  static func requestKey(_ request: Request) -> String? {
    guard let key = request.form["idempotency"] ?? request.headers["idempotency-key"],
      isRequestKey(key)
    else { return nil }
    return key
  }

  /// Whether `key` can be a request's idempotency key: 16 to 100 letters, digits or `-_`.
  static func isRequestKey(_ key: String) -> Bool {
    Store.requestKeyLength.contains(key.count)
      && key.unicodeScalars.allSatisfy({
        $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
      })
  }

  /// The page a form posted to `path` comes back to: the item's page for an item's forms,
  /// the recipe's for a recipe's, the Shopping, Add, Budgets, Stocktake or Plan page for
  /// theirs (`/shopping/buy` → `/shopping`), else the stock.
  static func pageOf(_ path: String) -> String {
    let parts = path.split(separator: "/")
    if parts.first == "items", parts.count >= 2 { return "/items/\(parts[1])" }
    if parts.first == "recipes", parts.count >= 2 { return "/recipes/\(parts[1])" }
    guard let first = parts.first,
      ["shopping", "add", "budgets", "stocktake", "plan"].contains(first)
    else { return "/" }
    return "/" + first
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

  /// `POST /language` with `to=CODE&back=PATH`: keeps the device's language in its
  /// cookie, and a member's with the member (their locale too, while it is of that
  /// language) when the form carries their session's token, and goes back to the page it
  /// was chosen on (a path of this site, else the stock); an unknown language is a 404.
  /// A POST, so that it is answered on a writer: storing the member's choice may wait for
  /// the database, which a page never does.
  ///
  /// - Throws: `StoreError` when the member's choice cannot be stored.
  private func chooseLanguage(_ request: Request, _ session: Session?) throws -> Response {
    guard let language = request.form["to"].flatMap(Language.init(code:)) else {
      return ErrorPage.notFound()
    }
    if let session, let member = session.admission?.member {
      let kept = session.language?.locale
      let locale = kept.flatMap { Language(posix: $0) == language ? $0 : nil }
      try pool.with { try $0.setMemberLanguage(member, language: language.code, locale: locale) }
      sessions.setLanguage(member: member, Localization(language, locale: locale))
    }
    let back = request.form["back"].flatMap { Self.isLocalPath($0) ? $0 : nil } ?? "/"
    return Response(
      status: 303,
      headers: [
        ("Location", back),
        ("Set-Cookie", PageLanguage.cookieHeader(language, secure: configuration.tls)),
      ])
  }

  // MARK: - The calendar

  /// `/calendar.ics?token=T`: the token is read from the database at each request, so
  /// that `larder serve --rotate-calendar-token` takes effect while the server runs.
  /// `&kind=use-by` or `&kind=best-before` keeps the dates of that kind only, as `larder
  /// calendar --kind` does; another value is a 404.
  private func calendar(_ request: Request) throws -> Response {
    let today = configuration.today()
    guard let kept = DateKindFilter(rawValue: request.query["kind"] ?? "all") else {
      return ErrorPage.response(404, Localization.current.tr("There is no such calendar."))
    }
    let lots = try pool.with { store -> [ExpiringLot]? in
      guard let token = try store.webSetting(.calendarToken), !token.isEmpty,
        Secrets.same(request.query["token"] ?? "", token)
      else { return nil }
      return try store.lotsWithExpiry(asOf: today).filter { kept.keeps($0.dateKind) }
    }
    guard let lots else {
      return ErrorPage.response(
        403, Localization.current.tr("The calendar token is missing or wrong."))
    }
    let text = ExpiryCalendar(
      lots: lots, stamp: today,
      localization: Localization(configuration.language, locale: configuration.locale),
      alarmTime: configuration.alarmTime
    ).rendered()
    return Response(
      status: 200,
      headers: [("Content-Type", "text/calendar; charset=utf-8"), ("Cache-Control", "no-store")],
      body: Array(text.utf8))
  }
}

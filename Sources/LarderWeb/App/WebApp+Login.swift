import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderStore

extension WebApp {
  /// `/login`. A POST is a try `handling` began and paused: it ends here when the password
  /// is checked (`tryEnded`), else `respond` ends it, counting nothing.
  func login(
    _ request: Request, _ found: Session?, gate: Gate, isRead: Bool, tryEnded: inout Bool
  ) throws -> Response {
    guard gate.asksPassword else { return .seeOther("/") }
    let askingName = if case .members = gate { true } else { false }
    // Made before the first try, which would otherwise pay for it when the name is wrong.
    if askingName { _ = Self.nobodysHash }
    if Self.isLoginTry(request) {
      switch try loginTry(request, found, gate: gate) {
      case .refused(let response):
        return response
      case .right(let response):
        throttle.end(request.client, right: true)
        tryEnded = true
        return response
      case .wrong(let session):
        let wrong = throttle.end(request.client, right: false)
        tryEnded = true
        let pause = Int(throttle.nextPause(request.client))
        let l = Localization.current
        let error =
          askingName
          ? l.trn(
            "The name or the password is wrong ({wrong} wrong in a row from this address); the next try waits {count} second.",
            "The name or the password is wrong ({wrong} wrong in a row from this address); the next try waits {count} seconds.",
            count: pause, ["wrong": String(wrong)])
          : l.trn(
            "The password is wrong ({wrong} wrong in a row from this address); the next try waits {count} second.",
            "The password is wrong ({wrong} wrong in a row from this address); the next try waits {count} seconds.",
            count: pause, ["wrong": String(wrong)])
        return LoginPage.response(
          PageContext(csrf: session.csrf, loggedIn: false), askingName: askingName,
          name: request.form["name"] ?? "", error: error, status: 403)
      }
    }
    if let found, found.admission != nil { return .seeOther("/") }
    if isRead {
      let session = found ?? sessions.create(admission: nil)
      var response = LoginPage.response(
        PageContext(csrf: session.csrf, loggedIn: false), askingName: askingName)
      if found == nil {
        response.headers.append(
          ("Set-Cookie", SessionStore.cookieHeader(session, secure: configuration.tls)))
      }
      return response
    }
    return ErrorPage.methodNotAllowed(["GET", "HEAD", "POST"])
  }

  /// What became of a login try.
  private enum LoginOutcome {
    /// Answered without checking the password (already logged in, a wrong form token).
    case refused(Response)
    /// The name or password was wrong, from the visitor of `session`.
    case wrong(Session)
    /// The password was right: the answer logs the visitor in.
    case right(Response)
  }

  /// A hash of no one's password, checked against when the name given is no member's, so
  /// that a wrong name takes as long to refuse as a wrong password (one check each).
  static let nobodysHash = (try? Secrets.hash(password: Secrets.token())) ?? ""

  /// A POST to `/login`, after its pause: the household password, or a member's name and
  /// password.
  ///
  /// - Throws: `StoreError` when the member cannot be read.
  private func loginTry(_ request: Request, _ found: Session?, gate: Gate) throws
    -> LoginOutcome
  {
    if let found, found.admission != nil { return .refused(.seeOther("/")) }
    guard let found, Secrets.same(request.form["csrf"] ?? "", found.csrf) else {
      return .refused(
        ErrorPage.response(
          403,
          Localization.current.tr(
            "The form's security token is missing or out of date. Reload the page and try again.")))
    }
    let password = request.form["password"] ?? ""
    let admission: Admission
    var language: Localization?
    var timeZone: TimeZone?
    switch gate {
    case .password(let hash):
      guard Secrets.verify(password: password, hash: hash) else { return .wrong(found) }
      admission = .password(hash: hash)
    case .members:
      let member = try pool.with { try $0.member(named: request.form["name"] ?? "") }
      let right = Secrets.verify(
        password: password, hash: member?.passwordHash ?? Self.nobodysHash)
      guard let member, right else { return .wrong(found) }
      admission = .member(name: member.name, hash: member.passwordHash)
      language = member.language.flatMap(Language.init(code:)).map {
        Localization($0, locale: member.locale)
      }
      timeZone = member.timeZone.flatMap { TimeZone(identifier: $0) }
    case .key, .closed:
      return .refused(.seeOther("/"))
    }
    sessions.end(found.id)
    let session = sessions.create(admission: admission, language: language, timeZone: timeZone)
    let response = Response(
      status: 303,
      headers: [
        ("Location", "/"),
        ("Set-Cookie", SessionStore.cookieHeader(session, secure: configuration.tls)),
      ])
    return .right(response)
  }
}

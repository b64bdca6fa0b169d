import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderWeb

/// Who the web app lets in, in-process on a new database: without a password only the
/// holder of the key, a stored password as it is now, and members' sessions however many
/// anonymous visits come.
@Suite struct AdmissionTests {
  static let key = String(repeating: "k", count: 40)

  /// The app on a new database in a scratch folder, without a password, keeping at most
  /// `capacity` sessions of each kind; and the database's path.
  func app(capacity: Int = 10) throws -> (WebApp, String) {
    try Secrets.prepare()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-admission-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("larder.sqlite").path
    _ = try Store(path: path)
    let configuration = WebConfiguration(
      databasePath: path, lockTimeout: 5, address: try ListenAddress(parsing: "127.0.0.1:8080"),
      tls: false, fixedPasswordHash: nil, key: Self.key, defaultCurrency: .euro,
      locale: "en_US", today: { CalendarDate(daysSinceEpoch: 20_000) }, sessionLifetime: 3600,
      sessionCapacity: capacity, householdWorkbook: { _, _, _ in })
    return (WebApp(configuration: configuration, connections: 2, log: { _ in }), path)
  }

  /// The session cookie set by `response`.
  func cookie(_ response: Response) -> [String: String] {
    guard let header = response.header("Set-Cookie"),
      let pair = header.split(separator: ";").first
    else { return [:] }
    let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
    return parts.count == 2 ? [parts[0]: parts[1]] : [:]
  }

  @Test func withoutTheKeyNothingIsServedAndNoSessionMade() throws {
    let (app, _) = try app()
    for path in ["/", "/add", "/downloads"] {
      let response = app.respond(Request(method: "GET", path: path))
      #expect(response.status == 403, "\(path)")
      #expect(response.header("Set-Cookie") == nil, "\(path)")
    }
    let wrong = app.respond(Request(method: "GET", path: "/", query: ["key": "x" + Self.key]))
    #expect(wrong.status == 403)
  }

  @Test func theKeyGivesASessionAndLeavesTheAddress() throws {
    let (app, _) = try app()
    let entry = app.respond(
      Request(method: "GET", path: "/spending", query: ["key": Self.key, "month": "2024-10"]))
    #expect(entry.status == 303)
    #expect(entry.header("Location") == "/spending?month=2024-10")
    let page = app.respond(Request(method: "GET", path: "/", cookies: cookie(entry)))
    #expect(page.status == 200)
  }

  @Test func cookieLessVisitsBeyondTheCapacityLeaveTheKeysSession() throws {
    let (app, _) = try app(capacity: 3)
    let cookies = cookie(app.respond(Request(method: "GET", path: "/", query: ["key": Self.key])))
    for _ in 0..<20 { _ = app.respond(Request(method: "GET", path: "/")) }
    #expect(app.respond(Request(method: "GET", path: "/", cookies: cookies)).status == 200)
  }

  @Test func aPasswordStoredWhileServingEndsTheKeysSessions() throws {
    let (app, path) = try app()
    let cookies = cookie(app.respond(Request(method: "GET", path: "/", query: ["key": Self.key])))
    try Store(path: path).setWebSetting(.passwordHash, to: Secrets.hash(password: "a password"))
    let after = app.respond(Request(method: "GET", path: "/", cookies: cookies))
    #expect(after.status == 303)
    #expect(after.header("Location") == "/login")
  }

  @Test func aNewPasswordEndsTheSessionsOfTheOldOne() throws {
    let (app, path) = try app()
    try Store(path: path).setWebSetting(.passwordHash, to: Secrets.hash(password: "old password"))
    let login = app.respond(Request(method: "GET", path: "/login"))
    let anonymous = cookie(login)
    let csrf = try #require(
      String(decoding: login.body, as: UTF8.self).firstMatch(of: /name="csrf" value="([0-9a-f]+)"/)
    ).1
    let form = Array("csrf=\(csrf)&password=old+password".utf8)
    let loggedIn = app.respond(
      Request(
        method: "POST", path: "/login",
        headers: ["content-type": "application/x-www-form-urlencoded"], cookies: anonymous,
        body: form))
    let member = cookie(loggedIn)
    #expect(app.respond(Request(method: "GET", path: "/", cookies: member)).status == 200)
    try Store(path: path).setWebSetting(.passwordHash, to: Secrets.hash(password: "new password"))
    #expect(app.respond(Request(method: "GET", path: "/", cookies: member)).status == 303)
  }
}

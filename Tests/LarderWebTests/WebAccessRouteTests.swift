import Testing

@testable import LarderWeb

/// Who gets in, answered in-process (`InProcessWeb`): the key or the password, the session
/// cookie's flags, the form token on every POST. `WebAccessTests` and `WebSafetyTests`
/// check over real connections what needs them (throttling, floods, TLS).
@Suite struct WebAccessRouteTests {
  @Test func withoutTheKeyAPageIsRefused() throws {
    let web = try InProcessWeb()
    let response = web.get("/")
    #expect(response.status == 403)
    #expect(response.header("Set-Cookie") == nil)
  }

  @Test func theKeyGivesASessionAndLeavesTheAddressBar() throws {
    let web = try InProcessWeb()
    let response = web.enter()
    #expect(response.status == 303)
    #expect(response.header("Location") == "/")
    #expect(web.get("/").status == 200)
  }

  @Test func theSessionCookieIsHTTPOnlyAndSameSiteStrictForTheWholeSite() throws {
    let cookie = try InProcessWeb().enter().header("Set-Cookie") ?? ""
    #expect(cookie.hasPrefix("larder_session="))
    #expect(cookie.hasSuffix("; Path=/; HttpOnly; SameSite=Strict"))
  }

  @Test func overTLSTheSessionCookieIsSecure() throws {
    let cookie = try InProcessWeb(tls: true).enter().header("Set-Cookie") ?? ""
    #expect(cookie.hasSuffix("; Path=/; HttpOnly; SameSite=Strict; Secure"))
  }

  @Test func aWrongKeyIsRefusedAsNoKeyIs() throws {
    let web = try InProcessWeb()
    let response = web.get("/", ["key": "wrong"])
    #expect(response.status == 403)
    #expect(web.session == nil)
  }

  @Test func anotherHostNameIsRefused() throws {
    let web = try InProcessWeb()
    web.enter()
    let response = web.send(
      Request(method: "GET", path: "/", headers: ["host": "evil.example"]))
    #expect(response.status == 403)
  }

  @Test func withAPasswordAPageSendsTheVisitorToTheLogin() throws {
    let response = try InProcessWeb(password: "correct horse").get("/")
    #expect(response.status == 303)
    #expect(response.header("Location") == "/login")
  }

  @Test func theRightPasswordLogsInAndGoesHome() throws {
    let web = try InProcessWeb(password: "correct horse")
    #expect(web.get("/login").status == 200)
    let anonymous = web.session
    let response = web.post("/login", [("password", "correct horse")])
    #expect(response.status == 303)
    #expect(response.header("Location") == "/")
    #expect(web.session != anonymous)
    #expect(web.get("/").status == 200)
  }

  @Test func aWrongPasswordIsRefusedAndCounted() throws {
    let web = try InProcessWeb(password: "correct horse")
    _ = web.get("/login")
    let response = web.post("/login", [("password", "wrong")])
    #expect(response.status == 403)
    #expect(response.text.contains("(1 wrong in a row from this address)"))
    #expect(web.get("/").header("Location") == "/login")
  }

  @Test func aPostWithoutTheFormTokenIsRefusedAndChangesNothing() throws {
    let web = try InProcessWeb()
    web.enter()
    let response = web.post(
      "/add", [("name", "Milk"), ("quantity", "1"), ("price", "1.00")], withToken: false)
    #expect(response.status == 403)
    #expect(web.get("/").text.contains("Nothing on hand."))
  }

  @Test func aPostWithAnotherSessionsTokenIsRefused() throws {
    let web = try InProcessWeb()
    let other = try InProcessWeb()
    web.enter()
    other.enter()
    let response = web.post(
      "/add", [("name", "Milk"), ("quantity", "1"), ("csrf", other.token ?? "")],
      withToken: false)
    #expect(response.status == 403)
  }

  @Test func loggingOutClearsTheCookie() throws {
    let web = try InProcessWeb()
    web.enter()
    let response = web.post("/logout", [])
    #expect(response.status == 303)
    #expect(response.header("Location") == "/")
    #expect(response.header("Set-Cookie")?.contains("Max-Age=0") == true)
    // The pages kept for offline use go too: the phone shows nothing of the household.
    #expect(response.header("Clear-Site-Data") == "\"cache\", \"storage\"")
    #expect(web.get("/").status == 403)
  }

  @Test func theKeysRedirectKeepsTheRestOfTheQuery() throws {
    let response = try InProcessWeb().get(
      "/spending", ["key": InProcessWeb.key, "month": "2026-11"])
    #expect(response.status == 303)
    #expect(response.header("Location") == "/spending?month=2026-11")
  }

  @Test func staticFilesNeedNoSessionAndMayBeCached() throws {
    let response = try InProcessWeb().get("/static/app.css")
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "text/css; charset=utf-8")
    #expect(response.header("Cache-Control") == "max-age=3600")
  }

  @Test func theCalendarFeedRefusesAWrongToken() throws {
    let response = try InProcessWeb().get("/calendar.ics", ["token": "wrong"])
    #expect(response.status == 403)
  }

  @Test func withAPasswordAPostBeforeLoggingInIsRefused() throws {
    let web = try InProcessWeb(password: "correct horse")
    _ = web.get("/login")
    let response = web.post("/add", [("name", "Milk"), ("quantity", "1")])
    #expect(response.status == 403)
  }
}

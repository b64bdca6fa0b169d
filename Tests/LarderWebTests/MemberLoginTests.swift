import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderWeb

/// Members of the household, each logging in with their own name and password: who made a
/// change is recorded, a removed member is out at once, and a member's language follows
/// them from device to device.
@Suite struct MemberLoginTests {
  /// A server whose household has the members Zoé (French) and Ken (no language chosen),
  /// with the store it serves.
  func household() throws -> (InProcessWeb, Store) {
    try Secrets.prepare()
    let web = try InProcessWeb()
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    try store.setMember(
      "Zoé", passwordHash: Secrets.hash(password: "zoé's password"), language: "fr",
      today: InProcessWeb.today)
    try store.setMember(
      "Ken", passwordHash: Secrets.hash(password: "ken's password"), today: InProcessWeb.today)
    return (web, store)
  }

  /// Logs `name` in with `password` from a device with no session yet.
  @discardableResult
  func logIn(_ web: InProcessWeb, _ name: String, _ password: String) -> Response {
    web.session = nil
    _ = web.get("/login")
    return web.post("/login", [("name", name), ("password", password)])
  }

  @Test func withMembersTheLoginAsksForANameAndTheKeyNoLongerOpens() throws {
    let (web, _) = try household()
    #expect(web.enter().header("Location") == "/login")
    let page = web.get("/login")
    #expect(page.text.contains("name=\"name\""))
    #expect(page.text.contains("autocomplete=\"username\""))
  }

  @Test func aMemberLogsInWithTheirNameInAnyCaseAndAccents() throws {
    let (web, _) = try household()
    let response = logIn(web, "zoe", "zoé's password")
    #expect(response.status == 303)
    #expect(response.header("Location") == "/")
    #expect(web.get("/").status == 200)
  }

  @Test func aWrongPasswordOrAnUnknownNameIsRefused() throws {
    let (web, _) = try household()
    let wrongPassword = logIn(web, "Zoé", "ken's password")
    #expect(wrongPassword.status == 403)
    #expect(wrongPassword.text.contains("The name or the password is wrong"))
    #expect(logIn(web, "Nobody", "zoé's password").status == 403)
    #expect(web.get("/").header("Location") == "/login")
  }

  @Test func aChangeMadeOnTheWebRecordsTheMemberWhoMadeIt() throws {
    let (web, store) = try household()
    logIn(web, "ken", "ken's password")
    #expect(web.add("Milk", "1", price: "1.20").status == 303)
    let change = try #require(try store.changes(limit: 1).first)
    #expect(change.origin == .web(route: "/add", member: "Ken"))
  }

  @Test func removingAMemberEndsTheirSessionAtOnce() throws {
    let (web, store) = try household()
    logIn(web, "Ken", "ken's password")
    #expect(web.get("/").status == 200)
    try store.removeMember("Ken")
    #expect(web.get("/").header("Location") == "/login")
  }

  @Test func aNewPasswordForAMemberEndsTheirOldSessions() throws {
    let (web, store) = try household()
    logIn(web, "Ken", "ken's password")
    try store.setMember(
      "Ken", passwordHash: Secrets.hash(password: "a new password"), today: InProcessWeb.today)
    #expect(web.get("/").header("Location") == "/login")
  }

  @Test func aMembersLanguageIsTheirsOnEveryDevice() throws {
    let (web, store) = try household()
    logIn(web, "Zoé", "zoé's password")
    #expect(web.get("/").text.contains("<html lang=\"fr\">"))
    // She picks Japanese on this phone: it is kept with her, so another device has it too.
    #expect(web.post("/language", [("to", "ja"), ("back", "/")]).status == 303)
    #expect(try store.member(named: "Zoé")?.language == "ja")
    logIn(web, "Zoé", "zoé's password")
    #expect(web.get("/", headers: ["accept-language": "en-US"]).text.contains("<html lang=\"ja\">"))
  }

  @Test func aMembersNewLanguageReachesTheirOtherOpenSessions() throws {
    let (web, _) = try household()
    logIn(web, "Zoé", "zoé's password")
    let phone = web.session
    logIn(web, "Zoé", "zoé's password")
    _ = web.post("/language", [("to", "zh-Hant"), ("back", "/")])
    web.session = phone
    #expect(web.get("/").text.contains("<html lang=\"zh-Hant\">"))
  }

  @Test func aMemberWithoutALanguageGetsTheDevicesLanguage() throws {
    let (web, _) = try household()
    logIn(web, "Ken", "ken's password")
    #expect(web.get("/", headers: ["accept-language": "zh-TW"]).text.contains("lang=\"zh-Hant\""))
  }
}

import Foundation
import LarderCore
import LarderLanguage
import LarderStore
import Testing

@testable import LarderWeb

/// Times are shown in the member's time zone, else the server's (`TZ`), never in UTC: a
/// change made at 23:15 UTC on 1 December is 00:15 on 2 December in Paris, 08:15 in Tokyo.
@Suite struct LocalTimeTests {
  let stamp = "2026-12-01T23:15:00Z"

  @Test func aMomentIsWrittenInTheZoneGiven() throws {
    let f = Formats(Localization.english)
    #expect(
      f.moment(stamp, in: try #require(TimeZone(identifier: "Europe/Paris"))) == "2026-12-02 00:15")
    #expect(
      f.moment(stamp, in: try #require(TimeZone(identifier: "Asia/Tokyo"))) == "2026-12-02 08:15")
    #expect(
      f.moment(stamp, in: try #require(TimeZone(identifier: "America/New_York")))
        == "2026-12-01 18:15")
  }

  @Test func frenchWritesTheDayItsWay() throws {
    let f = Formats(Localization(try #require(Language(code: "fr"))))
    #expect(
      f.moment(stamp, in: try #require(TimeZone(identifier: "Europe/Paris"))) == "2 déc. 2026 00:15"
    )
  }

  @Test func aStampThatIsNotOneIsShownAsItIs() {
    let f = Formats(Localization.english)
    #expect(f.moment("yesterday", in: .current) == "yesterday")
    #expect(f.moment("2026-13-01T10:00:00Z", in: .current) == "2026-13-01T10:00:00Z")
  }

  @Test func theHistoryShowsAMembersTimeInTheirZone() throws {
    try Secrets.prepare()
    let web = try InProcessWeb()
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    try store.setMember(
      "Ken", passwordHash: Secrets.hash(password: "ken's password"), timeZone: "Asia/Tokyo",
      today: InProcessWeb.today)
    web.session = nil
    _ = web.get("/login")
    _ = web.post("/login", [("name", "Ken"), ("password", "ken's password")])
    web.add("Whole milk", "1", price: "1.20")
    let page = web.get("/history").text
    let stamp = try #require(
      page.firstMatch(of: /<time datetime="([0-9T:\-]+Z)">([^<]*)<\/time>/))
    let tokyo = Formats(Localization.english).moment(
      String(stamp.1), in: try #require(TimeZone(identifier: "Asia/Tokyo")))
    #expect(String(stamp.2) == tokyo)
    #expect(!page.contains("UTC"))
  }
}

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
    // A zone other than the server's, whatever the machine's: its hours are told apart.
    let zone = TimeZone.current.identifier == "Asia/Tokyo" ? "America/Lima" : "Asia/Tokyo"
    let offset = zone == "Asia/Tokyo" ? 9 : -5
    try store.setMember(
      "Ken", passwordHash: Secrets.hash(password: "ken's password"), timeZone: zone,
      today: InProcessWeb.today)
    web.session = nil
    _ = web.get("/login")
    _ = web.post("/login", [("name", "Ken"), ("password", "ken's password")])
    web.add("Whole milk", "1", price: "1.20")
    let page = web.get("/history").text
    let time = try #require(
      page.firstMatch(of: /<time datetime="([0-9T:\-]+Z)" title="([^"]+)">[^<]* ([0-9:]+)<\/time>/))
    #expect(String(time.2) == zone)
    let utc = String(time.1).dropFirst(11).prefix(5).split(separator: ":").compactMap { Int($0) }
    let hour = (utc[0] + offset + 24) % 24
    #expect(String(time.3) == String(format: "%02d:%02d", hour, utc[1]))
    #expect(!page.contains(" UTC"))
  }
}

import Foundation
import LarderLanguage
import LarderReports
import LarderStore
import Testing

@testable import LarderWeb

/// The web's calendar feed on 1 December 2026: reminders at the server's alarm time, and a
/// refresh hint for subscribing apps.
@Suite struct CalendarFeedTests {
  /// The feed of a server at `alarmTime` holding milk that expires on 2 December (a date of
  /// unknown kind), with the query `query`.
  func feed(
    alarmTime: AlarmTime, language: Language = .english, query: [String: String] = [:]
  ) throws -> String {
    let web = try InProcessWeb(alarmTime: alarmTime, language: language)
    web.enter()
    _ = web.post(
      "/add",
      [("name", "Milk"), ("quantity", "1"), ("unit", "L"), ("expires", "2026-12-02")])
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    try store.setWebSetting(.calendarToken, to: "feed-token")
    return web.get("/calendar.ics", ["token": "feed-token"].merging(query) { $1 }).text
  }

  @Test func theFeedOfUseByDatesKeepsTheDatesOfUnknownKind() throws {
    #expect(try feed(alarmTime: .standard, query: ["kind": "use-by"]).contains("SUMMARY:Milk"))
  }

  @Test func theFeedOfBestBeforeDatesLeavesTheOthersOut() throws {
    let text = try feed(alarmTime: .standard, query: ["kind": "best-before"])
    #expect(text.hasPrefix("BEGIN:VCALENDAR"))
    #expect(!text.contains("SUMMARY:Milk"))
  }

  @Test func theReminderIsAtNineTheDayBeforeByDefault() throws {
    #expect(try feed(alarmTime: .standard).contains("TRIGGER:-PT15H\r\n"))
  }

  @Test func theServersAlarmTimeMovesTheReminder() throws {
    let time = try #require(AlarmTime(parsing: "07:30"))
    #expect(try feed(alarmTime: time).contains("TRIGGER:-PT16H30M\r\n"))
  }

  @Test func theFeedAsksSubscribersToRefreshEveryTwelveHours() throws {
    let text = try feed(alarmTime: .standard)
    #expect(text.contains("REFRESH-INTERVAL;VALUE=DURATION:PT12H\r\n"))
    #expect(text.contains("X-PUBLISHED-TTL:PT12H\r\n"))
  }

  @Test func theFeedIsInTheServersLanguageOnTheServersThreads() throws {
    // Requests are answered outside the command's task: the language comes with the
    // configuration, not from `Localization.current`.
    let text = try feed(alarmTime: .standard, language: try #require(Language(code: "fr")))
    #expect(text.contains("DESCRIPTION:Milk\u{00A0}: date limite demain\r\n"))
    #expect(!text.contains("expires"))
  }
}

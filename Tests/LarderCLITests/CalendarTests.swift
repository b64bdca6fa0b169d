import Foundation
import Testing

/// `larder calendar`: an iCalendar feed that an independent parser (icalendar) reads.
@Suite struct CalendarTests {
  @Test func theFeedParsesWithOneEventPerLotOnHand() throws {
    let larder = try LarderBinary()
    let long = Array(repeating: "Très long nom de produit", count: 6).joined(separator: " ")
    let csv = """
      date,item,quantity,price,expires
      2026-11-20,Milk,2,2.40,2026-12-01
      2026-11-20,"Cheese, aged; 24 months",1,8.00,2026-12-20
      2026-11-21,⟦0⟧,1,1.00,2026-12-05
      2026-11-21,\(long),1,1.00,2026-12-06
      2026-11-21,豆腐,400,2.00,2026-12-02
      2026-11-21,Salt,1,0.50,
      2026-11-22,Bread,1,2.00,2026-11-25
      2026-11-22,Yogurt,4,2.00,2026-11-28
      2026-11-22,Ham,1,3.00,2026-11-30

      """
    #expect(try larder.run(["import", try larder.write("p.csv", csv)]).status == 0)
    // A line break, which no way in accepts, put in by hand as an older Larder could have.
    try larder.putHandEdited(["Line\nbreak"])
    #expect(try larder.run(["consume", "Bread", "1", "--date", "2026-11-24"]).status == 0)
    let result = try larder.run(["calendar", "--as-of", "2026-11-30", "--output", "larder.ics"])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_calendar.py"), larder.path("larder.ics"), "2026-11-30", "7",
      "Milk: 2 pcs",
      "Cheese, aged; 24 months: 1 pcs", "Line break: 1 pcs", "豆腐: 400 pcs", long + ": 1 pcs",
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
  }

  @Test func theDescriptionSaysWhereTheLotIsKept() throws {
    let larder = try LarderBinary()
    let added = try larder.run([
      "add", "Milk", "2", "--expires", "2026-12-01", "--date", "2026-11-20", "--location", "fridge",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    let feed = try larder.run(["calendar", "--as-of", "2026-11-30"]).stdout
    #expect(feed.replacingOccurrences(of: "\r\n ", with: "").contains("Kept in: fridge."))
  }

  @Test func uidsStayTheSameSoSubscribersUpdateRatherThanDuplicate() throws {
    let larder = try LarderBinary()
    #expect(
      try larder.run(["add", "Milk", "2", "--expires", "2026-12-01", "--date", "2026-11-20"]).status
        == 0)
    let before = try larder.run(["calendar", "--as-of", "2026-11-30"]).stdout
    #expect(try larder.run(["consume", "Milk", "1", "--date", "2026-11-30"]).status == 0)
    let after = try larder.run(["calendar", "--as-of", "2026-11-30"]).stdout
    func uids(_ text: String) -> [Substring] {
      text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }
    }
    #expect(uids(before).count == 1)
    #expect(uids(before) == uids(after))
    #expect(before.contains("SUMMARY:Milk: 2 pcs\r\n"))
    #expect(after.contains("SUMMARY:Milk: 1 pcs\r\n"))
  }
}

/// `larder calendar --alarm-time` and `--lang`: reminders at a local hour, never at
/// midnight, in the chosen language, and a refresh hint for subscribers.
@Suite struct CalendarAlarmTests {
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    // Milk expires on the as-of day (reminder that day), Ham the day after (the day before).
    try larder.run(["add", "Milk", "2", "--expires", "2026-11-30", "--date", "2026-11-20"])
    try larder.run(["add", "Ham", "1", "--expires", "2026-12-01", "--date", "2026-11-20"])
    return larder
  }

  @Test func remindersFireAtNineByDefault() throws {
    let larder = try household()
    try larder.run(["calendar", "--as-of", "2026-11-30", "--output", "larder.ics"])
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_calendar.py"), larder.path("larder.ics"), "2026-11-30", "2",
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
    let feed = try larder.run(["calendar", "--as-of", "2026-11-30"]).stdout
    #expect(feed.contains("TRIGGER:PT9H\r\n"))
    #expect(feed.contains("TRIGGER:-PT15H\r\n"))
  }

  @Test func alarmTimeMovesEveryReminderToThatLocalTime() throws {
    let larder = try household()
    try larder.run([
      "calendar", "--as-of", "2026-11-30", "--alarm-time", "07:30", "--output", "larder.ics",
    ])
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_calendar.py"), larder.path("larder.ics"), "2026-11-30", "2",
      "--alarm-time=07:30",
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
  }

  @Test func aTimeThatIsNotHHMMIsAUsageError() throws {
    let result = try household().run(["calendar", "--alarm-time", "25:00"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'25:00' is not a time of day as HH:MM"))
  }

  @Test func summariesAndRemindersFollowTheLanguage() throws {
    let larder = try household()
    try larder.run(["--lang", "fr", "calendar", "--as-of", "2026-11-30", "--output", "fr.ics"])
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_calendar.py"), larder.path("fr.ics"), "2026-11-30", "2",
      "--value-word=Valeur", "Milk\u{00A0}: 2 pcs",
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
    let feed = try String(contentsOfFile: larder.path("fr.ics"), encoding: .utf8)
    #expect(feed.contains("DESCRIPTION:Milk\u{00A0}: date limite aujourd'hui\r\n"))
    #expect(!feed.contains("expires"))
  }
}

/// `larder calendar --kind` and the feed's `kind`: the use-by dates (with those of unknown
/// kind) apart from the best-before ones.
@Suite struct CalendarKindTests {
  /// Chicken use by 12-03, rice best before 12-05, milk of unknown kind 12-04.
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    try larder.run(["add", "Chicken", "1", "--use-by", "2026-12-03", "--date", "2026-11-28"])
    try larder.run(["add", "Rice", "1", "--best-before", "2026-12-05", "--date", "2026-11-28"])
    try larder.run(["add", "Milk", "1", "--expires", "2026-12-04", "--date", "2026-11-28"])
    return larder
  }

  func summaries(_ larder: LarderBinary, _ kind: [String]) throws -> [Substring] {
    let feed = try larder.run(["calendar", "--as-of", "2026-11-30"] + kind).stdout
    return feed.split(separator: "\r\n").filter { $0.hasPrefix("SUMMARY:") }
  }

  @Test func everyDateIsInTheFeedByDefault() throws {
    #expect(try summaries(household(), []).count == 3)
  }

  @Test func useByKeepsTheUnsafeDatesAndThoseOfUnknownKind() throws {
    let kept = try summaries(household(), ["--kind", "use-by"])
    #expect(kept == ["SUMMARY:Chicken: 1 pcs", "SUMMARY:Milk: 1 pcs"])
  }

  @Test func bestBeforeKeepsOnlyTheBestBeforeDates() throws {
    #expect(try summaries(household(), ["--kind", "best-before"]) == ["SUMMARY:Rice: 1 pcs"])
  }

  @Test func anotherKindIsAUsageError() throws {
    #expect(try household().run(["calendar", "--kind", "fresh"]).status == 64)
  }
}

import Testing

@testable import LarderReports

/// An alarm time and its trigger relative to an all-day event's midnight start.
@Suite struct AlarmTimeTests {
  @Test func nineOClockTheDayBeforeIsFifteenHoursBeforeTheStart() throws {
    let nine = try #require(AlarmTime(parsing: "09:00"))
    #expect(nine.trigger(daysBefore: 1) == "-PT15H")
    #expect(nine.trigger(daysBefore: 0) == "PT9H")
  }

  @Test func minutesAreKept() throws {
    let time = try #require(AlarmTime(parsing: "7:30"))
    #expect(time.description == "07:30")
    #expect(time.trigger(daysBefore: 1) == "-PT16H30M")
    #expect(time.trigger(daysBefore: 0) == "PT7H30M")
  }

  @Test func midnightOnTheDayIsTheStartItself() throws {
    let midnight = try #require(AlarmTime(parsing: "00:00"))
    #expect(midnight.trigger(daysBefore: 0) == "PT0S")
    #expect(midnight.trigger(daysBefore: 1) == "-PT24H")
  }

  @Test func anythingButHHMMIsRefused() {
    for text in ["24:00", "9", "09:60", "09:5", "９:00", "-1:00", "09:00:00", ""] {
      #expect(AlarmTime(parsing: text) == nil, "\(text)")
    }
  }

  @Test func theDefaultIsNine() {
    #expect(AlarmTime.standard.description == "09:00")
  }
}

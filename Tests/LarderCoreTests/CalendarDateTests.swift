import Testing

@testable import LarderCore

@Suite struct CalendarDateTests {
  @Test func parsesAndPrintsISODates() throws {
    let date = try CalendarDate(parsing: "2026-10-31")
    #expect(date.description == "2026-10-31")
    #expect(date.components == (2026, 10, 31))
  }

  @Test(arguments: [
    (1, 1, 1, "0001-01-01"), (987, 6, 5, "0987-06-05"), (9999, 12, 31, "9999-12-31"),
  ])
  func printsEveryYearWithFourDigits(year: Int, month: Int, day: Int, text: String) throws {
    #expect(try #require(CalendarDate(year: year, month: month, day: day)).description == text)
  }

  @Test(arguments: ["2026-02-30", "2026-13-01", "26/10/2026", "2026-1-01", "", "2026-00-10"])
  func refusesDaysThatDoNotExistOrOtherShapes(_ text: String) {
    #expect(throws: ValueError.invalidDate(text)) { try CalendarDate(parsing: text) }
  }

  @Test func acceptsTheLeapDayOnlyInLeapYears() throws {
    #expect(throws: Never.self) { try CalendarDate(parsing: "2028-02-29") }
    #expect(throws: ValueError.self) { try CalendarDate(parsing: "2026-02-29") }
    #expect(throws: ValueError.self) { try CalendarDate(parsing: "2100-02-29") }
  }

  @Test func addsDaysAcrossMonthAndYearEnds() throws {
    let date = try CalendarDate(parsing: "2026-12-31")
    #expect(date.adding(days: 1).description == "2027-01-01")
    #expect(try CalendarDate(parsing: "2028-02-28").adding(days: 1).description == "2028-02-29")
    #expect(
      try CalendarDate(parsing: "2028-03-01").days(since: CalendarDate(parsing: "2028-02-01")) == 29
    )
  }

  @Test func knowsTheWeekday() throws {
    // 2026-12-03 is a Thursday.
    #expect(try CalendarDate(parsing: "2026-12-03").isoWeekday == 4)
    #expect(try CalendarDate(parsing: "1969-12-28").isoWeekday == 7)
  }

  @Test func monthsStepAcrossYears() throws {
    let month = try Month(parsing: "2026-01")
    #expect(month.adding(months: -1).description == "2025-12")
    #expect(month.adding(months: 13).description == "2027-02")
    #expect(try Month(parsing: "2028-02").lastDay.description == "2028-02-29")
  }

  @Test func parsesMonths() throws {
    #expect(try Month(parsing: "2026-10") == Month(year: 2026, month: 10))
    #expect(try Month(parsing: "0002-01").description == "0002-01")
    #expect(try Month(parsing: "9999-12"[...]).description == "9999-12")
  }

  @Test(arguments: [
    "2026-13", "2026-00", "2026-1", "26-10", "2026/10", "2026-10-01", "", "２０２６-10",
  ])
  func refusesWhatIsNotAMonth(_ text: String) {
    #expect(throws: ValueError.invalidMonth(text)) { try Month(parsing: text) }
  }
}

/// A count of days from a date stays within the days Larder knows: a horizon past
/// 9999-12-31 is that day, never a date that cannot be written nor an overflow.
@Suite struct CalendarDateBoundTests {
  @Test func daysPastTheLastDayAreTheLastDay() throws {
    let day = try CalendarDate(parsing: "9999-12-30")
    #expect(day.adding(days: 7) == .latest)
    #expect(day.adding(days: Int.max) == .latest)
  }

  @Test func daysBeforeTheFirstDayAreTheFirstDay() throws {
    let day = try CalendarDate(parsing: "0001-01-02")
    #expect(day.adding(days: -7) == .earliest)
    #expect(day.adding(days: Int.min) == .earliest)
  }
}

import LarderCore
import Testing

/// Dates as people type them, on Tuesday 1 December 2026: relative forms, the language's
/// words and short forms, and the year a day without one falls in.
@Suite struct TypedDateTests {
  static let today = CalendarDate(year: 2026, month: 12, day: 1) ?? .earliest
  static let french = DateReading(
    order: .dayMonth, words: ["aujourd'hui": 0, "demain": 1, "hier": -1])
  static let japanese = DateReading(order: .monthDay, words: ["今日": 0, "明日": 1, "昨日": -1])

  func day(
    _ text: String, _ reading: DateReading = .english, _ missing: MissingYear = .last
  ) throws -> String {
    try CalendarDate(typing: text, today: Self.today, reading: reading, missingYear: missing)
      .description
  }

  @Test func isoDatesReadInEveryLanguage() throws {
    #expect(try day("2026-11-28") == "2026-11-28")
    #expect(try day("２０２６－１１－２８", Self.japanese) == "2026-11-28")
  }

  @Test func englishWordsReadInEveryLanguage() throws {
    #expect(try day("today", Self.french) == "2026-12-01")
    #expect(try day("Tomorrow") == "2026-12-02")
    #expect(try day("yesterday", Self.japanese) == "2026-11-30")
  }

  @Test func theLanguagesWordsRead() throws {
    #expect(try day("demain", Self.french) == "2026-12-02")
    #expect(try day("Aujourd’hui", Self.french) == "2026-12-01")
    #expect(try day("昨日", Self.japanese) == "2026-11-30")
    #expect(throws: ValueError.invalidDate("demain")) { try day("demain") }
  }

  @Test func offsetsCountDaysAndWeeksFromToday() throws {
    #expect(try day("+3") == "2026-12-04")
    #expect(try day("3d") == "2026-12-04")
    #expect(try day("-2") == "2026-11-29")
    #expect(try day("-2d") == "2026-11-29")
    #expect(try day("2w") == "2026-12-15")
    #expect(try day("-1w") == "2026-11-24")
    #expect(throws: ValueError.invalidDate("3")) { try day("3") }
  }

  @Test func frenchShortFormsAreDayThenMonth() throws {
    #expect(try day("31/12/2026", Self.french) == "2026-12-31")
    #expect(try day("1/2/2027", Self.french) == "2027-02-01")
  }

  @Test func japaneseAndChineseFormsAreMonthThenDay() throws {
    #expect(try day("12/31/2026", Self.japanese) == "2026-12-31")
    #expect(try day("2026/12/31", Self.japanese) == "2026-12-31")
    #expect(try day("2026年12月31日", Self.japanese) == "2026-12-31")
    #expect(try day("２０２６年１２月３１日", Self.french) == "2026-12-31")
  }

  @Test func englishRefusesASlashedDayAsAmbiguous() {
    #expect(throws: ValueError.ambiguousDate("12/31")) { try day("12/31") }
    #expect(throws: ValueError.ambiguousDate("03/04/2026")) { try day("03/04/2026") }
  }

  @Test func aDayWithoutYearIsTheNextOneForExpiriesAndTheLastOneOtherwise() throws {
    #expect(try day("31/12", Self.french, .next) == "2026-12-31")
    #expect(try day("31/12", Self.french, .last) == "2025-12-31")
    #expect(try day("30/11", Self.french, .next) == "2027-11-30")
    #expect(try day("30/11", Self.french, .last) == "2026-11-30")
    #expect(try day("12月1日", Self.japanese, .next) == "2026-12-01")
    #expect(try day("12月1日", Self.japanese, .last) == "2026-12-01")
    // 29 February: the next leap year's.
    #expect(try day("29/02", Self.french, .next) == "2028-02-29")
  }

  @Test func aDayThatDoesNotExistIsRefused() {
    #expect(throws: ValueError.invalidDate("31/11/2026")) { try day("31/11/2026", Self.french) }
    #expect(throws: ValueError.invalidDate("2026年13月1日")) { try day("2026年13月1日", Self.japanese) }
  }

  @Test func bestBeforeMonthsReadInEveryForm() throws {
    for text in ["2027-03", "2027/03", "03/2027", "3/2027", "2027年3月", "２０２７年３月"] {
      #expect(try Month(typing: text).description == "2027-03", "\(text)")
    }
    #expect(throws: ValueError.invalidMonth("13/2027")) { try Month(typing: "13/2027") }
    #expect(throws: ValueError.invalidMonth("03/27")) { try Month(typing: "03/27") }
  }
}

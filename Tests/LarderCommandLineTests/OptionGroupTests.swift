import LarderCore
import Testing

@testable import LarderCommandLine

/// The shared option groups: the period, the date range, `--as-of` and `--locale`.
@Suite struct OptionGroupTests {
  let asOf = CalendarDate(year: 2026, month: 11, day: 15) ?? CalendarDate(daysSinceEpoch: 0)

  func period(_ tokens: [String]) throws -> (DateRange, Month?) {
    try SpendingCommand.period.period(parse(tokens, as: SpendingCommand.spec), asOf: asOf)
  }

  @Test func aMonthIsItsDaysAndTheMonth() throws {
    let (range, month) = try period(["--month", "2026-02"])
    #expect(range.from.description == "2026-02-01" && range.to.description == "2026-02-28")
    #expect(month?.description == "2026-02")
  }

  @Test func aYearIsItsDaysAndNoMonth() throws {
    let (range, month) = try period(["--year", "2025"])
    #expect(range.from.description == "2025-01-01" && range.to.description == "2025-12-31")
    #expect(month == nil)
  }

  @Test func fromAndToAreTheirDays() throws {
    let (range, month) = try period(["--from", "2026-03-05", "--to", "2026-03-09"])
    #expect(range.from.description == "2026-03-05" && range.to.description == "2026-03-09")
    #expect(month == nil)
  }

  @Test func noPeriodIsTheAsOfMonth() throws {
    let (range, month) = try period([])
    #expect(range.from.description == "2026-11-01" && range.to.description == "2026-11-30")
    #expect(month?.description == "2026-11")
  }

  @Test func aMonthAndAYear() {
    #expect(
      usageMessage { _ = try period(["--month", "2026-02", "--year", "2026"]) }
        == "Give one of --month, --year, or --from with --to")
  }

  @Test func aYearThatIsNotFourDigits() {
    #expect(
      usageMessage { _ = try period(["--year", "26"]) }
        == "The value '26' is invalid for '--year <year>': expected YYYY")
  }

  @Test func aRangeThatEndsBeforeItStarts() {
    #expect(
      usageMessage {
        _ = try period(["--from", "2026-03-09", "--to", "2026-03-05"])
      } == "The period ends (2026-03-05) before it starts (2026-03-09)")
  }

  @Test func wasteTakesNoYear() {
    #expect(
      usageMessage { _ = try parse(["--year", "2026"], as: WasteCommand.spec) }
        == "Unknown option '--year'")
  }

  @Test func noDateRangeIsNil() throws {
    #expect(try DateRangeOptions().range(parse([], as: ExportCommand.spec)) == nil)
  }

  @Test func asOfIsTheDayGiven() throws {
    let command = try parse(["--as-of", "2026-11-15"], as: RatesCommand.spec)
    #expect(try AsOfOption.standard.date(command, Context(environment: [:])) == asOf)
  }

  @Test func asOfIsTodayWhenAbsent() throws {
    let context = Context(environment: [:])
    let command = try parse([], as: RatesCommand.spec)
    #expect(try AsOfOption.standard.date(command, context) == context.today())
  }

  @Test func theLocaleGivenWins() throws {
    let command = try parse(["--locale", "de_DE"], as: CalendarCommand.spec)
    let context = Context(environment: ["LANG": "fr_FR.UTF-8"])
    #expect(try LocaleOption.standard.identifier(command, context) == "de_DE")
  }

  @Test func theLocaleComesFromLangWithoutItsEncoding() throws {
    let command = try parse([], as: CalendarCommand.spec)
    let context = Context(environment: ["LANG": "fr_FR.UTF-8"])
    #expect(try LocaleOption.standard.identifier(command, context) == "fr_FR")
  }

  @Test func theCLocaleIsEnglish() throws {
    let command = try parse([], as: CalendarCommand.spec)
    let context = Context(environment: ["LC_ALL": "C"])
    #expect(try LocaleOption.standard.identifier(command, context) == "en_US")
  }

  @Test func theDatabaseIsTheOneGiven() throws {
    let command = try parse(["--db", "house.sqlite"], as: ListCommand.spec)
    let context = Context(environment: ["LARDER_DB": "other.sqlite"])
    #expect(try context.databasePath(command) == "house.sqlite")
  }
}

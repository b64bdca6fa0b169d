import LarderCore
import LarderLanguage
import Testing

@testable import LarderCommandLine

/// Options and arguments read typed values in the conventions of the command being run:
/// its language, or `--locale` where the command takes it, relative to its today.
@Suite struct TypedInputReadingTests {
  static let today = CalendarDate(year: 2026, month: 12, day: 1) ?? .earliest

  func reading<T>(_ code: String, _ body: () throws -> T) rethrows -> T {
    let localization = Localization(Language(code: code) ?? .english)
    return try TypedInput.$current.withValue(TypedInput(localization, today: Self.today)) {
      try body()
    }
  }

  @Test func aDateOptionReadsRelativeDaysFromTheCommandsToday() throws {
    let day = try reading("en") { try parse(["--day", "yesterday"])[SampleCommand.day] }
    #expect(day?.description == "2026-11-30")
  }

  @Test func aDateOptionReadsTheLanguagesShortForm() throws {
    let day = try reading("fr") { try parse(["--day", "31/12"])[SampleCommand.day] }
    // A day without its year, for a date that is not an expiry: the last such day.
    #expect(day?.description == "2025-12-31")
  }

  @Test func anAmountReadsTheQuantityAndTheUnitArgumentAfterIt() throws {
    let spec = UseCommand.consume.spec
    let amount = try reading("fr") {
      try parse(["Gruyère", "0,1", "kg"], as: spec).amount(at: 1, unit: AmountArguments.unit)
    }
    #expect(amount == .quantity(Quantity(thousandths: 100), unit: "kg"))
  }

  @Test func theLocaleOfACommandThatTakesOneDecidesTheReading() throws {
    let report = try parse(["--locale", "fr_FR"], as: ReportCommand.spec)
    #expect(Larder.readingLocalization(report, Localization(.english)).decimalSeparator == .comma)
    let consume = try parse(["Milk", "1"], as: UseCommand.consume.spec)
    #expect(Larder.readingLocalization(consume, Localization(.english)).decimalSeparator == .point)
  }
}

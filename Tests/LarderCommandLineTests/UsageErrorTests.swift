import Testing

@testable import LarderCommandLine

/// Each way a command line can be wrong gives the message of Swift's argument parser.
@Suite struct UsageErrorTests {
  /// A command with two arguments that must both be given.
  static let pair = CommandSpec(
    name: "pair", abstract: "Two arguments.",
    arguments: [.init(name: "first", help: "One."), .init(name: "second", help: "Two.")])

  @Test func anUnknownOption() {
    #expect(usageMessage { _ = try parse(["--bogus"]) } == "Unknown option '--bogus'")
  }

  @Test func aShortOptionThatIsNotHelp() {
    #expect(usageMessage { _ = try parse(["-x"]) } == "Unknown option '-x'")
  }

  @Test func aMissingValueAtTheEnd() {
    #expect(
      usageMessage { _ = try parse(["--window"]) } == "Missing value for '--window <days>'")
  }

  @Test func aMissingValueBeforeAnotherOption() {
    #expect(
      usageMessage { _ = try parse(["--window", "--all"]) }
        == "Missing value for '--window <days>'")
  }

  @Test func anInvalidValueWithItsReason() {
    #expect(
      usageMessage { _ = try parse(["--day", "2026-02-30"])[SampleCommand.day] }
        == "The value '2026-02-30' is invalid for '--day <date>': '2026-02-30' is not a valid "
        + "date; expected YYYY-MM-DD, for example 2026-10-31")
  }

  @Test func aCountThatIsNotANumber() {
    #expect(
      usageMessage { _ = try parse(["--window", "abc"])[SampleCommand.window] }
        == "The value 'abc' is invalid for '--window <days>': 'abc' is not a number; use "
        + "digits with '.' as the decimal separator")
  }

  @Test func aCountOutOfItsRange() {
    #expect(
      usageMessage { _ = try parse(["--limit", "11"])[SampleCommand.limit] }
        == "The value '11' is invalid for '--limit <count>': it is out of range: it must be "
        + "from 1 to 10")
  }

  @Test func aValueRefusedByAConversionInContext() {
    #expect(
      usageMessage {
        _ = try parse(["--amount", "x"]).value(SampleCommand.amount) { _ in
          throw Reason("not now")
        }
      } == "The value 'x' is invalid for '--amount <amount>': not now")
  }

  @Test func aBlankLabel() {
    #expect(
      usageMessage { _ = try parse(["--name", " "])[SampleCommand.name] }
        == "The value ' ' is invalid for '--name <name>': it must not be blank")
  }

  @Test func aValueNotInTheList() {
    #expect(
      usageMessage { _ = try parse(["--shape", "oval"]) }
        == "The value 'oval' is invalid for '--shape <shape>': expected one of round, square")
  }

  @Test func aRepeatedOption() {
    #expect(
      usageMessage { _ = try parse(["--window", "1", "--window", "2"]) }
        == "The option '--window' was given twice")
  }

  @Test func anAbsentRequiredOption() {
    #expect(usageMessage { _ = try parse([])[SampleCommand.size] } == "Missing --size")
  }

  @Test func aMissingArgument() {
    #expect(
      usageMessage { _ = try parse(["one"], as: Self.pair) }
        == "Missing expected argument '<second>'")
  }

  @Test func anExtraArgument() {
    #expect(usageMessage { _ = try parse(["one", "two"]) } == "Unexpected argument 'two'")
  }

  @Test func aFlagWithAValue() {
    #expect(usageMessage { _ = try parse(["--all=yes"]) } == "The flag '--all' takes no value")
  }

  @Test func theErrorNamesTheCommandForItsUsage() {
    do {
      _ = try parse(["--bogus"])
      Issue.record("--bogus was accepted")
    } catch {
      #expect(error.command == "sample")
    }
  }

  @Test func helpNeedsNoArguments() throws {
    #expect(try parse(["--help"], as: Self.pair).wantsHelp)
  }
}

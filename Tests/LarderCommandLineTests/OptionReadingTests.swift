import LarderCore
import Testing

@testable import LarderCommandLine

/// Each kind of option reads as its type: what was given, else its default or nil.
@Suite struct OptionReadingTests {
  @Test func aCountIsItsDefaultWhenAbsent() throws {
    #expect(try parse([])[SampleCommand.window] == 90)
  }

  @Test func aCountIsTheNumberGiven() throws {
    #expect(try parse(["--window", "30"])[SampleCommand.window] == 30)
  }

  @Test func aValueMayFollowAnEqualsSign() throws {
    #expect(try parse(["--window=30"])[SampleCommand.window] == 30)
  }

  @Test func aCountWithoutADefaultIsNilWhenAbsent() throws {
    #expect(try parse([])[SampleCommand.limit] == nil)
  }

  @Test func aCountAtTheEndOfItsRangeIsAccepted() throws {
    #expect(try parse(["--limit", "10"])[SampleCommand.limit] == 10)
  }

  @Test func aLabelIsTrimmed() throws {
    #expect(try parse(["--name", "  Eggs "])[SampleCommand.name] == "Eggs")
  }

  @Test func textIsKeptAsGiven() throws {
    #expect(try parse(["--note", " two  words "])[SampleCommand.note] == " two  words ")
  }

  @Test func aDateIsParsed() throws {
    #expect(try parse(["--day", "2026-11-01"])[SampleCommand.day] == date(2026, 11, 1))
  }

  @Test func aDescribedDefaultReadsAsNil() throws {
    #expect(try parse([])[SampleCommand.day] == nil)
  }

  @Test func aChoiceIsItsDefaultWhenAbsent() throws {
    #expect(try parse([])[SampleCommand.shape] == .round)
  }

  @Test func aChoiceIsTheCaseGiven() throws {
    #expect(try parse(["--shape", "square"])[SampleCommand.shape] == .square)
  }

  @Test func aListKeepsEveryValueInOrder() throws {
    #expect(try parse(["--tag", "b", "--tag", "a"])[SampleCommand.tag] == ["b", "a"])
  }

  @Test func aListIsEmptyWhenAbsent() throws {
    #expect(try parse([])[SampleCommand.tag] == [])
  }

  @Test func aRequiredOptionIsTheValueGiven() throws {
    #expect(try parse(["--size", "3"])[SampleCommand.size] == 3)
  }

  @Test func aFlagIsFalseWhenAbsent() throws {
    #expect(try parse([])[SampleCommand.all] == false)
  }

  @Test func aFlagIsTrueWhenGiven() throws {
    #expect(try parse(["--all"])[SampleCommand.all] == true)
  }

  @Test func afterADoubleDashAnOptionIsAnArgument() throws {
    let command = try parse(["--", "--all"])
    #expect(command.argument(0) == "--all")
    #expect(command[SampleCommand.all] == false)
  }

  @Test func aLoneDashIsAnArgument() throws {
    #expect(try parse(["-"]).argument(0) == "-")
  }

  @Test func isGivenTellsAnAbsentOptionFromItsDefault() throws {
    let command = try parse(["--window", "90"])
    #expect(command.isGiven(SampleCommand.window.spec))
    #expect(!command.isGiven(SampleCommand.limit.spec))
  }

  @Test func aConversionInContextConvertsTheTextGiven() throws {
    let command = try parse(["--amount", "12"])
    #expect(try command.value(SampleCommand.amount) { text in text.count } == 2)
  }

  @Test func aConversionInContextConvertsTheDefault() throws {
    #expect(try parse([]).value(SampleCommand.amount) { text in text } == "0")
  }

  @Test func theCommonOptionsAreReadLikeAnyOther() throws {
    let command = try parse(["--db", "house.sqlite", "--verbose"])
    #expect(try command[CommonOptions.db] == "house.sqlite")
    #expect(command[CommonOptions.verbose])
  }

  private func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate? {
    CalendarDate(year: year, month: month, day: day)
  }
}

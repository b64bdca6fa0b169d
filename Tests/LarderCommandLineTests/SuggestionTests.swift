import Testing

@testable import LarderCommandLine

/// An unknown command or option suggests the closest name, as git does.
@Suite struct SuggestionTests {
  static let commands = Larder.commands.map(\.spec.name)

  @Test func theDistanceCountsEachEdit() {
    #expect(Suggestion.distance("list", "list") == 0)
    #expect(Suggestion.distance("lsit", "list") == 1)
    #expect(Suggestion.distance("lis", "list") == 1)
    #expect(Suggestion.distance("expirng", "expiring") == 1)
    #expect(Suggestion.distance("", "add") == 3)
    #expect(Suggestion.distance("kitten", "sitting") == 3)
  }

  @Test func aTypoOfACommandFindsIt() {
    #expect(Suggestion.closest(to: "lsit", among: Self.commands) == "list")
    #expect(Suggestion.closest(to: "consme", among: Self.commands) == "consume")
    #expect(Suggestion.closest(to: "Spending", among: Self.commands) == "spending")
    #expect(Suggestion.closest(to: "exprt", among: Self.commands) == "export")
  }

  @Test func theStartOfACommandFindsItBeforeACloserSpelling() {
    // `expire` is two edits from `export` and three from `expiring`.
    #expect(Suggestion.closest(to: "expire", among: Self.commands) == "expiring")
    #expect(Suggestion.closest(to: "spend", among: Self.commands) == "spending")
  }

  @Test func anOptionsDashesAreNotPartOfItsStart() {
    #expect(Suggestion.closest(to: "--ve", among: ["--verbose", "--as-of"]) == nil)
  }

  @Test func aWordFarFromEveryCommandFindsNone() {
    #expect(Suggestion.closest(to: "frobnicate", among: Self.commands) == nil)
    #expect(Suggestion.closest(to: "xyz", among: Self.commands) == nil)
  }

  @Test func twoEquallyNearNamesSuggestNeither() {
    #expect(Suggestion.closest(to: "ab", among: ["aa", "bb"]) == nil)
  }

  @Test func anUnknownOptionSuggestsTheNearestOfTheCommand() {
    #expect(
      usageMessage { _ = try parse(["--sortt"], as: ListCommand.spec) }
        == "Unknown option '--sortt'. Did you mean '--sort'?")
    #expect(
      usageMessage { _ = try parse(["--as-off=2026-01-01"], as: ListCommand.spec) }
        == "Unknown option '--as-off=2026-01-01'. Did you mean '--as-of'?")
    #expect(
      usageMessage {
        _ = try parse(["--bogus"], as: ListCommand.spec)
      } == "Unknown option '--bogus'")
  }

  @Test func aNegativeNumberIsAnArgumentRefusedAsAQuantity() throws {
    let command = try parse(["Œufs", "-1"], as: UseCommand.consume.spec)
    #expect(command.argument(1) == "-1")
    #expect(
      usageMessage { try UseCommand.consume.run(command, Context(environment: [:])) }
        == "The value '-1' is invalid for '<quantity>': the quantity must be greater than "
        + "zero, not -1")
  }

  @Test func aNegativeDecimalIsAnArgumentToo() throws {
    #expect(try parse(["Milk", "-0.5"], as: UseCommand.discard.spec).argument(1) == "-0.5")
    #expect(try parse(["Milk", "-.5"], as: UseCommand.discard.spec).argument(1) == "-.5")
  }
}

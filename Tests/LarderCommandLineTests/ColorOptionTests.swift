import Testing

@testable import LarderCommandLine
@testable import LarderReports

/// `--color` and `NO_COLOR` decide whether text output is coloured; colour never changes
/// what the text says.
@Suite struct ColorOptionTests {
  @Test func autoColoursOnlyATerminalWithoutNoColor() {
    #expect(ColorOption.auto.enabled(environment: [:], isTerminal: true))
    #expect(!ColorOption.auto.enabled(environment: [:], isTerminal: false))
    #expect(!ColorOption.auto.enabled(environment: ["NO_COLOR": "1"], isTerminal: true))
    #expect(!ColorOption.auto.enabled(environment: ["NO_COLOR": "yes"], isTerminal: true))
    // An empty NO_COLOR does not count (https://no-color.org).
    #expect(ColorOption.auto.enabled(environment: ["NO_COLOR": ""], isTerminal: true))
    #expect(!ColorOption.auto.enabled(environment: ["TERM": "dumb"], isTerminal: true))
  }

  @Test func alwaysAndNeverOverrideTheTerminalAndNoColor() {
    #expect(ColorOption.always.enabled(environment: ["NO_COLOR": "1"], isTerminal: false))
    #expect(!ColorOption.never.enabled(environment: [:], isTerminal: true))
  }

  @Test func theOptionIsCommonToEveryCommand() throws {
    let command = try parse(["--color", "never"], as: ListCommand.spec)
    #expect(try command[CommonOptions.color] == .never)
    #expect(try parse([], as: ListCommand.spec)[CommonOptions.color] == .auto)
    #expect(
      usageMessage { _ = try parse(["--color", "sometimes"], as: ListCommand.spec) }
        == "The value 'sometimes' is invalid for '--color <when>': expected one of auto, "
        + "always, never")
  }

  @Test func aColouredTableSaysTheSameWithTheEscapesRemoved() {
    var table = TextTable([("ITEM", .left), ("LEFT", .right), ("NOTE", .left)])
    table.add(["Milk", "1", ""], emphasis: .dim)
    table.add(["Eggs", "12", "3 expired"], cells: [2: .red])
    let plain = table.rendered()
    let coloured = Emphasis.$enabled.withValue(true) { table.rendered() }
    #expect(!plain.contains("\u{1B}"))
    #expect(coloured.contains("\u{1B}[1mITEM\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[2mMilk\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[31m3 expired\u{1B}[0m"))
    #expect(coloured.replacing(/\x1B\[[0-9]+m/, with: "") == plain)
  }
}

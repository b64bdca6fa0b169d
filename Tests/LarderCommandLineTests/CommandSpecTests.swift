import Testing

@testable import LarderCommandLine

/// What every command declares: checks that hold for all of them.
@Suite struct CommandSpecTests {
  static let names = Larder.commands.map(\.spec.name)

  @Test(arguments: names) func eachOptionNameIsDeclaredOnce(_ name: String) throws {
    let spec = try #require(Larder.commands.first { $0.spec.name == name }?.spec)
    let options = spec.allOptions.map(\.name)
    #expect(Set(options).count == options.count, "\(options)")
  }
}

/// The options every command takes may come before the command, as git and hledger accept
/// them.
@Suite struct LeadingCommonOptionsTests {
  @Test func theyAreMovedAfterTheCommand() {
    #expect(
      CommonOptions.afterTheCommand(["--db", "x.sqlite", "list", "--all"])
        == ["list", "--db", "x.sqlite", "--all"])
    #expect(
      CommonOptions.afterTheCommand(["--lang=fr", "--verbose", "--color", "never", "report"])
        == ["report", "--lang=fr", "--verbose", "--color", "never"])
  }

  @Test func anOptionOfACommandOrATypoStaysWhereItIs() {
    #expect(CommonOptions.afterTheCommand(["--all", "list"]) == ["--all", "list"])
    #expect(CommonOptions.afterTheCommand(["--dbx", "list"]) == ["--dbx", "list"])
  }

  @Test func beforeLardersOwnOptionsTheyAreDropped() {
    #expect(CommonOptions.afterTheCommand(["--lang", "fr", "--help"]) == ["--help"])
    #expect(CommonOptions.afterTheCommand(["--lang", "fr"]) == [])
  }
}

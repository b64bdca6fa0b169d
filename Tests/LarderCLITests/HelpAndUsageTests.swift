import Testing

@Suite struct HelpAndUsageTests {
  @Test func topLevelHelpListsTheSubcommands() throws {
    let result = try LarderBinary().run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("\nSUBCOMMANDS:\n  add "))
  }

  @Test func helpSubcommandAndHelpFlagPrintTheSameText() throws {
    let larder = try LarderBinary()
    let viaFlag = try larder.run(["list", "--help"])
    let viaHelp = try larder.run(["help", "list"])
    #expect(viaFlag.status == 0)
    #expect(viaFlag.stdout == viaHelp.stdout)
    #expect(viaFlag.stdout.contains("USAGE: larder list"))
    #expect(
      viaFlag.stdout.contains(
        """
          --sort <order>          The order of the lines. (values: name, expiry, added;
                                  default: name)
        """))
  }

  @Test func anUnknownOptionIsAUsageError() throws {
    let result = try LarderBinary().run(["list", "--bogus"])
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        Error: Unknown option '--bogus'
        Usage: larder list [--sort <order>] [--all] [--as-of <date>] [--format <format>]
          See 'larder list --help' for more information.

        """)
  }

  @Test func aMissingArgumentIsAUsageError() throws {
    let result = try LarderBinary().run(["add", "Milk"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: Missing expected argument '<quantity>'\n"))
  }

  @Test func aValueOutsideTheListIsAUsageError() throws {
    let result = try LarderBinary().run(["list", "--format", "xml"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'"))
  }
}

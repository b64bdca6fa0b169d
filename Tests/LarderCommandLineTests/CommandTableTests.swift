import Testing

@testable import LarderCommandLine

/// The table of subcommands names each one without building its spec.
@Suite struct CommandTableTests {
  @Test func everyEntryIsNamedAsItsSpec() {
    for entry in Larder.commands {
      #expect(entry.name == entry.spec.name)
    }
  }

  @Test func noTwoEntriesShareAName() {
    let names = Larder.commands.map(\.name)
    #expect(Set(names).count == names.count)
  }
}

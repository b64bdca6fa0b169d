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

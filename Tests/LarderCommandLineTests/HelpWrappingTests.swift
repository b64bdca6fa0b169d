import Testing

@testable import LarderCommandLine

/// Help is wrapped to the width given, with usage lines broken between whole groups.
@Suite struct HelpWrappingTests {
  static let names = Larder.commands.map(\.spec.name)

  static func spec(_ name: String) throws -> CommandSpec {
    try #require(Larder.commands.first { $0.spec.name == name }?.spec)
  }

  @Test(arguments: names, [60, 80, 100])
  func everyLineFitsTheWidth(_ name: String, _ width: Int) throws {
    let text = Help.text(try Self.spec(name), width: width)
    for line in text.split(separator: "\n") where line.count > width {
      // Only an example's command line, or a word longer than the line, may overflow.
      let isExample = line.hasPrefix("    $ larder ")
      let isOneWord = !line.trimmingPrefix(while: { $0 == " " }).contains(" ")
      #expect(isExample || isOneWord, "\(name) at \(width): '\(line)'")
    }
  }

  @Test(arguments: names) func theUsageKeepsEveryGroupWhole(_ name: String) throws {
    let spec = try Self.spec(name)
    for width in [60, 100] {
      let usage = Help.usageLines(spec, lead: "USAGE:", width: width)
      let joined = usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(joined == "USAGE: " + Help.usage(spec))
      for line in usage.split(separator: "\n") {
        #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(line)")
      }
    }
  }

  @Test func aLongUsageLinesUpUnderTheFirstArgument() throws {
    #expect(
      Help.usageLines(try Self.spec("add"), lead: "USAGE:", width: 60) == """
        USAGE: larder add [<name>] [<quantity>] [<unit>]
                          [--unit <unit>] [--price <price>]
                          [--currency <code>] [--store <store>]
                          [--expires <date>] [--use-by <date>]
                          [--best-before <date>]
                          [--category <category>]
                          [--location <location>] [--date <date>]
                          [--note <text>] [--barcode <code>]
                          [--name <name>] [--scan <image> ...]
                          [--yes]

        """)
  }

  @Test func aDescriptionWrapsUnderItsColumn() {
    #expect(
      Help.entry("--db <path>", "The database file, else the default one in your home.", width: 60)
        == """
          --db <path>             The database file, else the
                                  default one in your home.

        """)
  }

  @Test func theOverviewWrapsToo() {
    let text = Help.overviewText(Larder.commands.map(\.spec), width: 60)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 60 })
    #expect(text.contains("\n  version                 Show Larder's version and those of\n"))
  }

  @Test(arguments: names) func everyCommandHasOneToThreeExamples(_ name: String) throws {
    let spec = try Self.spec(name)
    #expect((1...3).contains(spec.examples.count), "\(name): \(spec.examples.count) examples")
    for example in spec.examples {
      #expect(example.command.hasPrefix("larder \(name)"), "\(example.command)")
      #expect(example.explanation.hasSuffix("."), "\(example.explanation)")
    }
    #expect(Help.text(spec).contains("\nEXAMPLES:\n"))
  }
}

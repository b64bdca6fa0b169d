import Testing

@testable import LarderCommandLine

/// Text in the man pages cannot become a roff request or escape.
@Suite struct RoffTests {
  @Test func aLineStartingWithADotOrQuoteIsGuarded() {
    #expect(Roff.escape(".SH not a heading\n'quoted") == "\\&.SH not a heading\n\\&'quoted")
  }

  @Test func backslashesAreEscaped() {
    #expect(Roff.escape("C:\\larder") == "C:\\elarder")
  }

  @Test func optionsHaveMinusSigns() {
    #expect(Roff.literal("--as-of") == "\\-\\-as\\-of")
  }

  @Test func everyCommandHasAPageThatNamesItsOptions() {
    for entry in Larder.commands {
      let page = ManPage.page(entry.spec)
      #expect(page.hasPrefix(".TH \"LARDER-\(entry.spec.name.uppercased())\" 1 "))
      for option in entry.spec.allOptions {
        #expect(page.contains("\\fB\(Roff.literal("--" + option.name))\\fR"), "\(option.name)")
      }
    }
  }
}

import LarderCore
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

  @Test func theImportFormatPageNamesEveryColumnOfBothKinds() {
    let page = ManPage.importFormat()
    #expect(page.hasPrefix(".TH \"LARDER-IMPORT\" 5 "))
    for format in ImportFormat.allCases {
      let described = Set(
        (format == .purchases ? ManPage.purchaseColumns : ManPage.eventColumns).map(\.name))
      #expect(described == Set(format.exportColumns), "\(format)")
      for column in format.exportColumns { #expect(page.contains("\\fB\(column)\\fR")) }
    }
  }

  @Test func theImportAndExportPagesPointAtTheFormat() throws {
    for name in ["import", "export"] {
      let spec = try #require(Larder.commands.first { $0.spec.name == name }?.spec)
      #expect(ManPage.page(spec).contains(".BR larder\\-import (5)"))
    }
    #expect(ManPage.overview(Larder.commands.map(\.spec)).contains(".BR larder\\-import (5)"))
  }
}

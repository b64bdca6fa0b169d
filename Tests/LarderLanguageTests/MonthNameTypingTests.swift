import LarderCore
import LarderLanguage
import Testing

/// A month typed with its name, as each language writes it on the page: `mars 2027`,
/// `déc. 2026`, `March 2027`; the other forms of typed months still read.
@Suite struct MonthNameTypingTests {
  func month(_ text: String, in code: String) throws -> String {
    let l = Localization(try #require(Language(code: code)))
    return try Month(typing: text, reading: l.monthReading).description
  }

  @Test func frenchNamesWholeOrShortAnyCaseAndAccents() throws {
    #expect(try month("mars 2027", in: "fr") == "2027-03")
    #expect(try month("Décembre 2026", in: "fr") == "2026-12")
    #expect(try month("déc. 2026", in: "fr") == "2026-12")
    #expect(try month("decembre 2026", in: "fr") == "2026-12")
    #expect(try month("2026 novembre", in: "fr") == "2026-11")
  }

  @Test func englishNamesAreReadInEveryLanguage() throws {
    #expect(try month("March 2027", in: "en") == "2027-03")
    #expect(try month("Mar 2027", in: "ja") == "2027-03")
  }

  @Test func theOtherFormsStillRead() throws {
    #expect(try month("03/2027", in: "fr") == "2027-03")
    #expect(try month("2027年3月", in: "ja") == "2027-03")
    #expect(try month("２０２７年３月", in: "zh-Hant") == "2027-03")
  }

  @Test func aNameWithoutAFourDigitYearIsRefused() {
    for text in ["mars", "mars 27", "mars 2027 bis", "pomme 2027"] {
      #expect(throws: ValueError.self) { try month(text, in: "fr") }
    }
  }
}

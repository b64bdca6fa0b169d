import LarderCore
import Testing

/// Numbers as people type them: the language's decimal separator, full-width digits in
/// every language, and no thousands separator, so nothing is read two ways.
@Suite struct TypedNumberTests {
  func quantity(_ text: String, _ decimal: DecimalSeparator) throws -> Int64 {
    try Quantity(typing: text, decimal: decimal).thousandths
  }

  @Test func frenchReadsTheDecimalCommaAndThePoint() throws {
    #expect(try quantity("0,5", .comma) == 500)
    #expect(try quantity("0.5", .comma) == 500)
    #expect(try Money(typing: "2,38", currency: .euro, decimal: .comma).minorUnits == 238)
  }

  @Test func frenchReadsOneCommaAsDecimalsNotThousands() throws {
    #expect(try quantity("1,234", .comma) == 1234)
  }

  @Test func englishRefusesTheComma() {
    #expect(throws: ValueError.commaNotDecimal("2,38")) { try quantity("2,38", .point) }
    #expect(throws: ValueError.commaNotDecimal("1,234")) { try quantity("1,234", .point) }
  }

  @Test func twoSeparatorsAreRefusedInEveryLanguage() {
    #expect(throws: ValueError.ambiguousNumber("1.234,5", decimal: .point)) {
      try quantity("1.234,5", .point)
    }
    #expect(throws: ValueError.ambiguousNumber("1.234,5", decimal: .comma)) {
      try quantity("1.234,5", .comma)
    }
    #expect(throws: ValueError.ambiguousNumber("1,234,567", decimal: .comma)) {
      try quantity("1,234,567", .comma)
    }
  }

  @Test func fullWidthDigitsAndSeparatorsReadInEveryLanguage() throws {
    #expect(try quantity("１２", .point) == 12_000)
    #expect(try quantity("２．５", .point) == 2_500)
    #expect(try quantity("２，５", .comma) == 2_500)
  }

  @Test func textThatIsNoNumberNamesTheLanguagesSeparator() {
    #expect(throws: ValueError.notANumber("abc", decimal: .comma)) { try quantity("abc", .comma) }
    #expect(throws: ValueError.notANumber("1 234", decimal: .point)) {
      try quantity("1 234", .point)
    }
  }

  @Test func tooManyDecimalsNameTheTextAsTyped() {
    #expect(throws: ValueError.tooPrecise("0,1234", maxDecimals: 3)) {
      try quantity("0,1234", .comma)
    }
    #expect(throws: ValueError.tooPrecise("1,299", maxDecimals: 2)) {
      try Money(typing: "1,299", currency: .euro, decimal: .comma)
    }
  }
}

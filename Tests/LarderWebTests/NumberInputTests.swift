import Foundation
import LarderCore
import LarderLanguage
import Testing

@testable import LarderWeb

/// The `pattern` of a number field lets through exactly the numbers the server reads
/// (`TypedNumber`), in the page's language: a phone's browser never refuses what the
/// server would take, nor sends what it would refuse for its shape.
@Suite struct NumberInputTests {
  static let typed = [
    "1,29", "1.29", "１２", "２，５", "１．５", " 3 ", "0.5", ".5", "5.", "12", "0", "1.234,5",
    "1,234,567", "abc", "-1", "1e3", "3 kg", "",
  ]

  /// The pattern of `attributes` (` inputmode="…" pattern="…"`), as a browser applies it:
  /// to the whole value.
  static func pattern(_ attributes: String) throws -> NSRegularExpression {
    let start = try #require(attributes.range(of: "pattern=\"")?.upperBound)
    let pattern = attributes[start...].prefix { $0 != "\"" }
    return try NSRegularExpression(pattern: "^(?:\(pattern))$")
  }

  static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
    pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }

  @Test(arguments: ["en", "fr", "zh-Hant", "ja"])
  func aDecimalFieldTakesWhatTheServerReadsAsANumberOfZeroOrMore(code: String) throws {
    let l = Localization(try #require(Language(code: code)))
    let pattern = try Self.pattern(NumberInput.decimal(l).text)
    for text in Self.typed where !text.isEmpty {
      let read = (try? Quantity(typing: text, decimal: l.decimalSeparator)).map { $0 >= .zero }
      #expect(Self.matches(pattern, text) == (read == true), "\(code): '\(text)'")
    }
  }

  @Test func aDecimalFieldInFrenchTakesACommaAndInEnglishDoesNot() throws {
    let french = try Self.pattern(
      NumberInput.decimal(Localization(try #require(Language(code: "fr")))).text)
    let english = try Self.pattern(NumberInput.decimal(.english).text)
    #expect(Self.matches(french, "1,29"))
    #expect(!Self.matches(english, "1,29"))
  }

  @Test func aFieldOfDaysTakesWholeNumbersInAnyDigits() throws {
    let pattern = try Self.pattern(NumberInput.integer.text)
    #expect(Self.matches(pattern, "12") && Self.matches(pattern, "１２"))
    #expect(!Self.matches(pattern, "1.5") && !Self.matches(pattern, "-1"))
    #expect(NumberInput.integer.text.contains("inputmode=\"numeric\""))
  }
}

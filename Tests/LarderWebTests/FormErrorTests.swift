import LarderCore
import LarderErrors
import LarderLanguage
import LarderStore
import Testing

@testable import LarderWeb

/// A refused form value is a typed problem, worded through the catalogs: in English as the
/// web has always shown it, and in each other language without English left over.
@Suite struct FormErrorTests {
  static let refusals: [FormError] = [
    FormError(
      problem: .invalid("abc", reason: ValueError.notADecimal("abc")), field: "quantity"),
    FormError(problem: .blank("  "), field: "unit"),
    FormError(problem: .blankName, field: "name"),
    FormError(problem: .missing, field: "price"),
    FormError(problem: .negativePrice("-1"), field: "price"),
    FormError(problem: .nothingToCorrectInLot, field: nil),
    FormError(problem: .nothingToCorrectInEvent, field: nil),
  ]

  @Test func englishIsWordedAsTheWebHasAlwaysShownIt() {
    #expect(
      Self.refusals.map { $0.message(.english) } == [
        "The value 'abc' is invalid for quantity: 'abc' is not a number; use digits with '.' as the decimal separator",
        "The value '  ' is invalid for unit: it must not be blank",
        "The item name must not be blank",
        "Missing expected value for price",
        "The value '-1' is invalid for price: the price must not be negative",
        "Nothing to correct: change the quantity, price, expiry or location",
        "Nothing to correct: change the quantity, date or note",
      ])
  }

  @Test(arguments: ["fr", "zh-Hant", "ja"])
  func everyRefusalIsTranslated(code: String) throws {
    let l = Localization(try #require(Language(code: code)))
    for refusal in Self.refusals {
      let message = refusal.message(l)
      #expect(message != refusal.message(.english), "\(code): \(message)")
      for word in ["invalid", "Missing", "Nothing", "blank", "number"] {
        #expect(!message.contains(word), "\(code): \(message)")
      }
    }
  }

  @Test func aFieldIsNamedByItsLabelInTheReadersLanguage() throws {
    let french = Localization(try #require(Language(code: "fr")))
    let japanese = Localization(try #require(Language(code: "ja")))
    let missing = FormError(problem: .missing, field: "price")
    #expect(missing.message(french).contains("prix") && !missing.message(french).contains("price"))
    #expect(missing.message(japanese).contains("価格"))
    let shelf = FormError(problem: .blank(" "), field: "shelf-life")
    #expect(shelf.message(.english).contains("for shelf life:"))
    #expect(shelf.message(french).contains("durée de conservation"))
  }

  @Test func theVisitorsErrorIsInTheLanguageOfTheRequest() throws {
    let french = Localization(try #require(Language(code: "fr")))
    let message = Localization.$current.withValue(french) {
      UserError.message(StoreError.nameTaken("Milk"))
    }
    #expect(message == "un article nommé 'Milk' existe déjà")
  }
}

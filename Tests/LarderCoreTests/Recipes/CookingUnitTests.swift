import Testing

@testable import LarderCore

/// A recipe's units, the words each language writes them with, and their exact conversion
/// to the unit an item is kept in.
@Suite struct CookingUnitTests {
  func amount(_ text: String) throws -> CookingAmount {
    try #require(CookingAmount.parse(text, language: .english))
  }

  func convert(_ text: String, _ unit: CookingUnit, to item: String, density: String? = nil)
    throws -> String
  {
    let density = try density.map { try amount($0) }
    return try unit.convert(amount(text), to: Unit(item), gramsPerMilliliter: density).description
  }

  @Test func aTablespoonIsFifteenMillilitres() throws {
    #expect(try convert("1", .tablespoon, to: "ml") == "15")
  }

  @Test func halfATeaspoonIsTwoAndAHalfMillilitres() throws {
    #expect(try convert("1/2", .teaspoon, to: "ml") == "2 1/2")
  }

  @Test func aTablespoonInLitresIsExact() throws {
    #expect(try convert("1", .tablespoon, to: "l") == "3/200")  // 0.015
    let litres = try CookingUnit.tablespoon.convert(
      amount("1"), to: Unit("L"), gramsPerMilliliter: nil)
    #expect(Quantity.roundedUp(litres)?.description == "0.015")
  }

  @Test(arguments: [
    ("cup", RecipeLanguage.english, "240"), ("tasse", .french, "250"), ("カップ", .japanese, "200"),
    ("合", .japanese, "180"), ("杯", .traditionalChinese, "240"), ("metric cup", .english, "250"),
  ])
  func eachLanguageHasItsCup(word: String, language: RecipeLanguage, milliliters: String) throws {
    let unit = try #require(CookingUnit(word: word, language: language))
    #expect(try convert("1", unit, to: "ml") == milliliters)
  }

  @Test func theCupIsRecorded() {
    #expect(CookingUnit(word: "cups", language: .english)?.cup == .us)
    #expect(CookingUnit(word: "tasses", language: .french)?.cup == .metric)
    #expect(CookingUnit(word: "カップ", language: .japanese)?.cup == .japanese)
    #expect(CookingUnit(word: "杯", language: .traditionalChinese)?.cup == .taiwanese)
    #expect(CookingUnit(word: "合", language: .japanese)?.cup == nil)
  }

  @Test func aStatedCupSizeNamesTheCupOfThatSize() throws {
    #expect(CookingUnit.Cup(milliliters: try amount("250"), language: .english) == .metric)
    #expect(CookingUnit.Cup(milliliters: try amount("240"), language: .english) == .us)
    let odd = try amount("237")
    #expect(CookingUnit.Cup(milliliters: odd, language: .english) == .stated(milliliters: odd))
  }

  @Test func aThirdOfATeaspoonIsFiveThirdsOfAMillilitreRoundedUpForStock() throws {
    let milliliters = try CookingUnit.teaspoon.convert(
      amount("1/3"), to: Unit("ml"), gramsPerMilliliter: nil)
    #expect(milliliters == CookingAmount(5, 3))
    #expect(Quantity.roundedUp(milliliters)?.description == "1.667")
  }

  @Test func flourByVolumeIsWeighedThroughItsDensity() throws {
    #expect(try convert("300", .milliliter, to: "g", density: "0.53") == "159")
    #expect(try convert("159", .gram, to: "ml", density: "0.53") == "300")
  }

  @Test func ouncesAndPoundsAreExact() throws {
    #expect(try convert("1", .pound, to: "g") == "453 59237/100000")  // 453.59237
    #expect(try convert("16", .ounce, to: "g") == "453 59237/100000")
    #expect(try convert("1", .kilogram, to: "g") == "1000")
    #expect(try convert("250", .gram, to: "kg") == "1/4")
  }

  @Test func volumeToMassWithoutADensityIsRefused() throws {
    #expect(throws: CookingUnitError.needsDensity(from: .milliliter, to: Unit("g"))) {
      try convert("100", .milliliter, to: "g")
    }
  }

  @Test func piecesDoNotWeigh() throws {
    #expect(throws: CookingUnitError.otherFamily(from: .pieces, to: Unit("g"))) {
      try convert("2", .pieces, to: "g", density: "1")
    }
  }

  @Test func aWeightIsNoCount() throws {
    #expect(throws: CookingUnitError.otherFamily(from: .gram, to: Unit("pcs"))) {
      try convert("200", .gram, to: "pcs")
    }
  }

  @Test(arguments: ["pcs", "個", "pièce", "顆", "本"])
  func piecesCountAsAnItemKeptInPieces(item: String) throws {
    let pieces = try #require(CookingUnit(word: "個", language: .japanese))
    #expect(pieces == .pieces)
    #expect(try convert("2", pieces, to: item) == "2")
  }

  @Test func aCountAsWrittenConvertsOnlyToTheSameWord() throws {
    let clove = try #require(CookingUnit(word: "gousses", language: .french))
    #expect(try convert("3", clove, to: "gousse") == "3")
    #expect(try convert("3", clove, to: "gousses") == "3")
    #expect(throws: CookingUnitError.otherFamily(from: clove, to: Unit("pcs"))) {
      try convert("3", clove, to: "pcs")
    }
  }

  @Test func aResultPastSixtyFourBitsIsRefused() throws {
    let huge = try #require(CookingAmount(Int64.max / 2, 1))
    #expect(throws: CookingUnitError.tooLarge(huge, from: .kilogram, to: Unit("mg"))) {
      try CookingUnit.kilogram.convert(huge, to: Unit("mg"), gramsPerMilliliter: nil)
    }
  }

  @Test(arguments: [
    ("c. à soupe", RecipeLanguage.french), ("cuillère à soupe", .french), ("càs", .french),
    ("cs", .french), ("tbsp", .english), ("T", .english), ("Tablespoons", .english),
    ("大さじ", .japanese), ("大匙", .traditionalChinese), ("湯匙", .traditionalChinese),
  ])
  func everyLanguageWritesTheTablespoon(word: String, language: RecipeLanguage) {
    #expect(CookingUnit(word: word, language: language) == .tablespoon)
  }

  @Test(arguments: [
    ("c. à café", RecipeLanguage.french), ("cuil. à café", .french), ("cc", .french),
    ("tsp", .english), ("t", .english), ("小さじ", .japanese), ("小匙", .traditionalChinese),
    ("茶匙", .traditionalChinese),
  ])
  func everyLanguageWritesTheTeaspoon(word: String, language: RecipeLanguage) {
    #expect(CookingUnit(word: word, language: language) == .teaspoon)
  }

  @Test func ccIsAMillilitreInJapaneseAndChineseButATeaspoonInFrench() {
    #expect(CookingUnit(word: "cc", language: .japanese) == .milliliter)
    #expect(CookingUnit(word: "c.c.", language: .traditionalChinese) == .milliliter)
    #expect(CookingUnit(word: "cc", language: .french) == .teaspoon)
  }

  @Test func aWordThatIsNoUnitIsNil() {
    #expect(CookingUnit(word: "flour", language: .english) == nil)
    #expect(CookingUnit(word: "醤油", language: .japanese) == nil)
  }
}

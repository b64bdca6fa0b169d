import Testing

@testable import LarderCore

/// Amounts as recipes write them, read exactly.
@Suite struct CookingAmountTests {
  func read(_ text: String, _ language: RecipeLanguage = .english) -> String? {
    CookingAmount.parse(text, language: language)?.description
  }

  @Test(arguments: [("2", "2"), ("0.5", "1/2"), ("0.25", "1/4"), ("1.125", "1 1/8"), ("12", "12")])
  func wholeNumbersAndDecimals(text: String, expected: String) {
    #expect(read(text) == expected)
  }

  @Test func frenchWritesADecimalComma() {
    #expect(read("1,5", .french) == "1 1/2")
    #expect(read("0,75", .french) == "3/4")
  }

  @Test func elsewhereACommaBeforeThreeDigitsGroupsThousandsAndAnyOtherIsRefused() {
    #expect(read("1,000") == "1000")
    #expect(read("1,5") == nil)
    #expect(read("1,5", .japanese) == nil)
  }

  @Test(arguments: [
    ("1/2", "1/2"), ("3/4", "3/4"), ("2/4", "1/2"), ("1 1/2", "1 1/2"), ("1-1/2", "1 1/2"),
    ("1⁄3", "1/3"), ("6/4", "1 1/2"),
  ])
  func fractionsAndMixedNumbers(text: String, expected: String) {
    #expect(read(text) == expected)
  }

  @Test(arguments: [
    ("½", "1/2"), ("¼", "1/4"), ("¾", "3/4"), ("⅓", "1/3"), ("⅔", "2/3"), ("⅛", "1/8"),
    ("1½", "1 1/2"), ("1 ½", "1 1/2"), ("2¾", "2 3/4"),
  ])
  func vulgarFractions(text: String, expected: String) {
    #expect(read(text) == expected)
  }

  @Test func fullWidthDigitsReadAsDigits() {
    #expect(read("２", .japanese) == "2")
    #expect(read("１／２", .japanese) == "1/2")
    #expect(read("１．５", .japanese) == "1 1/2")
  }

  @Test func japaneseAndChineseJoinAWholeNumberAndAFraction() {
    #expect(read("1と1/2", .japanese) == "1 1/2")
    #expect(read("1又1/2", .traditionalChinese) == "1 1/2")
  }

  @Test(arguments: ["2-3", "2–3", "2~3", "2〜3", "2～3", "2 to 3", "2 or 3"])
  func aRangeIsItsUpperBound(text: String) {
    #expect(read(text) == "3")
  }

  @Test func aFrenchRangeSaysA() {
    #expect(read("2 à 3", .french) == "3")
  }

  @Test func aRangeGoingDownIsRefused() {
    #expect(read("3-2") == nil)
  }

  @Test(arguments: [
    ("一", "1"), ("二", "2"), ("兩", "2"), ("三", "3"), ("十", "10"), ("十二", "12"), ("二十", "20"),
    ("九十九", "99"), ("半", "1/2"),
  ])
  func hanNumeralsCount(text: String, expected: String) {
    #expect(read(text, .traditionalChinese) == expected)
  }

  @Test(arguments: ["", "0", "0/3", "1/0", "-2", "abc", "1..5", "1/2/3", "十十", "2 3", "1.1234567"])
  func anythingElseIsRefused(text: String) {
    #expect(read(text) == nil)
  }

  @Test func aMillionIsTheMostAndMoreIsRefusedRatherThanOverflowing() {
    #expect(read("1000000") == "1000000")
    #expect(read("1000001") == nil)
    #expect(read("99999999999999999999999") == nil)
    #expect(read("1-1000001") == nil)
  }

  @Test func theDescriptionIsReadBack() throws {
    for text in ["2", "1/2", "1 1/2", "5/3", "1 2/3"] {
      let amount = try #require(CookingAmount.parse(text, language: .english))
      #expect(CookingAmount.parse(amount.description, language: .english) == amount)
    }
    #expect(CookingAmount(5, 3)?.description == "1 2/3")
  }

  @Test func anAmountIsAlwaysReducedAndPositive() {
    #expect(CookingAmount(4, 8) == CookingAmount(1, 2))
    #expect(CookingAmount(4, 8)?.numerator == 1)
    #expect(CookingAmount(0, 1) == nil)
    #expect(CookingAmount(1, 0) == nil)
    #expect(CookingAmount(-1, 2) == nil)
  }

  @Test func scalingServingsIsExact() throws {
    // 1/3 cup for 4 servings, for 6: × 6/4.
    let third = try #require(CookingAmount(1, 3))
    let scale = try #require(CookingAmount(6, 4))
    #expect(third.multiplied(by: scale) == CookingAmount(1, 2))
    #expect(third.divided(by: scale) == CookingAmount(2, 9))
  }

  @Test func aProductPastSixtyFourBitsIsNilNotATrap() throws {
    let huge = try #require(CookingAmount(Int64.max / 2))
    #expect(huge.multiplied(by: try #require(CookingAmount(3))) == nil)
    let tiny = try #require(CookingAmount(1, Int64.max / 2))
    #expect(tiny.multiplied(by: try #require(CookingAmount(1, 3))) == nil)
  }

  @Test func anAmountIsRoundedUpToTheThousandthForStock() throws {
    #expect(Quantity.roundedUp(try #require(CookingAmount(5, 3)))?.description == "1.667")
    #expect(Quantity.roundedUp(try #require(CookingAmount(5, 2)))?.description == "2.5")
    #expect(Quantity.roundedUp(try #require(CookingAmount(1, 3000)))?.description == "0.001")
    #expect(Quantity.roundedUp(try #require(CookingAmount(1_000_000_000))) == Quantity.maximum)
    #expect(Quantity.roundedUp(try #require(CookingAmount(1_000_000_001))) == nil)
  }
}

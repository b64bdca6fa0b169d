import Testing

@testable import LarderCore

@Suite struct SearchKeyTests {
  @Test(arguments: [
    ("creme", "Crème fraîche"), ("MILK", "Whole milk"), ("牛奶", "鮮牛奶"), ("oeufs", "oeufs frais"),
    ("ＡＢＣ", "abc"),
  ])
  func findsTextIgnoringCaseAccentsAndWidth(_ query: String, _ name: String) {
    #expect(SearchKey.fold(name).contains(SearchKey.fold(query)))
  }

  @Test(arguments: [
    ("oeufs", "Œufs"), ("OEUFS", "œufs frais"), ("aeble", "Æblegrød"), ("strasse", "Straßenbrot"),
    ("orsted", "Ørsted"), ("lodz", "Łódź"),
  ])
  func foldsLigaturesAndSpecialLetters(_ query: String, _ name: String) {
    #expect(SearchKey.fold(name).contains(SearchKey.fold(query)))
  }

  @Test func ligaturesAndTheirLettersGiveTheSameKey() {
    #expect(SearchKey.fold("Œufs") == SearchKey.fold("oeufs"))
    #expect(SearchKey.fold("Straße") == "strasse")
  }

  @Test func halfWidthKanaWithItsVoicingMarkIsTheFullWidthLetter() {
    #expect(SearchKey.fold("ｺﾞﾏ") == SearchKey.fold("ゴマ"))
    #expect(SearchKey.fold("ﾊﾟﾝ") == SearchKey.fold("パン"))
  }

  @Test func namesClashIgnoringCaseButNotAccents() {
    #expect(SearchKey.nameKey("Milk") == SearchKey.nameKey("MILK"))
    #expect(SearchKey.nameKey("Crème") != SearchKey.nameKey("Creme"))
  }

  @Test func completionMatchesTheStartOfANameAsTypedOrFolded() {
    #expect(SearchKey.begins("Œufs", with: "oe"))
    #expect(SearchKey.begins("Crème fraîche", with: "CREME F"))
    #expect(SearchKey.begins("Whole milk", with: ""))
    #expect(!SearchKey.begins("Crème fraîche", with: "fraiche"))
  }
}

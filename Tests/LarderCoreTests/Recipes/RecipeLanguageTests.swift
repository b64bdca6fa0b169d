import Testing

@testable import LarderCore

/// A recipe's language, from its tag or its lines.
@Suite struct RecipeLanguageTests {
  @Test(arguments: [
    ("en", RecipeLanguage.english), ("en-US", .english), ("fr-FR", .french), ("FR", .french),
    ("ja-JP", .japanese), ("ja_JP", .japanese), ("zh-TW", .traditionalChinese),
    ("zh-Hant", .traditionalChinese), ("zh-Hant-TW", .traditionalChinese),
    ("zh_TW", .traditionalChinese), ("zh-HK", .traditionalChinese),
  ])
  func aTagIsReadLoosely(tag: String, language: RecipeLanguage) {
    #expect(RecipeLanguage(tag: tag) == language)
  }

  @Test(arguments: ["zh-CN", "zh-Hans", "zh-Hans-CN", "de-DE", "", "-"])
  func simplifiedChineseAndOtherLanguagesAreNil(tag: String) {
    #expect(RecipeLanguage(tag: tag) == nil)
  }

  @Test func kanaIsJapanese() {
    #expect(RecipeLanguage.guess(from: ["豚肉 200g", "醤油 大さじ1"]) == .japanese)
  }

  @Test func hanWithoutKanaIsTraditionalChinese() {
    #expect(RecipeLanguage.guess(from: ["豬絞肉 300公克", "醬油 1大匙"]) == .traditionalChinese)
  }

  @Test func frenchWordsAndAccentsAreFrench() {
    #expect(RecipeLanguage.guess(from: ["200 g de farine", "3 gousses d'ail"]) == .french)
    #expect(RecipeLanguage.guess(from: ["2 œufs"]) == .french)
  }

  @Test func anythingElseIsEnglish() {
    #expect(RecipeLanguage.guess(from: ["2 cups flour", "1 tsp salt"]) == .english)
    #expect(RecipeLanguage.guess(from: []) == .english)
  }
}

import LarderCore
import Testing

@testable import LarderLanguage

/// Each language says how its people type numbers and dates: French writes `0,5` and
/// `31/12`, Chinese and Japanese `0.5` and `12/31`, English `0.5` and no short date.
@Suite struct TypingConventionTests {
  func localization(_ code: String, locale: String? = nil) -> Localization {
    Localization(Language(code: code) ?? .english, locale: locale)
  }

  @Test func eachLanguageHasItsDecimalSeparator() {
    let separators = ["en", "fr", "ja", "zh-Hant"].map { localization($0).decimalSeparator }
    #expect(separators == [.point, .comma, .point, .point])
    #expect(localization("en", locale: "fr_FR").decimalSeparator == .comma)
  }

  @Test func eachLanguageHasItsOrderOfDayAndMonth() {
    let orders = ["en", "fr", "ja", "zh-Hant"].map { localization($0).dateReading.order }
    #expect(orders == [.none, .dayMonth, .monthDay, .monthDay])
    #expect(localization("en", locale: "en_GB").dateReading.order == .none)
  }

  @Test func eachTranslatedLanguageHasItsWordsForDaysNearToday() {
    #expect(localization("fr").dateReading.words["demain"] == 1)
    #expect(localization("fr").dateReading.words["aujourd'hui"] == 0)
    #expect(localization("ja").dateReading.words["昨日"] == -1)
    #expect(localization("zh-Hant").dateReading.words["明天"] == 1)
    #expect(localization("en").dateReading.words.isEmpty)
  }
}

import Foundation
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

  /// The separators written out for the usual locales are ICU's.
  @Test func theSeparatorsWrittenOutAreICUs() {
    for locale in [
      "en", "en_US", "en_GB", "en_US_POSIX", "ja", "ja_JP", "zh_TW", "zh_Hant_TW", "fr", "fr_FR",
      "fr_BE", "fr_CA",
    ] {
      let icu: DecimalSeparator =
        Locale(identifier: locale).decimalSeparator == "," ? .comma : .point
      #expect(Localization.knownDecimalSeparator(locale) == icu, "\(locale)")
    }
    #expect(Localization.knownDecimalSeparator("de_DE") == nil)
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

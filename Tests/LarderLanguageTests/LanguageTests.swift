import LarderCore
import Testing

@testable import LarderLanguage

/// Choosing a language and the formats that follow it.
@Suite struct LanguageTests {
  @Test func languagesAreEnglishAndThoseWithACatalog() {
    #expect(Language.available.map(\.code) == ["en", "fr", "ja", "zh-Hant"])
    #expect(Language(code: "zh_hant")?.code == "zh-Hant")
    #expect(Language(code: "de") == nil)
  }

  @Test func posixLocalesNameTheirLanguage() {
    #expect(Language(posix: "fr_FR.UTF-8")?.code == "fr")
    #expect(Language(posix: "zh_TW")?.code == "zh-Hant")
    #expect(Language(posix: "zh_CN.UTF-8") == nil)
    #expect(Language(posix: "ja_JP.eucJP")?.code == "ja")
    #expect(Language(posix: "C.UTF-8") == nil)
    #expect(Language(posix: "POSIX") == nil)
  }

  @Test func eachLanguageHasItsUsualRegion() {
    #expect(Language.available.map(\.defaultLocale) == ["en_US", "fr_FR", "ja_JP", "zh_TW"])
  }

  @Test func theUsualRegionsWrittenOutAreICUs() {
    #expect(Language.available.map(\.defaultLocale) == Language.available.map(\.likelyLocale))
  }

  @Test func datesFollowTheLanguage() throws {
    let date = try CalendarDate(parsing: "2026-11-03")
    let days = ["en", "fr", "ja", "zh-Hant"].map {
      Formats(Localization(Language(code: $0) ?? .english)).shortDay(date)
    }
    #expect(days == ["Tue 3 Nov", "mar. 3 nov.", "11月3日(火)", "11月3日 週二"])
  }

  @Test func frenchWritesTheFirstOfAMonthAsAnOrdinal() throws {
    let french = Formats(Localization(try #require(Language(code: "fr"))))
    let first = try CalendarDate(parsing: "2026-12-01")
    #expect(french.date(first) == "1er déc. 2026")
    #expect(french.shortDay(first) == "mar. 1er déc.")
    #expect(french.date(try CalendarDate(parsing: "2026-12-11")) == "11 déc. 2026")
    let japanese = Formats(Localization(try #require(Language(code: "ja"))))
    #expect(japanese.date(first) == "2026年12月1日")
  }

  @Test func theOrdinalFollowsOnlyALoneDayField() {
    #expect(Formats.firstOfMonth("d MMM y") == "d'er' MMM y")
    #expect(Formats.firstOfMonth("EEE d MMM") == "EEE d'er' MMM")
    #expect(Formats.firstOfMonth("dd/MM/y") == "dd/MM/y")
    #expect(Formats.firstOfMonth("'d' d") == "'d' d'er'")
  }

  @Test func numbersPercentagesAndMoneyFollowTheLocale() throws {
    let french = Formats(Localization(try #require(Language(code: "fr"))))
    let share = try #require(Ratio(339, 1000))
    #expect(french.percent(share) == "33,9\u{A0}%")
    #expect(french.money.string(Money(minorUnits: 56033, currency: .euro)) == "560,33\u{A0}€")
    #expect(Formats(.english).percent(share) == "33.9 %")
    #expect(Formats(.english).money.string(Money(minorUnits: 56033, currency: .euro)) == "€560.33")
    let yen = try Currency(code: "JPY")
    let japanese = Formats(Localization(try #require(Language(code: "ja"))))
    #expect(japanese.money.string(Money(minorUnits: 1200, currency: yen)) == "¥1,200")
    #expect(japanese.percent(share) == "33.9%")
  }

  /// ICU writes the Taiwan dollar as a bare "$" under zh_TW; Larder takes ICU's root
  /// symbol for any dollar but the US one that a locale writes as "$".
  @Test func taiwanDollarsAreNTDollarsUnderTaiwansLocale() throws {
    let dollars = Money(minorUnits: 120_000, currency: try Currency(code: "TWD"))
    let chinese = Formats(Localization(try #require(Language(code: "zh-Hant"))))
    #expect(chinese.localization.locale == "zh_TW")
    #expect(chinese.money.string(dollars) == "NT$1,200.00")
    #expect(MoneyFormatter(locale: "en_US").string(dollars) == "NT$1,200.00")
    let us = Money(minorUnits: 120_000, currency: try Currency(code: "USD"))
    #expect(MoneyFormatter(locale: "en_US").string(us) == "$1,200.00")
    #expect(chinese.money.string(us) == "US$1,200.00")
  }

  /// Tables in a translated language write the locale's numbers; English keeps its own.
  @Test func tableNumbersFollowTheLanguage() throws {
    let french = Formats(Localization(try #require(Language(code: "fr"))))
    let amount = Money(minorUnits: 123_456, currency: .euro)
    #expect(french.amount(amount) == "1\u{202F}234,56")
    #expect(Formats(.english).amount(amount) == "1234.56")
    let date = try #require(CalendarDate(year: 2026, month: 11, day: 3))
    #expect(french.date(date) == "3 nov. 2026")
    #expect(Formats(.english).date(date) == "2026-11-03")
  }

  /// Dates and amounts are formatted once a process and kept by locale: the same day or
  /// amount in another language, asked for in turn, is never given the first one's text.
  @Test func keptFormatsStayApartByLocale() throws {
    let date = try CalendarDate(parsing: "2026-11-03")
    let euros = Money(minorUnits: 123_456, currency: .euro)
    for _ in 0..<2 {
      let days = ["fr", "ja", "zh-Hant", "fr"].map {
        Formats(Localization(Language(code: $0) ?? .english)).shortDay(date)
      }
      #expect(days == ["mar. 3 nov.", "11月3日(火)", "11月3日 週二", "mar. 3 nov."])
      let amounts = ["fr_FR", "en_US", "ja_JP", "fr_FR"].map {
        MoneyFormatter(locale: $0).string(euros)
      }
      #expect(
        amounts == [
          "1\u{202F}234,56\u{00A0}€", "€1,234.56", "€1,234.56", "1\u{202F}234,56\u{00A0}€",
        ])
    }
  }
}

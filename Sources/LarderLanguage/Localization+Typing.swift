import Foundation
import LarderCore

extension Localization {
  /// The decimal separator typed numbers may use: `,` (with `.`) where the locale writes
  /// decimals after a comma (`fr_FR`), else `.` alone (`en_US`, `ja_JP`, `zh_TW`).
  public var decimalSeparator: DecimalSeparator {
    Self.knownDecimalSeparator(locale)
      ?? (Locale(identifier: locale).decimalSeparator == "," ? .comma : .point)
  }

  /// The separator of the locales Larder's languages usually run in, written out so that
  /// reading a typed amount makes no ICU locale (a test checks them against ICU's); nil
  /// for another locale.
  static func knownDecimalSeparator(_ locale: String) -> DecimalSeparator? {
    switch locale {
    case "en", "en_US", "en_GB", "en_US_POSIX", "ja", "ja_JP", "zh_TW", "zh_Hant_TW": .point
    case "fr", "fr_FR", "fr_BE", "fr_CA": .comma
    default: nil
    }
  }

  /// How dates are typed in this language and locale: the locale's order of day and month
  /// (ICU's short pattern, `dd/MM` in `fr_FR`, `M/d` in `ja_JP`; none for an English
  /// locale, where `12/31` would be read two ways) and the language's words for today,
  /// tomorrow and yesterday, from the catalog (`aujourd'hui`, `demain`, `hier`).
  public var dateReading: DateReading {
    let order: DateReading.Order
    if localeIsEnglish {
      order = .none
    } else {
      let pattern = DateFormatter.dateFormat(
        fromTemplate: "dM", options: 0, locale: Locale(identifier: locale))
      let day = pattern?.firstIndex(of: "d")
      let month = pattern?.firstIndex(of: "M")
      if let day, let month {
        order = day < month ? .dayMonth : .monthDay
      } else {
        order = .none
      }
    }
    var words: [String: Int] = [:]
    // English's words are read in every language (`DateReading`).
    guard !isEnglish else { return DateReading(order: order) }
    let typed = [
      // TRANSLATORS: the word people type for today as a date (--date WORD); give more
      // than one separated by |.
      (self.tr("the word typed for today"), 0),
      // TRANSLATORS: the word people type for tomorrow as a date; more than one with |.
      (self.tr("the word typed for tomorrow"), 1),
      // TRANSLATORS: the word people type for yesterday as a date; more than one with |.
      (self.tr("the word typed for yesterday"), -1),
    ]
    for (text, offset) in typed {
      for word in text.split(separator: "|") { words[String(word)] = offset }
    }
    return DateReading(order: order, words: words)
  }

  /// How months are typed in this language: `dateReading` with the months' names, which a
  /// month field reads (`mars 2027`); made apart, since ICU's names cost more than a date
  /// field needs.
  public var monthReading: DateReading {
    var reading = dateReading
    reading.months = DateReading(order: reading.order, months: monthNames).months
    return reading
  }

  /// The months' names in this language, whole and short, as ICU writes them alone and in a
  /// date (`mars`, `déc.`, `March`, `Dec`), with their number; English's too.
  var monthNames: [String: Int] {
    var names: [String: Int] = [:]
    for code in Set([String(language.code.map { $0 == "-" ? "_" : $0 }), "en"]) {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: code)
      for symbols in [
        formatter.monthSymbols, formatter.shortMonthSymbols, formatter.standaloneMonthSymbols,
        formatter.shortStandaloneMonthSymbols,
      ] {
        for (index, name) in symbols.enumerated() {
          names[name] = index + 1
          if name.hasSuffix(".") { names[String(name.dropLast())] = index + 1 }
        }
      }
    }
    return names
  }
}

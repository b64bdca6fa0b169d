import Foundation
import LarderCore

extension Localization {
  /// The decimal separator typed numbers may use: `,` (with `.`) where the locale writes
  /// decimals after a comma (`fr_FR`), else `.` alone (`en_US`, `ja_JP`, `zh_TW`).
  public var decimalSeparator: DecimalSeparator {
    Locale(identifier: locale).decimalSeparator == "," ? .comma : .point
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
}

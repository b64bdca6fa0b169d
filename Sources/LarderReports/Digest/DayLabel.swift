import LarderCore
import LarderLanguage

/// How the digest names a day: "Today", "Tomorrow", or the short weekday, day and month
/// ("Thu 3 Dec", "jeu. 3 déc.", "12月3日(木)").
enum DayLabel {
  /// "Today" for the digest's as-of date, "Tomorrow" for the day after, else the short
  /// date.
  static func relative(_ date: CalendarDate, in digest: Digest, _ formats: Formats) -> String {
    let texts = formats.localization
    switch digest.daysAhead(date) {
    case 0: return texts.tr("Today")
    case 1: return texts.tr("Tomorrow")
    default: return formats.shortDay(date)
    }
  }

  /// "today", "tomorrow", or the short date, as the day reads inside a sentence.
  static func inSentence(_ date: CalendarDate, in digest: Digest, _ formats: Formats) -> String {
    let texts = formats.localization
    switch digest.daysAhead(date) {
    case 0: return texts.tr("today")
    case 1: return texts.tr("tomorrow")
    default: return formats.shortDay(date)
    }
  }
}

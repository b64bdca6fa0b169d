import LarderLanguage
import LarderReports

/// The attributes of a text field that takes a date as the command line reads one
/// (`FormValues.date`): ISO, the language's words (`demain`, `明日`), `+3`, and its short
/// forms (`24/12` in French, `12月24日`); the placeholder shows an example of each, and
/// browsers neither complete nor correct it.
enum DateInput {
  /// ` placeholder="…" autocomplete="off" …` in `l`.
  static func attributes(_ l: Localization) -> HTML {
    // TRANSLATORS: the placeholder of a date field: examples of what may be typed, with
    // the language's word for tomorrow and its short form of a day (24 December).
    let example = l.tr("tomorrow, +3, 2026-12-24")
    return
      " placeholder=\"\(example)\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\""
  }
}

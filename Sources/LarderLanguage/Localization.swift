import Foundation

/// The language texts are written in and the locale their formats follow: the one
/// mechanism behind every translated text and every localised date, number and amount.
///
/// Renderers use `Localization.current`, which the command line sets once for a command
/// (`Localization.$current.withValue(…) { … }`, as `Emphasis.enabled` is set); texts are
/// looked up by their English wording, gettext's msgid (with its msgctxt, for the texts of
/// `trc`), so a text without a translation stays English.
public struct Localization: Sendable {
  /// The language texts are written in.
  public let language: Language
  /// The ICU locale identifier formats follow, such as `fr_FR`.
  public let locale: String
  private let catalog: Catalog?

  /// English with American formats, as Larder writes when nothing else is asked for.
  public static let english = Localization(.english, locale: "en_US")

  /// The localization renderers use; English unless a caller sets another around them.
  @TaskLocal public static var current = Localization.english

  /// The texts of `language` with the formats of `locale` (an ICU identifier; checking
  /// that it names a known locale is the caller's: see `LocaleName`).
  public init(_ language: Language, locale: String? = nil) {
    self.language = language
    self.locale = locale ?? language.defaultLocale
    self.catalog = Catalog.named(language.code)
  }

  /// Whether texts are Larder's English, which keeps its own plain formats (ISO dates).
  public var isEnglish: Bool { catalog == nil }

  /// Whether the locale's language is English (`en_US`, `en-GB`, `en`), read from its
  /// identifier as ICU reads it, without making an ICU locale.
  var localeIsEnglish: Bool { locale.prefix { $0 != "_" && $0 != "-" } == "en" }

  /// The translation of `text`, with each `{name}` replaced by its value.
  ///
  /// `text` must be a string literal at the call: `make pot` extracts the calls to `tr`.
  public func tr(_ text: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
    fill(catalog?.forms(text)?.first ?? text, values.map { ($0.key, $0.value) })
  }

  /// The translation of `text` in `context`, gettext's msgctxt: for an English text with
  /// more than one meaning (`BOUGHT` over dates and over counts), each meaning with its own
  /// context, so that a language can word them apart. Placeholders as in `tr(_:_:)`.
  ///
  /// `text` and `context` must be string literals at the call: `make pot` extracts the
  /// calls to `trc` with their context.
  public func trc(
    _ text: String, context: String, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    fill(
      catalog?.forms(Catalog.key(text, context: context))?.first ?? text,
      values.map { ($0.key, $0.value) })
  }

  /// The translation of a text that is data rather than a literal at the call, such as a
  /// command's help (`make pot` takes those from `larder --help-texts`); no placeholders
  /// are filled.
  public func text(_ text: String) -> String {
    catalog?.forms(text)?.first ?? text
  }

  /// The form of `singular`/`plural` for `count` in the language, with `{count}` replaced
  /// by the count and each other `{name}` by its value.
  public func trn(
    _ singular: String, _ plural: String, count: Int,
    _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    let english = count == 1 ? singular : plural
    var text = english
    if let catalog, let forms = catalog.forms(singular), !forms.isEmpty {
      text = forms[min(catalog.pluralForm(count), forms.count - 1)]
    }
    var all: [(String, String)] = [("count", String(count))]
    all += values.map { ($0.key, $0.value) }
    return fill(text, all)
  }

  /// Items of a list in a sentence: `a, b, c` in English, `a、b、c` in Japanese.
  public func list(_ items: [String]) -> String {
    // TRANSLATORS: the separator between the items of a list, such as the parts of the
    // digest's subject ("1 expired, 3 to restock").
    items.joined(separator: self.tr(", "))
  }

  /// Amounts in several currencies read as one: `€12.30 and $4.00`.
  public func amounts(_ items: [String]) -> String {
    // TRANSLATORS: between amounts in different currencies, as in "€12.30 and $4.00".
    items.joined(separator: self.tr(" and "))
  }

  /// `text` with each `{name}` of `values` replaced, with the language's elision (French
  /// `de Œufs` is `d'Œufs`).
  private func fill(_ text: String, _ values: [(String, String)]) -> String {
    Localization.fill(text, values, elides: language.elidesDe)
  }

  /// The placeholders whose values are words (names of items, stores and months), before
  /// which a language that elides writes `d'` for `de`; a path, a code or a number is
  /// never elided before.
  static let wordPlaceholders: Set<Substring> = ["item", "items", "store", "month", "first"]

  /// `text` with each `{name}` of `values` replaced, in one pass: a value that itself
  /// holds `{…}` (an item's name) is never read as a placeholder. With `elides`, the word
  /// `de` just before a word placeholder whose value begins with a vowel becomes `d'`
  /// (`de {item}` with `Œufs` gives `d'Œufs`).
  static func fill(_ text: String, _ values: [(String, String)], elides: Bool = false) -> String {
    guard !values.isEmpty, text.contains("{") else { return text }
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let tail = rest[rest.index(after: open)...]
      if let close = tail.firstIndex(of: "}"),
        case let name = tail[..<close],
        let value = values.first(where: { $0.0 == name })?.1
      {
        if elides, wordPlaceholders.contains(name), Elision.beginsWithVowel(value) {
          Elision.elideDe(atEndOf: &result)
        }
        // A control character (only ever from a hand-edited database) is shown as U+FFFD.
        result += ControlCharacters.replaced(in: value)
        rest = tail[tail.index(after: close)...]
      } else {
        result.append("{")
        rest = tail
      }
    }
    return result + rest
  }
}

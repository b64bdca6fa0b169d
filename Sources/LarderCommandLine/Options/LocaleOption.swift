import Foundation
import LarderLanguage
import LarderReports

/// `--locale L`: the locale formats follow (money, numbers, percentages, dates). When
/// absent: the environment's (`LC_ALL`, `LC_MONETARY` or `LANG`, without encoding or
/// modifier) when the language came from it or is that locale's language, else the
/// language's usual region (`fr` → `fr_FR`, `zh-Hant` → `zh_TW`, `en` → `en_US`).
struct LocaleOption: OptionGroup {
  /// `--locale` as the report, the digest and the calendar take it.
  static let standard = LocaleOption(
    help: "The locale for money, numbers and dates, such as fr_FR.")

  /// The option itself; absent, it reads as nil and `identifier` asks the environment.
  let option: Option<String?>

  /// `--locale` with its own help.
  init(help: String) {
    option = Option<String?>.value(
      "locale", "locale", help, describedDefault: "$LANG, else the language's region"
    ) { text throws in try LocaleOption.known(text) }
  }

  var specs: [OptionSpec] { option.specs }

  /// The locale from `--locale`, else the environment's, else the language's region.
  ///
  /// - Throws: `UsageError` for an unknown `--locale`, or an unknown `$LARDER_LANG`.
  func identifier(_ command: ParsedCommand, _ context: Context) throws(UsageError) -> String {
    if let locale = try command[option] { return locale }
    let (language, fromLocale) = try LanguageOption.choice(command, context)
    for key in ["LC_ALL", "LC_MONETARY", "LANG"] {
      if let value = context.environment[key], !value.isEmpty {
        // `C.UTF-8` is the C locale too: no ICU lookup for it.
        guard !Language.isCLocale(value) else { break }
        guard let locale = try? LocaleOption.known(value) else { break }
        let localeLanguage = Locale(identifier: locale).language.languageCode?.identifier
        let base = language.code.split(separator: "-").first.map(String.init)
        if fromLocale || localeLanguage == base { return locale }
        break
      }
    }
    return language.defaultLocale
  }

  /// A few locales to name in the error: each language's usual one.
  static var examples: String {
    (Language.available.map(\.defaultLocale) + ["en_GB", "fr_CA", "de_DE"]).joined(
      separator: ", ")
  }

  /// `text` without encoding or modifier (`fr_FR.UTF-8` is `fr_FR`), when ICU knows the
  /// locale (`fr_FR`, `zh_TW`, `zh_Hant_TW`, `fr`).
  ///
  /// - Throws: `LocaleError` naming a few known locales.
  static func known(_ text: String) throws(LocaleError) -> String {
    let name = String(text.prefix { $0 != "." && $0 != "@" })
      .replacingOccurrences(of: "-", with: "_")
    let available = LocaleOption.available
    let maximal = Locale.Language(identifier: name).maximalIdentifier.split(separator: "-")
    let region = Locale(identifier: name).region?.identifier
    var candidates = [name]
    if maximal.count == 3, let region {
      candidates += ["\(maximal[0])_\(maximal[1])_\(region)", "\(maximal[0])_\(region)"]
    }
    guard !name.isEmpty, candidates.contains(where: available.contains) else {
      throw LocaleError(text: text)
    }
    return name
  }

  /// The locales ICU has data for.
  static let available = Set(Locale.availableIdentifiers)
}

/// A `--locale` that ICU does not know.
struct LocaleError: Error, LocalizedMessage {
  var text: String
  func message(_ l: Localization) -> String {
    l.tr(
      "no such locale; use one such as {examples} (language_REGION)",
      ["examples": LocaleOption.examples])
  }
}

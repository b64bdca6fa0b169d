import LarderLanguage
import LarderReports

/// `--lang LANGUAGE`: the language of every text a command writes (reports, digest,
/// calendar, tables, help and errors), which every command takes. Absent, it is
/// `$LARDER_LANG`, else the POSIX message locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: the
/// first set, with GNU gettext's `LANGUAGE` list before it), else English; a language
/// without a catalog is English. The option and `$LARDER_LANG` take a code in any case, a
/// language tag or a POSIX locale (`FR`, `zh-TW`, `ja_JP`, `fr_FR.UTF-8`).
enum LanguageOption {
  /// The option; the values are the languages with a catalog, and English.
  static let option = Option<Language?>(
    spec: OptionSpec(
      name: "lang", valueName: "language", help: "The language of text output.",
      values: Language.available.map(\.code), valuesAreExact: false,
      defaultValue: "$LARDER_LANG, else $LANGUAGE, $LC_ALL, $LC_MESSAGES or $LANG, else en")
  ) { texts throws(OptionError) in
    guard let text = texts.last else { return nil }
    return try language(text)
  }

  /// The language called `code`, in any case, or named by a language tag or POSIX locale
  /// (`zh-TW` and `zh_TW` are `zh-Hant`, `ja-JP` is `ja`).
  ///
  /// - Throws: `OptionError.invalid` listing the languages there are.
  static func language(_ code: String) throws(OptionError) -> Language {
    guard let language = Language(code: code) ?? Language(posix: code) else {
      throw .invalid(
        code,
        reason: Localization.current.tr(
          "no such language; available: {languages}",
          ["languages": Language.available.map(\.code).joined(separator: ", ")]))
    }
    return language
  }

  /// The language chosen by `--lang`, `$LARDER_LANG` or the POSIX locale, and whether it
  /// came from the POSIX locale (whose formats then apply too).
  ///
  /// - Throws: `UsageError` when `$LARDER_LANG` names no available language.
  static func choice(_ command: ParsedCommand?, _ context: Context) throws(UsageError) -> (
    language: Language, fromLocale: Bool
  ) {
    if let command, let language = try command[option] { return (language, false) }
    if let code = context.environment["LARDER_LANG"], !code.isEmpty {
      do { return (try language(code), false) } catch {
        throw UsageError(
          message: Localization.current.tr(
            "The environment variable LARDER_LANG is '{value}': no such language; available: {languages}",
            [
              "value": code,
              "languages": Language.available.map(\.code).joined(separator: ", "),
            ]),
          command: nil)
      }
    }
    return (posixLanguage(context) ?? .english, true)
  }

  /// The language of the POSIX message locale: the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set decides, as in C's `setlocale`; as in GNU gettext, when that locale
  /// is not `C`, the first language of the list `LANGUAGE` (`ja:fr`) that Larder has comes
  /// before it.
  static func posixLanguage(_ context: Context) -> Language? {
    let keys = ["LC_ALL", "LC_MESSAGES", "LANG"]
    guard
      let locale = keys.lazy.compactMap({ context.environment[$0] }).first(where: { !$0.isEmpty })
    else { return nil }
    if !Language.isCLocale(locale), let list = context.environment["LANGUAGE"] {
      for entry in list.split(separator: ":") {
        if let language = Language(code: String(entry)) ?? Language(posix: String(entry)) {
          return language
        }
      }
    }
    return Language(posix: locale)
  }

  /// The language for a command line that could not be parsed (to word its error): a
  /// valid `--lang` among `arguments`, else as `choice` decides, else English.
  static func bestEffort(_ arguments: [String], _ context: Context) -> Language {
    for (index, argument) in arguments.enumerated() {
      if argument.hasPrefix("--lang="),
        let language = try? LanguageOption.language(String(argument.dropFirst("--lang=".count)))
      {
        return language
      }
      if argument == "--lang", index + 1 < arguments.count,
        let language = try? LanguageOption.language(arguments[index + 1])
      {
        return language
      }
    }
    return (try? choice(nil, context).language) ?? .english
  }
}

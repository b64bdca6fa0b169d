import Foundation

/// A language Larder writes in: English, or one that has a catalog in `po/`.
///
/// Identified by its BCP 47 code (`en`, `fr`, `zh-Hant`, `ja`); the catalogs compiled into
/// Larder decide which exist, so adding `po/de.po` adds `de` without any other change.
public struct Language: Hashable, Sendable, CustomStringConvertible {
  /// The BCP 47 code: `en`, `fr`, `zh-Hant`, `ja`.
  public let code: String

  private init(known code: String) {
    self.code = code
  }

  /// English, the language of the sources: every text without a translation is English.
  public static let english = Language(known: "en")

  /// English and every language with a catalog, by code.
  public static var available: [Language] {
    [english] + Catalog.codes.sorted().map(Language.init(known:))
  }

  /// The language whose code is `code`, in any case and with `-` or `_` (`zh_hant` is
  /// `zh-Hant`); nil when Larder has no catalog for it.
  public init?(code: String) {
    let wanted = code.replacingOccurrences(of: "_", with: "-").lowercased()
    guard let found = Language.available.first(where: { $0.code.lowercased() == wanted })
    else { return nil }
    self = found
  }

  /// The language of a POSIX locale value such as `fr_FR.UTF-8`, `zh_TW` or `ja_JP.eucJP`:
  /// the most specific available language among its language and script (`zh_TW` is
  /// written in Han Traditional, so `zh-Hant`); nil for `C`, `POSIX`, an empty value or a
  /// language without a catalog.
  public init?(posix value: String) {
    let name = String(value.prefix { $0 != "." && $0 != "@" })
    guard !name.isEmpty, !Language.isCLocale(value) else { return nil }
    let likely = Locale.Language(identifier: name.replacingOccurrences(of: "_", with: "-"))
      .maximalIdentifier.split(separator: "-").map(String.init)
    guard let language = likely.first else { return nil }
    let candidates = likely.count > 1 ? [language + "-" + likely[1], language] : [language]
    guard let found = candidates.lazy.compactMap(Language.init(code:)).first else { return nil }
    self = found
  }

  /// Whether a POSIX locale value is the C locale (`C`, `POSIX`, `C.UTF-8`), which names no
  /// language.
  public static func isCLocale(_ value: String) -> Bool {
    let name = value.prefix { $0 != "." && $0 != "@" }
    return name == "C" || name == "POSIX"
  }

  /// The locale the language's formats default to: its most likely region, as ICU's
  /// likely-subtags data gives it (`fr_FR`, `zh_TW`, `ja_JP`, `en_US`); written out for the
  /// languages Larder has, since asking ICU is a few percent of a small command's time
  /// (LanguageTests checks that the two agree).
  public var defaultLocale: String {
    switch code {
    case "en": "en_US"
    case "fr": "fr_FR"
    case "ja": "ja_JP"
    case "zh-Hant": "zh_TW"
    default: likelyLocale
    }
  }

  /// The language's most likely locale, from ICU's likely-subtags data.
  var likelyLocale: String {
    let likely = Locale.Language(identifier: code).maximalIdentifier.split(separator: "-")
    guard likely.count == 3 else { return code.replacingOccurrences(of: "-", with: "_") }
    // The script only when the region alone would imply another one.
    let plain = Locale.Language(identifier: "\(likely[0])-\(likely[2])").maximalIdentifier
    return plain == likely.joined(separator: "-")
      ? "\(likely[0])_\(likely[2])" : likely.joined(separator: "_")
  }

  /// The language's name in itself, as a language switch lists it: `English`,
  /// `Français`, `中文（繁體）`, `日本語` (ICU's data).
  public var ownName: String {
    let name = Locale(identifier: code).localizedString(forIdentifier: code) ?? code
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  public var description: String { code }
}

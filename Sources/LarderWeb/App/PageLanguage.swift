import Foundation
import LarderLanguage

/// The language a request is answered in, and its forms read in: the device's choice (the
/// switch on every page, kept in the `larder-lang` cookie), else the first language of the
/// browser's `Accept-Language` that Larder has, with that tag's region (`fr-FR,fr;q=0.9`
/// is French in `fr_FR`), else the server's (`serve --lang`, `$LARDER_LANG`, `$LANG`).
///
/// It decides the pages' words and formats and how typed numbers and dates are read
/// (`1,29` is a price from a French phone), as `--lang` does on the command line.
enum PageLanguage {
  /// The cookie that keeps the device's choice: a language code (`fr`, `zh-Hant`).
  static let cookie = "larder-lang"

  /// The localization of `request`, on a server that speaks `server` by default.
  static func localization(_ request: Request, server: Localization) -> Localization {
    if let chosen = request.cookies[cookie].flatMap(Language.init(code:)) {
      return chosen == server.language ? server : Localization(chosen)
    }
    for tag in tags(request.headers["accept-language"] ?? "") {
      guard let language = Language(code: tag) ?? Language(posix: tag) else { continue }
      let parts = tag.split(separator: "-")
      let region = parts.count >= 2 && parts[parts.count - 1].count == 2
      if !region && language == server.language { return server }
      return Localization(
        language, locale: region ? "\(parts[0])_\(parts[parts.count - 1].uppercased())" : nil)
    }
    return server
  }

  /// The `Set-Cookie` value that keeps `language` on the device for a year.
  static func cookieHeader(_ language: Language, secure: Bool) -> String {
    "\(cookie)=\(language.code); Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax"
      + (secure ? "; Secure" : "")
  }

  /// The language tags of an `Accept-Language` value, most wanted first (by `q`, then in
  /// the order given); a tag with `q=0` is left out.
  static func tags(_ header: String) -> [String] {
    var weighted: [(tag: String, weight: Double, index: Int)] = []
    for (index, part) in header.split(separator: ",").enumerated() {
      let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let tag = pieces.first, !tag.isEmpty, tag != "*" else { continue }
      var weight = 1.0
      for piece in pieces.dropFirst() where piece.hasPrefix("q=") {
        weight = Double(piece.dropFirst(2)) ?? 0
      }
      if weight > 0 { weighted.append((tag, weight, index)) }
    }
    return weighted.sorted { ($0.weight, -$0.index) > ($1.weight, -$1.index) }.map(\.tag)
  }
}

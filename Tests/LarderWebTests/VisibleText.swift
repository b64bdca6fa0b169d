import Foundation

/// What a person reads of a page: the text between tags and the attributes shown or read
/// out (`placeholder`, `aria-label`, `title`, `alt`, a submit input's `value`), without
/// scripts, styles and `<code>` (commands and addresses, which stay as typed), entities
/// decoded; each tag becomes a space.
enum VisibleText {
  /// The elements whose content is not read as the page's words.
  static let skipped = ["script", "style", "code"]

  static func of(_ html: String) -> String {
    var text = ""
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      text += rest[..<open]
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let tag = rest[rest.index(after: open)..<close]
      let name = tag.prefix { $0.isLetter || $0.isNumber }.lowercased()
      text += " " + attributes(String(tag)).joined(separator: " ") + " "
      rest = rest[rest.index(after: close)...]
      if skipped.contains(name), let end = rest.range(of: "</\(name)") {
        rest = rest[end.upperBound...]
        rest = rest.firstIndex(of: ">").map { rest[rest.index(after: $0)...] } ?? ""
      }
    }
    return decoded(text + rest)
  }

  /// The shown attributes' values of a tag's text (`input type="submit" value="Save"`).
  static func attributes(_ tag: String) -> [String] {
    var shown = ["placeholder", "aria-label", "title", "alt"]
    let lower = tag.lowercased()
    if lower.hasPrefix("input"),
      lower.contains("type=\"submit\"") || lower.contains("type=\"button\"")
    {
      shown.append("value")
    }
    return shown.compactMap { name in
      guard let start = tag.range(of: " \(name)=\"")?.upperBound else { return nil }
      return String(tag[start...].prefix { $0 != "\"" })
    }
  }

  /// `text` with the character references the pages write decoded.
  static func decoded(_ text: String) -> String {
    [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "),
      ("&amp;", "&"),
    ]
    .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }
}

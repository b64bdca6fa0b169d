import LarderLanguage

/// Text for HTML: the one escaping the digest and the web pages share.
public enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` as character references, safe in element
  /// content and in quoted attribute values; a control character (`ControlCharacters`:
  /// HTML has no place for a NUL or an escape) becomes U+FFFD.
  public static func escape(_ text: String) -> String {
    guard
      text.utf8.contains(where: { [38, 60, 62, 34, 39].contains($0) })
        || ControlCharacters.mayBeIn(text)
    else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case _ where ControlCharacters.isControl(scalar): out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

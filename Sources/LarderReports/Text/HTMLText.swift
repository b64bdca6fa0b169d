/// Text for HTML: the one escaping the digest and the web pages share.
public enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` as character references, safe in element
  /// content and in quoted attribute values. A control character other than a tab or line
  /// end (a NUL, an escape; HTML has no place for them, and no way into Larder lets one
  /// through) becomes U+FFFD.
  public static func escape(_ text: String) -> String {
    guard
      text.utf8.contains(where: {
        [38, 60, 62, 34, 39].contains($0) || $0 < 0x20 || $0 == 0x7F || $0 == 0xC2
      })
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
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

import LarderLanguage

/// A fragment of HTML (or SVG) whose every interpolated string is escaped.
///
/// `"<td>\(item.name)</td>" as HTML` escapes the name; only another `HTML` value is
/// inserted as it is. So a name, note or store reaches a page, a digest, an attribute or a
/// chart only escaped, whatever it holds: `&`, `<`, `>`, `"` and `'` become character
/// references, which is safe in text and in attribute values quoted with `"` or `'`, and a
/// control character (`ControlCharacters`: HTML has no place for a NUL or an escape)
/// becomes U+FFFD.
public struct HTML: Sendable, ExpressibleByStringInterpolation {
  /// The markup.
  public private(set) var text: String

  /// Markup already escaped or joined here, inserted as it is; elsewhere markup comes only
  /// from literals and interpolation.
  fileprivate init(raw: String) {
    text = raw
  }

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// Builds markup from literals and escaped values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 16)
    }

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// Text, escaped.
    public mutating func appendInterpolation(_ value: String) {
      text += HTML.escape(value)
    }

    /// A value's description, escaped.
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      text += HTML.escape(value.description)
    }

    /// Markup, as it is.
    public mutating func appendInterpolation(_ html: HTML) {
      text += html.text
    }

    /// Fragments of markup, one after another.
    public mutating func appendInterpolation(_ parts: [HTML]) {
      for part in parts { text += part.text }
    }
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` as character references and a control
  /// character as U+FFFD: the one escaping, reached only through interpolation.
  static func escape(_ text: String) -> String {
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

extension Sequence where Element == HTML {
  /// The fragments one after another, `separator` between each two.
  public func joined(separator: HTML = "") -> HTML {
    HTML(raw: map(\.text).joined(separator: separator.text))
  }
}

import LarderReports

/// A fragment of HTML (or SVG) whose every interpolated string is escaped.
///
/// `"<td>\(item.name)</td>" as HTML` escapes the name; only another `HTML` value is
/// inserted as it is. So a name, note or store reaches a page, an attribute or a chart
/// only escaped, whatever it holds: `&`, `<`, `>`, `"` and `'` become entities, which is
/// safe in text and in attribute values quoted with `"` or `'`.
public struct HTML: Sendable, ExpressibleByStringInterpolation {
  /// The markup.
  public private(set) var text: String

  /// Markup written by this module, inserted as it is.
  init(raw: String) {
    text = raw
  }

  public init(stringLiteral value: String) {
    text = value
  }

  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  /// The fragments one after another.
  init(joining parts: some Sequence<HTML>) {
    text = parts.map(\.text).joined()
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

  /// `text` with `&`, `<`, `>`, `"` and `'` as entities (`HTMLText.escape`).
  public static func escape(_ text: String) -> String { HTMLText.escape(text) }
}

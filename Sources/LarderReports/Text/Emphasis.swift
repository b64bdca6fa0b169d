/// How a text view marks what needs attention: headings bold, expired stock red, what
/// expires today yellow, what is out of stock dim. Shown as ANSI escape sequences only
/// while `enabled` is true, which a caller sets for the views it renders for a terminal;
/// otherwise text comes out plain.
public enum Emphasis: Sendable {
  case plain, bold, red, yellow, dim

  /// Whether views mark emphasis: false unless a caller turns it on around its rendering
  /// (`Emphasis.$enabled.withValue(true) { … }`).
  @TaskLocal public static var enabled = false

  /// The ANSI Select Graphic Rendition code of the emphasis; nil for plain.
  var code: String? {
    switch self {
    case .plain: nil
    case .bold: "1"
    case .red: "31"
    case .yellow: "33"
    case .dim: "2"
    }
  }

  /// `text` marked with this emphasis when emphasis is enabled; `text` itself otherwise.
  public func apply(_ text: String) -> String {
    guard Emphasis.enabled, let code, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m" + text + "\u{1B}[0m"
  }
}

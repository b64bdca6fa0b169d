/// `--color auto|always|never`: whether text output is coloured (headings bold, expired
/// red, expiring today yellow, out of stock dim).
enum ColorOption: String, OptionValues {
  case auto, always, never

  /// The option, which every command takes; `auto` by default.
  static let option = Option.choice(
    "color", "when",
    "Colour text output: auto (on a terminal, unless NO_COLOR is set), always or never.",
    default: ColorOption.auto)

  /// Whether to colour: `always` and `never` say so; `auto` colours when standard output is
  /// a terminal, `$NO_COLOR` is unset or empty (https://no-color.org) and `$TERM` is not
  /// `dumb`.
  func enabled(environment: [String: String], isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      return isTerminal && !noColor && environment["TERM"] != "dumb"
    }
  }
}

/// `--format text|json`, for commands that list something: a text table for people, or
/// JSON with decimal strings and ISO dates for programs.
enum TextOrJSON: String, OptionValues {
  case text, json

  /// The option, text by default.
  static let option = Option.choice(
    "format", "format", "The output format.", default: TextOrJSON.text)
}

/// Everything a command declares about its command line, in one place: help and parsing
/// are both derived from it.
struct CommandSpec: Sendable {
  /// A positional argument.
  struct Argument: Sendable {
    var name: String
    var help: String
    var isOptional = false
  }

  /// The untyped option, until every command declares typed ones.
  typealias Option = OptionSpec

  var name: String
  var abstract: String
  var discussion: String = ""
  var arguments: [Argument] = []
  var options: [Option] = []

  /// The options every command takes.
  static let commonOptions: [Option] = [
    .value(
      "db", "path",
      "The database file (default: $LARDER_DB, else $XDG_DATA_HOME/larder/larder.sqlite)."),
    .flag(
      "verbose",
      "On an error, also print what lies under it, such as the SQL (as LARDER_DEBUG=1 does)."),
  ]

  /// `--as-of`, for commands that depend on today.
  static let asOf = Option.value(
    "as-of", "date", "The day to compute for, as YYYY-MM-DD.", default: "today")

  /// `--format text|json`, for commands that list something.
  static let textOrJSON = Option.value(
    "format", "format", "The output format.", values: ["text", "json"], default: "text")

  var allOptions: [Option] { options + CommandSpec.commonOptions }

  func option(named name: String) -> Option? { allOptions.first { $0.name == name } }
}

extension OptionSpec {
  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help)
  }

  static func value(
    _ name: String, _ valueName: String, _ help: String, values: [String] = [],
    default defaultValue: String? = nil, repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, help: help, values: values, defaultValue: defaultValue,
      repeatable: repeatable)
  }
}

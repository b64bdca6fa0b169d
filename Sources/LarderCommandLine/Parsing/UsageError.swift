import LarderLanguage
import LarderReports

/// A command line that cannot be run as written; exits 64 with the usage.
struct UsageError: Error, Sendable {
  var message: String
  /// The command whose usage to print, or nil for the top level.
  var command: String?

  /// "Unknown option '--sortt'", and ". Did you mean '--sort'?" when one of `candidates`
  /// is near enough.
  static func unknownOption(_ option: String, command: String?, candidates: [String] = [])
    -> UsageError
  {
    let name = option.split(separator: "=", maxSplits: 1).first.map(String.init) ?? option
    return UsageError(
      message: Suggestion.message(
        Localization.current.tr("Unknown option '{option}'", ["option": option]), typed: name,
        among: candidates),
      command: command)
  }

  static func missingValue(_ option: OptionSpec, command: String) -> UsageError {
    UsageError(
      message: Localization.current.tr(
        "Missing value for '{option}'", ["option": option.synopsis]), command: command)
  }

  static func missingArgument(_ name: String, command: String) -> UsageError {
    UsageError(
      message: Localization.current.tr("Missing expected argument '<{name}>'", ["name": name]),
      command: command)
  }

  static func invalidValue(
    _ value: String, for option: OptionSpec, command: String, reason: String? = nil
  ) -> UsageError {
    let l = Localization.current
    var message = l.tr(
      "The value '{value}' is invalid for '{option}'", ["value": value, "option": option.synopsis])
    if let reason { message += l.tr(": ") + reason }
    return UsageError(message: message, command: command)
  }
}

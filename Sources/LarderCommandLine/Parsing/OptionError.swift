/// Why an option's value could not be read. `ParsedCommand` turns it into a `UsageError`
/// that names the option and the command.
enum OptionError: Error {
  /// The text given is not a value of the option, for the reason given.
  case invalid(String, reason: String)
  /// A required option is absent; the message says what to give.
  case missing(String)
}

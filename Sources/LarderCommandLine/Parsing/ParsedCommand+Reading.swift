/// Reading a parsed command line through the command's typed declarations: a command never
/// names an option by a string, so a misspelt option does not compile.
extension ParsedCommand {
  /// The value of `option`: what was given, else its default (nil for an optional option).
  ///
  /// - Throws: `UsageError` when the text given is not a value of the option ("The value
  ///   'x' is invalid for '--window <days>': …"), or when a required option is absent.
  subscript<Value>(_ option: Option<Value>) -> Value {
    get throws(UsageError) {
      assert(declares(option.spec), "'\(spec.name)' reads --\(option.spec.name) undeclared")
      do { return try option.read(values[option.spec.name] ?? []) } catch {
        throw usageError(error, option.spec)
      }
    }
  }

  /// Whether `flag` was given.
  subscript(_ flag: Flag) -> Bool {
    assert(declares(flag.spec), "'\(spec.name)' reads --\(flag.spec.name) undeclared")
    return flags.contains(flag.spec.name)
  }

  /// Whether the option was given, whatever its value.
  func isGiven(_ option: OptionSpec) -> Bool {
    option.isFlag ? flags.contains(option.name) : values[option.name] != nil
  }

  /// The text of `option`, or its default, converted by `convert`: for a conversion that
  /// depends on other values, such as a price in the currency given.
  ///
  /// - Throws: `UsageError` when `convert` refuses the text, with its error as the reason.
  func value<Result>(_ option: Option<String>, _ convert: (String) throws -> Result)
    throws(UsageError) -> Result
  {
    let text = try self[option]
    do { return try Option<String>.convert(text, convert) } catch {
      throw usageError(error, option.spec)
    }
  }

  private func declares(_ option: OptionSpec) -> Bool {
    spec.allOptions.contains(option)
  }

  private func usageError(_ error: OptionError, _ option: OptionSpec) -> UsageError {
    switch error {
    case .invalid(let text, let reason):
      return .invalidValue(text, for: option, command: spec.name, reason: reason)
    case .missing(let message):
      return UsageError(message: message, command: spec.name)
    }
  }
}

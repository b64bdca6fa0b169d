import LarderLanguage
import LarderReports

/// The command line of one command, split into its arguments, option values and flags.
struct ParsedCommand {
  let spec: CommandSpec
  private(set) var arguments: [String] = []
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var wantsHelp = false
  /// The command as typed: its name and the words after it, for the change history (no
  /// command takes a secret as an argument).
  let typed: [String]

  /// Splits `tokens` (the words after the command's name) by `spec`.
  ///
  /// - Throws: `UsageError` for unknown options, missing values or arguments, values
  ///   outside an option's list, and extra arguments.
  init(spec: CommandSpec, tokens: [String]) throws(UsageError) {
    self.spec = spec
    typed = [spec.name] + tokens
    var index = 0
    var onlyArguments = false
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if onlyArguments || !token.hasPrefix("-") || token == "-" || token.isNegativeNumber {
        arguments.append(token)
        continue
      }
      if token == "--" {
        onlyArguments = true
        continue
      }
      if token == "-h" || token == "--help" {
        wantsHelp = true
        continue
      }
      var name = String(token.dropFirst(token.hasPrefix("--") ? 2 : 1))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard token.hasPrefix("--"), let option = spec.option(named: name) else {
        throw .unknownOption(
          token, command: spec.name,
          candidates: spec.allOptions.map { "--" + $0.name } + ["--help"])
      }
      if option.isFlag {
        guard inlineValue == nil else {
          throw UsageError(
            message: Localization.current.tr("The flag '--{name}' takes no value", ["name": name]),
            command: spec.name)
        }
        flags.insert(name)
        continue
      }
      var value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < tokens.count, !tokens[index].hasPrefix("--") || tokens[index] == "--"
        else { throw .missingValue(option, command: spec.name) }
        value = tokens[index]
        index += 1
      }
      if option.secondValueName != nil {
        guard index < tokens.count, !tokens[index].hasPrefix("--")
        else { throw .missingValue(option, command: spec.name) }
        value += String(OptionSpec.valueSeparator) + tokens[index]
        index += 1
      }
      if option.valuesAreExact && !option.values.isEmpty && !option.values.contains(value) {
        throw .invalidValue(
          value, for: option, command: spec.name,
          reason: Localization.current.tr(
            "expected one of {values}", ["values": option.values.joined(separator: ", ")]))
      }
      if values[name] != nil && !option.repeatable {
        throw UsageError(
          message: Localization.current.tr("The option '--{name}' was given twice", ["name": name]),
          command: spec.name)
      }
      values[name, default: []].append(value)
    }
    guard !wantsHelp else { return }
    let required = spec.arguments.filter { !$0.isOptional }
    if arguments.count < required.count {
      throw .missingArgument(required[arguments.count].name, command: spec.name)
    }
    if arguments.count > spec.arguments.count && spec.arguments.last?.repeats != true {
      throw UsageError(
        message: Localization.current.tr(
          "Unexpected argument '{argument}'", ["argument": arguments[spec.arguments.count]]),
        command: spec.name)
    }
  }

  /// The positional argument at `index`, if given.
  func argument(_ index: Int) -> String? {
    index < arguments.count ? arguments[index] : nil
  }

  /// A positional argument converted by `convert`; an error becomes a usage error.
  func argument<T>(_ index: Int, _ convert: (String) throws -> T) throws(UsageError) -> T? {
    guard let text = argument(index) else { return nil }
    do { return try convert(text) } catch {
      let name = index < spec.arguments.count ? spec.arguments[index].name : "argument"
      throw UsageError(
        message: Localization.current.tr(
          "The value '{value}' is invalid for '<{name}>': {reason}",
          ["value": text, "name": name, "reason": ErrorMessage.text(error)]),
        command: spec.name)
    }
  }
}

extension String {
  /// Whether the text is a number below zero (`-1`, `-0.5`): an argument such as a
  /// quantity, which the command then refuses as one, never an unknown option.
  var isNegativeNumber: Bool {
    hasPrefix("-") && dropFirst().first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
  }
}

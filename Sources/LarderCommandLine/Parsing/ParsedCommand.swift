import LarderCore

/// The command line of one command, split into its arguments, option values and flags.
struct ParsedCommand {
  let spec: CommandSpec
  private(set) var arguments: [String] = []
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var wantsHelp = false

  /// Splits `tokens` (the words after the command's name) by `spec`.
  ///
  /// - Throws: `UsageError` for unknown options, missing values or arguments, values
  ///   outside an option's list, and extra arguments.
  init(spec: CommandSpec, tokens: [String]) throws(UsageError) {
    self.spec = spec
    var index = 0
    var onlyArguments = false
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if onlyArguments || !token.hasPrefix("-") || token == "-" {
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
        throw .unknownOption(token, command: spec.name)
      }
      if option.isFlag {
        guard inlineValue == nil else {
          throw UsageError(message: "The flag '--\(name)' takes no value", command: spec.name)
        }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < tokens.count, !tokens[index].hasPrefix("--") || tokens[index] == "--"
        else { throw .missingValue(option, command: spec.name) }
        value = tokens[index]
        index += 1
      }
      if !option.values.isEmpty && !option.values.contains(value) {
        throw .invalidValue(
          value, for: option, command: spec.name,
          reason: "expected one of \(option.values.joined(separator: ", "))")
      }
      if values[name] != nil && !option.repeatable {
        throw UsageError(message: "The option '--\(name)' was given twice", command: spec.name)
      }
      values[name, default: []].append(value)
    }
    guard !wantsHelp else { return }
    let required = spec.arguments.filter { !$0.isOptional }
    if arguments.count < required.count {
      throw .missingArgument(required[arguments.count].name, command: spec.name)
    }
    if arguments.count > spec.arguments.count {
      throw UsageError(
        message: "Unexpected argument '\(arguments[spec.arguments.count])'", command: spec.name)
    }
  }

  /// The positional argument at `index`, if given.
  func argument(_ index: Int) -> String? {
    index < arguments.count ? arguments[index] : nil
  }

  /// Whether the flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The option's value, if given.
  func string(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option.
  func strings(_ name: String) -> [String] { values[name] ?? [] }

  /// The option's value converted by `convert`; a conversion error becomes a usage error.
  func value<T>(_ name: String, _ convert: (String) throws -> T) throws(UsageError) -> T? {
    guard let text = string(name) else { return nil }
    do { return try convert(text) } catch {
      let option = spec.option(named: name) ?? OptionSpec(name: name, valueName: name, help: "")
      throw .invalidValue(text, for: option, command: spec.name, reason: "\(error)")
    }
  }

  /// A positional argument converted by `convert`; an error becomes a usage error.
  func argument<T>(_ index: Int, _ convert: (String) throws -> T) throws(UsageError) -> T? {
    guard let text = argument(index) else { return nil }
    do { return try convert(text) } catch {
      let name = index < spec.arguments.count ? spec.arguments[index].name : "argument"
      throw UsageError(
        message: "The value '\(text)' is invalid for '<\(name)>': \(error)", command: spec.name)
    }
  }

  /// A name-like option (unit, category, name), trimmed of white space; one that is given
  /// but blank is refused.
  func label(_ name: String) throws(UsageError) -> String? {
    try value(name) { text in
      guard let label = Optional(text).trimmedLabel else { throw Reason("it must not be blank") }
      return label
    }
  }

  /// A date option.
  func date(_ name: String) throws(UsageError) -> CalendarDate? {
    try value(name) { try CalendarDate(parsing: $0) }
  }

  /// A whole number option from zero to `limit` (by default 36,600, a century of days).
  func count(_ name: String, limit: Int = 36_600) throws(UsageError) -> Int? {
    try count(name, in: 0...limit)
  }

  /// A whole number option within `range`.
  func count(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    try value(name) { text in
      guard let number = Int(text), number >= 0 else { throw ValueError.notADecimal(text) }
      guard range.contains(number) else {
        throw Reason(
          "it is out of range: it must be from \(range.lowerBound) to \(range.upperBound)")
      }
      return number
    }
  }
}

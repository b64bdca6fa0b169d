import LarderLanguage
import LarderReports

/// One option that takes a value, declared once with its type: its name, help and default
/// feed the parser, the help text and the value the command reads.
///
/// A command declares, for example,
/// `static let window = Option<Int>.count("window", "days", "The window W, in days.", default: 90)`,
/// lists it in its spec, and reads `try command[window]`, an `Int` that is 90 when
/// `--window` is absent; the help shows `(default: 90)`. An option without a default is an
/// `Option<T?>` and reads as nil when absent. An option whose default depends on the context
/// (`--as-of`: today) shows a described default in the help and reads as nil when absent.
/// The kinds (text, label, date, count, choice, list) are in `Option+Kinds.swift`.
struct Option<Value: Sendable>: OptionGroup {
  /// What parsing and help know about the option.
  let spec: OptionSpec
  /// Turns the texts given on the command line (none, one, or several when the option is
  /// repeatable) into the value.
  let read: @Sendable ([String]) throws(OptionError) -> Value

  var specs: [OptionSpec] { [spec] }

  /// An option that reads its texts with `read`; the kinds below are made with it.
  init(spec: OptionSpec, read: @escaping @Sendable ([String]) throws(OptionError) -> Value) {
    self.spec = spec
    self.read = read
  }

  /// An option read by `parse`, nil when absent. `describedDefault` is what the help shows
  /// as the default when the command decides it from the context (`today`).
  ///
  /// An error thrown by `parse` becomes "The value 'x' is invalid for '--name <value>':
  /// <the error>".
  static func value<Wrapped>(
    _ name: String, _ valueName: String, _ help: String, describedDefault: String? = nil,
    _ parse: @escaping @Sendable (String) throws -> Wrapped
  ) -> Option<Wrapped?> where Value == Wrapped? {
    let spec = OptionSpec(
      name: name, valueName: valueName, help: help, defaultValue: describedDefault)
    return Option<Wrapped?>(spec: spec) { texts throws(OptionError) in
      guard let text = texts.last else { return nil }
      return try convert(text, parse)
    }
  }

  /// An option read by `parse`, `defaultValue` when absent; the help shows the default.
  static func value(
    _ name: String, _ valueName: String, _ help: String, default defaultValue: Value,
    _ parse: @escaping @Sendable (String) throws -> Value
  ) -> Option<Value> where Value: CustomStringConvertible {
    // `description`, not `"\(value)"`: interpolating a generic value asks the runtime which
    // protocols it conforms to, a search through every conformance the binary holds.
    let spec = OptionSpec(
      name: name, valueName: valueName, help: help, defaultValue: defaultValue.description)
    return Option(spec: spec) { texts throws(OptionError) in
      guard let text = texts.last else { return defaultValue }
      return try convert(text, parse)
    }
  }

  /// `parse(text)`, with its error as the reason the text is invalid.
  static func convert<Result>(_ text: String, _ parse: (String) throws -> Result)
    throws(OptionError) -> Result
  {
    do { return try parse(text) } catch { throw .invalid(text, reason: ErrorMessage.text(error)) }
  }
}

extension Option {
  /// The same option, required: when it is absent, reading it throws a usage error with
  /// `message` (for example "Missing --lots: how many purchases to write").
  func required<Wrapped>(_ message: String) -> Option<Wrapped> where Value == Wrapped? {
    let read = self.read
    return Option<Wrapped>(spec: spec) { texts throws(OptionError) in
      guard let value = try read(texts) else {
        throw .missing(Localization.current.text(message))
      }
      return value
    }
  }
}

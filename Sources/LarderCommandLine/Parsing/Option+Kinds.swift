import LarderCore
import LarderLanguage
import LarderReports

/// The kinds of option the commands take, each with the messages its values are refused
/// with.
extension Option {
  /// Free text, such as a note or a path; nil when absent.
  static func text(
    _ name: String, _ valueName: String, _ help: String, describedDefault: String? = nil
  ) -> Option<String?> where Value == String? {
    .value(name, valueName, help, describedDefault: describedDefault) { $0 }
  }

  /// Free text, `defaultValue` when absent.
  static func text(
    _ name: String, _ valueName: String, _ help: String, default defaultValue: String
  ) -> Option<String> where Value == String {
    .value(name, valueName, help, default: defaultValue) { $0 }
  }

  /// A file or folder's path; nil when absent. One given empty (`--db ""`, a variable
  /// that expanded to nothing) is refused rather than taken for "not given".
  static func path(
    _ name: String, _ valueName: String, _ help: String, describedDefault: String? = nil
  ) -> Option<String?> where Value == String? {
    .value(name, valueName, help, describedDefault: describedDefault) { text in
      guard !text.isEmpty else { throw Reason(Localization.current.tr("no path given")) }
      return text
    }
  }

  /// A name-like value (unit, category, name), trimmed of white space; one that is given but
  /// blank is refused ("it must not be blank"). Nil when absent.
  static func label(
    _ name: String, _ valueName: String, _ help: String, describedDefault: String? = nil
  ) -> Option<String?> where Value == String? {
    .value(name, valueName, help, describedDefault: describedDefault) { text in
      guard let label = Optional(text).trimmedLabel else {
        throw Reason(Localization.current.tr("it must not be blank"))
      }
      return label
    }
  }

  /// A date as typed (`2026-12-31`, `today`, `-2`, `3d`, `31/12` in French; see
  /// `TypedInput`); nil when absent. A day typed without its year falls in the year
  /// `missingYear` says: the last such day for purchases and events, the next for expiries.
  static func date(
    _ name: String, _ valueName: String, _ help: String, describedDefault: String? = nil,
    missingYear: MissingYear = .last
  ) -> Option<CalendarDate?> where Value == CalendarDate? {
    .value(name, valueName, help, describedDefault: describedDefault) {
      try TypedInput.current.date($0, missingYear: missingYear)
    }
  }

  /// A whole number within `range` (by default from 0 to 36,600, a century of days); nil
  /// when absent. Refused with "it is out of range: it must be from A to B".
  static func count(
    _ name: String, _ valueName: String, _ help: String, in range: ClosedRange<Int> = 0...36_600
  ) -> Option<Int?> where Value == Int? {
    .value(name, valueName, help) { try wholeNumber($0, in: range) }
  }

  /// A whole number within `range`, `defaultValue` when absent.
  static func count(
    _ name: String, _ valueName: String, _ help: String, in range: ClosedRange<Int> = 0...36_600,
    default defaultValue: Int
  ) -> Option<Int> where Value == Int {
    .value(name, valueName, help, default: defaultValue) { try wholeNumber($0, in: range) }
  }

  /// Every value of an option that may be repeated (`--to a --to b`), in order; empty when
  /// absent.
  static func list(
    _ name: String, _ valueName: String, _ help: String, describedDefault: String? = nil
  ) -> Option<[String]> where Value == [String] {
    let spec = OptionSpec(
      name: name, valueName: valueName, help: help, defaultValue: describedDefault,
      repeatable: true)
    return Option<[String]>(spec: spec) { texts throws(OptionError) in texts }
  }

  /// The barcodes (GTIN-8, -12, -13 or -14, check digit verified) of an option that may be
  /// repeated, in order; empty when absent.
  static func barcodes(_ name: String, _ help: String) -> Option<[GTIN]>
  where Value == [GTIN] {
    let spec = OptionSpec(name: name, valueName: "code", help: help, repeatable: true)
    return Option<[GTIN]>(spec: spec) { texts throws(OptionError) in
      var barcodes: [GTIN] = []
      for text in texts { barcodes.append(try convert(text) { try GTIN($0) }) }
      return barcodes
    }
  }

  static func wholeNumber(_ text: String, in range: ClosedRange<Int>) throws -> Int {
    let l = Localization.current
    guard let number = Int(text) else {
      let isNumber = text.contains { $0.isNumber } && Double(text) != nil
      guard isNumber else { throw ValueError.notADecimal(text) }
      throw Reason(
        text.hasPrefix("-")
          ? l.tr("it must not be negative") : l.tr("it must be a whole number"))
    }
    guard number >= 0 else { throw Reason(l.tr("it must not be negative")) }
    guard range.contains(number) else {
      throw Reason(
        l.tr(
          "it is out of range: it must be from {low} to {high}",
          ["low": "\(range.lowerBound)", "high": "\(range.upperBound)"]))
    }
    return number
  }
}

extension Option where Value: OptionValues {
  /// One of the cases of `Value`, `defaultValue` when absent; the help lists the cases and
  /// the default, and the parser refuses any other value.
  static func choice(
    _ name: String, _ valueName: String, _ help: String, default defaultValue: Value
  ) -> Option<Value> {
    let cases = Value.allCases.map(\.rawValue)
    let spec = OptionSpec(
      name: name, valueName: valueName, help: help, values: cases,
      defaultValue: defaultValue.rawValue)
    return Option(spec: spec) { texts throws(OptionError) in
      guard let text = texts.last else { return defaultValue }
      guard let value = Value(rawValue: text) else {
        throw .invalid(
          text,
          reason: Localization.current.tr(
            "expected one of {values}", ["values": cases.joined(separator: ", ")]))
      }
      return value
    }
  }
}

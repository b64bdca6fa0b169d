/// Why a value given as text, or a combination of values, was refused.
public enum ValueError: Error, Hashable, Sendable, CustomStringConvertible {
  case invalidDate(String)
  /// A purchase or event dated after today.
  case futureDate(CalendarDate)
  case invalidMonth(String)
  case emptyPeriod(from: CalendarDate, to: CalendarDate)
  case notADecimal(String)
  /// Typed text that is not a number in a language whose decimal separator is `decimal`.
  case notANumber(String, decimal: DecimalSeparator)
  /// Typed text with more than one separator (`1.234,5`, `1,234,567`): thousands are
  /// written without one, so it could be read two ways.
  case ambiguousNumber(String, decimal: DecimalSeparator)
  /// Typed text with a `,` in a language whose decimals follow a `.` (`2,38` in English).
  case commaNotDecimal(String)
  /// A short date (`12/31`) in a language that reads none, since it could be either order.
  case ambiguousDate(String)
  /// A quantity typed with a unit (`100 g`) and `--unit` naming another.
  case unitGivenTwice(String, unit: String)
  case tooPrecise(String, maxDecimals: Int)
  /// A number beyond the bound for one row; `max` is the bound in whole units.
  case tooLarge(String, max: String)
  case unknownCurrency(String)
  case notPositive(what: Subject, value: String)
  case negative(what: Subject, value: String)
  /// A sum, difference or product that does not fit the 64-bit integers Larder keeps
  /// thousandths and minor units in; `what` names it (a total, the price index).
  case overflow(what: Subject)
  /// Amounts of two currencies added or compared, which Larder never does.
  case differentCurrencies(Currency, Currency)
  /// A name, unit, category, store, location or note that breaks `TextField`'s rules.
  case badText(TextField, TextProblem)
  /// A barcode that is not a GTIN-8, -12, -13 or -14 with a right check digit.
  case invalidBarcode(String, GTIN.Problem)

  public var description: String {
    switch self {
    case .invalidDate(let text):
      return "'\(text)' is not a valid date; expected YYYY-MM-DD, for example 2026-10-31"
    case .futureDate(let date):
      return "the date \(date) is in the future"
    case .invalidMonth(let text):
      return "'\(text)' is not a valid month; expected YYYY-MM, for example 2026-10"
    case .emptyPeriod(let from, let to):
      return "the period ends (\(to)) before it starts (\(from))"
    case .notADecimal(let text):
      return "'\(text)' is not a number; use digits with '.' as the decimal separator"
    case .notANumber(let text, .point):
      return "'\(text)' is not a number; use digits with '.' as the decimal separator"
    case .notANumber(let text, .comma):
      return "'\(text)' is not a number; use digits with ',' or '.' as the decimal separator"
    case .ambiguousNumber(let text, .point):
      return
        "'\(text)' is ambiguous: write at most one separator, '.' before the decimals, and "
        + "thousands without one, as in 1234.5"
    case .ambiguousNumber(let text, .comma):
      return
        "'\(text)' is ambiguous: write at most one separator, ',' or '.' before the decimals, "
        + "and thousands without one, as in 1234,5"
    case .commaNotDecimal(let text):
      return
        "'\(text)' is ambiguous: ',' may separate decimals or thousands; write decimals after "
        + "'.' (2.5) and thousands without a separator (1234)"
    case .ambiguousDate(let text):
      return
        "'\(text)' is ambiguous: it could be day/month or month/day; write the date as "
        + "YYYY-MM-DD, for example 2026-12-31"
    case .unitGivenTwice(let text, let unit):
      return "'\(text)' has a unit, and \("--unit") gives another one (\(unit)); give one unit"
    case .tooPrecise(let text, let places):
      return places == 0
        ? "'\(text)' has decimals, but this amount allows none"
        : "'\(text)' has more than \(places) decimal places"
    case .tooLarge(let text, let max):
      return "'\(text)' is too large (at most \(max))"
    case .unknownCurrency(let code):
      return "'\(code)' is not a known ISO 4217 currency code"
    case .notPositive(let what, let value):
      return "\(what) must be greater than zero, not \(value)"
    case .negative(let what, let value):
      return "\(what) must not be negative, not \(value)"
    case .invalidBarcode(let text, .notDigits):
      return "'\(text)' is not a barcode: a barcode is 8, 12, 13 or 14 digits"
    case .invalidBarcode(let text, .length(let count)):
      return "'\(text)' has \(count) digits; a barcode has 8, 12, 13 or 14"
    case .invalidBarcode(let text, .checkDigit(let expected)):
      return
        "'\(text)' is not a valid barcode: its last digit (the check digit) should be \(expected)"
    case .overflow(let what):
      return
        "\(what) is too large to compute: it would pass \(Int64.max) thousandths of a unit or "
        + "minor units of money"
    case .differentCurrencies(let first, let second):
      return "amounts in \(first) and \(second) cannot be added together"
    case .badText(let field, .controlCharacter(let code)):
      return
        "the \(field.rawValue) holds a control character (\(TextField.codePoint(code))), "
        + "which Larder does not keep"
    case .badText(let field, .invisibleCharacter(let code)):
      return "the \(field.rawValue) holds an invisible character (\(TextField.codePoint(code)))"
    case .badText(let field, .tooLong(let bytes, let maximum)):
      return "the \(field.rawValue) is \(bytes) bytes long; it may hold at most \(maximum)"
    }
  }
}

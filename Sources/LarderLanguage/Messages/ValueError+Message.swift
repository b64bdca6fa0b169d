import LarderCore

extension ValueError: LocalizedMessage {
  /// The refusal in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .invalidDate(let text):
      return l.tr(
        "'{text}' is not a valid date; expected YYYY-MM-DD, for example 2026-10-31",
        ["text": text])
    case .futureDate(let date):
      return l.tr("the date {date} is in the future", ["date": "\(date)"])
    case .invalidMonth(let text):
      return l.tr(
        "'{text}' is not a valid month; expected YYYY-MM, for example 2026-10", ["text": text])
    case .emptyPeriod(let from, let to):
      return l.tr(
        "the period ends ({to}) before it starts ({from})", ["to": "\(to)", "from": "\(from)"])
    case .notADecimal(let text):
      return l.tr(
        "'{text}' is not a number; use digits with '.' as the decimal separator", ["text": text])
    case .notANumber(let text, .point):
      return l.tr(
        "'{text}' is not a number; use digits with '.' as the decimal separator", ["text": text])
    case .notANumber(let text, .comma):
      return l.tr(
        "'{text}' is not a number; use digits with ',' or '.' as the decimal separator",
        ["text": text])
    case .ambiguousNumber(let text, .point):
      return l.tr(
        "'{text}' is ambiguous: write at most one separator, '.' before the decimals, and thousands without one, as in 1234.5",
        ["text": text])
    case .ambiguousNumber(let text, .comma):
      return l.tr(
        "'{text}' is ambiguous: write at most one separator, ',' or '.' before the decimals, and thousands without one, as in 1234,5",
        ["text": text])
    case .commaNotDecimal(let text):
      return l.tr(
        "'{text}' is ambiguous: ',' may separate decimals or thousands; write decimals after '.' (2.5) and thousands without a separator (1234)",
        ["text": text])
    case .ambiguousDate(let text):
      return l.tr(
        "'{text}' is ambiguous: it could be day/month or month/day; write the date as YYYY-MM-DD, for example 2026-12-31",
        ["text": text])
    case .unitGivenTwice(let text, let unit):
      return l.tr(
        "'{text}' has a unit, and another one ({unit}) is given; give one unit",
        ["text": text, "unit": unit])
    case .tooPrecise(let text, let places):
      return places == 0
        ? l.tr("'{text}' has decimals, but this amount allows none", ["text": text])
        : l.tr(
          "'{text}' has more than {places} decimal places", ["text": text, "places": "\(places)"])
    case .tooLarge(let text, let max):
      return l.tr("'{text}' is too large (at most {max})", ["text": text, "max": max])
    case .unknownCurrency(let code):
      return l.tr("'{code}' is not a known ISO 4217 currency code", ["code": code])
    case .notPositive(let what, let value):
      return l.tr(
        "{what} must be greater than zero, not {value}", ["what": what.message(l), "value": value])
    case .negative(let what, let value):
      return l.tr(
        "{what} must not be negative, not {value}", ["what": what.message(l), "value": value])
    case .invalidBarcode(let text, .notDigits):
      return l.tr(
        "'{text}' is not a barcode: a barcode is 8, 12, 13 or 14 digits", ["text": text])
    case .invalidBarcode(let text, .length(let count)):
      return l.tr(
        "'{text}' has {count} digits; a barcode has 8, 12, 13 or 14",
        ["text": text, "count": "\(count)"])
    case .invalidBarcode(let text, .checkDigit(let expected)):
      return l.tr(
        "'{text}' is not a valid barcode: its last digit (the check digit) should be {digit}",
        ["text": text, "digit": "\(expected)"])
    case .overflow(let what):
      return l.tr(
        "{what} is too large to compute: it would pass {max} thousandths of a unit or minor units of money",
        ["what": what.message(l), "max": "\(Int64.max)"])
    case .differentCurrencies(let first, let second):
      return l.tr(
        "amounts in {first} and {second} cannot be added together",
        ["first": "\(first)", "second": "\(second)"])
    case .badText(let field, .controlCharacter(let code)):
      return l.tr(
        "{field} holds a control character ({code}), which Larder does not keep",
        ["field": field.message(l), "code": TextField.codePoint(code)])
    case .badText(let field, .invisibleCharacter(let code)):
      return l.tr(
        "{field} holds an invisible character ({code})",
        ["field": field.message(l), "code": TextField.codePoint(code)])
    case .badText(let field, .tooLong(let bytes, let maximum)):
      return l.tr(
        "{field} is {bytes} bytes long; it may hold at most {maximum}",
        ["field": field.message(l), "bytes": "\(bytes)", "maximum": "\(maximum)"])
    }
  }
}

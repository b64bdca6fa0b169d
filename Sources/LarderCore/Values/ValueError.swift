/// Why a value given as text, or a combination of values, was refused.
public enum ValueError: Error, Hashable, Sendable {
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

}

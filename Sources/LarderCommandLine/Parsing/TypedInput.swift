import Foundation
import LarderCore
import LarderLanguage

/// What reading a typed value needs besides its text: today, for relative dates, and the
/// reader's conventions (decimal separator, order of day and month, words for days). The
/// command line sets it once for a command (`TypedInput.$current.withValue`), from the
/// chosen language, or `--locale` where the command takes it.
struct TypedInput: Sendable {
  /// The local calendar date now.
  var today: CalendarDate
  /// The language and locale whose conventions typed values follow.
  private var localization: Localization
  /// The day an expiry typed without its year counts from: today, or the day of the
  /// purchase it belongs to (`add --date`).
  var expiriesFrom: CalendarDate

  /// The decimal separator numbers may use. Asked of the locale when a number is read, so
  /// that a command that reads none does not pay for ICU's number formats.
  var decimal: DecimalSeparator { localization.decimalSeparator }
  /// How dates are typed (asked of the locale when a date is read).
  var dates: DateReading { localization.dateReading }

  /// The conventions of `localization`, on `today`.
  init(_ localization: Localization, today: CalendarDate) {
    self.today = today
    self.localization = localization
    expiriesFrom = today
  }

  /// The same input, with expiries typed without their year counting from `day`.
  func expiries(from day: CalendarDate) -> TypedInput {
    var input = self
    input.expiriesFrom = day
    return input
  }

  /// The input of the command being run; English on the real today outside one.
  @TaskLocal static var current = TypedInput(.english, today: Context.realToday())

  /// `text` as a day typed by a person (`today`, `+3`, `31/12` in French…).
  ///
  /// - Throws: `ValueError.invalidDate` or `.ambiguousDate`.
  func date(_ text: String, missingYear: MissingYear) throws(ValueError) -> CalendarDate {
    let year = missingYear == .next ? .nextFrom(expiriesFrom) : missingYear
    return try CalendarDate(typing: text, today: today, reading: dates, missingYear: year)
  }

  /// `text` as a quantity greater than zero typed by a person (`0,5` in French, `１２`).
  ///
  /// - Throws: the errors of `Quantity(typing:decimal:)`, `ValueError.notPositive`.
  func positiveQuantity(_ text: String) throws(ValueError) -> Quantity {
    let value = try Quantity(typing: text, decimal: decimal)
    guard value > .zero else { throw .notPositive(what: .quantity, value: text) }
    return value
  }

  /// `text` as an amount of money in `currency` typed by a person, not below zero.
  ///
  /// - Throws: the errors of `Money(typing:currency:decimal:)`, `ValueError.negative`.
  func price(_ text: String, currency: Currency, what: ValueError.Subject = .price)
    throws(ValueError) -> Money
  {
    let price = try Money(typing: text, currency: currency, decimal: decimal)
    guard price.minorUnits >= 0 else { throw .negative(what: what, value: text) }
    return price
  }
}

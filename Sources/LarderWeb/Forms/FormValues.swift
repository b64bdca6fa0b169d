import LarderCore
import LarderLanguage

/// The fields of a form sent, read as the command line reads the options of the same
/// name: an empty field is an absent option, and a refused value gives the command line's
/// message, naming the field instead of the option.
struct FormValues {
  let fields: [String: String]
  /// The conventions numbers and dates are typed in: the page's language's
  /// (`PageLanguage`), so a French phone's `1,29` is a price.
  let localization: Localization
  /// Today, for relative dates (`tomorrow`, `+3`).
  let today: CalendarDate

  init(_ fields: [String: String], localization: Localization, today: CalendarDate) {
    self.fields = fields
    self.localization = localization
    self.today = today
  }

  /// The form of `visit`'s request, read in its language's conventions.
  init(_ visit: Visit) {
    self.init(visit.request.form, localization: visit.l, today: visit.today)
  }

  /// The decimal separator of the request's language.
  var decimal: DecimalSeparator { localization.decimalSeparator }

  /// The field as sent, or nil when empty or absent.
  subscript(_ name: String) -> String? {
    fields[name].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// "The value 'x' is invalid for price: reason".
  static func invalid(_ text: String, _ field: String, _ reason: any Error) -> FormError {
    FormError(problem: .invalid(text, reason: reason), field: field)
  }

  /// A value read by `parse`; nil when the field is empty.
  func value<T>(_ name: String, _ parse: (String) throws -> T) throws(FormError) -> T? {
    guard let text = self[name] else { return nil }
    do { return try parse(text) } catch { throw Self.invalid(text, name, error) }
  }

  /// A name-like value (unit, category), trimmed; one of only white space is refused as
  /// the command line refuses it.
  func label(_ name: String) throws(FormError) -> String? {
    guard let text = self[name] else { return nil }
    guard let label = Optional(text).trimmedLabel else {
      throw FormError(problem: .blank(text), field: name)
    }
    return label
  }

  /// A date as typed (`2026-12-31`, `tomorrow`, `31/12` in French); a day without its
  /// year falls in the year `missingYear` says.
  func date(_ name: String, missingYear: MissingYear = .last) throws(FormError) -> CalendarDate? {
    let reading = localization.dateReading
    return try value(name) { text throws(ValueError) in
      try CalendarDate(typing: text, today: today, reading: reading, missingYear: missingYear)
    }
  }

  /// A price as typed in the request's language (`1,29` in French), not below zero.
  func price(_ name: String, currency: Currency) throws(FormError) -> Money? {
    let decimal = decimal
    return try value(name) { text throws(ValueError) in
      let price = try Money(typing: text, currency: currency, decimal: decimal)
      guard price.minorUnits >= 0 else { throw .negative(what: .price, value: text) }
      return price
    }
  }

  /// The amount of the `quantity` field and the `unit` field, as `larder consume` reads
  /// its arguments (`100 g`, `0,5` in French, `1 pack`).
  ///
  /// - Throws: `FormError` for a missing or refused quantity.
  func amount() throws(FormError) -> Amount {
    let unit = try label("unit")
    let decimal = decimal
    guard
      let amount = try value(
        "quantity",
        { text throws(ValueError) in
          try Amount.reading(text, unit: unit, decimal: decimal)
        })
    else { throw FormError(problem: .missing, field: "quantity") }
    return amount
  }

  /// The item name, trimmed.
  ///
  /// - Throws: "The item name must not be blank".
  func itemName() throws(FormError) -> String {
    guard let name = Optional(fields["name"] ?? "").trimmedLabel else {
      throw FormError(problem: .blankName, field: "name")
    }
    return name
  }

  /// A quantity greater than zero, which must be given.
  func positiveQuantity(_ name: String = "quantity") throws(FormError) -> Quantity {
    guard
      let quantity = try value(
        name,
        { text throws(ValueError) in
          let value = try Quantity(typing: text, decimal: decimal)
          guard value > .zero else { throw .notPositive(what: .quantity, value: text) }
          return value
        })
    else {
      throw FormError(problem: .missing, field: name)
    }
    return quantity
  }
}

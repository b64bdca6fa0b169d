import LarderCore

/// The fields of a form sent, read as the command line reads the options of the same
/// name: an empty field is an absent option, and a refused value gives the command line's
/// message, naming the field instead of the option.
struct FormValues {
  let fields: [String: String]

  init(_ fields: [String: String]) {
    self.fields = fields
  }

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

  /// A date as YYYY-MM-DD.
  func date(_ name: String) throws(FormError) -> CalendarDate? {
    try value(name) { try CalendarDate(parsing: $0) }
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
      let quantity = try value(name, { try Quantity.positive(parsing: $0, what: .quantity) })
    else {
      throw FormError(problem: .missing, field: name)
    }
    return quantity
  }
}

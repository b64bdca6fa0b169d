import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderStore

/// One call of an API route, as its handler reads it: the store, the path's and query's
/// parameters, the body, and what a write records (its origin, its day).
struct APICall {
  let store: Store
  let request: Request
  /// The path parameters, by name.
  let path: [String: String]
  /// The body's members (a write's); empty for a read.
  let body: [String: JSONInput]
  let today: CalendarDate
  /// Where a change this call makes was asked for.
  let origin: ChangeOrigin
  /// The currency of a price given without one.
  let defaultCurrency: Currency

  /// The path parameter `name`, as sent.
  func segment(_ name: String) -> String { path[name] ?? "" }

  /// The query parameter `name`, read by `read`; nil when absent.
  func query<T>(_ name: String, _ read: (String) throws -> T?) throws(APIProblem) -> T? {
    guard let text = request.query[name] else { return nil }
    guard let value = try? read(text) else {
      throw APIProblem(
        kind: .badRequest,
        detail: Localization.current.tr(
          "The parameter {name} cannot be '{value}'.", ["name": name, "value": text]),
        field: name)
    }
    return value
  }

  /// The day `asOf` names, else today; never after today.
  func asOf() throws -> CalendarDate {
    guard let day = try query("asOf", { try CalendarDate(parsing: $0) }) else { return today }
    return try day.checkedNotAfter(today)
  }

  /// A whole number from the query, within `range`, else `fallback`.
  func count(_ name: String, in range: ClosedRange<Int>, else fallback: Int) throws(APIProblem)
    -> Int
  {
    try query(name) { text in Int(text).flatMap { range.contains($0) ? $0 : nil } } ?? fallback
  }

  /// The month `month` names, else the one of `day`.
  func month(of day: CalendarDate) throws(APIProblem) -> Month {
    try query("month") { try Month(parsing: $0) } ?? day.month
  }

  /// The body's string `name`; nil when absent or null.
  func text(_ name: String) -> String? {
    if case .string(let text)? = body[name] { return text }
    return nil
  }

  /// The body's boolean `name`, false when absent.
  func flag(_ name: String) -> Bool {
    if case .bool(let flag)? = body[name] { return flag }
    return false
  }

  /// The body's value `name` read by `read`, a refusal naming the field when it throws.
  func value<T>(_ name: String, _ read: (String) throws(ValueError) -> T) throws -> T? {
    guard let text = text(name) else { return nil }
    do { return try read(text) } catch {
      throw APIProblem(kind: .unprocessable, detail: error.message(.current), field: name)
    }
  }

  /// The body's day `name` (YYYY-MM-DD).
  func date(_ name: String) throws -> CalendarDate? {
    try value(name) { text throws(ValueError) in try CalendarDate(parsing: text) }
  }

  /// The amount of `quantity` and `unit`, as `larder consume` reads its arguments
  /// (`0.5`, `250 g`, `1 pack`); nil when there is no quantity.
  func amount(allowsZero: Bool = false) throws -> Amount? {
    let unit = text("unit")
    return try value("quantity") { text throws(ValueError) in
      try Amount.reading(text, unit: unit, decimal: .point, allowsZero: allowsZero)
    }
  }

  /// The body's `price` in its `currency` (else the household's), nil when there is none,
  /// and that currency. A price below zero is the store's to refuse.
  func price() throws -> (price: Money?, currency: Currency) {
    let currency =
      try value("currency") { text throws(ValueError) in try Currency(code: text) }
      ?? defaultCurrency
    let price = try value("price") { text throws(ValueError) in
      try Money(parsing: text, currency: currency)
    }
    return (price, currency)
  }

  /// The amount of `quantity` and `unit` (`amount()`) for the item `item`, in its unit.
  func quantity(of item: String, allowsZero: Bool = false) throws -> (Item, Quantity) {
    guard let amount = try amount(allowsZero: allowsZero) else {
      throw APIProblem(
        kind: .unprocessable,
        detail: Localization.current.tr("The field {name} is needed.", ["name": "quantity"]),
        field: "quantity")
    }
    let (named, quantity) = try store.quantity(amount, of: item)
    return (named, quantity)
  }
}

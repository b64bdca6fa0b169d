import Foundation

// The values of a `ChangeAction` as the history stores them: each as the text Larder
// writes and parses it (`1.5`, `2026-11-03`, `2026-11`, `EUR`), money as its amount and
// currency, so that the stored JSON reads as the command line does. A quantity or an
// amount reads back whatever it is, within 64 bits: a change records the values of the
// rows it touched, which a hand-edited database may hold beyond the bounds input has.

extension Quantity: Codable {
  /// Reads `1.5`, of any magnitude that 64 bits of thousandths hold.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for text that is not a quantity.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText("a quantity") {
      Quantity(thousandths: try ScaledDecimal.parse($0, scale: Quantity.scale, maxWholeUnits: .max))
    }
  }

  /// Writes `1.5`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension CalendarDate: Codable {
  /// Reads `2026-11-03`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for text that is not a day.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText("a day") { try CalendarDate(parsing: $0) }
  }

  /// Writes `2026-11-03`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension Month: Codable {
  /// Reads `2026-11`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for text that is not a month.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText("a month") { try Month(parsing: $0) }
  }

  /// Writes `2026-11`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension Currency: Codable {
  /// Reads `EUR`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for text that is not a currency code.
  public init(from decoder: any Decoder) throws {
    self = try decoder.singleValueContainer().decodeText("a currency") { try Currency(code: $0) }
  }

  /// Writes `EUR`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}

extension Money: Codable {
  private enum CodingKeys: String, CodingKey {
    case amount, currency
  }

  /// Reads `{"amount": "2.38", "currency": "EUR"}`, of any magnitude that 64 bits of
  /// minor units hold.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an amount the currency cannot hold.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let currency = try container.decode(Currency.self, forKey: .currency)
    let amount = try container.decode(String.self, forKey: .amount)
    do {
      let minorUnits = try ScaledDecimal.parse(
        amount, scale: currency.minorUnits, maxWholeUnits: .max)
      self = Money(minorUnits: minorUnits, currency: currency)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .amount, in: container, debugDescription: "not an amount: \(amount)")
    }
  }

  /// Writes `{"amount": "2.38", "currency": "EUR"}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(amount, forKey: .amount)
    try container.encode(currency, forKey: .currency)
  }
}

extension Event.Kind: Codable {}

extension SingleValueDecodingContainer {
  /// The value `parse` reads from the container's text.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming `what` when the text does not parse.
  fileprivate func decodeText<T>(_ what: String, _ parse: (String) throws -> T) throws -> T {
    let text = try decode(String.self)
    do { return try parse(text) } catch {
      throw DecodingError.dataCorruptedError(in: self, debugDescription: "not \(what): \(text)")
    }
  }
}

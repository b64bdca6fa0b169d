/// An exact amount of money: integer minor units of one currency.
///
/// `Money(minorUnits: 1230, currency: EUR)` is €12.30. Amounts of different currencies
/// are never added together; `MoneyTotals` keeps one sum per currency.
///
/// Bound: a price is at most `maximumWholeUnits` (10^9) whole units of its currency, so
/// 10^11 minor units for EUR, 10^9 for JPY, 10^12 for KWD and 10^13 for the 4-decimal
/// CLF.
public struct Money: Hashable, Sendable, CustomStringConvertible {
  /// The largest price of one lot, in whole units of its currency: 10^9.
  public static let maximumWholeUnits: Int64 = 1_000_000_000

  /// The amount in the currency's minor unit (cents for EUR, yen for JPY).
  public let minorUnits: Int64
  /// The currency of the amount.
  public let currency: Currency

  /// Creates an amount from minor units.
  public init(minorUnits: Int64, currency: Currency) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// Parses a plain decimal such as `12.30` as an amount of `currency`.
  ///
  /// - Throws: `ValueError.tooPrecise` when the text has more decimals than the currency
  ///   allows (`1.5` JPY, `0.001` EUR): prices are never rounded silently;
  ///   `ValueError.tooLarge` when its magnitude is beyond `maximumWholeUnits` (10^9) whole
  ///   units; `ValueError.notADecimal` for anything else that is not a plain decimal.
  public init(parsing text: some StringProtocol, currency: Currency) throws(ValueError) {
    self.minorUnits = try ScaledDecimal.parse(
      text, scale: currency.minorUnits, maxWholeUnits: Money.maximumWholeUnits)
    self.currency = currency
  }

  /// The largest price of one lot in `currency`: 10^9 whole units, in minor units.
  public static func maximum(in currency: Currency) -> Money {
    var minorUnits = maximumWholeUnits
    for _ in 0..<currency.minorUnits { minorUnits *= 10 }
    return Money(minorUnits: minorUnits, currency: currency)
  }

  /// Zero in `currency`.
  public static func zero(_ currency: Currency) -> Money {
    Money(minorUnits: 0, currency: currency)
  }

  /// The plain decimal form with the currency's decimals: `12.30`, `1235`, `0.125`.
  public var amount: String { ScaledDecimal.format(minorUnits, scale: currency.minorUnits) }

  /// The amount followed by the code: `12.30 EUR`.
  public var description: String { amount + " " + currency.code }

  /// This amount × `numerator` / `denominator`, rounded to the minor unit with halves
  /// away from zero. Used for the share of a lot's price that a quantity carries.
  public func prorated(_ numerator: Quantity, of denominator: Quantity) -> Money {
    guard denominator.thousandths != 0 else { return .zero(currency) }
    return Money(
      minorUnits: ScaledDecimal.scale(
        minorUnits, by: numerator.thousandths, over: denominator.thousandths),
      currency: currency)
  }

  /// The sum of two amounts of the same currency.
  public static func + (lhs: Money, rhs: Money) -> Money {
    precondition(lhs.currency == rhs.currency, "adding different currencies")
    return Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
  }

  /// The difference of two amounts of the same currency.
  public static func - (lhs: Money, rhs: Money) -> Money {
    precondition(lhs.currency == rhs.currency, "subtracting different currencies")
    return Money(minorUnits: lhs.minorUnits - rhs.minorUnits, currency: lhs.currency)
  }
}

/// An exact amount of money: integer minor units of one currency.
///
/// `Money(minorUnits: 1230, currency: EUR)` is €12.30. Amounts of different currencies
/// are never added together; `MoneyTotals` keeps one sum per currency.
///
/// Bound: a price is at most `maximumWholeUnits` (10^9) whole units of its currency, so
/// 10^11 minor units for EUR, 10^9 for JPY, 10^12 for KWD and 10^13 for the 4-decimal
/// CLF. Sums of them fit in 64 bits for up to 92 million lots at the bound in a 2-decimal
/// currency (922,000 in a 4-decimal one); past that, arithmetic is checked: `+`, `-` and
/// `prorated` throw `ValueError.overflow` instead of trapping.
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

  /// This amount × `numerator` ÷ `denominator`, rounded to the minor unit with halves
  /// away from zero, computed exactly in 128 bits: the share of a lot's price that a
  /// quantity carries. Zero when the denominator is zero.
  ///
  /// - Throws: `ValueError.overflow` when the share does not fit in 64 bits of minor
  ///   units (only when the numerator is larger than the denominator).
  public func prorated(_ numerator: Quantity, of denominator: Quantity) throws(ValueError)
    -> Money
  {
    guard denominator.thousandths != 0 else { return .zero(currency) }
    guard
      let share = ScaledDecimal.scale(
        Int128(minorUnits), by: Int128(numerator.thousandths),
        over: Int128(denominator.thousandths)),
      let minorUnits = Int64(exactly: share)
    else { throw .overflow(what: .priceShare) }
    return Money(minorUnits: minorUnits, currency: currency)
  }

  /// This amount ÷ `count`, rounded to the minor unit with halves away from zero: an
  /// average over `count` months. Zero when `count` is not positive.
  public func divided(by count: Int) -> Money {
    // For a positive count the quotient is at most the amount, so it fits in 64 bits.
    guard count > 0,
      let share = ScaledDecimal.scale(Int128(minorUnits), by: 1, over: Int128(count)),
      let minorUnits = Int64(exactly: share)
    else { return .zero(currency) }
    return Money(minorUnits: minorUnits, currency: currency)
  }

  /// The sum of two amounts of the same currency.
  ///
  /// - Throws: `ValueError.differentCurrencies`, or `.overflow` when the sum does not fit
  ///   in 64 bits of minor units.
  public static func + (lhs: Money, rhs: Money) throws(ValueError) -> Money {
    guard lhs.currency == rhs.currency else {
      throw .differentCurrencies(lhs.currency, rhs.currency)
    }
    let (sum, overflow) = lhs.minorUnits.addingReportingOverflow(rhs.minorUnits)
    guard !overflow else { throw .overflow(what: .sum(lhs.currency)) }
    return Money(minorUnits: sum, currency: lhs.currency)
  }

  /// The difference of two amounts of the same currency.
  ///
  /// - Throws: `ValueError.differentCurrencies`, or `.overflow` when the difference does
  ///   not fit in 64 bits of minor units.
  public static func - (lhs: Money, rhs: Money) throws(ValueError) -> Money {
    guard lhs.currency == rhs.currency else {
      throw .differentCurrencies(lhs.currency, rhs.currency)
    }
    let (difference, overflow) = lhs.minorUnits.subtractingReportingOverflow(rhs.minorUnits)
    guard !overflow else { throw .overflow(what: .difference(lhs.currency)) }
    return Money(minorUnits: difference, currency: lhs.currency)
  }
}

/// An exact amount of a recipe's line: a positive fraction such as `2`, `1/2` or `1 1/2`.
///
/// Recipes write halves and thirds, which no decimal holds exactly: a third of a teaspoon
/// is 5/3 ml, kept as a fraction until stock is drawn (`Quantity.roundedUp`). The fraction
/// is always reduced, its denominator positive, and its value greater than zero.
///
/// Bounds: reading refuses more than `maximum` (10^6) and more than 6 decimals; products
/// and quotients (scaling servings, converting units) are checked and give nil where a
/// term would not fit in 64 bits, never a trap.
public struct CookingAmount: Hashable, Sendable, CustomStringConvertible {
  /// The largest amount a line is read with: 10^6, far above any recipe's (a million
  /// grams is a tonne).
  public static let maximum: Int64 = 1_000_000
  /// The most decimals a line's amount is read with: `0.125` is, `0.1234567` is not.
  public static let maximumDecimals = 6

  /// The numerator, greater than zero.
  public let numerator: Int64
  /// The denominator, greater than zero; the fraction is reduced.
  public let denominator: Int64

  /// `numerator / denominator`, reduced; nil unless both are greater than zero.
  public init?(_ numerator: Int64, _ denominator: Int64 = 1) {
    guard numerator > 0, denominator > 0 else { return nil }
    let divisor = CookingAmount.gcd(numerator, denominator)
    self.numerator = numerator / divisor
    self.denominator = denominator / divisor
  }

  /// One.
  public static let one = CookingAmount(reduced: 1, 1)

  /// A fraction known to be reduced and positive.
  init(reduced numerator: Int64, _ denominator: Int64) {
    self.numerator = numerator
    self.denominator = denominator
  }

  /// The amount as a whole number, a fraction or a whole number and a fraction, with a
  /// space between: `2`, `1/2`, `1 1/2` (never `3/2`), which `parse` reads back.
  public var description: String {
    let (whole, rest) = numerator.quotientAndRemainder(dividingBy: denominator)
    if rest == 0 { return String(whole) }
    if whole == 0 { return "\(rest)/\(denominator)" }
    return "\(whole) \(rest)/\(denominator)"
  }

  /// Whether the amount is a whole number.
  public var isWhole: Bool { denominator == 1 }

  /// The exact product, reduced; nil when a term passes 64 bits.
  ///
  /// Scaling a recipe from 4 servings to 6 is multiplying each amount by 6/4.
  public func multiplied(by other: CookingAmount) -> CookingAmount? {
    // Cross-reduce first: (a/b)(c/d) = ((a/g)(c/h)) / ((b/h)(d/g)), g = gcd(a, d) and
    // h = gcd(c, b), is already reduced and keeps the terms as small as they can be.
    let g = CookingAmount.gcd(numerator, other.denominator)
    let h = CookingAmount.gcd(other.numerator, denominator)
    let (top, topOverflow) = (numerator / g).multipliedReportingOverflow(by: other.numerator / h)
    let (bottom, bottomOverflow) = (denominator / h).multipliedReportingOverflow(
      by: other.denominator / g)
    guard !topOverflow, !bottomOverflow else { return nil }
    return CookingAmount(reduced: top, bottom)
  }

  /// The exact quotient, reduced; nil when a term passes 64 bits.
  public func divided(by other: CookingAmount) -> CookingAmount? {
    multiplied(by: CookingAmount(reduced: other.denominator, other.numerator))
  }

  /// Whether the amount is greater than `other`, compared exactly.
  public func isGreater(than other: CookingAmount) -> Bool {
    Int128(numerator) * Int128(other.denominator) > Int128(other.numerator) * Int128(denominator)
  }

  /// The greatest common divisor of two positive numbers.
  static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}

extension Quantity {
  /// `amount` rounded up to the thousandth: 5/3 is `1.667`, 2.5 is `2.5`; nil past
  /// `Quantity.maximum`.
  ///
  /// Stock drawn for a recipe is the exact amount in the item's unit rounded up to the
  /// thousandth of that unit, so that a third of a teaspoon never draws less than a third.
  public static func roundedUp(_ amount: CookingAmount) -> Quantity? {
    let (quotient, remainder) = (Int128(amount.numerator) * 1000).quotientAndRemainder(
      dividingBy: Int128(amount.denominator))
    let thousandths = remainder > 0 ? quotient + 1 : quotient
    guard thousandths <= Int128(Quantity.maximum.thousandths),
      let value = Int64(exactly: thousandths)
    else { return nil }
    return Quantity(thousandths: value)
  }
}

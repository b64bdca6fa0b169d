/// An exact fraction of two integers, rounded only when it is printed.
///
/// Rates, days of supply, shares and waste ratios are ratios of exact quantities; keeping
/// them as fractions means `floor` and rounding happen once, on exact values. The terms
/// are 128-bit, so a product of two 64-bit figures (on hand × days, a change × 100) is
/// kept exactly instead of overflowing.
public struct Ratio: Hashable, Sendable, CustomStringConvertible {
  /// The largest magnitude of either term: 2^96. Far beyond any figure Larder divides
  /// (at most a 64-bit amount × a count of days or 100), and small enough that scaling by
  /// 10^9 for printing still fits in 128 bits.
  public static let maximumTerm = Int128(1) << 96

  /// The numerator.
  public let numerator: Int128
  /// The denominator, always greater than zero.
  public let denominator: Int128

  /// Creates `numerator / denominator`, or nil when the denominator is zero or either
  /// term's magnitude passes `maximumTerm`.
  public init?(_ numerator: Int128, _ denominator: Int128) {
    guard denominator != 0, numerator.magnitude <= Ratio.maximumTerm.magnitude,
      denominator.magnitude <= Ratio.maximumTerm.magnitude
    else { return nil }
    self.numerator = denominator < 0 ? -numerator : numerator
    self.denominator = denominator < 0 ? -denominator : denominator
  }

  /// 0.
  public static let zero = Ratio(whole: 0)
  /// 1.
  public static let one = Ratio(whole: 1)

  /// A small whole number.
  private init(whole: Int128) {
    numerator = whole
    denominator = 1
  }

  /// The largest integer not above the value.
  public var floor: Int128 {
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    return remainder < 0 ? quotient - 1 : quotient
  }

  /// The value × 10^places, rounded half away from zero; `places` is taken as 0…9.
  public func scaled(to places: Int) -> Int128 {
    var factor: Int128 = 1
    for _ in 0..<min(max(places, 0), 9) { factor *= 10 }
    // |numerator| ≤ 2^96 and factor ≤ 10^9 < 2^30, so the product fits in 128 bits.
    return ScaledDecimal.scale(numerator, by: factor, over: denominator) ?? 0
  }

  /// The value as a decimal string with `places` decimals (0…9), rounded half away from
  /// zero.
  public func formatted(places: Int) -> String {
    ScaledDecimal.format(scaled(to: places), scale: min(max(places, 0), 9))
  }

  /// Three decimals: `0.125`.
  public var description: String { formatted(places: 3) }
}

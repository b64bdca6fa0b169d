/// An exact fraction of two integers, rounded only when it is printed.
///
/// Rates, days of supply, shares and waste ratios are ratios of exact quantities; keeping
/// them as fractions means `floor` and rounding happen once, on exact values.
public struct Ratio: Hashable, Sendable, CustomStringConvertible {
  /// The numerator.
  public let numerator: Int64
  /// The denominator, always greater than zero.
  public let denominator: Int64

  /// Creates `numerator / denominator`, or nil when the denominator is zero.
  public init?(_ numerator: Int64, _ denominator: Int64) {
    guard denominator != 0, denominator != .min, numerator != .min else { return nil }
    self.numerator = denominator < 0 ? -numerator : numerator
    self.denominator = abs(denominator)
  }

  /// The largest integer not above the value.
  public var floor: Int64 {
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    return remainder < 0 ? quotient - 1 : quotient
  }

  /// The value × 10^places, rounded half away from zero.
  public func scaled(to places: Int) -> Int64 {
    var factor: Int64 = 1
    for _ in 0..<places { factor *= 10 }
    return ScaledDecimal.scale(numerator, by: factor, over: denominator)
  }

  /// The value as a decimal string with `places` decimals, rounded half away from zero.
  public func formatted(places: Int) -> String {
    ScaledDecimal.format(scaled(to: places), scale: places)
  }

  /// Three decimals: `0.125`.
  public var description: String { formatted(places: 3) }
}

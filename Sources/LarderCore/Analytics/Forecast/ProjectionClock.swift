/// The continuous clock T of the forecast's projection (docs definition 5), kept exact.
///
/// The rate is r = q ÷ n thousandths per day (q consumed thousandths over n days). T only
/// ever grows by u ÷ r = u·n ÷ q for a whole lot's u thousandths, or jumps to a whole
/// deadline d, so T is always k ÷ q for an integer k: the clock keeps k. Projected use is
/// a fraction over n. Within Larder's bounds (q ≤ 10^14, n ≤ 36,600, a deadline ≤ about
/// 3.7 × 10^6 days) every term is below 2^96; every product and sum is checked anyway and
/// throws `ValueError.overflow` rather than trap.
struct ProjectionClock {
  /// q: the thousandths consumed in the window, greater than zero.
  let consumed: Int128
  /// n: the days of the window, greater than zero.
  let days: Int128
  /// k, with T = k ÷ q days.
  private(set) var ticks: Int128 = 0

  init(consumed: Int128, days: Int128) {
    self.consumed = consumed
    self.days = days
  }

  /// T as an exact number of days.
  ///
  /// - Throws: `ValueError.overflow` when k passes `Ratio.maximumTerm`.
  func elapsed() throws(ValueError) -> Ratio {
    guard let ratio = Ratio(ticks, consumed) else { throw ProjectionClock.overflow }
    return ratio
  }

  /// Runs one lot of `remaining` thousandths with deadline d (nil for none) and returns its
  /// projected use as thousandths × n: u = min(R, r × (d − T)), or 0 when T ≥ d.
  ///
  /// - Throws: `ValueError.overflow` when a product passes 128 bits.
  mutating func use(remaining: Int128, deadline: Int128?) throws(ValueError) -> Int128 {
    let whole = try ProjectionClock.product(remaining, days)
    guard let deadline else {
      ticks = try ProjectionClock.sum(ticks, whole)
      return whole
    }
    let end = try ProjectionClock.product(deadline, consumed)
    guard ticks < end else { return 0 }
    // r × (d − T) = (q·d − k) ÷ n thousandths; when it is at most R, T becomes d.
    let reachable = end - ticks
    if whole <= reachable {
      ticks += whole
      return whole
    }
    ticks = end
    return reachable
  }

  static let overflow = ValueError.overflow(what: .forecastProjection)

  static func product(_ lhs: Int128, _ rhs: Int128) throws(ValueError) -> Int128 {
    let (value, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    guard !overflow else { throw Self.overflow }
    return value
  }

  static func sum(_ lhs: Int128, _ rhs: Int128) throws(ValueError) -> Int128 {
    let (value, overflow) = lhs.addingReportingOverflow(rhs)
    guard !overflow else { throw Self.overflow }
    return value
  }
}

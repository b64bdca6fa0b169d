/// How fast an item is used as of a day (docs definition 3).
///
/// The quantity consumed (never discarded) in the window (D−W, D], divided by the window's
/// days on or after the first purchase, min(W, D − first purchase + 1). There is no rate
/// (a short history) when fewer than the minimum history's days run from the first
/// purchase to D, both counted, or when the item was never bought.
///
/// Every figure is an exact 128-bit fraction of the 64-bit quantities, so none overflows.
public struct ConsumptionRate: Hashable, Sendable {
  /// What was consumed in the window.
  public var consumed: Quantity
  /// The days divided by, at least 1.
  public var days: Int

  /// The rate, or nil for a short history.
  ///
  /// - Parameters:
  ///   - window: W, in days.
  ///   - minHistory: the fewest days from the first purchase to D (both counted) for a rate;
  ///     a rate always needs at least one.
  ///   - firstPurchase: the item's earliest purchase date, nil when it has none.
  public init?(
    asOf: CalendarDate, window: Int, minHistory: Int, consumed: Quantity,
    firstPurchase: CalendarDate?
  ) {
    guard let firstPurchase else { return nil }
    // In 128 bits: the dates may be any two days, the window any count.
    let span = Int128(asOf.daysSinceEpoch) - Int128(firstPurchase.daysSinceEpoch) + 1
    let days = min(Int128(window), span)
    guard span >= Int128(minHistory), days > 0, let count = Int(exactly: days) else {
      return nil
    }
    self.consumed = consumed
    self.days = count
  }

  /// Quantity per day as a fraction of units.
  public var perDay: Ratio? { Ratio(Int128(consumed.thousandths), Int128(days) * 1000) }

  /// Quantity per week (× 7).
  public var perWeek: Ratio? { Ratio(Int128(consumed.thousandths) * 7, Int128(days) * 1000) }

  /// Whether anything was consumed in the window.
  public var isAboveZero: Bool { consumed > .zero }
}

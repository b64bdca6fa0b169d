/// How fast an item is used, and when it will run out, as of a day.
///
/// - Rate: the quantity consumed (never discarded) in the window (D−W, D], divided by
///   the window's days on or after the first purchase, min(W, D − first purchase + 1).
///   Undefined (nil) when that is ≤ 0 days.
/// - Days of supply: on hand ÷ rate per day. Run-out date: D + floor(days of supply).
///   Both nil when the rate is 0 or undefined; the run-out date is also nil when it falls
///   after 9999-12-31 (a little stock used very slowly), the last day Larder writes.
///
/// Every figure is an exact 128-bit fraction of the 64-bit quantities, so none overflows.
public struct ConsumptionRate: Hashable, Sendable {
  /// The item.
  public var item: Item
  /// The day computed for.
  public var asOf: CalendarDate
  /// On hand at the end of `asOf`.
  public var onHand: Quantity
  /// What was consumed in the window.
  public var consumed: Quantity
  /// The days divided by, nil when ≤ 0.
  public var days: Int?

  /// Computes the rate.
  ///
  /// - Parameters:
  ///   - window: W, in days.
  ///   - firstPurchase: the item's earliest purchase date, nil when it has none.
  public init(
    item: Item, asOf: CalendarDate, window: Int, onHand: Quantity, consumed: Quantity,
    firstPurchase: CalendarDate?
  ) {
    self.item = item
    self.asOf = asOf
    self.onHand = onHand
    self.consumed = consumed
    if let firstPurchase {
      // In 128 bits: the dates may be any two days, the window any count.
      let span = Int128(asOf.daysSinceEpoch) - Int128(firstPurchase.daysSinceEpoch) + 1
      let days = min(Int128(window), span)
      self.days = days > 0 ? Int(days) : nil
    } else {
      self.days = nil
    }
  }

  /// Quantity per day as a fraction of thousandths; nil when undefined.
  public var perDay: Ratio? {
    days.flatMap { Ratio(Int128(consumed.thousandths), Int128($0) * 1000) }
  }

  /// Quantity per week (× 7); nil when undefined.
  public var perWeek: Ratio? {
    days.flatMap { Ratio(Int128(consumed.thousandths) * 7, Int128($0) * 1000) }
  }

  /// On hand ÷ rate per day, in days; nil when the rate is 0 or undefined.
  public var daysOfSupply: Ratio? {
    guard let days, consumed > .zero else { return nil }
    return Ratio(Int128(onHand.thousandths) * Int128(days), Int128(consumed.thousandths))
  }

  /// The day the stock runs out: as-of + floor(days of supply); nil when there is no days
  /// of supply or the day would be after 9999-12-31.
  public var runOutOn: CalendarDate? {
    daysOfSupply.flatMap { asOf.adding(checkedDays: $0.floor) }
  }
}

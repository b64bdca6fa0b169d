/// How fast an item is used, and when it will run out, as of a day.
///
/// - Rate: the quantity consumed (never discarded) in the window (D−W, D], divided by
///   the window's days on or after the first purchase, min(W, D − first purchase + 1).
///   Undefined (nil) when that is ≤ 0 days.
/// - Days of supply: on hand ÷ rate per day. Run-out date: D + floor(days of supply).
///   Both nil when the rate is 0 or undefined.
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
      let days = min(window, asOf.days(since: firstPurchase) + 1)
      self.days = days > 0 ? days : nil
    } else {
      self.days = nil
    }
  }

  /// Quantity per day as a fraction of thousandths; nil when undefined.
  public var perDay: Ratio? {
    days.flatMap { Ratio(consumed.thousandths, Int64($0) * 1000) }
  }

  /// Quantity per week (× 7); nil when undefined.
  public var perWeek: Ratio? {
    days.flatMap { Ratio(consumed.thousandths * 7, Int64($0) * 1000) }
  }

  /// On hand ÷ rate per day; nil when the rate is 0 or undefined.
  public var daysOfSupply: Ratio? {
    guard let days, consumed > .zero else { return nil }
    return Ratio(onHand.thousandths * Int64(days), consumed.thousandths)
  }

  /// The day the stock runs out: as-of + floor(days of supply).
  public var runOutOn: CalendarDate? {
    daysOfSupply.map { asOf.adding(days: Int($0.floor)) }
  }
}

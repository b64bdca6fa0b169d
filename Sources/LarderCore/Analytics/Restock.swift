/// A suggestion to buy more of an item.
///
/// An item is suggested when it runs out on or before D+H, or is below its minimum
/// stock. The quantity is max(minimum − on hand, rate × H − on hand), rounded up to a
/// whole number of the item's usual purchase size (the median quantity of its lots; the
/// lower middle one for an even count), and at least one such pack.
public struct RestockSuggestion: Hashable, Sendable {
  /// The rate and stock it is based on.
  public var rate: ConsumptionRate
  /// The quantity to buy.
  public var suggested: Quantity

  /// The suggestion for one item, or nil when it needs none.
  ///
  /// - Parameters:
  ///   - horizon: H, in days.
  ///   - lotQuantities: the quantities of the item's lots, to find its usual size.
  public init?(rate: ConsumptionRate, horizon: Int, lotQuantities: [Quantity]) {
    let onHand = rate.onHand
    let minimum = rate.item.minimumStock
    let runsOut = rate.runOutOn.map { $0 <= rate.asOf.adding(days: horizon) } ?? false
    let belowMinimum = minimum.map { onHand < $0 } ?? false
    guard runsOut || belowMinimum else { return nil }
    let sorted = lotQuantities.sorted()
    let pack = sorted.isEmpty ? Quantity(1) : sorted[(sorted.count - 1) / 2]
    // Everything × days × 1000 to stay in integers: need = max(min − onHand, C·H/N − onHand).
    let days = Int64(rate.days ?? 1)
    let fromMinimum = ((minimum ?? .zero) - onHand).thousandths * days
    let fromRate = rate.consumed.thousandths * Int64(horizon) - onHand.thousandths * days
    let need = max(fromMinimum, fromRate)
    let packSize = pack.thousandths * days
    let packs = max(1, need <= 0 ? 1 : (need + packSize - 1) / packSize)
    self.rate = rate
    self.suggested = Quantity(thousandths: packs * pack.thousandths)
  }
}

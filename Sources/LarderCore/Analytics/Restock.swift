/// A suggestion to buy more of an item.
///
/// An item is suggested when it runs out on or before D+H, or is below its minimum
/// stock. The quantity is max(minimum − on hand, rate × H − on hand), rounded up to a
/// whole number of the item's usual purchase size (the median quantity of its lots; the
/// lower middle one for an even count; 1 when it has none), and at least one such pack.
///
/// Computed exactly in 128 bits. Within Larder's bounds the quantity always fits (see
/// `Quantity.itemMaximum`); beyond them it is an error, never a trap.
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
  /// - Throws: `ValueError.overflow` when the quantity to buy does not fit in 64 bits of
  ///   thousandths.
  public init?(rate: ConsumptionRate, horizon: Int, lotQuantities: [Quantity]) throws(ValueError) {
    let onHand = Int128(rate.onHand.thousandths)
    let minimum = rate.item.minimumStock.map { Int128($0.thousandths) }
    // Runs out by D+H ⟺ floor(days of supply) ≤ H, compared exactly.
    let runsOut = rate.daysOfSupply.map { $0.floor <= Int128(horizon) } ?? false
    let belowMinimum = minimum.map { onHand < $0 } ?? false
    guard runsOut || belowMinimum else { return nil }
    let sorted = lotQuantities.sorted()
    let median = sorted.isEmpty ? Quantity(1) : sorted[(sorted.count - 1) / 2]
    let pack = Int128(median > .zero ? median.thousandths : 1000)
    // Everything × days × 1000 to stay in integers: need = max(min − onHand, C·H/N − onHand).
    // Each product of two 64-bit numbers is below 2^126; the two that could pass 2^127
    // (the 65-bit min − on hand times the days, and a difference of two products) are
    // checked.
    let tooLarge = ValueError.overflow(what: "the quantity of '\(rate.item.name)' to restock")
    let days = Int128(max(rate.days ?? 1, 1))
    let (fromMinimum, minimumOverflow) = ((minimum ?? 0) - onHand).multipliedReportingOverflow(
      by: days)
    let (fromRate, rateOverflow) = (Int128(rate.consumed.thousandths) * Int128(horizon))
      .subtractingReportingOverflow(onHand * days)
    guard !minimumOverflow, !rateOverflow else { throw tooLarge }
    let need = max(fromMinimum, fromRate)
    let packSize = pack * days
    let (whole, part) = need.quotientAndRemainder(dividingBy: packSize)
    let packs = need <= 0 ? 1 : whole + (part > 0 ? 1 : 0)
    let (suggested, overflow) = packs.multipliedReportingOverflow(by: pack)
    guard !overflow, let thousandths = Int64(exactly: suggested) else { throw tooLarge }
    self.rate = rate
    self.suggested = Quantity(thousandths: thousandths)
  }
}

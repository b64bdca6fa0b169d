import Foundation

/// The forecast as of a day (docs definition 5): every item's projection, and the lots
/// projected to go partly or wholly to waste at the current pace, with their value.
public struct Forecast: Hashable, Sendable {
  /// The day computed for.
  public var asOf: CalendarDate
  /// W, in days.
  public var window: Int
  /// Every item with something usable or a rate above zero, in the order given.
  public var items: [ItemProjection]
  /// The fewest days of history for a pace (`--min-history`).
  public var minHistory: Int

  /// Keeps the items with something usable or a rate above zero.
  public init(asOf: CalendarDate, window: Int, items: [ItemProjection], minHistory: Int = 14) {
    self.asOf = asOf
    self.window = window
    self.minHistory = minHistory
    self.items = items.filter { $0.usable > .zero || ($0.rate?.isAboveZero ?? false) }
  }

  /// The lots projected partly or wholly wasted, that go in the bin: those whose date is
  /// a use-by or of unknown kind, by expiry, then item name (in `NameOrder`), then lot id;
  /// only those expiring on or before D + `within` days when it is given.
  public func wastedLots(within: Int? = nil) -> [LotProjection] {
    projectedPast(within: within) { $0 != .bestBefore }
  }

  /// The lots whose best-before date will have passed before they are used at this pace,
  /// in the order of `wastedLots`: still usable once checked, never waste.
  public func pastBestBeforeLots(within: Int? = nil) -> [LotProjection] {
    projectedPast(within: within) { $0 == .bestBefore }
  }

  /// The lots not used up by their date at this pace whose date kind is `kind`.
  private func projectedPast(within: Int?, _ kind: (DateKind) -> Bool) -> [LotProjection] {
    let last = within.flatMap { asOf.adding(checkedDays: Int128($0)) }
    let ranks = NameOrder.ranks(items.map(\.item.name))
    return items.flatMap(\.lots)
      .filter { lot in
        guard lot.isWasted, kind(lot.lot.dateKind) else { return false }
        guard within != nil else { return true }
        guard let expires = lot.lot.expiresOn else { return false }
        return last.map { expires <= $0 } ?? true
      }
      .map { (key: UUIDText.format($0.lot.id), rank: ranks[$0.item] ?? 0, lot: $0) }
      .sorted {
        let left = ($0.lot.lot.expiresOn ?? .latest, $0.rank, $0.key)
        return left < ($1.lot.lot.expiresOn ?? .latest, $1.rank, $1.key)
      }
      .map(\.lot)
  }

  /// The waste value of `lots` per currency.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits of minor units.
  public static func totals(of lots: [LotProjection]) throws(ValueError) -> MoneyTotals {
    try MoneyTotals(lots.map(\.wasteValue))
  }
}

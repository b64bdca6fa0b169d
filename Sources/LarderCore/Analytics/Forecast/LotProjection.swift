import Foundation

/// What the forecast expects of one usable lot: how much of it will be used before it
/// expires at the item's current pace, and how much will go to waste (docs definition 5).
public struct LotProjection: Hashable, Sendable {
  /// The item's name.
  public var item: String
  /// The item's unit.
  public var unit: String
  /// The lot.
  public var lot: Lot
  /// What is left of it at the as-of date.
  public var remaining: Quantity
  /// The exact projected use, in thousandths of the unit.
  public var exactUse: Ratio
  /// The exact projected waste (remaining − use), in thousandths of the unit.
  public var exactWaste: Ratio
  /// price × projected waste ÷ lot quantity, rounded half away from zero to the minor
  /// unit; in whole pieces for a count unit (`WholePieces`).
  public var wasteValue: Money
  /// Whether the item is counted in pieces, so that use and waste are whole pieces.
  public var inPieces: Bool
  /// D + floor(T) after the lot, when it is used up (nothing projected wasted); else nil, and
  /// nil when that day would be after 9999-12-31.
  public var finishedOn: CalendarDate?

  /// Values a projection of `used` and `wasted` thousandths × `days` of a lot.
  ///
  /// - Parameters:
  ///   - used: the projected use in thousandths, times `days` (exact, as
  ///     `ProjectionClock.use` returns it).
  ///   - wasted: the projected waste in thousandths, times `days`.
  ///   - days: n, the denominator of `used` and `wasted`, greater than zero.
  ///   - finishedAfter: T after the lot, in days.
  /// - Throws: `ValueError.overflow` when a term passes `Ratio.maximumTerm` or the waste
  ///   value does not fit in 64 bits of minor units.
  init(
    item: Item, held: HeldLot, asOf: CalendarDate, used: Int128, wasted: Int128, days: Int128,
    finishedAfter: Ratio?
  ) throws(ValueError) {
    let lot = held.status.lot
    guard let use = Ratio(used, days), let waste = Ratio(wasted, days) else {
      throw ProjectionClock.overflow
    }
    self.item = item.name
    self.unit = item.unit
    self.lot = lot
    self.remaining = held.status.remaining
    self.exactUse = use
    self.exactWaste = waste
    inPieces = WholePieces.apply(to: item.unit)
    let pieces = WholePieces.waste(
      remaining: held.status.remaining, exactUse: use, exactWaste: waste)
    self.wasteValue =
      inPieces
      ? try LotProjection.value(of: Ratio(Int128(pieces.thousandths), 1) ?? waste, lot: lot)
      : try LotProjection.value(of: waste, lot: lot)
    self.finishedOn =
      waste.numerator == 0 && used > 0
      ? finishedAfter.flatMap { asOf.adding(checkedDays: $0.floor) } : nil
  }

  /// The projected use rounded half away from zero to thousandths, for display; in whole
  /// pieces for a count unit, what is left besides the waste.
  public var projectedUse: Quantity {
    inPieces
      ? Quantity(thousandths: remaining.thousandths - projectedWaste.thousandths)
      : LotProjection.rounded(exactUse)
  }

  /// The projected waste rounded half away from zero to thousandths, for display; in whole
  /// pieces for a count unit (`WholePieces`).
  public var projectedWaste: Quantity {
    inPieces
      ? WholePieces.waste(remaining: remaining, exactUse: exactUse, exactWaste: exactWaste)
      : LotProjection.rounded(exactWaste)
  }

  /// Whether any of the lot is projected wasted: exactly, before rounding, or in whole
  /// pieces for a count unit.
  public var isWasted: Bool {
    inPieces ? projectedWaste > .zero : exactWaste.numerator > 0
  }

  /// `thousandths` rounded half away from zero; a use or waste is at most the lot's
  /// remaining quantity, so it fits in 64 bits.
  static func rounded(_ thousandths: Ratio) -> Quantity {
    Quantity(thousandths: Int64(clamping: thousandths.scaled(to: 0)))
  }

  /// price × `waste` ÷ quantity, rounded half away from zero to the minor unit.
  static func value(of waste: Ratio, lot: Lot) throws(ValueError) -> Money {
    guard lot.quantity > .zero else { return .zero(lot.price.currency) }
    let denominator = try ProjectionClock.product(
      waste.denominator, Int128(lot.quantity.thousandths))
    guard
      let value = ScaledDecimal.scale(
        Int128(lot.price.minorUnits), by: waste.numerator, over: denominator),
      let minorUnits = Int64(exactly: value)
    else { throw .overflow(what: .projectedWasteValue) }
    return Money(minorUnits: minorUnits, currency: lot.price.currency)
  }
}

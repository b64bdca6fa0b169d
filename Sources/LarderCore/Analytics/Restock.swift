/// A suggestion to buy more of an item (docs definition 8).
///
/// Over H days an item is suggested when its status is `ok` and it runs out on or before
/// D + H, when it is `out` with a rate above zero, or when its usable stock is below its
/// minimum. A `short-history` item is suggested only by the minimum. The quantity is
/// max(minimum − usable, r × max(0, H − days of supply)) (days of supply 0 for an item that
/// is out), rounded up to a whole number of the item's usual pack (`UsualPack`: the size
/// it is most often bought in; 1 when it has none), and at least one such pack.
///
/// Computed exactly in 128 bits. Within Larder's bounds the quantity always fits (see
/// `Quantity.itemMaximum`); beyond them it is an error, never a trap.
public struct RestockSuggestion: Hashable, Sendable {
  /// The projection it is based on.
  public var projection: ItemProjection
  /// The quantity to buy: `packs` × `pack`.
  public var suggested: Quantity
  /// The item's usual pack (`UsualPack`), in its unit.
  public var pack: Quantity
  /// How many usual packs to buy, at least 1.
  public var packs: Int64
  /// The day to buy by (`buyBy(_:)`).
  public var buyBy: CalendarDate

  /// Whether `projection` needs a suggestion over `horizon` days, before its lot sizes
  /// are read.
  public static func isNeeded(_ projection: ItemProjection, horizon: Int) -> Bool {
    let belowMinimum = projection.item.minimumStock.map { projection.usable < $0 } ?? false
    switch projection.status {
    case .ok:
      // Runs out by D+H ⟺ floor(days of supply) ≤ H, compared exactly.
      return belowMinimum || (projection.daysOfSupply.map { $0.floor <= Int128(horizon) } ?? false)
    case .out:
      return belowMinimum || (projection.rate?.isAboveZero ?? false)
    case .unused, .shortHistory:
      return belowMinimum
    }
  }

  /// The suggestion for one item, or nil when it needs none.
  ///
  /// - Parameters:
  ///   - horizon: H, in days.
  ///   - lotQuantities: the quantities of the item's lots, to find its usual size.
  /// - Throws: `ValueError.overflow` when the quantity to buy does not fit in 64 bits of
  ///   thousandths.
  public init?(projection: ItemProjection, horizon: Int, lotQuantities: [Quantity])
    throws(ValueError)
  {
    try self.init(
      projection: projection, horizon: horizon,
      usualSize: UsualPack.size(of: lotQuantities))
  }

  /// The suggestion for one item whose usual pack is `usualSize` (see `UsualPack`), or
  /// nil when it needs none.
  ///
  /// - Throws: `ValueError.overflow` when the quantity to buy does not fit in 64 bits of
  ///   thousandths.
  public init?(projection: ItemProjection, horizon: Int, usualSize pack: Quantity)
    throws(ValueError)
  {
    guard RestockSuggestion.isNeeded(projection, horizon: horizon) else { return nil }
    let tooLarge = ValueError.overflow(
      what: .restockQuantity(item: projection.item.name))
    var onePack = Int128(pack > .zero ? pack.thousandths : 1000)
    // In whole pieces for a count unit: a pack of 1.5 pcs is bought as 2.
    if WholePieces.apply(to: projection.item.unit) { onePack = (onePack + 999) / 1000 * 1000 }
    let need = try RestockSuggestion.need(projection, horizon: horizon, tooLarge: tooLarge)
    let packSize = try RestockSuggestion.checked(onePack, times: need.denominator, tooLarge)
    let (whole, part) = need.numerator.quotientAndRemainder(dividingBy: packSize)
    let packs = need.numerator <= 0 ? 1 : whole + (part > 0 ? 1 : 0)
    let suggested = try RestockSuggestion.checked(packs, times: onePack, tooLarge)
    guard let thousandths = Int64(exactly: suggested), let count = Int64(exactly: packs),
      let packThousandths = Int64(exactly: onePack)
    else { throw tooLarge }
    self.projection = projection
    self.suggested = Quantity(thousandths: thousandths)
    self.pack = Quantity(thousandths: packThousandths)
    self.packs = count
    self.buyBy = RestockSuggestion.buyBy(projection)
  }

  /// The day to buy by (docs definition 8): D for an item that is out, or below its
  /// minimum with nothing projected wasted; else the day its usable stock runs out at the
  /// current pace, at the latest the day its last usable lot expires, so that an item
  /// whose stock is being wasted is never to be bought before its stock is gone.
  public static func buyBy(_ projection: ItemProjection) -> CalendarDate {
    let asOf = projection.asOf
    guard projection.status != .out else { return asOf }
    let wasting = (projection.projectedWaste ?? .zero) > .zero
    let belowMinimum = projection.item.minimumStock.map { projection.usable < $0 } ?? false
    if belowMinimum && !wasting { return asOf }
    var day = projection.runOutOn ?? projection.lastUsableExpiry ?? asOf
    if let last = projection.lastUsableExpiry, last < day { day = last }
    return max(day, asOf)
  }

  /// max(minimum − usable, r × max(0, H − days of supply)) in thousandths, as an exact
  /// numerator over a denominator above zero.
  ///
  /// With r = q ÷ n thousandths a day and days of supply a ÷ b, the rate's part is
  /// q·(H·b − a) ÷ (n·b); the minimum's part is scaled to the same denominator. Each term
  /// is checked.
  private static func need(_ projection: ItemProjection, horizon: Int, tooLarge: ValueError)
    throws(ValueError) -> (numerator: Int128, denominator: Int128)
  {
    let usable = Int128(projection.usable.thousandths)
    let minimum = projection.item.minimumStock.map { Int128($0.thousandths) }
    let fromMinimum = (minimum ?? 0) - usable
    guard let rate = projection.rate, rate.isAboveZero,
      projection.status == .ok || projection.status == .out
    else { return (fromMinimum, 1) }
    // An item that is out has no days of supply: 0.
    let a = projection.daysOfSupply?.numerator ?? 0
    let b = projection.daysOfSupply?.denominator ?? 1
    let left = try checked(Int128(horizon), times: b, tooLarge) - a
    let fromRate = try checked(Int128(rate.consumed.thousandths), times: max(left, 0), tooLarge)
    let denominator = try checked(Int128(rate.days), times: b, tooLarge)
    let scaledMinimum = try checked(fromMinimum, times: denominator, tooLarge)
    return (max(scaledMinimum, fromRate), denominator)
  }

  private static func checked(_ lhs: Int128, times rhs: Int128, _ error: ValueError)
    throws(ValueError) -> Int128
  {
    let (value, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    guard !overflow else { throw error }
    return value
  }
}

/// One item's forecast as of a day (README definition 5): usable and expired stock, the
/// rate, the FEFO projection of its usable lots, days of supply and run-out date.
///
/// - Usable: lots with something left and no expiry or expiry ≥ D; expired: something
///   left and expiry < D, never counted as supply.
/// - The rate is that of `ConsumptionRate`, but nil (status `short-history`) when
///   D − first purchase + 1 < the minimum history, or when the window is empty.
/// - With a rate r > 0, lots run in FEFO order on a continuous clock T from 0: a lot with
///   deadline d = expiry − D + 1 gets u = min(R, r × (d − T)) (0 when T ≥ d), the rest is
///   wasted, and T grows by u ÷ r. Days of supply is T after the last lot. With r = 0 every
///   lot with an expiry is wholly wasted. All exact; see `ProjectionClock`.
public struct ItemProjection: Hashable, Sendable {
  /// The item.
  public var item: Item
  /// The day computed for.
  public var asOf: CalendarDate
  /// The rate over the window; nil for a short history (status `short-history`).
  public var rate: ConsumptionRate?
  /// On hand at `asOf` (README definition 2): usable and expired stock together.
  public var onHand: Quantity
  /// Usable stock at `asOf`.
  public var usable: Quantity
  /// Expired stock at `asOf`.
  public var expired: Quantity
  /// The status: out, short-history, unused or ok.
  public var status: ForecastStatus
  /// The usable lots in FEFO order with their projection; empty without a projection.
  public var lots: [LotProjection]
  /// T after the last lot, in days; nil unless the status is `ok`.
  public var daysOfSupply: Ratio?
  /// The exact projected waste of all the lots, in thousandths; nil without a projection
  /// (a short history), zero for an item that is out.
  public var exactWaste: Ratio?

  /// Projects an item.
  ///
  /// - Parameters:
  ///   - window: W, in days.
  ///   - minHistory: the fewest days from the first purchase to D (both counted) for a rate.
  ///   - consumed: what was consumed (never discarded) in (D−W, D].
  ///   - firstPurchase: the item's earliest purchase, nil when it has none.
  ///   - lots: the item's lots with something left at D (others are ignored).
  /// - Throws: `ValueError.overflow` when a sum of stock passes 64 bits of thousandths, or a
  ///   term of the projection passes `Ratio.maximumTerm` (far beyond Larder's bounds).
  public init(
    item: Item, asOf: CalendarDate, window: Int, minHistory: Int, consumed: Quantity,
    firstPurchase: CalendarDate?, lots: [HeldLot]
  ) throws(ValueError) {
    let usableLots = lots.filter { $0.isUsable(asOf: asOf) }
      .sorted { FEFOAllocation.drawsFirst($0.candidate, $1.candidate) }
    var usable = Quantity.zero
    var expired = Quantity.zero
    for lot in lots where lot.isExpired(asOf: asOf) { try expired += lot.status.remaining }
    for lot in usableLots { try usable += lot.status.remaining }
    self.item = item
    self.asOf = asOf
    self.usable = usable
    self.expired = expired
    onHand = try usable + expired
    rate = ConsumptionRate(
      asOf: asOf, window: window, minHistory: minHistory, consumed: consumed,
      firstPurchase: firstPurchase)
    if usable == .zero {
      status = .out
    } else if let rate {
      status = rate.isAboveZero ? .ok : .unused
    } else {
      status = .shortHistory
    }
    self.lots = []
    daysOfSupply = nil
    exactWaste = rate.flatMap { Ratio(0, Int128($0.days)) }
    guard let rate, usable > .zero else { return }
    try project(
      usableLots, consumed: Int128(rate.consumed.thousandths), days: Int128(rate.days))
  }

  /// Runs the projection over `lots`, already in FEFO order.
  private mutating func project(_ lots: [HeldLot], consumed: Int128, days: Int128)
    throws(ValueError)
  {
    var clock = ProjectionClock(consumed: max(consumed, 1), days: days)
    var totalWaste: Int128 = 0
    for held in lots {
      let whole = try ProjectionClock.product(Int128(held.status.remaining.thousandths), days)
      let deadline = held.status.lot.expiresOn.map {
        Int128($0.daysSinceEpoch) - Int128(asOf.daysSinceEpoch) + 1
      }
      let used: Int128
      let wasted: Int128
      if consumed > 0 {
        used = try clock.use(
          remaining: Int128(held.status.remaining.thousandths), deadline: deadline)
        wasted = whole - used
      } else {
        // r = 0: a lot with an expiry is wholly wasted, one without is kept, unused.
        used = 0
        wasted = deadline == nil ? 0 : whole
      }
      totalWaste = try ProjectionClock.sum(totalWaste, wasted)
      self.lots.append(
        try LotProjection(
          item: item, held: held, asOf: asOf, used: used, wasted: wasted, days: days,
          finishedAfter: consumed > 0 ? try clock.elapsed() : nil))
    }
    if consumed > 0 { daysOfSupply = try clock.elapsed() }
    guard let waste = Ratio(totalWaste, days) else { throw ProjectionClock.overflow }
    exactWaste = waste
  }

  /// The rate per day in the item's unit; nil for a short history.
  public var perDay: Ratio? { rate?.perDay }

  /// The rate per week in the item's unit; nil for a short history.
  public var perWeek: Ratio? { rate?.perWeek }

  /// D + floor(days of supply); nil without days of supply or after 9999-12-31.
  public var runOutOn: CalendarDate? {
    daysOfSupply.flatMap { asOf.adding(checkedDays: $0.floor) }
  }

  /// The projected waste rounded half away from zero to thousandths, for display.
  public var projectedWaste: Quantity? { exactWaste.map(LotProjection.rounded) }
}

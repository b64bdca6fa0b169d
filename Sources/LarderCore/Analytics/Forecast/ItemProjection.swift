/// One item's forecast as of a day (docs definition 5): usable and expired stock, the
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
  /// On hand at `asOf` (docs definition 2): usable and expired stock together.
  public var onHand: Quantity
  /// Usable stock at `asOf`.
  public var usable: Quantity
  /// Expired stock at `asOf`.
  public var expired: Quantity
  /// The status: out, short-history, unused or ok.
  public var status: ForecastStatus
  /// Usable lots in FEFO order with their projection: every one when projected from its
  /// lots, those of the groups with waste when projected from its supply (`lotsOf`), none
  /// without a projection.
  public var lots: [LotProjection]
  /// T after the last lot, in days; nil unless the status is `ok`.
  public var daysOfSupply: Ratio?
  /// The exact projected waste of all the lots, in thousandths; nil without a projection
  /// (a short history), zero for an item that is out.
  public var exactWaste: Ratio?
  /// The projected waste in whole pieces for an item in a count unit (`WholePieces`): the
  /// sum of its groups' waste in pieces; nil otherwise or without a projection.
  public var wasteInPieces: Quantity?
  /// For a short history (no pace, so no projection): its usable lots with an expiry, in
  /// FEFO order, for advice from their dates alone (`Forecast.shortHistoryLots`); empty
  /// otherwise, and when projected from its supply without `lotsOf`.
  public var unpacedLots: [LotStatus] = []
  /// The expiry of the usable lot drawn last (FEFO), nil when it does not expire or
  /// nothing is usable: the latest day the usable stock can last.
  public var lastUsableExpiry: CalendarDate?

  /// Projects an item from its lots, each of them projected (`lots` holds them all).
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
  ) throws {
    try self.init(
      item: item, asOf: asOf, window: window, minHistory: minHistory, consumed: consumed,
      firstPurchase: firstPurchase, supply: try HeldSupply.grouping(lots),
      lotsOf: { group in lots.filter { group.holds($0.status.lot) } },
      everyLot: true)
  }

  /// Projects an item from what it holds, grouped by expiry (`HeldSupply`).
  ///
  /// - Parameters:
  ///   - supply: the item's groups of lots with something left at D.
  ///   - lotsOf: the lots of a group (held at D, in any order), asked for the groups with
  ///     something projected wasted, or for every usable group with `everyLot`; nil to
  ///     project the groups only (`lots` stays empty).
  ///   - everyLot: whether `lots` holds every usable lot, not only those of the groups
  ///     with waste.
  /// - Throws: `ValueError.overflow` as `init(…lots:)` does; what `lotsOf` throws.
  public init(
    item: Item, asOf: CalendarDate, window: Int, minHistory: Int, consumed: Quantity,
    firstPurchase: CalendarDate?, supply: [HeldSupply],
    lotsOf: ((HeldSupply) throws -> [HeldLot])?, everyLot: Bool = false
  ) throws {
    let usableSupply = supply.filter { $0.isUsable(asOf: asOf) }.sorted { $0.drawsFirst($1) }
    var usable = Quantity.zero
    var expired = Quantity.zero
    for group in supply where !group.isUsable(asOf: asOf) { try expired += group.remaining }
    for group in usableSupply { try usable += group.remaining }
    self.item = item
    self.asOf = asOf
    self.usable = usable
    self.expired = expired
    onHand = try usable + expired
    lastUsableExpiry = usableSupply.last?.expiresOn
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
    if status == .shortHistory, let lotsOf {
      for group in usableSupply where group.expiresOn != nil {
        unpacedLots += try lotsOf(group).filter { $0.isUsable(asOf: asOf) }
          .sorted { FEFOAllocation.drawsFirst($0.candidate, $1.candidate) }.map(\.status)
      }
    }
    guard let rate, usable > .zero else { return }
    try project(
      usableSupply, consumed: Int128(rate.consumed.thousandths), days: Int128(rate.days),
      lotsOf: lotsOf, everyLot: everyLot)
  }

  /// Runs the projection over `supply`, already in FEFO order; the lots of a group
  /// (`lotsOf`) are projected one by one from the clock at the group's start.
  private mutating func project(
    _ supply: [HeldSupply], consumed: Int128, days: Int128,
    lotsOf: ((HeldSupply) throws -> [HeldLot])?, everyLot: Bool
  ) throws {
    var clock = ProjectionClock(consumed: max(consumed, 1), days: days)
    var totalWaste: Int128 = 0
    var pieces: Int128 = 0
    for group in supply {
      let start = clock
      let (groupUse, wasted) = try ItemProjection.run(
        &clock, remaining: group.remaining, expiresOn: group.expiresOn, asOf: asOf,
        consumed: consumed, days: days)
      totalWaste = try ProjectionClock.sum(totalWaste, wasted)
      if let use = Ratio(groupUse, days), let waste = Ratio(wasted, days) {
        pieces += Int128(
          WholePieces.waste(remaining: group.remaining, exactUse: use, exactWaste: waste)
            .thousandths)
      }
      guard let lotsOf, everyLot || wasted > 0 else { continue }
      var lotClock = start
      let lots = try lotsOf(group).filter { $0.isUsable(asOf: asOf) }
        .sorted { FEFOAllocation.drawsFirst($0.candidate, $1.candidate) }
      for held in lots {
        let (used, wasted) = try ItemProjection.run(
          &lotClock, remaining: held.status.remaining, expiresOn: held.status.lot.expiresOn,
          asOf: asOf, consumed: consumed, days: days)
        self.lots.append(
          try LotProjection(
            item: item, held: held, asOf: asOf, used: used, wasted: wasted, days: days,
            finishedAfter: consumed > 0 ? try lotClock.elapsed() : nil))
      }
    }
    if consumed > 0 { daysOfSupply = try clock.elapsed() }
    guard let waste = Ratio(totalWaste, days) else { throw ProjectionClock.overflow }
    exactWaste = waste
    // Each group's pieces are at most its remaining, and those add up within 64 bits.
    if WholePieces.apply(to: item.unit) {
      wasteInPieces = Quantity(thousandths: Int64(clamping: pieces))
    }
  }

  /// Projects `remaining` thousandths expiring on `expiresOn` on `clock`: its use and waste
  /// as thousandths × `days`.
  private static func run(
    _ clock: inout ProjectionClock, remaining: Quantity, expiresOn: CalendarDate?,
    asOf: CalendarDate, consumed: Int128, days: Int128
  ) throws(ValueError) -> (used: Int128, wasted: Int128) {
    let whole = try ProjectionClock.product(Int128(remaining.thousandths), days)
    let deadline = expiresOn.map { Int128($0.daysSinceEpoch) - Int128(asOf.daysSinceEpoch) + 1 }
    guard consumed > 0 else {
      // r = 0: what expires is wholly wasted, what does not is kept, unused.
      return (0, deadline == nil ? 0 : whole)
    }
    let used = try clock.use(remaining: Int128(remaining.thousandths), deadline: deadline)
    return (used, whole - used)
  }

  /// The rate per day in the item's unit; nil for a short history.
  public var perDay: Ratio? { rate?.perDay }

  /// The rate per week in the item's unit; nil for a short history.
  public var perWeek: Ratio? { rate?.perWeek }

  /// D + floor(days of supply); nil without days of supply or after 9999-12-31.
  public var runOutOn: CalendarDate? {
    daysOfSupply.flatMap { asOf.adding(checkedDays: $0.floor) }
  }

  /// The projected waste rounded half away from zero to thousandths, for display; in whole
  /// pieces for a count unit.
  public var projectedWaste: Quantity? {
    guard let exactWaste else { return nil }
    return wasteInPieces ?? LotProjection.rounded(exactWaste)
  }
}

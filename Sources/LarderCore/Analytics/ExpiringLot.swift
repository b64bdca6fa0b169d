import Foundation

/// A lot with something left that has expired or expires soon.
public struct ExpiringLot: Hashable, Sendable {
  /// The item's name.
  public var item: String
  /// The item's unit.
  public var unit: String
  /// The lot.
  public var lotID: UUID
  /// The expiry date.
  public var expires: CalendarDate
  /// What is left at the as-of date.
  public var remaining: Quantity
  /// price × remaining ÷ quantity, rounded half away from zero to the minor unit.
  public var valueAtRisk: Money
  /// Where the lot is kept: its own location, else its item's; empty when neither is set.
  public var location: String
  /// What the date means (`ExpiryStanding`).
  public var dateKind = DateKind.unknown
  /// Whether the date was estimated from a life.
  public var expiresEstimated = false
  /// Whether the date is the last day of a best-before month.
  public var expiresMonth = false

  /// Values what is left of a lot.
  ///
  /// - Throws: `ValueError.overflow` when the value at risk does not fit in 64 bits, which
  ///   only happens when `remaining` is larger than `quantity`.
  public init(
    item: String, unit: String, lotID: UUID, expires: CalendarDate, quantity: Quantity,
    price: Money, remaining: Quantity, location: String = ""
  ) throws(ValueError) {
    self.location = location
    self.item = item
    self.unit = unit
    self.lotID = lotID
    self.expires = expires
    self.remaining = remaining
    self.valueAtRisk = try price.prorated(remaining, of: quantity)
  }
}

extension ExpiringLot {
  /// The lot's standing on `day` (`ExpiryStanding`).
  public func standing(on day: CalendarDate) -> ExpiryStanding {
    ExpiryStanding(expires: expires, kind: dateKind, on: day)
  }

  /// Lots by expiry, then item name (in `NameOrder`), then lot id.
  public static func sorted(_ lots: [ExpiringLot]) -> [ExpiringLot] {
    let ranks = NameOrder.ranks(lots.map(\.item))
    return lots.map { (key: UUIDText.format($0.lotID), rank: ranks[$0.item] ?? 0, lot: $0) }
      .sorted { ($0.lot.expires, $0.rank, $0.key) < ($1.lot.expires, $1.rank, $1.key) }
      .map(\.lot)
  }
}

/// What to eat first: lots expired but still on hand, lots past their best before (still
/// usable: check them, then use them), and lots expiring within N days.
public struct ExpiryOutlook: Hashable, Sendable {
  /// The day computed for.
  public var asOf: CalendarDate
  /// N, in days.
  public var within: Int
  /// Lots with D ≤ expiry ≤ D+N, by expiry then item name.
  public var expiring: [ExpiringLot]
  /// Lots past their use-by (or a date of unknown kind): expiry < D, by expiry then item
  /// name.
  public var expired: [ExpiringLot]
  /// Lots past their best-before: expiry < D, by expiry then item name; never expired.
  public var pastBestBefore: [ExpiringLot]

  /// Sorts lots with something left at `asOf` into expired and expiring; later ones are
  /// dropped.
  public init(asOf: CalendarDate, within: Int, lots: [ExpiringLot]) {
    self.asOf = asOf
    self.within = within
    let held = ExpiringLot.sorted(lots.filter { $0.remaining > .zero })
    let past = held.filter { $0.expires < asOf }
    expired = past.filter { $0.standing(on: asOf) == .expired }
    pastBestBefore = past.filter { $0.standing(on: asOf) == .pastBestBefore }
    expiring = held.filter { $0.expires >= asOf && $0.expires <= asOf.adding(days: within) }
  }

  /// Whether there is nothing to report.
  public var isEmpty: Bool { expiring.isEmpty && expired.isEmpty && pastBestBefore.isEmpty }

  /// The value of the lots past their best before, per currency.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits of minor units.
  public func pastBestBeforeValue() throws(ValueError) -> MoneyTotals {
    try MoneyTotals(pastBestBefore.map(\.valueAtRisk))
  }

  /// The value at risk of the expired lots, per currency.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits of minor units.
  public func expiredValue() throws(ValueError) -> MoneyTotals {
    try MoneyTotals(expired.map(\.valueAtRisk))
  }

  /// The value at risk of the expiring lots, per currency.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits of minor units.
  public func expiringValue() throws(ValueError) -> MoneyTotals {
    try MoneyTotals(expiring.map(\.valueAtRisk))
  }
}

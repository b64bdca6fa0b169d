/// A lot with something left at the forecast's day, as the projection reads it.
public struct HeldLot: Hashable, Sendable {
  /// The lot, with what was left of it at the as-of date (on hand at D, docs
  /// definition 2).
  public var status: LotStatus
  /// The lot's position in creation order (lower was created first), the last FEFO tie-break.
  public var creationOrder: Int64

  /// Creates a held lot.
  public init(status: LotStatus, creationOrder: Int64) {
    self.status = status
    self.creationOrder = creationOrder
  }

  /// Whether it is usable at `asOf`: something left and not expired (`ExpiryStanding`:
  /// no expiry, an expiry ≥ `asOf`, or a best-before).
  public func isUsable(asOf: CalendarDate) -> Bool {
    status.remaining > .zero && status.lot.standing(on: asOf).isUsable
  }

  /// The lot as `FEFOAllocation` orders it.
  var candidate: FEFOAllocation.Candidate<Int64> {
    FEFOAllocation.Candidate(
      id: creationOrder, expiresOn: status.lot.expiresOn, purchasedOn: status.lot.purchasedOn,
      creationOrder: creationOrder, remaining: status.remaining)
  }
}

/// What an item holds at a day D that expires on one day, or never: its lots with that
/// expiry (and with best-before dates or not) and something left at D, added up.
///
/// The forecast projects such a group at once: lots with the same deadline are used and
/// wasted alike in total (in turn, they get min(R₁, r × (d − T)) and then what is left of
/// r × (d − T) up to R₂, which is min(R₁ + R₂, r × (d − T)) together), so the days of
/// supply and the projected waste are those of the lots one by one. Only a group with
/// something projected wasted needs its lots, to say which of them go to waste.
public struct HeldSupply: Hashable, Sendable {
  /// The expiry of the group's lots; nil for lots that do not expire.
  public var expiresOn: CalendarDate?
  /// What is left of them at D (the Store and `grouping` give groups above zero).
  public var remaining: Quantity
  /// Whether the lots' dates are best-before (definition 13): usable past them.
  public var bestBefore: Bool

  /// Creates a group.
  public init(expiresOn: CalendarDate?, remaining: Quantity, bestBefore: Bool = false) {
    self.expiresOn = expiresOn
    self.remaining = remaining
    self.bestBefore = bestBefore
  }

  /// Whether `lot` belongs to this group.
  public func holds(_ lot: Lot) -> Bool {
    lot.expiresOn == expiresOn && (lot.dateKind == .bestBefore) == bestBefore
  }

  /// `lots` grouped by expiry, each group the lots with something left.
  ///
  /// - Throws: `ValueError.overflow` when a group's sum passes 64 bits of thousandths.
  public static func grouping(_ lots: [HeldLot]) throws(ValueError) -> [HeldSupply] {
    var groups: [Key: Quantity] = [:]
    for lot in lots where lot.status.remaining > .zero {
      let key = Key(
        expiresOn: lot.status.lot.expiresOn, bestBefore: lot.status.lot.dateKind == .bestBefore)
      try groups[key, default: .zero] += lot.status.remaining
    }
    return groups.map {
      HeldSupply(expiresOn: $0.key.expiresOn, remaining: $0.value, bestBefore: $0.key.bestBefore)
    }
  }

  /// What lots are grouped by.
  private struct Key: Hashable {
    var expiresOn: CalendarDate?
    var bestBefore: Bool
  }

  /// Whether it is usable at `asOf`: not expired (`ExpiryStanding`): no expiry, an expiry
  /// ≥ `asOf`, or a best-before.
  func isUsable(asOf: CalendarDate) -> Bool {
    ExpiryStanding(expires: expiresOn, kind: bestBefore ? .bestBefore : .useBy, on: asOf)
      .isUsable
  }

  /// Whether the group comes before `other` in FEFO order: the earlier expiry first, lots
  /// that do not expire last.
  func drawsFirst(_ other: HeldSupply) -> Bool {
    switch (expiresOn, other.expiresOn) {
    case (let left?, let right?): return left < right
    case (.some, .none): return true
    default: return false
    }
  }
}

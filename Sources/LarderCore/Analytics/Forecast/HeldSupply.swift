/// What an item holds at a day D that expires on one day, or never: its lots with that
/// expiry and something left at D, added up.
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

  /// Creates a group.
  public init(expiresOn: CalendarDate?, remaining: Quantity) {
    self.expiresOn = expiresOn
    self.remaining = remaining
  }

  /// `lots` grouped by expiry, each group the lots with something left.
  ///
  /// - Throws: `ValueError.overflow` when a group's sum passes 64 bits of thousandths.
  public static func grouping(_ lots: [HeldLot]) throws(ValueError) -> [HeldSupply] {
    var groups: [CalendarDate?: Quantity] = [:]
    for lot in lots where lot.status.remaining > .zero {
      try groups[lot.status.lot.expiresOn, default: .zero] += lot.status.remaining
    }
    return groups.map { HeldSupply(expiresOn: $0.key, remaining: $0.value) }
  }

  /// Whether it is usable at `asOf`: no expiry or expiry ≥ `asOf`.
  func isUsable(asOf: CalendarDate) -> Bool {
    Usability.isUsable(expiresOn: expiresOn, on: asOf)
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

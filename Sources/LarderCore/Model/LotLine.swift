/// A lot with its item and what is left of it: one row of an export.
public struct LotLine: Hashable, Sendable {
  /// The item bought.
  public var item: Item
  /// The lot.
  public var lot: Lot
  /// What was left at the export's as-of date.
  public var remaining: Quantity

  /// Creates a line.
  public init(item: Item, lot: Lot, remaining: Quantity) {
    self.item = item
    self.lot = lot
    self.remaining = remaining
  }

  /// Whether the lot is used up, expired (something left after its use-by day), past best
  /// before (something left after its best-before day) or in stock (`ExpiryStanding`).
  public func state(asOf: CalendarDate) -> LotState {
    if remaining == Quantity.zero { return .usedUp }
    switch lot.standing(on: asOf) {
    case .good: return .inStock
    case .pastBestBefore: return .pastBestBefore
    case .expired: return .expired
    }
  }
}

/// Where a lot stands on a given day.
public enum LotState: String, Hashable, Sendable {
  case inStock = "in stock"
  case usedUp = "used up"
  case expired
  case pastBestBefore = "past best before"
}

/// A consume or discard event with the item and the lot it drew from.
public struct EventLine: Hashable, Sendable {
  /// The item.
  public var item: Item
  /// The event.
  public var event: Event
  /// The day the lot it drew from was bought.
  public var lotPurchasedOn: CalendarDate

  /// Creates a line.
  public init(item: Item, event: Event, lotPurchasedOn: CalendarDate) {
    self.item = item
    self.event = event
    self.lotPurchasedOn = lotPurchasedOn
  }
}

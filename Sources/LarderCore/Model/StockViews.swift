/// An item with what is left of it: a line of `larder list`.
public struct ItemStock: Hashable, Sendable {
  /// The item.
  public var item: Item
  /// The quantity on hand.
  public var onHand: Quantity
  /// The earliest expiry among lots with something left, if any.
  public var nextExpiry: CalendarDate?

  /// Creates a stock line.
  public init(item: Item, onHand: Quantity, nextExpiry: CalendarDate?) {
    self.item = item
    self.onHand = onHand
    self.nextExpiry = nextExpiry
  }
}

/// A lot with what is left of it.
public struct LotStatus: Hashable, Sendable {
  /// The lot.
  public var lot: Lot
  /// The quantity not yet consumed or discarded.
  public var remaining: Quantity

  /// Creates a lot status.
  public init(lot: Lot, remaining: Quantity) {
    self.lot = lot
    self.remaining = remaining
  }
}

/// An item with its whole history: `larder show`.
public struct ItemHistory: Hashable, Sendable {
  /// The item.
  public var item: Item
  /// Every lot, oldest purchase first.
  public var lots: [LotStatus]
  /// Every event, oldest first.
  public var events: [Event]
  /// What is left of all the lots.
  public var onHand: Quantity

  /// Creates a history.
  ///
  /// - Throws: `ValueError.overflow` when what is left of the lots does not add up in 64
  ///   bits of thousandths (beyond `Quantity.itemMaximum`).
  public init(item: Item, lots: [LotStatus], events: [Event]) throws(ValueError) {
    self.item = item
    self.lots = lots
    self.events = events
    var onHand = Quantity.zero
    for status in lots { try onHand += status.remaining }
    self.onHand = onHand
  }
}

/// An item with what is left of it at a day D: a line of `larder list`.
///
/// On hand at D (docs definition 2) is split as the forecast splits it (definition 5):
/// **usable** stock is in lots with something left and no expiry or an expiry on or after
/// D; **expired** stock is in lots with something left and an expiry before D, and is never
/// counted as supply.
public struct ItemStock: Hashable, Sendable {
  /// The item.
  public var item: Item
  /// Usable stock at D.
  public var usable: Quantity
  /// Expired stock at D.
  public var expired: Quantity
  /// Everything on hand at D: usable + expired.
  public var onHand: Quantity
  /// The earliest expiry among the usable lots, if any has one.
  public var nextExpiry: CalendarDate?

  /// Creates a stock line from its figures.
  ///
  /// - Throws: `ValueError.overflow` when usable + expired does not fit in 64 bits of
  ///   thousandths (beyond `Quantity.itemMaximum`).
  public init(item: Item, usable: Quantity, expired: Quantity, nextExpiry: CalendarDate?)
    throws(ValueError)
  {
    self.item = item
    self.usable = usable
    self.expired = expired
    self.onHand = try usable + expired
    self.nextExpiry = nextExpiry
  }

  /// The stock of `item` at `asOf` from what it holds then, grouped by expiry.
  ///
  /// - Throws: `ValueError.overflow` when a sum does not fit in 64 bits of thousandths
  ///   (beyond `Quantity.itemMaximum`).
  public init(item: Item, asOf: CalendarDate, supply: [HeldSupply]) throws(ValueError) {
    var usable = Quantity.zero
    var expired = Quantity.zero
    var nextExpiry: CalendarDate?
    for group in supply where group.remaining > .zero {
      if group.isUsable(asOf: asOf) {
        try usable += group.remaining
        if let expiry = group.expiresOn, nextExpiry.map({ expiry < $0 }) ?? true {
          nextExpiry = expiry
        }
      } else {
        try expired += group.remaining
      }
    }
    try self.init(item: item, usable: usable, expired: expired, nextExpiry: nextExpiry)
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
  /// The item's barcodes, in the order of their keys.
  public var barcodes: [GTIN] = []
  /// The item's own name, its names in other languages and its aliases.
  public var names: ItemNames

  /// Creates a history.
  ///
  /// - Throws: `ValueError.overflow` when what is left of the lots does not add up in 64
  ///   bits of thousandths (beyond `Quantity.itemMaximum`).
  public init(item: Item, lots: [LotStatus], events: [Event]) throws(ValueError) {
    self.item = item
    self.lots = lots
    self.events = events
    names = ItemNames(own: item.name)
    var onHand = Quantity.zero
    for status in lots { try onHand += status.remaining }
    self.onHand = onHand
  }
}

import Foundation

/// One purchase of an item: a quantity bought on a day, for a total price.
public struct Lot: Hashable, Sendable, Identifiable {
  /// The stable identifier.
  public var id: UUID
  /// The item bought.
  public var itemID: UUID
  /// The day of purchase.
  public var purchasedOn: CalendarDate
  /// The quantity bought, in the item's unit; always greater than zero.
  public var quantity: Quantity
  /// The total paid for the whole quantity.
  public var price: Money
  /// The shop, market or donor it came from.
  public var store: String
  /// The best-before or use-by date, if the lot has one.
  public var expiresOn: CalendarDate?
  /// Where it is kept.
  public var location: String
  /// A free-text note.
  public var note: String
  /// What `expiresOn` means: use by, best before, or not known (read as use-by).
  public var dateKind: DateKind
  /// Whether `expiresOn` was estimated from the item's shelf life rather than read on the
  /// pack.
  public var expiresEstimated: Bool
  /// Whether the best-before date is a month ("best before end 03/2027"): `expiresOn` is
  /// then the last day of that month.
  public var expiresMonth: Bool
  /// Sealed, opened, frozen or thawed.
  public var state: FoodState
  /// The day `state` began; nil for a sealed lot, sealed since its purchase.
  public var stateOn: CalendarDate?
  /// How it was paid, when its receipt said.
  public var payment: PaymentMethod?

  /// Creates a lot.
  public init(
    id: UUID = UUIDText.random(), itemID: UUID, purchasedOn: CalendarDate, quantity: Quantity,
    price: Money, store: String = "", expiresOn: CalendarDate? = nil, location: String = "",
    note: String = "", dateKind: DateKind = .unknown, expiresEstimated: Bool = false,
    expiresMonth: Bool = false, state: FoodState = .sealed, stateOn: CalendarDate? = nil,
    payment: PaymentMethod? = nil
  ) {
    self.id = id
    self.itemID = itemID
    self.purchasedOn = purchasedOn
    self.quantity = quantity
    self.price = price
    self.store = store
    self.expiresOn = expiresOn
    self.location = location
    self.note = note
    self.dateKind = dateKind
    self.expiresEstimated = expiresEstimated
    self.expiresMonth = expiresMonth
    self.state = state
    self.stateOn = stateOn
    self.payment = payment
  }

  /// The day the lot's state began: `stateOn`, or the purchase day for a sealed lot.
  public var stateSince: CalendarDate { stateOn ?? purchasedOn }
}

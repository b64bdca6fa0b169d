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

  /// Creates a lot.
  public init(
    id: UUID = UUIDText.random(), itemID: UUID, purchasedOn: CalendarDate, quantity: Quantity,
    price: Money, store: String = "", expiresOn: CalendarDate? = nil, location: String = "",
    note: String = ""
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
  }
}

/// A lot as the household export writes it.
///
/// Its dates and id are the text the database stores, checked when read (a real day, a
/// lowercase id) and carried to the file as they are, never parsed and formatted back;
/// its quantity and price stay typed, which is what keeps them exact.
public struct ExportedLot: Sendable {
  /// The day of purchase, `YYYY-MM-DD`.
  public var purchasedOn: String
  /// The item bought.
  public var item: Item
  /// The quantity bought, in the item's unit.
  public var quantity: Quantity
  /// What the lot cost.
  public var price: Money
  /// The store, or empty.
  public var store: String
  /// The expiry day, `YYYY-MM-DD`, or empty.
  public var expiresOn: String
  /// The lot's location, or empty.
  public var location: String
  /// The lot's note, or empty.
  public var note: String
  /// The lot's id, `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in lowercase.
  public var id: String
  /// What the expiry means.
  public var dateKind = DateKind.unknown
  /// Whether the expiry was estimated from a life.
  public var expiresEstimated = false
  /// Whether the expiry is the last day of a best-before month.
  public var expiresMonth = false
  /// The item's barcodes, in the order of their keys.
  public var barcodes: [GTIN] = []
  /// The item's names in other languages and its aliases.
  public var names: ItemNames?
  /// Sealed, opened, frozen or thawed.
  public var state = FoodState.sealed
  /// The day the state began, `YYYY-MM-DD`, or empty for a sealed lot.
  public var stateOn = ""

  /// Creates a lot line of the export.
  public init(
    purchasedOn: String, item: Item, quantity: Quantity, price: Money, store: String,
    expiresOn: String, location: String, note: String, id: String
  ) {
    self.purchasedOn = purchasedOn
    self.item = item
    self.quantity = quantity
    self.price = price
    self.store = store
    self.expiresOn = expiresOn
    self.location = location
    self.note = note
    self.id = id
  }
}

/// An event as the household export writes it: its date and its lot's id as stored (see
/// `ExportedLot`), its quantity typed.
public struct ExportedEvent: Sendable {
  /// The day it happened, `YYYY-MM-DD`.
  public var occurredOn: String
  /// The item.
  public var item: Item
  /// Consumed or discarded.
  public var kind: Event.Kind
  /// How much, in the item's unit.
  public var quantity: Quantity
  /// The event's note, or empty.
  public var note: String
  /// The id of the lot it drew from, in lowercase.
  public var lotID: String

  /// Creates an event line of the export.
  public init(
    occurredOn: String, item: Item, kind: Event.Kind, quantity: Quantity, note: String,
    lotID: String
  ) {
    self.occurredOn = occurredOn
    self.item = item
    self.kind = kind
    self.quantity = quantity
    self.note = note
    self.lotID = lotID
  }
}

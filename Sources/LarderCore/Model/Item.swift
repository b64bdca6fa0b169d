import Foundation

/// Something the household buys again and again: "Whole milk", "Rice", "鮮牛奶".
public struct Item: Hashable, Sendable, Identifiable {
  /// The stable identifier.
  public var id: UUID
  /// The display name, unique within a household when compared ignoring case.
  public var name: String
  /// The category used by spending breakdowns, for example `dairy`.
  public var category: String
  /// The unit quantities are counted in: `pcs`, `g`, `kg`, `ml`, `L`, …
  public var unit: String
  /// Where new purchases are put away unless told otherwise.
  public var location: String
  /// The stock below which the item is suggested for restocking, if any.
  public var minimumStock: Quantity?
  /// The day the item was first recorded.
  public var createdOn: CalendarDate
  /// How long it keeps in each state, in whole days.
  public var lives: ShelfLives
  /// What an expiry given without its kind (`add --expires`) means for this item; nil
  /// when not set, and such a date is of unknown kind (read as use-by).
  public var dateKind: DateKind?

  /// Creates an item.
  public init(
    id: UUID = UUIDText.random(), name: String, category: String, unit: String,
    location: String = "",
    minimumStock: Quantity? = nil, createdOn: CalendarDate, lives: ShelfLives = ShelfLives(),
    dateKind: DateKind? = nil
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.unit = unit
    self.location = location
    self.minimumStock = minimumStock
    self.createdOn = createdOn
    self.lives = lives
    self.dateKind = dateKind
  }
}

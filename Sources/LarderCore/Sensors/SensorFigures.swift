import Foundation

/// What a household's sensors show on a day (`larder serve --mqtt`): how many items have
/// an expired lot, how many have a lot expiring within the week, the value of the lots
/// expiring within the week, the shopping list's lines still to buy, and the usable stock
/// of each item the household chose to show.
///
/// Pure: the store gathers the figures, the publisher names and sends them.
public struct SensorFigures: Hashable, Sendable {
  /// The days ahead that "expiring" looks: the week, as the digest looks.
  public static let window = 7

  /// An item the household shows, with its usable stock.
  public struct ShownItem: Hashable, Sendable {
    /// The item's id, which names its sensor.
    public var id: UUID
    /// The item's name, in the reader's language.
    public var name: String
    /// The item's unit, as stored (`g`, `l`, `pcs`).
    public var unit: String
    /// Its usable stock on the day (docs definition 5): lots not expired.
    public var usable: Quantity

    public init(id: UUID, name: String, unit: String, usable: Quantity) {
      self.id = id
      self.name = name
      self.unit = unit
      self.usable = usable
    }
  }

  /// The day the figures are for.
  public var asOf: CalendarDate
  /// The number of items with an expired lot (past its use-by, or a date of unknown kind).
  public var expiredItems: Int
  /// The number of items with a lot expiring from `asOf` to `window` days after it.
  public var expiringItems: Int
  /// The value of the lots expiring within the window, per currency.
  public var valueAtRisk: MoneyTotals
  /// The shopping list's lines still to buy (put on it or suggested).
  public var shoppingLines: Int
  /// The items shown, by name in `NameOrder`.
  public var items: [ShownItem]

  /// The figures of an expiry outlook (over `window` days), a shopping list and the shown
  /// items' stock.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits of minor units.
  public init(
    outlook: ExpiryOutlook, shoppingList: [ShoppingLine], items: [ShownItem]
  ) throws(ValueError) {
    asOf = outlook.asOf
    expiredItems = Set(outlook.expired.map(\.item)).count
    expiringItems = Set(outlook.expiring.map(\.item)).count
    valueAtRisk = try outlook.expiringValue()
    shoppingLines = shoppingList.filter { !$0.isBought }.count
    let ranks = NameOrder.ranks(items.map(\.name))
    self.items = items.sorted {
      (ranks[$0.name] ?? 0, $0.id.uuidString) < (ranks[$1.name] ?? 0, $1.id.uuidString)
    }
  }
}

import LarderCore
import LarderErrors

extension Store {
  /// What a purchase leaves out and the item's last purchase gives: `add NAME QUANTITY`
  /// needs nothing else once the item has been bought.
  ///
  /// The item keeps its unit, category and location itself; the store and the price come
  /// from its last purchase (the latest purchase day, then the latest recorded): the price
  /// is that lot's price per unit × the quantity, rounded half away from zero to the minor
  /// unit (2 L for 2.38 EUR last time, 3 L now: 3.57 EUR), in its currency unless
  /// `.currency` is left out too and the row's currency differs, when the price is 0.
  public struct Remembered: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No `--price`: the last price per unit.
    public static let price = Remembered(rawValue: 1)
    /// No `--store`: the last store.
    public static let store = Remembered(rawValue: 2)
    /// No `--currency` either: the last purchase's currency.
    public static let currency = Remembered(rawValue: 4)
  }

  /// The last purchase of the item one of whose names is `name` (its own, one in a
  /// language, an alias, ignoring case), or nil for a new item.
  func lastPurchase(_ name: String) throws -> (item: Item, lot: Lot)? {
    guard let item = try itemNamed(name) else { return nil }
    return try db.firstRow(
      """
      SELECT \(LotColumns.select()), \(ItemColumns.select) FROM lots
      JOIN items ON items.id = lots.item_id WHERE lots.item_id = ?
      ORDER BY lots.purchased_on DESC, lots.id DESC LIMIT 1
      """, [.integer(item.rowID)]
    ) { row in
      let record = try ItemColumns.decode(row, at: LotColumns.count)
      return (record.item, try LotColumns.decode(row, itemID: record.item.id).lot)
    }
  }

  /// Fills in `row` what `fields` says it leaves out, from the item's `last` purchase.
  ///
  /// - Throws: `StoreError.unitMismatch` or `.cannotConvert` for the row's unit,
  ///   `ValueError.overflow` for a price past 64 bits.
  func remember(
    _ last: (item: Item, lot: Lot), _ fields: Remembered, in row: inout PurchaseRow
  ) throws {
    if fields.contains(.store) { row.store = last.lot.store }
    guard fields.contains(.price) else { return }
    let quantity = try Store.converted(row, to: last.item)
    if fields.contains(.currency) || last.lot.price.currency == row.price.currency {
      row.price = try last.lot.price.prorated(quantity, of: last.lot.quantity)
    }
  }
}

import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// The lots matching `condition` (SQL over `lots`, with `values`), as priced purchases
  /// with their items, by date then creation order.
  private func pricedLots(_ condition: String, _ values: [SQLiteValue]) throws
    -> [(item: Item, purchase: PricedPurchase)]
  {
    try db.rows(
      """
      SELECT \(PricedLotColumns.select), \(ItemColumns.select)
      FROM lots JOIN items ON items.id = lots.item_id
      WHERE \(condition)
      ORDER BY lots.purchased_on, lots.id
      """, values
    ) { row in
      let reader = ColumnReader<PricedLotColumns>(row, table: "lots")
      let item = try ItemColumns.decode(row, at: PricedLotColumns.count).item
      guard
        let purchase = PricedPurchase(
          date: try reader.date(.purchasedOn), store: reader.text(.store),
          quantity: reader.quantity(.quantity),
          price: try reader.money(.price, currency: .currency),
          unit: PriceUnit(itemUnit: item.unit))
      else {
        throw StoreError.unreadable(
          table: "lots", rowID: reader.rowID, column: "quantity", value: "0")
      }
      return (item, purchase)
    }
  }

  /// An item's unit prices from `from` to `to` (docs definition 11), with the cheapest
  /// store over the 90 days up to `asOf`.
  public func priceHistory(
    of reference: String, from: CalendarDate?, to: CalendarDate, asOf: CalendarDate
  ) throws -> PriceHistory {
    let record = try findItem(reference)
    let history = try pricedLots(
      "lots.item_id = ? AND lots.purchased_on BETWEEN ? AND ?",
      [
        .integer(record.rowID), .text(from?.description ?? "0001-01-01"), .text(to.description),
      ])
    let recent = try pricedLots(
      "lots.item_id = ? AND lots.purchased_on BETWEEN ? AND ?",
      [
        .integer(record.rowID),
        .text(asOf.adding(days: 1 - PriceHistory.cheapestWindow).description),
        .text(asOf.description),
      ])
    return PriceHistory(
      item: record.item, history: history.map(\.purchase), recent: recent.map(\.purchase))
  }

  /// Every item bought in the 90 days up to `asOf`: its last unit price, that of a year
  /// before, and its cheapest store over those 90 days; by item name.
  public func priceOverview(asOf: CalendarDate) throws -> [PriceOverviewLine] {
    let start = asOf.adding(days: 1 - PriceHistory.cheapestWindow)
    let recent = try pricedLots(
      "lots.purchased_on BETWEEN ? AND ?", [.text(start.description), .text(asOf.description)])
    var byItem: [String: (item: Item, purchases: [PricedPurchase])] = [:]
    for (item, purchase) in recent {
      byItem[item.name, default: (item, [])].purchases.append(purchase)
    }
    let previous = asOf.month.adding(months: -12)
    let yearAgo =
      CalendarDate(
        year: previous.year, month: previous.month,
        day: min(asOf.components.day, previous.lastDay.components.day)) ?? previous.lastDay
    let before = try db.statement(
      """
      SELECT \(EarlierPriceColumns.select) FROM lots
      WHERE lots.item_id = (SELECT id FROM items WHERE uuid = ?) AND lots.purchased_on <= ?
      ORDER BY lots.purchased_on DESC, lots.id DESC LIMIT 1
      """)
    return try byItem.values.sorted { NameOrder.precedes($0.item, $1.item) }.compactMap { entry in
      guard let last = entry.purchases.last else { return nil }
      var earlier: UnitPrice?
      try before.forEachRow([.text(UUIDText.format(entry.item.id)), .text(yearAgo.description)]) {
        row in
        let reader = ColumnReader<EarlierPriceColumns>(row, table: "lots")
        earlier = UnitPrice(
          price: try reader.money(.price, currency: .currency),
          quantity: reader.quantity(.quantity),
          unit: PriceUnit(itemUnit: entry.item.unit))
      }
      let history = PriceHistory(item: entry.item, history: [], recent: entry.purchases)
      return PriceOverviewLine(
        item: entry.item, last: last.unitPrice, yearAgo: earlier, cheapest: history.cheapest)
    }
  }

  /// The household's price index for `month` against `base` (docs definition 12), from
  /// the summary of purchases per month, quantity and price (`price_months`).
  public func inflation(_ month: Month, base: Month) throws -> Inflation {
    // Each item is decoded once: at 1M lots the two months hold 2,600 groups of 60 items.
    var items: [Int64: Item] = [:]
    let groups = try db.rows(
      """
      SELECT \(PriceMonthColumns.select), \(ItemColumns.select)
      FROM price_months AS bought JOIN items ON items.id = bought.item_id
      WHERE bought.month IN (?, ?)
      """, [.text(base.description), .text(month.description)]
    ) { row in
      let reader = ColumnReader<PriceMonthColumns>(row, table: "price_months")
      let itemRowID = ColumnReader<ItemColumns>(row, table: "items", at: PriceMonthColumns.count)
        .rowID
      let item: Item
      if let known = items[itemRowID] {
        item = known
      } else {
        item = try ItemColumns.decode(row, at: PriceMonthColumns.count).item
        items[itemRowID] = item
      }
      return Inflation.Purchases(
        item: item, month: try reader.month(.month), quantity: reader.quantity(.quantity),
        price: try reader.money(.price, currency: .currency), lots: reader.int64(.lots))
    }
    return try Inflation(month: month, base: base, groups: groups)
  }
}

/// The columns of a priced lot; the item's `ItemColumns` follow.
enum PricedLotColumns: Int32, ResultColumns {
  case id, purchasedOn, store, quantity, price, currency

  var sql: String {
    switch self {
    case .id: "lots.id"
    case .purchasedOn: "lots.purchased_on"
    case .store: "lots.store"
    case .quantity: "lots.quantity"
    case .price: "lots.price"
    case .currency: "lots.currency"
    }
  }
}

/// The price of an item's purchase a year before, for the price overview. (It has no row
/// id: errors name the price's.)
enum EarlierPriceColumns: Int32, ResultColumns {
  case price, currency, quantity

  var sql: String {
    switch self {
    case .price: "lots.price"
    case .currency: "lots.currency"
    case .quantity: "lots.quantity"
    }
  }
}

/// The columns of the price index's purchases, from `price_months` (0 stands for its row
/// id); the item's `ItemColumns` follow.
enum PriceMonthColumns: Int32, ResultColumns {
  case rowID, month, currency, quantity, price, lots

  var sql: String {
    switch self {
    case .rowID: "0"
    case .month: "bought.month"
    case .currency: "bought.currency"
    case .quantity: "bought.quantity"
    case .price: "bought.price"
    case .lots: "bought.lots"
    }
  }

  var name: String { self == .rowID ? "price_months.rowid" : String(sql.dropFirst(7)) }
}

/// One purchase as the price views read it.
public struct PricedPurchase: Hashable, Sendable {
  /// The day it was bought.
  public var date: CalendarDate
  /// The store.
  public var store: String
  /// The quantity, in the item's unit.
  public var quantity: Quantity
  /// The price paid.
  public var price: Money
  /// Its unit price per the item's price unit.
  public var unitPrice: UnitPrice

  /// A purchase; nil for a quantity of 0.
  public init?(
    date: CalendarDate, store: String, quantity: Quantity, price: Money, unit: PriceUnit
  ) {
    guard let unitPrice = UnitPrice(price: price, quantity: quantity, unit: unit) else {
      return nil
    }
    self.date = date
    self.store = store
    self.quantity = quantity
    self.price = price
    self.unitPrice = unitPrice
  }
}

/// An item's unit prices over a period (docs definition 11): every purchase, the
/// prices per store, and the cheapest store over the last 90 days.
public struct PriceHistory: Sendable {
  /// How many days up to the as-of date the cheapest store is chosen over.
  public static let cheapestWindow = 90

  /// The unit prices of one store in one currency.
  public struct StoreSummary: Hashable, Sendable {
    public var store: String
    public var currency: Currency
    public var count: Int
    public var min: UnitPrice
    /// The lower middle unit price.
    public var median: UnitPrice
    public var max: UnitPrice
    /// The unit price of the store's latest purchase (by date, then creation order).
    public var last: UnitPrice
  }

  /// The item.
  public var item: Item
  /// The unit its prices are per.
  public var priceUnit: PriceUnit
  /// Every purchase in the period, by date then creation order.
  public var history: [PricedPurchase]
  /// One summary per store and currency, by store then currency.
  public var stores: [StoreSummary]
  /// The store with the lowest median unit price over the 90 days up to the as-of date, in
  /// the currency of the item's latest purchase that names a store; ties go to the store
  /// first by name. Purchases without a store are left out.
  public var cheapest: StoreSummary?

  /// Summarises `history` (in date, then creation order) and `recent`, the purchases of
  /// the 90 days up to the as-of date.
  public init(
    item: Item, history: [PricedPurchase], recent: [PricedPurchase]
  ) {
    self.item = item
    priceUnit = PriceUnit(itemUnit: item.unit)
    self.history = history
    stores = PriceHistory.summaries(history)
    // A purchase that names no store cannot say where to buy.
    let known = recent.filter { !$0.store.isEmpty }
    let currency = known.last?.price.currency
    cheapest = PriceHistory.summaries(known.filter { $0.price.currency == currency })
      .min { lhs, rhs in
        lhs.median < rhs.median || (!(rhs.median < lhs.median) && lhs.store < rhs.store)
      }
  }

  /// One summary per store and currency of `purchases` (in date order).
  static func summaries(_ purchases: [PricedPurchase]) -> [StoreSummary] {
    var groups: [String: [PricedPurchase]] = [:]
    var keys: [(String, Currency)] = []
    for purchase in purchases {
      let key = purchase.store + "\u{0}" + purchase.price.currency.code
      if groups[key] == nil { keys.append((purchase.store, purchase.price.currency)) }
      groups[key, default: []].append(purchase)
    }
    return keys.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.compactMap { store, currency in
      let group = groups[store + "\u{0}" + currency.code] ?? []
      let prices = group.map(\.unitPrice).sorted()
      guard let first = prices.first, let highest = prices.last, let last = group.last,
        let median = UnitPrice.median(prices)
      else { return nil }
      return StoreSummary(
        store: store, currency: currency, count: group.count, min: first, median: median,
        max: highest, last: last.unitPrice)
    }
  }
}

/// The household's own price index for a month against a base month (docs definition
/// 12), per currency, never mixing currencies.
///
/// For a month P and item i: p_i(P) is the median unit price of i's lots bought in P
/// (lower middle for an even count), q_i(P) the quantity bought, S_i(P) the total paid.
/// The basket B is the items bought in both the base month M0 and the month M.
/// - index = Σ_B p_i(M) × q_i(M0) ÷ Σ_B p_i(M0) × q_i(M0) (Laspeyres);
/// - price effect = Σ_B (p_i(M) − p_i(M0)) × q_i(M0);
/// - quantity effect = Σ_B (S_i(M) − S_i(M0)) − price effect;
/// - outside the basket = Σ S_i(M) of the items bought in M but not in M0.
/// Each p × q term is kept to 10^-12 of a minor unit (rounded half away from zero), and
/// money is rounded half away from zero to the minor unit once, at the end.
public struct Inflation: Hashable, Sendable {
  /// One item of the basket.
  public struct BasketItem: Hashable, Sendable {
    /// The item's name.
    public var item: String
    /// The unit its prices and quantities are per.
    public var priceUnit: PriceUnit
    /// p_i(M0).
    public var baseUnitPrice: UnitPrice
    /// p_i(M).
    public var unitPrice: UnitPrice
    /// q_i(M0) in thousandths of the item's unit.
    public var baseQuantity: Quantity
    /// p_i(M) ÷ p_i(M0); nil when it cannot be kept exactly.
    public var ratio: Ratio?
  }

  /// One currency's index and effects.
  public struct Row: Hashable, Sendable {
    public var currency: Currency
    /// The index; nil for an empty basket.
    public var index: Ratio?
    public var priceEffect: Money
    public var quantityEffect: Money
    public var outsideBasket: Money
    /// Σ_B S_i(M0): what the basket cost in the base month.
    public var baseSpending: Money
    /// The basket, by item name (`NameOrder`).
    public var basket: [BasketItem]

    /// The quantity effect as a share of the basket's base spending; nil when that is 0.
    public var boughtMore: Ratio? {
      Ratio(Int128(quantityEffect.minorUnits), Int128(baseSpending.minorUnits))
    }
  }

  /// The month M.
  public var month: Month
  /// The base month M0.
  public var base: Month
  /// One row per currency with purchases in M or M0, by currency code.
  public var rows: [Row]

  /// `lhs ÷ rhs` as one ratio; nil when a product passes 128 bits or a term `Ratio`'s bound.
  static func quotient(_ lhs: Ratio, _ rhs: Ratio) -> Ratio? {
    let (numerator, high) = lhs.numerator.multipliedReportingOverflow(by: rhs.denominator)
    let (denominator, low) = lhs.denominator.multipliedReportingOverflow(by: rhs.numerator)
    guard !high, !low else { return nil }
    return Ratio(numerator, denominator)
  }

  /// The fixed point of the p × q terms: 10^12 per minor unit.
  static let scale: Int128 = 1_000_000_000_000

  /// Lots of one item bought in one month at one quantity and one price.
  public struct Purchases: Sendable {
    public var item: Item
    public var month: Month
    /// The quantity of each lot.
    public var quantity: Quantity
    /// The price of each lot.
    public var price: Money
    /// How many lots.
    public var lots: Int64

    /// `lots` lots of `item` bought in `month`, each `quantity` for `price`.
    public init(item: Item, month: Month, quantity: Quantity, price: Money, lots: Int64) {
      self.item = item
      self.month = month
      self.quantity = quantity
      self.price = price
      self.lots = lots
    }
  }

  /// Computes the index from the purchases of `month` and `base`, each with its item.
  ///
  /// - Throws: `ValueError.overflow` when a term or sum passes 128 bits (far beyond
  ///   Larder's bounds for one household's month).
  public init(
    month: Month, base: Month, purchases: [(item: Item, purchase: PricedPurchase)]
  ) throws(ValueError) {
    try self.init(
      month: month, base: base,
      groups: purchases.map {
        Purchases(
          item: $0.item, month: $0.purchase.date.month, quantity: $0.purchase.quantity,
          price: $0.purchase.price, lots: 1)
      })
  }

  /// Computes the index from the purchases of `month` and `base`, grouped by item, month,
  /// quantity and price (as the store summarises them); the same figures as one entry
  /// per lot.
  ///
  /// - Throws: `ValueError.overflow` when a term or sum passes 128 bits.
  public init(month: Month, base: Month, groups: [Purchases]) throws(ValueError) {
    self.month = month
    self.base = base
    let overflow = ValueError.overflow(what: .priceIndex)
    struct Period {
      var prices: [(price: UnitPrice, lots: Int64)] = []
      var quantity: Int128 = 0
      var spent: Int128 = 0

      /// Adds `lots` lots of `quantity` for `price` each, at `unitPrice`.
      mutating func add(
        _ unitPrice: UnitPrice, _ quantity: Quantity, _ price: Money, lots: Int64,
        _ overflow: ValueError
      ) throws(ValueError) {
        func adding(_ sum: Int128, _ value: Int64) throws(ValueError) -> Int128 {
          let (product, high) = Int128(value).multipliedReportingOverflow(by: Int128(lots))
          let (total, over) = sum.addingReportingOverflow(product)
          guard !high, !over else { throw overflow }
          return total
        }
        prices.append((unitPrice, lots))
        self.quantity = try adding(self.quantity, quantity.thousandths)
        spent = try adding(spent, price.minorUnits)
      }
    }
    // Each period is changed where it is kept (a copy would copy its prices at every group)
    // and each item's price unit worked out once.
    var periods: [String: [Month: Period]] = [:]
    var items: [String: (item: Item, unit: PriceUnit)] = [:]
    var currencies: Set<Currency> = []
    for group in groups {
      let when = group.month
      guard when == month || when == base, group.lots > 0 else { continue }
      let key = group.price.currency.code + "\u{0}" + group.item.name
      let unit = items[key]?.unit ?? PriceUnit(itemUnit: group.item.unit)
      guard let unitPrice = UnitPrice(price: group.price, quantity: group.quantity, unit: unit)
      else { continue }
      items[key] = (group.item, unit)
      currencies.insert(group.price.currency)
      try periods[key, default: [:]][when, default: Period()].add(
        unitPrice, group.quantity, group.price, lots: group.lots, overflow)
    }
    var rows: [Row] = []
    for currency in currencies.sorted() {
      var now: Int128 = 0
      var then: Int128 = 0
      var spentChange: Int128 = 0
      var outside: Int128 = 0
      var baseSpending: Int128 = 0
      var basket: [BasketItem] = []
      let keys = periods.keys.filter { $0.hasPrefix(currency.code + "\u{0}") }.sorted()
      for key in keys {
        guard let (item, unit) = items[key], let byMonth = periods[key] else { continue }
        guard let current = byMonth[month] else { continue }
        guard let earlier = byMonth[base] else {
          outside += current.spent
          continue
        }
        guard let p = UnitPrice.median(counts: current.prices),
          let p0 = UnitPrice.median(counts: earlier.prices)
        else { continue }
        // p × q0 in minor units: (a ÷ b) per price unit × q0 ÷ (1000 × f) price units.
        func term(_ price: UnitPrice) throws(ValueError) -> Int128 {
          let (value, high) = price.minorUnits.numerator.multipliedReportingOverflow(
            by: earlier.quantity)
          let (denominator, low) = price.minorUnits.denominator.multipliedReportingOverflow(
            by: 1_000 * unit.itemUnitsPerPriceUnit)
          guard !high, !low,
            let scaled = ScaledDecimal.scale(value, by: Inflation.scale, over: denominator)
          else { throw overflow }
          return scaled
        }
        now += try term(p)
        then += try term(p0)
        spentChange += current.spent - earlier.spent
        baseSpending += earlier.spent
        let ratio = Inflation.quotient(p.minorUnits, p0.minorUnits)
        basket.append(
          BasketItem(
            item: item.name, priceUnit: unit, baseUnitPrice: p0, unitPrice: p,
            baseQuantity: Quantity(thousandths: Int64(clamping: earlier.quantity)),
            ratio: ratio))
      }
      func money(_ fixed: Int128) throws(ValueError) -> Money {
        guard let rounded = ScaledDecimal.scale(fixed, by: 1, over: Inflation.scale),
          let minorUnits = Int64(exactly: rounded)
        else { throw overflow }
        return Money(minorUnits: minorUnits, currency: currency)
      }
      let priceEffect = now - then
      let (spentFixed, tooLarge) = spentChange.multipliedReportingOverflow(by: Inflation.scale)
      guard !tooLarge, let outsideUnits = Int64(exactly: outside),
        let baseUnits = Int64(exactly: baseSpending)
      else { throw overflow }
      rows.append(
        Row(
          currency: currency, index: basket.isEmpty ? nil : Ratio(now, then),
          priceEffect: try money(priceEffect),
          quantityEffect: try money(spentFixed - priceEffect),
          outsideBasket: Money(minorUnits: outsideUnits, currency: currency),
          baseSpending: Money(minorUnits: baseUnits, currency: currency),
          basket: basket.sorted { NameOrder.precedes($0.item, $1.item) }))
    }
    self.rows = rows
  }
}

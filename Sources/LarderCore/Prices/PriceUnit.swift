/// The unit a unit price is given per: the one people think in (docs definition 11).
///
/// kg for items counted in a unit of mass (mg, g, kg), L for a unit of volume (ml, cl, dl,
/// L), the item's own unit otherwise (per piece, per pack); the families are `Unit`'s.
public struct PriceUnit: Hashable, Sendable {
  /// The unit's name, as shown: `kg`, `L`, or the item's unit.
  public var name: String
  /// How many of the item's units make one price unit (1,000 g in a kg), at least 1.
  public var itemUnitsPerPriceUnit: Int128

  /// The price unit of an item counted in `itemUnit`.
  public init(itemUnit: String) {
    let unit = Unit(itemUnit)
    let priceUnit: Unit
    switch unit.family {
    case .mass: priceUnit = Unit("kg")
    case .volume: priceUnit = Unit("L")
    case .count: priceUnit = unit
    }
    name = priceUnit.symbol
    // The price unit is the largest of its family, so the factor is a whole number.
    let (numerator, denominator) = (try? priceUnit.factor(to: unit)) ?? (1, 1)
    itemUnitsPerPriceUnit = Int128(max(numerator / max(denominator, 1), 1))
  }
}

/// The price of one price unit of a lot: price ÷ quantity, exact.
public struct UnitPrice: Hashable, Sendable, Comparable {
  /// Minor units of `currency` per price unit.
  public var minorUnits: Ratio
  /// The currency.
  public var currency: Currency

  /// `price` ÷ `quantity` (in the item's unit) per `unit`; nil for a quantity of 0.
  public init?(price: Money, quantity: Quantity, unit: PriceUnit) {
    // P minor units for Q thousandths of an item unit: P × 1000 × f ÷ Q per price unit.
    guard quantity > .zero,
      let ratio = Ratio(
        Int128(price.minorUnits) * 1_000 * unit.itemUnitsPerPriceUnit, Int128(quantity.thousandths))
    else { return nil }
    minorUnits = ratio
    currency = price.currency
  }

  /// The unit price with the currency's decimals plus two, rounded half away from zero:
  /// `1.1900` EUR per L.
  public var amount: String {
    var power: Int128 = 1
    for _ in 0..<currency.minorUnits { power *= 10 }
    let ratio =
      Ratio(minorUnits.numerator, minorUnits.denominator * power) ?? minorUnits
    return ratio.formatted(places: currency.minorUnits + 2)
  }

  /// Compares two unit prices by value (the same currency is assumed).
  public static func < (lhs: UnitPrice, rhs: UnitPrice) -> Bool {
    let left = lhs.minorUnits.numerator.multipliedFullWidth(by: rhs.minorUnits.denominator)
    let right = rhs.minorUnits.numerator.multipliedFullWidth(by: lhs.minorUnits.denominator)
    return left.high != right.high ? left.high < right.high : left.low < right.low
  }

  /// The lower middle of `prices` sorted by value, as the restock rule takes medians; nil
  /// for none.
  public static func median(_ prices: [UnitPrice]) -> UnitPrice? {
    let sorted = prices.sorted()
    return sorted.isEmpty ? nil : sorted[(sorted.count - 1) / 2]
  }

  /// The lower middle of prices given with how many lots had each, as `median` of the
  /// list with each price repeated that many times; nil for none. Equal prices written
  /// differently (2.38 for 2 L, 1.19 for 1 L) are ordered by their terms, so the choice
  /// does not depend on the order given.
  public static func median(counts: [(price: UnitPrice, lots: Int64)]) -> UnitPrice? {
    let sorted = counts.filter { $0.lots > 0 }.sorted { lhs, rhs in
      if lhs.price < rhs.price { return true }
      if rhs.price < lhs.price { return false }
      return (lhs.price.minorUnits.denominator, lhs.price.minorUnits.numerator)
        < (rhs.price.minorUnits.denominator, rhs.price.minorUnits.numerator)
    }
    let total = sorted.reduce(Int128(0)) { $0 + Int128($1.lots) }
    guard total > 0 else { return nil }
    var before = Int128(0)
    for (price, lots) in sorted {
      before += Int128(lots)
      if before > (total - 1) / 2 { return price }
    }
    return sorted.last?.price
  }
}

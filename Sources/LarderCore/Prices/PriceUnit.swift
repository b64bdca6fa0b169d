/// The unit a unit price is given per: the one people think in (README definition 11).
///
/// kg for items counted in mg, g or kg; L for ml, cl, dl or L (any case); the item's own
/// unit otherwise (per piece, per pack).
public struct PriceUnit: Hashable, Sendable {
  /// The unit's name, as shown: `kg`, `L`, or the item's unit.
  public var name: String
  /// How many of the item's units make one price unit (1,000 g in a kg), at least 1.
  public var itemUnitsPerPriceUnit: Int128

  /// The price unit of an item counted in `itemUnit`.
  public init(itemUnit: String) {
    let known: [String: (String, Int128)] = [
      "mg": ("kg", 1_000_000), "g": ("kg", 1_000), "kg": ("kg", 1),
      "ml": ("L", 1_000), "cl": ("L", 100), "dl": ("L", 10), "l": ("L", 1),
    ]
    let (name, factor) = known[itemUnit.lowercased()] ?? (itemUnit, 1)
    self.name = name
    itemUnitsPerPriceUnit = factor
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
}

/// One discard, valued: lot price × discarded ÷ lot quantity, rounded half away from zero.
public struct DiscardRecord: Hashable, Sendable {
  /// The item.
  public var item: String
  /// Its category.
  public var category: String
  /// Its unit.
  public var unit: String
  /// What was discarded.
  public var quantity: Quantity
  /// The discarded share of the lot's price.
  public var value: Money

  /// Values a discard of `quantity` from a lot of `lotQuantity` bought for `lotPrice`.
  ///
  /// - Throws: `ValueError.overflow` when the value does not fit in 64 bits, which only
  ///   happens when more is discarded than the lot held.
  public init(
    item: String, category: String, unit: String, quantity: Quantity, lotQuantity: Quantity,
    lotPrice: Money
  ) throws(ValueError) {
    self.item = item
    self.category = category
    self.unit = unit
    self.quantity = quantity
    self.value = try lotPrice.prorated(quantity, of: lotQuantity)
  }

  /// Discards of `quantity` already valued at `value`: the sum of their shares of their
  /// lots' prices, each computed as the initializer above does.
  public init(item: String, category: String, unit: String, quantity: Quantity, value: Money) {
    self.item = item
    self.category = category
    self.unit = unit
    self.quantity = quantity
    self.value = value
  }
}

/// Waste of one item in one currency over a period.
public struct WasteRow: Hashable, Sendable {
  public var item: String
  public var category: String
  public var unit: String
  /// The quantity discarded in the period.
  public var quantity: Quantity
  /// The sum of the discards' values.
  public var value: Money
  /// discarded ÷ (consumed + discarded), both within the period.
  public var ratio: Ratio?
}

/// Waste for a period: the discard events in it, by item and by category.
public struct Waste: Hashable, Sendable {
  /// The period.
  public var period: DateRange
  /// Per item and currency, by value descending then item name.
  public var rows: [WasteRow]
  /// Per category and currency, by value descending then category.
  public var byCategory: [SpendingRow]
  /// One total per currency.
  public var totals: MoneyTotals

  /// Groups valued discards.
  ///
  /// - Parameter consumed: what each item had consumed in the period, by name.
  /// - Throws: `ValueError.overflow` when a total does not fit in 64 bits: within Larder's
  ///   bounds, only past 92 million discards at the largest price (see `Money`).
  public init(period: DateRange, discards: [DiscardRecord], consumed: [String: Quantity])
    throws(ValueError)
  {
    self.period = period
    var items: [String: WasteRow] = [:]
    var categories: [String: Money] = [:]
    var totals = MoneyTotals()
    for discard in discards {
      let key = discard.item + "\u{0}" + discard.value.currency.code
      var row =
        items[key]
        ?? WasteRow(
          item: discard.item, category: discard.category, unit: discard.unit, quantity: .zero,
          value: .zero(discard.value.currency), ratio: nil)
      try row.quantity += discard.quantity
      row.value = try row.value + discard.value
      items[key] = row
      let categoryKey = discard.category + "\u{0}" + discard.value.currency.code
      categories[categoryKey] =
        try (categories[categoryKey] ?? .zero(discard.value.currency)) + discard.value
      try totals.add(discard.value)
    }
    var discardedPerItem: [String: Quantity] = [:]
    for row in items.values { try discardedPerItem[row.item, default: .zero] += row.quantity }
    rows = items.values.map { row in
      var row = row
      let discarded = Int128((discardedPerItem[row.item] ?? .zero).thousandths)
      let used = Int128((consumed[row.item] ?? .zero).thousandths)
      row.ratio = Ratio(discarded, discarded + used)
      return row
    }.sorted { lhs, rhs in
      if lhs.value.currency != rhs.value.currency { return lhs.value.currency < rhs.value.currency }
      if lhs.value.minorUnits != rhs.value.minorUnits {
        return lhs.value.minorUnits > rhs.value.minorUnits
      }
      return NameOrder.precedes(lhs.item, rhs.item)
    }
    byCategory = categories.map { key, amount in
      SpendingRow(key: String(key.split(separator: "\u{0}").first ?? ""), amount: amount)
    }.sorted(by: Spending.ordered)
    self.totals = totals
  }
}

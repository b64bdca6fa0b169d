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
  public init(
    item: String, category: String, unit: String, quantity: Quantity, lotQuantity: Quantity,
    lotPrice: Money
  ) {
    self.item = item
    self.category = category
    self.unit = unit
    self.quantity = quantity
    self.value = lotPrice.prorated(quantity, of: lotQuantity)
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
  public init(period: DateRange, discards: [DiscardRecord], consumed: [String: Quantity]) {
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
      row.quantity += discard.quantity
      row.value = Money(
        minorUnits: row.value.minorUnits + discard.value.minorUnits, currency: row.value.currency)
      items[key] = row
      let categoryKey = discard.category + "\u{0}" + discard.value.currency.code
      categories[categoryKey] = Money(
        minorUnits: (categories[categoryKey]?.minorUnits ?? 0) + discard.value.minorUnits,
        currency: discard.value.currency)
      totals.add(discard.value)
    }
    var discardedPerItem: [String: Quantity] = [:]
    for row in items.values { discardedPerItem[row.item, default: .zero] += row.quantity }
    rows = items.values.map { row in
      var row = row
      let discarded = discardedPerItem[row.item] ?? .zero
      row.ratio = Ratio(
        discarded.thousandths, discarded.thousandths + (consumed[row.item] ?? .zero).thousandths)
      return row
    }.sorted {
      ($0.value.currency, -$0.value.minorUnits, $0.item)
        < ($1.value.currency, -$1.value.minorUnits, $1.item)
    }
    byCategory = categories.map { key, amount in
      SpendingRow(key: String(key.split(separator: "\u{0}").first ?? ""), amount: amount)
    }.sorted(by: Spending.ordered)
    self.totals = totals
  }
}

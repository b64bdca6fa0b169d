/// What a breakdown of spending groups by.
public enum SpendingDimension: String, Sendable, CaseIterable {
  case category, store, item, month
}

/// One group of a spending breakdown: a key (a category, store, item or `YYYY-MM`) and
/// what was spent on it in one currency.
public struct SpendingRow: Hashable, Sendable {
  /// The group's name.
  public var key: String
  /// The sum of the prices of the lots in the group.
  public var amount: Money

  /// Creates a row.
  public init(key: String, amount: Money) {
    self.key = key
    self.amount = amount
  }
}

/// Spending for a period: the sum of the prices of lots bought in it, per currency.
public struct Spending: Hashable, Sendable {
  /// The period, inclusive.
  public var period: DateRange
  /// What the rows group by.
  public var dimension: SpendingDimension
  /// One total per currency.
  public var totals: MoneyTotals
  /// The breakdown, by currency code, then total descending, then key; by month, by month
  /// (oldest first), then currency code.
  public var rows: [SpendingRow]

  /// Builds the breakdown from per-group sums (in any order); totals are their sum.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total does not fit in 64 bits.
  public init(period: DateRange, dimension: SpendingDimension, rows: [SpendingRow])
    throws(ValueError)
  {
    self.period = period
    self.dimension = dimension
    self.rows = rows.sorted(by: dimension == .month ? Spending.chronological : Spending.ordered)
    self.totals = try MoneyTotals(rows.map(\.amount))
  }

  /// Month (`YYYY-MM` keys sort as text in time order), then currency code.
  static func chronological(_ lhs: SpendingRow, _ rhs: SpendingRow) -> Bool {
    lhs.key != rhs.key ? lhs.key < rhs.key : lhs.amount.currency < rhs.amount.currency
  }

  /// Currency code, then amount descending, then key in `NameOrder`.
  static func ordered(_ lhs: SpendingRow, _ rhs: SpendingRow) -> Bool {
    if lhs.amount.currency != rhs.amount.currency {
      return lhs.amount.currency < rhs.amount.currency
    }
    if lhs.amount.minorUnits != rhs.amount.minorUnits {
      return lhs.amount.minorUnits > rhs.amount.minorUnits
    }
    return NameOrder.precedes(lhs.key, rhs.key)
  }
}

/// A month's spending next to the month before and the 12 months before it.
///
/// Every difference is computed once, checked, when the comparison is made, so reading
/// it never fails.
public struct MonthComparison: Hashable, Sendable {
  /// The month compared.
  public var month: Month
  /// Its totals.
  public var current: MoneyTotals
  /// The previous month's totals.
  public var previous: MoneyTotals
  /// The average of the months M−12 … M−1 that are on or after the month of the earliest
  /// purchase (months without spending count as 0), rounded half away from zero to the
  /// minor unit; nil when no month counts.
  public var average12: MoneyTotals?
  /// How many months the average is taken over.
  public var averagedMonths: Int
  /// current − previous, per currency.
  private var changes: [Currency: Money] = [:]
  /// current − the 12-month average, per currency; empty when there is no average.
  private var differences: [Currency: Money] = [:]

  /// Compares `month` given the totals of every month before it that has spending.
  ///
  /// - Parameters:
  ///   - monthly: totals per month for M−12 … M (other months are ignored).
  ///   - earliestPurchase: the month of the first purchase ever, nil when there is none.
  /// - Throws: `ValueError.overflow` when a sum or a difference does not fit in 64 bits of
  ///   minor units.
  public init(month: Month, monthly: [Month: MoneyTotals], earliestPurchase: Month?)
    throws(ValueError)
  {
    self.month = month
    current = monthly[month] ?? MoneyTotals()
    previous = monthly[month.adding(months: -1)] ?? MoneyTotals()
    let counted = (1...12).map { month.adding(months: -$0) }.filter { candidate in
      earliestPurchase.map { candidate >= $0 } ?? false
    }
    averagedMonths = counted.count
    if counted.isEmpty {
      average12 = nil
    } else {
      var sums = MoneyTotals()
      for candidate in counted {
        for amount in monthly[candidate]?.amounts ?? [] { try sums.add(amount) }
      }
      average12 = try MoneyTotals(sums.amounts.map { $0.divided(by: counted.count) })
    }
    for currency in currencies {
      changes[currency] = try current[currency] - previous[currency]
      if let average12 { differences[currency] = try current[currency] - average12[currency] }
    }
  }

  /// The change from the previous month in `currency`.
  public func change(in currency: Currency) -> Money {
    changes[currency] ?? .zero(currency)
  }

  /// The change from the previous month as a fraction of it (0.119 for +11.9 %), nil when
  /// the previous total is 0.
  public func relativeChange(in currency: Currency) -> Ratio? {
    Ratio(Int128(change(in: currency).minorUnits), Int128(previous[currency].minorUnits))
  }

  /// The difference from the 12-month average in `currency`, nil when there is no average.
  public func differenceFromAverage(in currency: Currency) -> Money? {
    guard average12 != nil else { return nil }
    return differences[currency] ?? .zero(currency)
  }

  /// Every currency in the month, the previous month or the average.
  public var currencies: [Currency] {
    Set(current.currencies + previous.currencies + (average12?.currencies ?? [])).sorted()
  }

  /// The currencies spent in during the month or the month before, in code order: those a
  /// headline lists. A currency spent in only earlier (francs from a trip in the summer)
  /// would be a row of zeros.
  public var recentCurrencies: [Currency] {
    currencies.filter { current[$0].minorUnits != 0 || previous[$0].minorUnits != 0 }
  }
}

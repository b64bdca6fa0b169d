/// Everything the monthly report shows, computed once and rendered by each format.
///
/// Spending, trend and waste are about the report month; every forward-looking section
/// (consumption and run-out, expired, expiring, eat first, restock) is as of the as-of
/// date D, so no item can be both expired and running out later in one report.
public struct MonthlyReport: Hashable, Sendable {
  /// How many months the trend shows, ending with the report month; the comparison's
  /// average is over as many months before it.
  public static let trendMonths = 12
  /// How many days of consumption the rates and the restock suggestions are measured over.
  public static let rateWindow = 90
  /// How many days after the as-of date the expiry outlook looks.
  public static let outlookDays = 7
  /// How many days after the as-of date the restock suggestions look for run-outs.
  public static let restockHorizon = 7
  /// How many days after the as-of date "Eat first" looks for lots projected wasted.
  public static let eatFirstDays = 14

  /// The month reported on.
  public var month: Month
  /// The day the report was made for.
  public var asOf: CalendarDate
  /// The month's totals against the previous month and the 12-month average.
  public var comparison: MonthComparison
  /// The number of purchases (lots) in the month.
  public var purchaseCount: Int
  /// Spending by category.
  public var byCategory: Spending
  /// Spending by store.
  public var byStore: Spending
  /// The items with the most spending, at most 10 per currency.
  public var topItems: [SpendingRow]
  /// The `trendMonths` months ending with the report month, oldest first, with their
  /// totals.
  public var trend: [TrendPoint]
  /// Waste in the month.
  public var waste: Waste
  /// The items consumed fastest (rate per week), at most 10, as of the as-of date, with
  /// their usable stock, status and run-out date.
  public var fastest: [ItemProjection]
  /// Expired and expiring (within `outlookDays`) lots as of the as-of date.
  public var outlook: ExpiryOutlook
  /// Restock suggestions as of the as-of date.
  public var restock: [RestockSuggestion]
  /// The lots projected partly or wholly wasted at the current pace that expire within
  /// `eatFirstDays` of the as-of date, by expiry.
  public var eatFirst: [LotProjection]
  /// The waste value of `eatFirst` per currency.
  public var eatFirstTotals: MoneyTotals
  /// How many items have too short a history for a pace, as of the as-of date.
  public var shortHistoryCount: Int
  /// The fewest days of history for a pace.
  public var minHistory: Int
  /// The month's budgets against its spending.
  public var budget: BudgetReport
  /// The household's price index for the month against the same month a year before.
  public var inflation: Inflation

  /// Assembles a report.
  ///
  /// - Parameter forecast: the forecast as of the as-of date.
  /// - Throws: `ValueError.overflow` when a currency's total of projected waste passes 64
  ///   bits of minor units.
  public init(
    month: Month, asOf: CalendarDate, comparison: MonthComparison, purchaseCount: Int,
    byCategory: Spending, byStore: Spending, byItem: Spending,
    trend: [TrendPoint], waste: Waste, forecast: Forecast,
    outlook: ExpiryOutlook, restock: [RestockSuggestion], budget: BudgetReport,
    inflation: Inflation
  ) throws(ValueError) {
    self.budget = budget
    self.inflation = inflation
    self.month = month
    self.asOf = asOf
    self.comparison = comparison
    self.purchaseCount = purchaseCount
    self.byCategory = byCategory
    self.byStore = byStore
    var perCurrency: [Currency: Int] = [:]
    self.topItems = byItem.rows.filter { row in
      perCurrency[row.amount.currency, default: 0] += 1
      return perCurrency[row.amount.currency, default: 0] <= 10
    }
    self.trend = trend
    self.waste = waste
    self.fastest = Array(
      forecast.items.filter { ($0.perWeek?.numerator ?? 0) > 0 }.sorted { lhs, rhs in
        let left = lhs.perWeek?.scaled(to: 3) ?? 0
        let right = rhs.perWeek?.scaled(to: 3) ?? 0
        return left != right ? left > right : NameOrder.precedes(lhs.item, rhs.item)
      }.prefix(10))
    self.outlook = outlook
    self.restock = restock
    eatFirst = forecast.wastedLots(within: MonthlyReport.eatFirstDays)
    eatFirstTotals = try Forecast.totals(of: eatFirst)
    shortHistoryCount = forecast.shortHistoryCount
    minHistory = forecast.minHistory
  }

  /// A category's share of its currency's total, as a fraction (0.267, not 26.7); nil
  /// when that total is 0.
  public func share(of row: SpendingRow) -> Ratio? {
    Ratio(
      Int128(row.amount.minorUnits), Int128(byCategory.totals[row.amount.currency].minorUnits))
  }
}

/// One month's total spending, per currency.
public struct TrendPoint: Hashable, Sendable {
  /// The month.
  public var month: Month
  /// What was spent in it.
  public var totals: MoneyTotals
  /// How many purchases were made in it, by currency (`CurrencyOrder`).
  public var purchases: [Currency: Int]

  /// Creates a point.
  public init(month: Month, totals: MoneyTotals, purchases: [Currency: Int] = [:]) {
    self.month = month
    self.totals = totals
    self.purchases = purchases
  }
}

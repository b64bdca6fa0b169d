/// What was spent in a period, read at once: a breakdown, the spending by category and by
/// store, what was thrown away (when asked for) and, for a month, its trend and its
/// comparison with the months before. `larder spending` and the web's Spending page both
/// show it, so their figures always agree.
public struct SpendingOverview: Hashable, Sendable {
  /// The period, inclusive.
  public var period: DateRange
  /// Spending by the dimension asked for (`larder spending --by`).
  public var breakdown: Spending
  /// Spending by category.
  public var byCategory: Spending
  /// Spending by store.
  public var byStore: Spending
  /// For a month: the `MonthlyReport.trendMonths` months ending with it, oldest first, with
  /// their totals; empty for another period.
  public var trend: [TrendPoint]
  /// For a month: it next to the month before and the 12 months before it; nil for another
  /// period.
  public var comparison: MonthComparison?
  /// What was discarded in the period, valued, when it was asked for (the Spending page
  /// shows it; `larder spending` leaves it to `larder waste`); nil otherwise.
  public var waste: Waste?

  /// Gathers the figures.
  public init(
    period: DateRange, breakdown: Spending, byCategory: Spending, byStore: Spending,
    trend: [TrendPoint], comparison: MonthComparison?, waste: Waste?
  ) {
    self.period = period
    self.breakdown = breakdown
    self.byCategory = byCategory
    self.byStore = byStore
    self.trend = trend
    self.comparison = comparison
    self.waste = waste
  }

  /// The month shown, nil for another period.
  public var month: Month? { comparison?.month }

  /// Every currency spent in during the period or the trend's months, in code order.
  public var currencies: [Currency] {
    Set(byCategory.totals.currencies + trend.flatMap(\.totals.currencies)).sorted()
  }
}

import LarderCore

extension Store {
  /// The spending of `month`, broken down by `dimension`, with its trend, its comparison
  /// with the months before and, when `includingWaste`, its waste, read from one snapshot
  /// so that its figures agree even while other processes write.
  public func spendingOverview(
    of month: Month, by dimension: SpendingDimension = .category, includingWaste: Bool = false
  ) throws -> SpendingOverview {
    try snapshot {
      try readSpendingOverview(
        DateRange(month: month), month: month, by: dimension, includingWaste: includingWaste)
    }
  }

  /// The spending of `period` (any run of days), broken down by `dimension`, with, when
  /// `includingWaste`, its waste, read from one snapshot; no trend or comparison, which
  /// only a month has.
  public func spendingOverview(
    in period: DateRange, by dimension: SpendingDimension, includingWaste: Bool = false
  ) throws -> SpendingOverview {
    try snapshot {
      try readSpendingOverview(period, month: nil, by: dimension, includingWaste: includingWaste)
    }
  }

  private func readSpendingOverview(
    _ period: DateRange, month: Month?, by dimension: SpendingDimension, includingWaste: Bool
  ) throws -> SpendingOverview {
    let byCategory = try spending(in: period, by: .category)
    let byStore = try spending(in: period, by: .store)
    let breakdown: Spending
    switch dimension {
    case .category: breakdown = byCategory
    case .store: breakdown = byStore
    case .item, .month: breakdown = try spending(in: period, by: dimension)
    }
    var trend: [TrendPoint] = []
    var comparison: MonthComparison?
    if let month {
      // One read of the monthly totals serves the trend and the comparison (M−12 … M).
      let points = try monthlySpending(from: month.adding(months: -12), to: month)
      let length = MonthlyReport.trendMonths
      trend = (0..<length).map { offset in
        let shown = month.adding(months: offset - length + 1)
        return points[shown] ?? TrendPoint(month: shown, totals: MoneyTotals())
      }
      comparison = try monthComparison(month, monthly: points.mapValues(\.totals))
    }
    return SpendingOverview(
      period: period, breakdown: breakdown, byCategory: byCategory, byStore: byStore,
      trend: trend, comparison: comparison,
      waste: includingWaste ? try waste(in: period) : nil)
  }
}

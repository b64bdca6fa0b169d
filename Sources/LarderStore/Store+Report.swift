import LarderCore

extension Store {
  /// The monthly report for `month`, looking ahead from `asOf`, read from one snapshot so
  /// that its figures agree even while other processes write.
  ///
  /// - Parameter minHistory: the fewest days of history an item needs for a rate.
  public func monthlyReport(_ month: Month, asOf: CalendarDate, minHistory: Int) throws
    -> MonthlyReport
  {
    try snapshot { try readMonthlyReport(month, asOf: asOf, minHistory: minHistory) }
  }

  private func readMonthlyReport(_ month: Month, asOf: CalendarDate, minHistory: Int) throws
    -> MonthlyReport
  {
    let period = DateRange(month: month)
    let length = MonthlyReport.trendMonths
    let trendMonths = (0..<length).map { month.adding(months: $0 - length + 1) }
    // One query serves the comparison (the month and as many before it as the trend has)
    // and the trend (the last of those months).
    let points = try monthlySpending(from: month.adding(months: -length), to: month)
    let comparison = try monthComparison(month, monthly: points.mapValues(\.totals))
    let projections = try projections(
      asOf: asOf, window: MonthlyReport.rateWindow, minHistory: minHistory)
    return try MonthlyReport(
      month: month, asOf: asOf, comparison: comparison,
      purchaseCount: try purchaseCount(in: period),
      byCategory: try spending(in: period, by: .category),
      byStore: try spending(in: period, by: .store), byItem: try spending(in: period, by: .item),
      trend: trendMonths.map { points[$0] ?? TrendPoint(month: $0, totals: MoneyTotals()) },
      waste: try waste(in: period),
      forecast: Forecast(
        asOf: asOf, window: MonthlyReport.rateWindow, items: projections, minHistory: minHistory),
      outlook: try expiryOutlook(asOf: asOf, within: MonthlyReport.outlookDays),
      restock: try restockSuggestions(of: projections, horizon: MonthlyReport.restockHorizon),
      // The whole month, as the headline counts it.
      budget: try budgetReport(month, asOf: max(asOf, month.lastDay)),
      inflation: try inflation(month, base: month.adding(months: -12)))
  }
}

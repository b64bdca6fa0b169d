import LarderCore

extension Store {
  /// The monthly report for `month`, looking ahead from `asOf`, read from one snapshot so
  /// that its figures agree even while other processes write.
  public func monthlyReport(_ month: Month, asOf: CalendarDate) throws -> MonthlyReport {
    try snapshot { try readMonthlyReport(month, asOf: asOf) }
  }

  private func readMonthlyReport(_ month: Month, asOf: CalendarDate) throws -> MonthlyReport {
    let period = DateRange(month: month)
    let trendMonths = (0..<12).map { month.adding(months: $0 - 11) }
    let monthly = try spending(
      in: try DateRange(from: trendMonths[0].firstDay, to: month.lastDay), by: .month)
    var totals: [Month: MoneyTotals] = [:]
    for row in monthly.rows {
      guard let key = try? Month(parsing: row.key) else { continue }
      totals[key, default: MoneyTotals()].add(row.amount)
    }
    return MonthlyReport(
      month: month, asOf: asOf, comparison: try monthComparison(month),
      purchaseCount: try purchaseCount(in: period),
      byCategory: try spending(in: period, by: .category),
      byStore: try spending(in: period, by: .store), byItem: try spending(in: period, by: .item),
      trend: trendMonths.map { TrendPoint(month: $0, totals: totals[$0] ?? MoneyTotals()) },
      waste: try waste(in: period),
      rates: try consumptionRates(asOf: month.lastDay, window: 90),
      outlook: try expiryOutlook(asOf: asOf, within: 7),
      restock: try restockSuggestions(asOf: asOf, horizon: 7, window: 90))
  }
}

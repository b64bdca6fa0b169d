import LarderCore

extension Store {
  /// The morning digest at `asOf`: expiries and lots projected wasted within `within`
  /// days, run-outs within `horizon` days (rates over `Digest.rateWindow` days, null with
  /// fewer than `minHistory` days of history), and spending this month to date against the
  /// same days of last month; the recipe to cook tonight (docs definition 27). Read from
  /// one snapshot.
  public func digest(asOf: CalendarDate, within: Int, horizon: Int, minHistory: Int) throws
    -> Digest
  {
    try snapshot {
      let thisMonth = try DateRange(from: asOf.month.firstDay, to: asOf)
      let projections = try projections(
        asOf: asOf, window: Digest.rateWindow, minHistory: minHistory)
      return try Digest(
        outlook: try expiryOutlook(asOf: asOf, within: within),
        forecast: Forecast(
          asOf: asOf, window: Digest.rateWindow, items: projections, minHistory: minHistory),
        restock: try restockSuggestions(of: projections, horizon: horizon),
        horizon: horizon,
        spentThisMonth: try spending(in: thisMonth, by: .category).totals,
        spentLastMonthToDate: try spending(
          in: Digest.lastMonthToDate(asOf: asOf), by: .category
        ).totals, budget: try budgetReport(asOf.month, asOf: asOf),
        suggestions: try cookingSuggestions(
          asOf: asOf, within: CookingSuggestion.defaultWithin))
    }
  }
}

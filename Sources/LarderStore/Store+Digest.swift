import LarderCore

extension Store {
  /// The morning digest at `asOf`: expiries within `within` days, run-outs within
  /// `horizon` days (rates over `Digest.rateWindow` days), and spending this month to date against the
  /// same days of last month. Read from one snapshot.
  public func digest(asOf: CalendarDate, within: Int, horizon: Int) throws -> Digest {
    try snapshot {
      let thisMonth = try DateRange(from: asOf.month.firstDay, to: asOf)
      return try Digest(
        outlook: try expiryOutlook(asOf: asOf, within: within),
        restock: try restockSuggestions(asOf: asOf, horizon: horizon, window: Digest.rateWindow),
        horizon: horizon,
        spentThisMonth: try spending(in: thisMonth, by: .category).totals,
        spentLastMonthToDate: try spending(
          in: Digest.lastMonthToDate(asOf: asOf), by: .category
        ).totals)
    }
  }
}

import LarderCore

extension Store {
  /// Restock suggestions as of `asOf` over `horizon` days (docs definition 8), rates over
  /// `window` days (null with fewer than `minHistory` days of history), by item name: the
  /// projections and the pack sizes read from one snapshot, so that they agree even while
  /// other processes write, with how many items have a short history. What
  /// `larder restock` and the web's Restock page show.
  public func restockPlan(
    asOf: CalendarDate, window: Int, minHistory: Int, horizon: Int
  ) throws -> RestockPlan {
    try snapshot {
      let projections = try projections(
        asOf: asOf, window: window, minHistory: minHistory, keepingWastedLots: false)
      return RestockPlan(
        suggestions: try restockSuggestions(of: projections, horizon: horizon),
        shortHistoryCount: projections.filter { $0.status == .shortHistory }.count,
        minHistory: minHistory)
    }
  }
}

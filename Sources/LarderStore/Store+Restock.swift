import LarderCore

extension Store {
  /// Restock suggestions as of `asOf` over `horizon` days (docs definition 8), rates over
  /// `window` days (null with fewer than `minHistory` days of history), by item name: the
  /// projections and the pack sizes read from one snapshot, so that they agree even while
  /// other processes write. What `larder restock` and the web's Restock page show.
  public func restockSuggestions(
    asOf: CalendarDate, window: Int, minHistory: Int, horizon: Int
  ) throws -> [RestockSuggestion] {
    try snapshot {
      let projections = try projections(
        asOf: asOf, window: window, minHistory: minHistory, keepingWastedLots: false)
      return try restockSuggestions(of: projections, horizon: horizon)
    }
  }
}

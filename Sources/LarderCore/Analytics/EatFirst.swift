/// What to eat first: the lots expired or expiring within N days, and those the forecast
/// projects wasted at the current pace by the same day, read together so that they agree
/// (the web's Eat first page).
public struct EatFirst: Hashable, Sendable {
  /// The expired lots still on hand and those expiring within `outlook.within` days.
  public var outlook: ExpiryOutlook
  /// The lots projected partly or wholly wasted that expire within `outlook.within` days,
  /// by expiry, then item name, then lot id.
  public var wasted: [LotProjection]
  /// The usable lots of items too new for a pace that expire within `outlook.within`
  /// days, valued whole (`Forecast.shortHistoryLots`).
  public var unpaced: [ExpiringLot]
  /// How many items have too short a history for a pace.
  public var shortHistoryCount: Int
  /// The fewest days of history for a pace.
  public var minHistory: Int

  /// Keeps of `forecast` the lots wasted within the outlook's days, and those of items
  /// without a pace expiring by then.
  ///
  /// - Throws: `ValueError.overflow` when a lot's value does not fit in 64 bits.
  public init(outlook: ExpiryOutlook, forecast: Forecast) throws(ValueError) {
    self.outlook = outlook
    wasted = forecast.wastedLots(within: outlook.within)
    unpaced = try forecast.shortHistoryLots(within: outlook.within)
    shortHistoryCount = forecast.shortHistoryCount
    minHistory = forecast.minHistory
  }
}

/// What to eat first: the lots expired or expiring within N days, and those the forecast
/// projects wasted at the current pace by the same day, read together so that they agree
/// (the web's Eat first page).
public struct EatFirst: Hashable, Sendable {
  /// The expired lots still on hand and those expiring within `outlook.within` days.
  public var outlook: ExpiryOutlook
  /// The lots projected partly or wholly wasted that expire within `outlook.within` days,
  /// by expiry, then item name, then lot id.
  public var wasted: [LotProjection]

  /// Keeps of `forecast` the lots wasted within the outlook's days.
  public init(outlook: ExpiryOutlook, forecast: Forecast) {
    self.outlook = outlook
    wasted = forecast.wastedLots(within: outlook.within)
  }
}

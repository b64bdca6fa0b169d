import LarderCore

extension Store {
  /// What to eat first at `asOf`: the expiry outlook over `within` days and the lots
  /// projected wasted by then (rates over `window` days, null with fewer than `minHistory`
  /// days of history), read from one snapshot.
  public func eatFirst(asOf: CalendarDate, within: Int, window: Int, minHistory: Int) throws
    -> EatFirst
  {
    try snapshot {
      try EatFirst(
        outlook: try expiryOutlook(asOf: asOf, within: within),
        forecast: try forecast(asOf: asOf, window: window, minHistory: minHistory))
    }
  }
}

/// Where an item stands in the forecast (docs definition 5), the first that applies.
public enum ForecastStatus: String, Hashable, Sendable {
  /// Nothing usable at the as-of date (none left, or only expired stock).
  case out
  /// Fewer days since the first purchase than the minimum history: no rate, no projection.
  case shortHistory = "short-history"
  /// Nothing consumed in the window: the rate is 0.
  case unused
  /// A rate above zero and something usable.
  case ok
}

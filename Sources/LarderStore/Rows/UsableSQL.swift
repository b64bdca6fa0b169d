/// "Usable on day D" in SQL, written once: the same rule as `ExpiryStanding.isUsable` in LarderCore
/// (no expiry, an expiry on or after D, or a best-before date).
enum UsableSQL {
  /// True when a lot whose expiry is in `expiry` and date kind in `kind` is usable on the
  /// day in `day` (a bound parameter such as `?1`); also true for a stored expiry that is
  /// not a day, so that its decoder names it instead of the filter passing it over.
  static func isUsable(expiry: String, kind: String, on day: String) -> String {
    "(\(expiry) IS NULL OR \(expiry) >= \(day) OR \(kind) = 'best-before' OR \(DaySQL.isNotADay(expiry)))"
  }
}

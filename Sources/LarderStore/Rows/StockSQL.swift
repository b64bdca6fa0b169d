/// The SQL of README definition 2, "on hand at D", written once.
///
/// The fragments read the day D from parameter `?1`.
enum StockSQL {
  /// What was left of the lot `lots` at the end of day `?1`: what is left now plus what
  /// events after that day took from it.
  static let remainingAtDay = """
    lots.remaining + (SELECT coalesce(sum(events.quantity), 0) FROM events
      WHERE events.lot_id = lots.id AND events.occurred_on > ?1)
    """

  /// The lots bought on or before day `?1` that may hold something at it, every column of
  /// `lots`: those with something left now, read from the covering index of the lots on
  /// hand (`lots_held`, migration 10) without touching the table, and those used up now
  /// that an event drew from after `?1`. Use it as `FROM (\(held)) AS lots`, and keep the
  /// rows whose remaining quantity at `?1` (`remaining(laterEvents:)`) is above zero.
  static let held = """
    SELECT * FROM lots WHERE remaining > 0 AND purchased_on <= ?1
    UNION ALL
    SELECT * FROM lots WHERE remaining = 0 AND purchased_on <= ?1
      AND id IN (SELECT lot_id FROM events WHERE occurred_on > ?1)
    """

  /// What was left of lot `lots` at day `?1`: `remainingAtDay`, or simply what is left now
  /// when no event happened after `?1` (`laterEvents` false), which spares a look-up of
  /// each lot's events.
  static func remaining(laterEvents: Bool) -> String {
    laterEvents ? remainingAtDay : "lots.remaining"
  }
}

/// The SQL of README definition 2, "on hand at D", written once.
///
/// The fragments read the day D from parameter `?1`. Which fragments a query takes depends
/// on whether any event happened after D (`StockSQL(laterEvents:)`): when none did, which
/// is always so for today, what is left now is what was left at D.
struct StockSQL {
  /// The lots bought on or before day `?1` that may hold something at it, every column of
  /// `lots`. Use it as `FROM (\(held)) AS lots`, and keep the rows whose `remaining` is
  /// above zero.
  let held: String
  /// What was left of lot `lots` at day `?1`.
  let remaining: String

  /// The fragments for a day after which events happened (`laterEvents`) or none did.
  init(laterEvents: Bool) {
    held = laterEvents ? StockSQL.heldAtDay : StockSQL.heldNow
    remaining = laterEvents ? StockSQL.remainingAtDay : "lots.remaining"
  }

  /// What was left of the lot `lots` at the end of day `?1`: what is left now plus what
  /// events after that day took from it.
  static let remainingAtDay = """
    lots.remaining + (SELECT coalesce(sum(events.quantity), 0) FROM events
      WHERE events.lot_id = lots.id AND events.occurred_on > ?1)
    """

  /// The lots bought on or before day `?1` with something left now, read from the covering
  /// index of the lots on hand (`lots_held`, migration 10) without touching the table, in
  /// the order of their items' row ids. When no event followed `?1`, these are the lots
  /// held at `?1`.
  ///
  /// The unary `+` keeps SQLite from taking the index of purchase days for the day bound:
  /// without statistics it picks that index, which then reads every lot bought on or
  /// before `?1` (all of them, for today): 14 ms instead of 1 ms at 100k lots.
  static let heldNow = "SELECT * FROM lots WHERE remaining > 0 AND +purchased_on <= ?1"

  /// `heldNow` and the lots used up now that an event drew from after `?1`.
  static let heldAtDay = """
    \(heldNow)
    UNION ALL
    SELECT * FROM lots WHERE remaining = 0 AND +purchased_on <= ?1
      AND id IN (SELECT lot_id FROM events WHERE occurred_on > ?1)
    """
}

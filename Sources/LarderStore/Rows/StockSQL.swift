/// The SQL of README definition 2, "on hand at D", written once.
///
/// Both fragments read the day D from parameter `?1`.
enum StockSQL {
  /// What was left of the lot `lots` at the end of day `?1`: what is left now plus what
  /// events after that day took from it.
  static let remainingAtDay = """
    lots.remaining + (SELECT coalesce(sum(events.quantity), 0) FROM events
      WHERE events.lot_id = lots.id AND events.occurred_on > ?1)
    """

  /// `candidates(id)`: the lots that may hold something at day `?1` and expire on or before
  /// day `?2`: those with something left now (found through the index of lots on hand) and
  /// those an event has drawn from since. Join it to `lots` and keep the rows whose
  /// `remainingAtDay` is above zero.
  static let expiringCandidates = """
    candidates(id) AS (
      SELECT id FROM lots WHERE remaining > 0 AND expires_on IS NOT NULL AND expires_on <= ?2
      UNION SELECT lot_id FROM events WHERE occurred_on > ?1)
    """

  /// `candidates(id)`: the lots that may hold something at day `?1`, with or without an
  /// expiry: those with something left now and those an event has drawn from since. Join
  /// it to `lots` and keep the rows whose `remainingAtDay` is above zero.
  static let heldCandidates = """
    candidates(id) AS (
      SELECT id FROM lots WHERE remaining > 0
      UNION SELECT lot_id FROM events WHERE occurred_on > ?1)
    """
}

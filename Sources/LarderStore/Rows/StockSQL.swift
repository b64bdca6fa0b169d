/// The SQL of docs definition 2, "on hand at D", written once.
///
/// The fragments read the day D from parameter `?1`. Which fragments a query takes depends
/// on whether any event happened after D (`StockSQL(laterEvents:)`): when none did, which
/// is always so for today, what is left now is what was left at D.
struct StockSQL {
  /// Whether events happened after day `?1`.
  let laterEvents: Bool
  /// Whether nothing was bought or used after day `?1` (always so for today), so that
  /// what is held at it is what is held now, which `held_expiries` sums per item and
  /// expiry (`SummaryTable.heldExpiries`).
  let summarized: Bool
  /// What was left of lot `lots` at day `?1`.
  let remaining: String

  /// The fragments for a day after which events happened (`laterEvents`) or none did, and
  /// lots were bought (`laterPurchases`) or none were.
  init(laterEvents: Bool, laterPurchases: Bool) {
    self.laterEvents = laterEvents
    summarized = !laterEvents && !laterPurchases
    remaining = laterEvents ? StockSQL.remainingAtDay : "lots.remaining"
  }

  /// The lots bought on or before day `?1` that may hold something at it, with `columns`
  /// of `lots` (which must include `id` and `remaining` for `remaining`). Use it as
  /// `FROM (\(held(…))) AS lots`, and keep the rows whose `remaining` is above zero. Name
  /// only the columns the query reads: with later events the two branches are a
  /// co-routine whose every column is read, and an index covers only some.
  ///
  /// The lots with something left now are found through the indexes of the lots on hand
  /// (migration 11): `lots_held_by_item` (item, expiry, purchase day and remaining: what
  /// the stock and the forecast add up, in item order) and `lots_held_by_expiry` (every
  /// column the expiry lists read, in expiry order), without touching the table. The
  /// unary `+` keeps SQLite from taking the index of purchase days for the day bound:
  /// without statistics it picks that index, which then reads every lot bought on or
  /// before `?1` (all of them, for today): 14 ms instead of 1 ms at 100k lots.
  func held(_ columns: String = "*") -> String {
    let now = "SELECT \(columns) FROM lots WHERE remaining > 0 AND +purchased_on <= ?1"
    guard laterEvents else { return now }
    return """
      \(now)
      UNION ALL
      SELECT \(columns) FROM lots WHERE remaining = 0 AND +purchased_on <= ?1
        AND id IN (SELECT lot_id FROM events WHERE occurred_on > ?1)
      """
  }

  /// What was left of the lot `lots` at the end of day `?1`: what is left now plus what
  /// events after that day took from it.
  static let remainingAtDay = """
    lots.remaining + (SELECT coalesce(sum(events.quantity), 0) FROM events
      WHERE events.lot_id = lots.id AND events.occurred_on > ?1)
    """
}

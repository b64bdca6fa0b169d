import Foundation
import LarderCore

/// One thing `Store.check()` found wrong: the table, the row, and what is wrong with it.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  /// The table, such as `lots`.
  public var table: String
  /// The row's id in it, when there is one row to name.
  public var rowID: Int64?
  /// What is wrong, as one line.
  public var problem: String

  /// "lots 12: remaining is 3, but its quantity less its events is 4".
  public var description: String {
    table + (rowID.map { " \($0)" } ?? "") + ": " + problem
  }
}

extension Store {
  /// Verifies the database as a careful user would after a crash or a hand edit: SQLite's
  /// `integrity_check` and `foreign_key_check`, every lot's remaining quantity equal to its
  /// quantity less its events and not below zero, no event dated before its lot was
  /// bought, and no change of the history left open. Reads only.
  ///
  /// - Returns: every violation found, in the order checked; empty when all is well.
  public func check() throws -> [Violation] {
    var found: [Violation] = []
    try db.statement("PRAGMA integrity_check").forEachRow { row in
      let line = row.text(0)
      if line != "ok" { found.append(Violation(table: "database", rowID: nil, problem: line)) }
    }
    try db.statement("PRAGMA foreign_key_check").forEachRow { row in
      found.append(
        Violation(
          table: row.text(0), rowID: row.optionalInt64(1),
          problem: "refers to a missing row of \(row.text(2))"))
    }
    try db.statement(
      """
      SELECT lots.id, lots.uuid, items.name, lots.quantity, lots.remaining,
        lots.quantity - coalesce(used.quantity, 0)
      FROM lots LEFT JOIN items ON items.id = lots.item_id
      LEFT JOIN (SELECT lot_id, sum(quantity) AS quantity FROM events GROUP BY lot_id) AS used
        ON used.lot_id = lots.id
      WHERE lots.remaining <> lots.quantity - coalesce(used.quantity, 0)
        OR lots.quantity - coalesce(used.quantity, 0) < 0
      ORDER BY lots.id
      """
    ).forEachRow { row in
      let expected = Quantity(thousandths: row.int64(5))
      let lot = "lot \(row.text(1).prefix(8)) of \(row.optionalText(2) ?? "a missing item")"
      found.append(
        Violation(
          table: "lots", rowID: row.int64(0),
          problem: expected < .zero
            ? "\(lot): its events take \((try? .zero - expected) ?? expected) more than it holds"
            : "\(lot): remaining is \(Quantity(thousandths: row.int64(4))), "
              + "but its quantity less its events is \(expected)"))
    }
    try db.statement(
      """
      SELECT events.id, events.uuid, events.occurred_on, lots.purchased_on
      FROM events JOIN lots ON lots.id = events.lot_id
      WHERE events.occurred_on < lots.purchased_on ORDER BY events.id
      """
    ).forEachRow { row in
      found.append(
        Violation(
          table: "events", rowID: row.int64(0),
          problem: "event \(row.text(1).prefix(8)) is dated \(row.text(2)), "
            + "before its lot was bought on \(row.text(3))"))
    }
    let open = try db.firstRow("SELECT count(*) FROM change_open LIMIT 1") { $0.int64(0) } ?? 0
    if open > 0 {
      found.append(
        Violation(table: "change_open", rowID: nil, problem: "a change is left open"))
    }
    return found
  }

  /// How many items, lots and events the database holds, for `check`'s summary.
  public func counts() throws -> (items: Int, lots: Int, events: Int) {
    try db.firstRow(
      """
      SELECT (SELECT count(*) FROM items), (SELECT count(*) FROM lots),
        (SELECT count(*) FROM events) LIMIT 1
      """
    ) { (Int($0.int64(0)), Int($0.int64(1)), Int($0.int64(2))) } ?? (0, 0, 0)
  }
}

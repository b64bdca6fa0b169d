extension Migrations {
  /// Migration 16: the events table rebuilt to allow `adjust` events, a stocktake's
  /// corrections, whose quantity is positive for what was lost and negative for what was
  /// found (given back to its lot). SQLite cannot change a CHECK in place, so the table is
  /// copied, row for row with its ids, and its indexes and history triggers made again.
  static let eventsWithAdjustments = """
    CREATE TABLE events_adjustable (
      id INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) = 36),
      lot_id INTEGER NOT NULL REFERENCES lots(id),
      occurred_on TEXT NOT NULL CHECK (date(occurred_on) IS occurred_on),
      kind TEXT NOT NULL CHECK (kind IN ('consume', 'discard', 'adjust')),
      quantity INTEGER NOT NULL CHECK (quantity > 0 OR (kind = 'adjust' AND quantity < 0)),
      note TEXT NOT NULL DEFAULT ''
    );
    INSERT INTO events_adjustable (id, uuid, lot_id, occurred_on, kind, quantity, note)
      SELECT id, uuid, lot_id, occurred_on, kind, quantity, note FROM events ORDER BY id;
    DROP TABLE events;
    ALTER TABLE events_adjustable RENAME TO events;
    CREATE INDEX events_by_lot ON events(lot_id, occurred_on);
    CREATE INDEX events_by_date ON events(occurred_on);
    """ + RecordedTables.recreateTriggers(["events"], at: 16)
}

-- `larder check`, for the sqlite3 shell: SQLite's own checks and the same invariant
-- queries (each lot's remaining against its quantity less its events, no event before
-- its lot's purchase, no change left open).
PRAGMA integrity_check;
PRAGMA foreign_key_check;
SELECT lots.id, lots.uuid, items.name, lots.quantity, lots.remaining, lots.quantity - coalesce(sum(events.quantity), 0) AS left
FROM lots LEFT JOIN items ON items.id = lots.item_id LEFT JOIN events ON events.lot_id = lots.id
GROUP BY lots.id HAVING left < 0 OR left <> lots.remaining;
SELECT events.id, events.uuid, events.occurred_on, lots.purchased_on
FROM events JOIN lots ON lots.id = events.lot_id WHERE events.occurred_on < lots.purchased_on;
SELECT count(*) FROM change_open;

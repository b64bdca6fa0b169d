-- `larder expiring --as-of 2026-11-01` (within 7 days), for the sqlite3 shell.
WITH candidates(id) AS (
  SELECT id FROM lots WHERE remaining > 0 AND expires_on IS NOT NULL AND expires_on <= '2026-11-08'
  UNION SELECT lot_id FROM events WHERE occurred_on > '2026-11-01')
SELECT items.name, items.unit, lots.uuid, lots.expires_on, lots.quantity, lots.price, lots.currency,
  lots.remaining + (SELECT coalesce(sum(quantity), 0) FROM events
    WHERE events.lot_id = lots.id AND events.occurred_on > '2026-11-01') AS left
FROM candidates JOIN lots ON lots.id = candidates.id JOIN items ON items.id = lots.item_id
WHERE lots.expires_on IS NOT NULL AND lots.expires_on <= '2026-11-08' AND lots.purchased_on <= '2026-11-01'
  AND left > 0;

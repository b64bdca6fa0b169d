-- `larder expiring --as-of 2026-11-01` (within 7 days), for the sqlite3 shell.
SELECT items.name, items.unit, lots.uuid, lots.expires_on, lots.quantity, lots.price, lots.currency,
  lots.quantity - (SELECT coalesce(sum(quantity), 0) FROM events
    WHERE events.lot_id = lots.id AND events.occurred_on <= '2026-11-01') AS left
  FROM lots JOIN items ON items.id = lots.item_id
  WHERE lots.expires_on IS NOT NULL AND lots.expires_on <= '2026-11-08'
    AND lots.purchased_on <= '2026-11-01' AND left > 0;

-- The Stock page of `larder serve --as-of 2026-11-01` (`Store.stock`), for the sqlite3 shell:
-- whether events follow the day, the items bought by then, and what each holds.
SELECT 1 FROM events WHERE occurred_on > '2026-11-01' LIMIT 1;
SELECT items.id, items.uuid, items.name, items.category, items.unit, items.location,
  items.min_stock, items.created_on
FROM items
WHERE EXISTS (SELECT 1 FROM lots WHERE lots.item_id = items.id AND lots.purchased_on <= '2026-11-01')
ORDER BY items.id;
SELECT item_id,
  sum(on_hand), coalesce(sum(CASE WHEN expires_on < '2026-11-01' THEN on_hand END), 0),
  min(CASE WHEN expires_on >= '2026-11-01' THEN expires_on END),
  min(CASE WHEN date(expires_on, '+0 days') IS NOT expires_on THEN id END)
FROM (
  SELECT lots.id, lots.item_id, lots.expires_on, lots.remaining AS on_hand
  FROM (SELECT * FROM lots WHERE remaining > 0 AND +purchased_on <= '2026-11-01') AS lots)
WHERE on_hand > 0 GROUP BY item_id;

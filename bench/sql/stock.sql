-- The Stock page of `larder serve --as-of 2026-11-01` (`Store.stock`), for the sqlite3 shell:
-- whether events follow the day, what each item holds per expiry, and the items bought by
-- then.
SELECT 1 FROM events WHERE occurred_on > '2026-11-01' LIMIT 1;
SELECT lots.item_id, lots.expires_on, sum(lots.remaining) AS held
FROM (
  SELECT id, item_id, expires_on, remaining FROM lots
  WHERE remaining > 0 AND +purchased_on <= '2026-11-01') AS lots
GROUP BY lots.item_id, lots.expires_on HAVING held > 0
ORDER BY lots.item_id, lots.expires_on;
SELECT items.id, items.uuid, items.name, items.category, items.unit, items.location,
  items.min_stock, items.created_on
FROM items
WHERE EXISTS (SELECT 1 FROM lots WHERE lots.item_id = items.id AND lots.purchased_on <= '2026-11-01')
ORDER BY items.id;

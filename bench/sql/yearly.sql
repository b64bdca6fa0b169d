-- `larder spending --year 2026` (by category), for the sqlite3 shell.
SELECT items.category, lots.currency, sum(lots.price) FROM lots JOIN items ON items.id = lots.item_id
  WHERE lots.purchased_on BETWEEN '2026-01-01' AND '2026-12-31' GROUP BY 1, 2;

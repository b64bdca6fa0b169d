-- The queries behind `larder report --month 2026-10 --as-of 2026-11-01`, as Larder runs
-- them, for the sqlite3 shell: the limit for the monthly report.
SELECT items.category, lots.currency, sum(lots.price) FROM lots JOIN items ON items.id = lots.item_id
  WHERE lots.purchased_on BETWEEN '2026-10-01' AND '2026-10-31' GROUP BY 1, 2;
SELECT lots.store, lots.currency, sum(lots.price) FROM lots JOIN items ON items.id = lots.item_id
  WHERE lots.purchased_on BETWEEN '2026-10-01' AND '2026-10-31' GROUP BY 1, 2;
SELECT items.name, lots.currency, sum(lots.price) FROM lots JOIN items ON items.id = lots.item_id
  WHERE lots.purchased_on BETWEEN '2026-10-01' AND '2026-10-31' GROUP BY 1, 2;
SELECT count(*) FROM lots WHERE purchased_on BETWEEN '2026-10-01' AND '2026-10-31';
SELECT substr(lots.purchased_on, 1, 7), lots.currency, sum(lots.price) FROM lots
  JOIN items ON items.id = lots.item_id
  WHERE lots.purchased_on BETWEEN '2025-10-01' AND '2026-10-31' GROUP BY 1, 2;
SELECT substr(lots.purchased_on, 1, 7), lots.currency, sum(lots.price) FROM lots
  JOIN items ON items.id = lots.item_id
  WHERE lots.purchased_on BETWEEN '2025-11-01' AND '2026-10-31' GROUP BY 1, 2;
SELECT min(purchased_on) FROM lots;
SELECT items.name, items.category, items.unit, events.quantity, lots.quantity, lots.price, lots.currency
  FROM events JOIN lots ON lots.id = events.lot_id JOIN items ON items.id = lots.item_id
  WHERE events.kind = 'discard' AND events.occurred_on BETWEEN '2026-10-01' AND '2026-10-31';
SELECT items.name, sum(events.quantity)
  FROM events JOIN lots ON lots.id = events.lot_id JOIN items ON items.id = lots.item_id
  WHERE events.kind = 'consume' AND events.occurred_on BETWEEN '2026-10-01' AND '2026-10-31'
  GROUP BY items.id;
-- Consumption rates at the month's end; what has expired or expires within 7 days of
-- the as-of date; rates again at the as-of date for restocking.
WITH held AS (
  SELECT item_id, sum(remaining) AS quantity FROM lots
  WHERE remaining > 0 AND purchased_on <= '2026-10-31' GROUP BY item_id),
later AS (
  SELECT lots.item_id, sum(events.quantity) AS quantity FROM events JOIN lots ON lots.id = events.lot_id
  WHERE events.occurred_on > '2026-10-31' AND lots.purchased_on <= '2026-10-31' GROUP BY lots.item_id),
used AS (
  SELECT lots.item_id, sum(events.quantity) AS quantity FROM events JOIN lots ON lots.id = events.lot_id
  WHERE events.kind = 'consume' AND events.occurred_on > '2026-08-02' AND events.occurred_on <= '2026-10-31'
  GROUP BY lots.item_id)
SELECT items.id, items.name, coalesce(held.quantity, 0) + coalesce(later.quantity, 0),
  coalesce(used.quantity, 0), (SELECT min(purchased_on) FROM lots WHERE item_id = items.id) AS first
FROM items LEFT JOIN held ON held.item_id = items.id
  LEFT JOIN later ON later.item_id = items.id LEFT JOIN used ON used.item_id = items.id
WHERE first <= '2026-10-31' ORDER BY items.name;
WITH candidates(id) AS (
  SELECT id FROM lots WHERE remaining > 0 AND expires_on IS NOT NULL AND expires_on <= '2026-11-08'
  UNION SELECT lot_id FROM events WHERE occurred_on > '2026-11-01')
SELECT items.name, items.unit, lots.uuid, lots.expires_on, lots.quantity, lots.price, lots.currency,
  lots.remaining + (SELECT coalesce(sum(quantity), 0) FROM events
    WHERE events.lot_id = lots.id AND events.occurred_on > '2026-11-01') AS left
FROM candidates JOIN lots ON lots.id = candidates.id JOIN items ON items.id = lots.item_id
WHERE lots.expires_on IS NOT NULL AND lots.expires_on <= '2026-11-08' AND lots.purchased_on <= '2026-11-01'
  AND left > 0;
WITH held AS (
  SELECT item_id, sum(remaining) AS quantity FROM lots
  WHERE remaining > 0 AND purchased_on <= '2026-11-01' GROUP BY item_id),
later AS (
  SELECT lots.item_id, sum(events.quantity) AS quantity FROM events JOIN lots ON lots.id = events.lot_id
  WHERE events.occurred_on > '2026-11-01' AND lots.purchased_on <= '2026-11-01' GROUP BY lots.item_id),
used AS (
  SELECT lots.item_id, sum(events.quantity) AS quantity FROM events JOIN lots ON lots.id = events.lot_id
  WHERE events.kind = 'consume' AND events.occurred_on > '2026-08-03' AND events.occurred_on <= '2026-11-01'
  GROUP BY lots.item_id)
SELECT items.id, items.name, coalesce(held.quantity, 0) + coalesce(later.quantity, 0),
  coalesce(used.quantity, 0), (SELECT min(purchased_on) FROM lots WHERE item_id = items.id) AS first
FROM items LEFT JOIN held ON held.item_id = items.id
  LEFT JOIN later ON later.item_id = items.id LEFT JOIN used ON used.item_id = items.id
WHERE first <= '2026-11-01' ORDER BY items.name;

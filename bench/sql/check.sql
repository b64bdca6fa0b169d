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
-- The summaries against a recomputation (Store.summaryViolations); the share of a lot's
-- price an event carries is rounded half up here, which is Larder's larder_share for the
-- non-negative values of the benchmark data.
SELECT 'stored', * FROM (SELECT day, item_id, store, currency, amount, lots FROM spending_days
  EXCEPT SELECT purchased_on, item_id, store, currency, sum(price), count(*) FROM lots GROUP BY 1, 2, 3, 4)
UNION ALL SELECT 'fresh', * FROM (SELECT purchased_on, item_id, store, currency, sum(price), count(*) FROM lots
  GROUP BY 1, 2, 3, 4 EXCEPT SELECT day, item_id, store, currency, amount, lots FROM spending_days);
SELECT 'stored', * FROM (SELECT day, item_id, kind, currency, quantity, value, events FROM use_days
  EXCEPT SELECT events.occurred_on, lots.item_id, events.kind, lots.currency, sum(events.quantity),
    sum((2 * lots.price * events.quantity + lots.quantity) / (2 * lots.quantity)), count(*)
  FROM events JOIN lots ON lots.id = events.lot_id GROUP BY 1, 2, 3, 4)
UNION ALL SELECT 'fresh', * FROM (SELECT events.occurred_on, lots.item_id, events.kind, lots.currency,
    sum(events.quantity), sum((2 * lots.price * events.quantity + lots.quantity) / (2 * lots.quantity)), count(*)
  FROM events JOIN lots ON lots.id = events.lot_id GROUP BY 1, 2, 3, 4
  EXCEPT SELECT day, item_id, kind, currency, quantity, value, events FROM use_days);
SELECT 'stored', * FROM (SELECT month, item_id, currency, quantity, price, lots FROM price_months
  EXCEPT SELECT substr(purchased_on, 1, 7), item_id, currency, quantity, price, count(*) FROM lots GROUP BY 1, 2, 3, 4, 5)
UNION ALL SELECT 'fresh', * FROM (SELECT substr(purchased_on, 1, 7), item_id, currency, quantity, price, count(*)
  FROM lots GROUP BY 1, 2, 3, 4, 5 EXCEPT SELECT month, item_id, currency, quantity, price, lots FROM price_months);
SELECT 'stored', * FROM (SELECT item_id, day, quantity, lots FROM pack_sizes
  EXCEPT SELECT item_id, purchased_on, quantity, count(*) FROM lots GROUP BY 1, 2, 3)
UNION ALL SELECT 'fresh', * FROM (SELECT item_id, purchased_on, quantity, count(*) FROM lots GROUP BY 1, 2, 3
  EXCEPT SELECT item_id, day, quantity, lots FROM pack_sizes);
SELECT 'stored', * FROM (SELECT item_id, expires_on, held, held_best_before FROM held_expiries
  EXCEPT SELECT item_id, coalesce(expires_on, ''),
    sum(CASE WHEN date_kind = 'best-before' THEN 0 ELSE remaining END),
    sum(CASE WHEN date_kind = 'best-before' THEN remaining ELSE 0 END)
  FROM lots WHERE remaining > 0 GROUP BY 1, 2)
UNION ALL SELECT 'fresh', * FROM (SELECT item_id, coalesce(expires_on, ''),
    sum(CASE WHEN date_kind = 'best-before' THEN 0 ELSE remaining END),
    sum(CASE WHEN date_kind = 'best-before' THEN remaining ELSE 0 END)
  FROM lots WHERE remaining > 0 GROUP BY 1, 2
  EXCEPT SELECT item_id, expires_on, held, held_best_before FROM held_expiries);

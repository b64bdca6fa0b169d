-- The Spending page of `larder serve` for 2026-10 (`/spending?month=2026-10`), for the
-- sqlite3 shell: the month by category and by store, 13 months of totals (the trend and
-- the comparison), the first purchase, and the month's waste, all from the summaries.
SELECT items.category, spent.currency, sum(spent.amount) FROM spending_days AS spent
  JOIN items ON items.id = spent.item_id
  WHERE spent.day BETWEEN '2026-10-01' AND '2026-10-31' GROUP BY 1, 2;
SELECT spent.store, spent.currency, sum(spent.amount) FROM spending_days AS spent
  JOIN items ON items.id = spent.item_id
  WHERE spent.day BETWEEN '2026-10-01' AND '2026-10-31' GROUP BY 1, 2;
SELECT 0, month, currency, amount FROM spending_months WHERE month BETWEEN '2025-10' AND '2026-10';
SELECT min(purchased_on) FROM lots;
SELECT 0, items.name, items.category, items.unit, used.currency, sum(used.quantity), sum(used.value)
  FROM use_days AS used JOIN items ON items.id = used.item_id
  WHERE used.kind = 'discard' AND used.day BETWEEN '2026-10-01' AND '2026-10-31'
  GROUP BY items.id, used.currency;
SELECT items.name, sum(used.quantity) FROM use_days AS used JOIN items ON items.id = used.item_id
  WHERE used.kind = 'consume' AND used.day BETWEEN '2026-10-01' AND '2026-10-31'
  GROUP BY items.id;

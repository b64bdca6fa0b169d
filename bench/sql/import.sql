-- The limit for `larder import`: the sqlite3 shell's .import of the same two files into
-- the same schema and indexes (created by Larder beforehand), in one transaction each.
-- The harness runs it from the folder that holds purchases.csv and events.csv.
PRAGMA foreign_keys = ON;
CREATE TEMP TABLE staged_lots (date, item, quantity, price, unit, category, currency, store,
  expires, location, note, lot, date_kind, expires_estimated, expires_month, state, state_on,
  barcodes, name_en, name_fr, name_ja, name_zh_hant, aliases);
.import --csv --skip 1 purchases.csv staged_lots
BEGIN IMMEDIATE;
INSERT INTO items (uuid, name, name_key, search_key, category, unit, location, created_on)
  SELECT printf('%s-%s-4%s-8%s-%s', lower(hex(randomblob(4))), lower(hex(randomblob(2))),
      substr(lower(hex(randomblob(2))), 2), substr(lower(hex(randomblob(2))), 2),
      lower(hex(randomblob(6)))),
    item, lower(item), lower(item), min(category), min(unit), '', min(date)
  FROM staged_lots GROUP BY item;
INSERT INTO lots (uuid, item_id, purchased_on, quantity, remaining, price, currency, store,
    expires_on, location, note, date_kind, expires_estimated, expires_month, state, state_on)
  SELECT s.lot, items.id, s.date, CAST(round(s.quantity * 1000) AS INTEGER),
    CAST(round(s.quantity * 1000) AS INTEGER), CAST(round(s.price * 100) AS INTEGER), s.currency,
    s.store, nullif(s.expires, ''), s.location, s.note, coalesce(nullif(s.date_kind, ''), 'unknown'),
    s.expires_estimated = 'yes', s.expires_month = 'yes', coalesce(nullif(s.state, ''), 'sealed'),
    nullif(s.state_on, '')
  FROM staged_lots s JOIN items ON items.name = s.item;
COMMIT;
CREATE TEMP TABLE staged_events (date, item, action, quantity, note, lot);
.import --csv --skip 1 events.csv staged_events
BEGIN IMMEDIATE;
INSERT INTO events (uuid, lot_id, occurred_on, kind, quantity, note)
  SELECT printf('%s-%s-4%s-8%s-%s', lower(hex(randomblob(4))), lower(hex(randomblob(2))),
      substr(lower(hex(randomblob(2))), 2), substr(lower(hex(randomblob(2))), 2),
      lower(hex(randomblob(6)))),
    lots.id, e.date, e.action, CAST(round(e.quantity * 1000) AS INTEGER), e.note
  FROM staged_events e JOIN lots ON lots.uuid = e.lot;
UPDATE lots SET remaining = quantity - coalesce(
  (SELECT sum(quantity) FROM events WHERE events.lot_id = lots.id), 0);
COMMIT;

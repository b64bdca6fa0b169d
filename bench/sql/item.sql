-- The Item page of `larder serve` for the item whose id replaces ITEM_ID (`Store.history(of:
-- recent: 20)` and `Store.changes(limit: 5, item:)`), for the sqlite3 shell.
CREATE TEMP TABLE page_item AS SELECT id FROM items WHERE uuid = 'ITEM_ID';
SELECT * FROM items WHERE id = (SELECT id FROM page_item);
SELECT lots.id, lots.uuid, lots.purchased_on, lots.quantity, lots.price, lots.currency,
  lots.store, lots.expires_on, lots.location, lots.note, lots.remaining
FROM lots WHERE lots.id IN (
  SELECT id FROM lots WHERE item_id = (SELECT id FROM page_item) AND remaining > 0
  UNION SELECT id FROM (
    SELECT id FROM lots WHERE item_id = (SELECT id FROM page_item)
    ORDER BY purchased_on DESC, id DESC LIMIT 20))
ORDER BY purchased_on, id;
SELECT count(*) FROM (SELECT 1 FROM lots WHERE item_id = (SELECT id FROM page_item) LIMIT 500);
SELECT * FROM (
  SELECT events.id, events.uuid, lots.uuid, events.occurred_on, events.kind, events.quantity,
    events.note
  FROM events CROSS JOIN lots ON lots.id = events.lot_id
  WHERE lots.item_id = (SELECT id FROM page_item)
  ORDER BY events.occurred_on DESC, events.id DESC LIMIT 20)
ORDER BY 4, 1;
SELECT changes.id, changes.uuid, changes.made_at, changes.kind, changes.command, changes.summary,
  changes.undone
FROM changes WHERE EXISTS (
  SELECT 1 FROM change_rows AS noted WHERE noted.change_id = changes.id AND (
    (noted.tbl = 'items' AND noted.row_id = (SELECT id FROM page_item))
    OR (noted.tbl = 'lots' AND EXISTS (
      SELECT 1 FROM lots WHERE lots.id = noted.row_id AND lots.item_id = (SELECT id FROM page_item)))
    OR (noted.tbl = 'events' AND EXISTS (
      SELECT 1 FROM events JOIN lots ON lots.id = events.lot_id
      WHERE events.id = noted.row_id AND lots.item_id = (SELECT id FROM page_item)))))
  OR EXISTS (
    SELECT 1 FROM change_ranges AS range WHERE range.change_id = changes.id AND (
      (range.tbl = 'items' AND (SELECT id FROM page_item) BETWEEN range.first_id AND range.last_id)
      OR (range.tbl = 'lots' AND EXISTS (
        SELECT 1 FROM lots WHERE lots.item_id = (SELECT id FROM page_item)
          AND lots.id BETWEEN range.first_id AND range.last_id))
      OR (range.tbl = 'events' AND EXISTS (
        SELECT 1 FROM lots JOIN events ON events.lot_id = lots.id
        WHERE lots.item_id = (SELECT id FROM page_item)
          AND events.id BETWEEN range.first_id AND range.last_id))))
ORDER BY id DESC LIMIT 5;

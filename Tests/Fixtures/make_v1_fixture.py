"""Writes larder-v1.sqlite: a household as Larder's schema version 1 stored it.

The v1 schema below is a frozen copy of migration 1 (Sources/LarderStore/Schema/
Migrations.swift), which must never change. The fixture is committed; this script only
documents how it was made. Run: python3 make_v1_fixture.py
"""
import os
import sqlite3

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "larder-v1.sqlite")
V1 = """
CREATE TABLE larder_migrations (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
CREATE TABLE items (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) = 36),
  name TEXT NOT NULL CHECK (length(name) > 0),
  name_key TEXT NOT NULL UNIQUE,
  search_key TEXT NOT NULL,
  category TEXT NOT NULL,
  unit TEXT NOT NULL CHECK (length(unit) > 0),
  location TEXT NOT NULL DEFAULT '',
  min_stock INTEGER CHECK (min_stock IS NULL OR min_stock >= 0),
  created_on TEXT NOT NULL CHECK (date(created_on) IS created_on)
);
CREATE TABLE lots (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) = 36),
  item_id INTEGER NOT NULL REFERENCES items(id),
  purchased_on TEXT NOT NULL CHECK (date(purchased_on) IS purchased_on),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  remaining INTEGER NOT NULL CHECK (remaining >= 0 AND remaining <= quantity),
  price INTEGER NOT NULL CHECK (price >= 0),
  currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
  store TEXT NOT NULL DEFAULT '',
  expires_on TEXT CHECK (
    expires_on IS NULL OR (date(expires_on) IS expires_on AND expires_on >= purchased_on)),
  location TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lots_by_purchase ON lots(purchased_on);
CREATE INDEX lots_by_expiry ON lots(expires_on) WHERE expires_on IS NOT NULL;
CREATE INDEX lots_by_item ON lots(item_id, purchased_on);
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) = 36),
  lot_id INTEGER NOT NULL REFERENCES lots(id),
  occurred_on TEXT NOT NULL CHECK (date(occurred_on) IS occurred_on),
  kind TEXT NOT NULL CHECK (kind IN ('consume', 'discard')),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX events_by_lot ON events(lot_id, occurred_on);
CREATE INDEX events_by_date ON events(occurred_on);
INSERT INTO larder_migrations VALUES (1, 'items, lots and events', '2026-06-01 08:00:00');
INSERT INTO items VALUES
  (1, '00000000-0000-4000-8000-000000000001', 'Whole milk', 'whole milk', 'whole milk', 'dairy', 'L', 'fridge', 1000, '2026-05-02'),
  (2, '00000000-0000-4000-8000-000000000002', 'Crème fraîche', 'crème fraîche', 'creme fraiche', 'dairy', 'g', '', NULL, '2026-05-02'),
  (3, '00000000-0000-4000-8000-000000000003', '豆腐', '豆腐', '豆腐', 'produce', 'g', '', NULL, '2026-05-09');
INSERT INTO lots VALUES
  (1, '00000000-0000-4000-8000-000000000101', 1, '2026-05-02', 2000, 500, 238, 'EUR', 'Lidl', '2026-05-10', 'fridge', ''),
  (2, '00000000-0000-4000-8000-000000000102', 2, '2026-05-02', 200, 200, 189, 'EUR', 'Carrefour', '2026-05-20', '', 'for the tart'),
  (3, '00000000-0000-4000-8000-000000000103', 3, '2026-05-09', 400, 0, 420, 'CHF', 'Coop', '2026-05-15', '', ''),
  (4, '00000000-0000-4000-8000-000000000104', 1, '2026-05-09', 1000, 1000, 119, 'EUR', 'Lidl', '2026-05-17', 'fridge', '');
INSERT INTO events VALUES
  (1, '00000000-0000-4000-8000-000000000201', 1, '2026-05-03', 'consume', 1000, ''),
  (2, '00000000-0000-4000-8000-000000000202', 1, '2026-05-06', 'discard', 500, 'sour'),
  (3, '00000000-0000-4000-8000-000000000203', 3, '2026-05-12', 'consume', 400, '');
"""

if os.path.exists(PATH):
    os.remove(PATH)
db = sqlite3.connect(PATH)
db.executescript(V1)
db.commit()
db.execute("VACUUM")
db.close()
print("wrote", PATH)

-- The limit for `larder products import`: the sqlite3 shell's .import of the kept fields
-- (a tab-separated file of exactly the catalog's columns, as Larder stores them) into the
-- catalog's table (Sources/LarderStore/Catalog/CatalogColumns.swift), with the same settings
-- (journal off, no syncing) and in one transaction. The harness runs it from the folder
-- that holds kept.tsv.
PRAGMA journal_mode = OFF;
PRAGMA synchronous = OFF;
CREATE TABLE products (
  barcode TEXT NOT NULL PRIMARY KEY, digits TEXT NOT NULL, name TEXT NOT NULL,
  name_en TEXT, name_fr TEXT, name_ja TEXT, name_zh TEXT, quantity TEXT NOT NULL,
  product_quantity TEXT NOT NULL, product_quantity_unit TEXT NOT NULL,
  categories TEXT NOT NULL, brands TEXT NOT NULL);
.mode tabs
.import kept.tsv products

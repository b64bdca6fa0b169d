import LarderCore
import LarderErrors

/// The schema of a Larder database, in the order it was introduced.
///
/// Never edit a released migration: add a new one. Dates are `YYYY-MM-DD` text checked
/// with `date(x) IS x`, which also refuses days that do not exist. Quantities are integer
/// thousandths, prices integer minor units.
enum Migrations {
  static let all: [Migration] = [
    Migration(
      version: 1, name: "items, lots and events",
      sql: """
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
        """),
    Migration(
      version: 2, name: "imported files",
      sql: """
        CREATE TABLE imports (
          id INTEGER PRIMARY KEY,
          sha256 TEXT NOT NULL,
          file_name TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('purchases', 'events')),
          rows INTEGER NOT NULL CHECK (rows >= 0),
          imported_on TEXT NOT NULL CHECK (date(imported_on) IS imported_on)
        );
        CREATE INDEX imports_by_hash ON imports(sha256);
        """),
    Migration(
      version: 3, name: "indexes of the lots on hand and of spending by day",
      sql: """
        CREATE INDEX lots_on_hand ON lots(item_id) WHERE remaining > 0;
        CREATE INDEX lots_on_hand_by_expiry ON lots(expires_on)
          WHERE remaining > 0 AND expires_on IS NOT NULL;
        CREATE INDEX lots_spending ON lots(purchased_on, item_id, currency, price, store);
        DROP INDEX lots_by_item;
        CREATE INDEX lots_by_item ON lots(item_id, purchased_on, quantity);
        """),
    Migration(
      version: 4, name: "the Larder mark, and a category for every item",
      sql: """
        PRAGMA application_id = \(Migrations.applicationID);
        UPDATE items SET category = 'other' WHERE trim(category) = '';
        """),
    Migration(
      version: 5, name: "the change history, for undo and redo",
      sql: """
        CREATE TABLE changes (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) = 36),
          made_at TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('write', 'undo', 'redo')),
          command TEXT NOT NULL,
          summary TEXT NOT NULL,
          target_id INTEGER REFERENCES changes(id),
          undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
          redoable INTEGER NOT NULL DEFAULT 0 CHECK (redoable IN (0, 1))
        );
        CREATE INDEX changes_redoable ON changes(id) WHERE redoable = 1;
        CREATE TABLE change_rows (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          change_id INTEGER NOT NULL REFERENCES changes(id),
          tbl TEXT NOT NULL,
          row_id INTEGER NOT NULL,
          op TEXT NOT NULL CHECK (op IN ('insert', 'update', 'delete', 'ref')),
          before TEXT
        );
        CREATE INDEX change_rows_by_change ON change_rows(change_id, seq);
        CREATE INDEX change_rows_by_row ON change_rows(tbl, row_id, change_id);
        CREATE TABLE change_open (change_id INTEGER NOT NULL);
        \(RecordedTables.triggers(since: 5))
        """),
    Migration(
      version: 6, name: "monthly budgets per category, with their history",
      sql: """
        CREATE TABLE budgets (
          id INTEGER PRIMARY KEY,
          category TEXT NOT NULL CHECK (length(category) > 0),
          currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
          amount INTEGER CHECK (amount IS NULL OR amount >= 0),
          from_month TEXT NOT NULL CHECK (
            length(from_month) = 7 AND date(from_month || '-01') IS from_month || '-01'),
          UNIQUE (category, currency, from_month)
        );
        \(RecordedTables.triggers(since: 6))
        """),
    Migration(
      version: 7, name: "search keys that fold ligatures and special letters",
      sql: "", update: Migrations.recomputeSearchKeys),
    Migration(
      version: 8, name: "summaries of spending, use, prices and pack sizes, kept on write",
      sql: SummaryTable.ofMigration8.map(\.create).joined(separator: "\n")
        + SummaryTable.fill(SummaryTable.ofMigration8)),
    Migration(
      version: 9, name: "web settings: the password hash and the calendar token",
      sql: """
        CREATE TABLE IF NOT EXISTS web_settings (
          name TEXT PRIMARY KEY CHECK (name IN ('password_hash', 'calendar_token')),
          value TEXT NOT NULL CHECK (length(value) > 0)
        );
        """),
    Migration(
      version: 10, name: "a covering index of the lots on hand",
      sql: """
        DROP INDEX IF EXISTS lots_on_hand;
        CREATE INDEX IF NOT EXISTS lots_held ON lots(
          item_id, expires_on, purchased_on, id, uuid, quantity, remaining, price, currency,
          store, location, note) WHERE remaining > 0;
        """),
    Migration(
      version: 11,
      name: "a summary of spending per month; the lots on hand by item and by expiry",
      sql: "DROP TABLE IF EXISTS spending_months;\n" + SummaryTable.spendingMonths.create
        + SummaryTable.fill([.spendingMonths])
          + """
          DROP INDEX IF EXISTS lots_held;
          DROP INDEX IF EXISTS lots_on_hand_by_expiry;
          CREATE INDEX IF NOT EXISTS lots_held_by_item ON lots(
            item_id, expires_on, purchased_on, remaining) WHERE remaining > 0;
          CREATE INDEX IF NOT EXISTS lots_held_by_expiry ON lots(
            expires_on, purchased_on, item_id, uuid, quantity, remaining, price, currency,
            location) WHERE remaining > 0 AND expires_on IS NOT NULL;
          """),
    Migration(
      version: 12, name: "the rows an import inserted, noted as ranges of ids",
      sql: """
        CREATE TABLE change_ranges (
          change_id INTEGER NOT NULL REFERENCES changes(id),
          tbl TEXT NOT NULL,
          first_id INTEGER NOT NULL,
          last_id INTEGER NOT NULL CHECK (last_id >= first_id),
          PRIMARY KEY (change_id, tbl)
        ) WITHOUT ROWID;
        """),
    Migration(
      version: 13, name: "the fingerprint scheme of each import",
      sql: """
        ALTER TABLE imports ADD COLUMN scheme INTEGER NOT NULL DEFAULT 2;
        """),
    Migration(
      version: 14, name: "typed changes: what each change did, and where it was asked for",
      sql: """
        ALTER TABLE changes ADD COLUMN action TEXT NOT NULL DEFAULT '';
        ALTER TABLE changes ADD COLUMN origin TEXT NOT NULL DEFAULT '';
        """, update: Migrations.typeChanges),
    Migration(
      version: 15,
      name: "shelf lives per item; each lot's date kind, estimate, month and state",
      sql: """
        ALTER TABLE items ADD COLUMN shelf_life INTEGER
          CHECK (shelf_life IS NULL OR shelf_life BETWEEN 0 AND 36500);
        ALTER TABLE items ADD COLUMN opened_life INTEGER
          CHECK (opened_life IS NULL OR opened_life BETWEEN 0 AND 36500);
        ALTER TABLE items ADD COLUMN frozen_life INTEGER
          CHECK (frozen_life IS NULL OR frozen_life BETWEEN 0 AND 36500);
        ALTER TABLE items ADD COLUMN thawed_life INTEGER
          CHECK (thawed_life IS NULL OR thawed_life BETWEEN 0 AND 36500);
        ALTER TABLE items ADD COLUMN date_kind TEXT
          CHECK (date_kind IS NULL OR date_kind IN ('use-by', 'best-before'));
        ALTER TABLE lots ADD COLUMN date_kind TEXT NOT NULL DEFAULT 'unknown'
          CHECK (date_kind IN ('use-by', 'best-before', 'unknown'));
        ALTER TABLE lots ADD COLUMN expires_estimated INTEGER NOT NULL DEFAULT 0
          CHECK (expires_estimated IN (0, 1));
        ALTER TABLE lots ADD COLUMN expires_month INTEGER NOT NULL DEFAULT 0
          CHECK (expires_month IN (0, 1));
        ALTER TABLE lots ADD COLUMN state TEXT NOT NULL DEFAULT 'sealed'
          CHECK (state IN ('sealed', 'opened', 'frozen', 'thawed'));
        ALTER TABLE lots ADD COLUMN state_on TEXT
          CHECK (state_on IS NULL OR date(state_on) IS state_on);
        DROP INDEX IF EXISTS lots_held_by_item;
        CREATE INDEX IF NOT EXISTS lots_held_by_item ON lots(
          item_id, expires_on, purchased_on, remaining, date_kind) WHERE remaining > 0;
        DROP INDEX IF EXISTS lots_held_by_expiry;
        CREATE INDEX IF NOT EXISTS lots_held_by_expiry ON lots(
          expires_on, purchased_on, item_id, uuid, quantity, remaining, price, currency,
          location, date_kind, expires_estimated, expires_month)
          WHERE remaining > 0 AND expires_on IS NOT NULL;
        \(RecordedTables.recreateTriggers(["items", "lots"], at: 15))
        """),
    Migration(
      version: 16, name: "stocktakes: events that correct the stock, lost or found",
      sql: Migrations.eventsWithAdjustments),
    Migration(
      version: 17, name: "barcodes of items (GTIN-8, -12, -13 and -14)",
      sql: """
        CREATE TABLE item_barcodes (
          id INTEGER PRIMARY KEY,
          item_id INTEGER NOT NULL REFERENCES items(id),
          barcode TEXT NOT NULL UNIQUE CHECK (length(barcode) = 14 AND barcode NOT GLOB '*[^0-9]*'),
          digits TEXT NOT NULL CHECK (length(digits) IN (8, 12, 13, 14))
        );
        CREATE INDEX item_barcodes_by_item ON item_barcodes(item_id, barcode);
        \(RecordedTables.triggers(since: 17))
        """),
    Migration(
      version: 18, name: "the lots on hand by item and purchase day, for the FEFO rule",
      sql: """
        CREATE INDEX IF NOT EXISTS lots_held_by_purchase ON lots(item_id, purchased_on)
          WHERE remaining > 0;
        """),
    Migration(
      version: 19, name: "the household's mapping of catalog category tags, in its history",
      sql: """
        CREATE TABLE category_map (
          id INTEGER PRIMARY KEY,
          tag TEXT NOT NULL UNIQUE,
          category TEXT NOT NULL
        );
        \(RecordedTables.triggers(since: 19))
        """, update: carryCatalogMapping),
    Migration(
      version: 20, name: "receipts recorded, and the store aliases their lines learned",
      sql: """
        CREATE TABLE receipts (
          id INTEGER PRIMARY KEY,
          fingerprint TEXT NOT NULL UNIQUE CHECK (length(fingerprint) = 64),
          store TEXT NOT NULL,
          purchased_on TEXT NOT NULL CHECK (date(purchased_on) IS purchased_on),
          total INTEGER NOT NULL,
          currency TEXT NOT NULL,
          lines INTEGER NOT NULL CHECK (lines >= 0),
          recorded_on TEXT NOT NULL CHECK (date(recorded_on) IS recorded_on)
        );
        CREATE TABLE receipt_aliases (
          id INTEGER PRIMARY KEY,
          store_key TEXT NOT NULL,
          text_key TEXT NOT NULL,
          text TEXT NOT NULL,
          store TEXT NOT NULL,
          item_id INTEGER REFERENCES items(id),
          pack INTEGER CHECK (pack IS NULL OR pack > 0),
          pack_unit TEXT,
          UNIQUE (store_key, text_key)
        );
        CREATE INDEX receipt_aliases_by_item ON receipt_aliases(item_id) WHERE item_id IS NOT NULL;
        \(RecordedTables.triggers(since: 20))
        """),
    Migration(
      version: 21, name: "the shared shopping list",
      sql: """
        CREATE TABLE shopping_lines (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL CHECK (length(name) > 0),
          name_key TEXT NOT NULL,
          item_id INTEGER REFERENCES items(id),
          quantity INTEGER CHECK (quantity IS NULL OR quantity > 0),
          unit TEXT,
          added_on TEXT NOT NULL CHECK (date(added_on) IS added_on),
          bought_on TEXT CHECK (bought_on IS NULL OR date(bought_on) IS bought_on),
          bought_change TEXT CHECK (bought_change IS NULL OR length(bought_change) = 36),
          lot_id INTEGER REFERENCES lots(id)
        );
        CREATE INDEX shopping_to_buy ON shopping_lines(name_key) WHERE bought_on IS NULL;
        CREATE INDEX shopping_by_item ON shopping_lines(item_id) WHERE item_id IS NOT NULL;
        \(RecordedTables.triggers(since: 21))
        """),
    Migration(
      version: 22, name: "the household's members",
      sql: """
        CREATE TABLE members (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL CHECK (length(name) > 0),
          name_key TEXT NOT NULL UNIQUE,
          password_hash TEXT NOT NULL CHECK (length(password_hash) > 0),
          language TEXT CHECK (language IS NULL OR length(language) > 0),
          locale TEXT CHECK (locale IS NULL OR length(locale) > 0),
          added_on TEXT NOT NULL CHECK (date(added_on) IS added_on)
        );
        """),
    Migration(
      version: 23, name: "the keys of requests applied once",
      sql: """
        CREATE TABLE request_keys (
          key TEXT PRIMARY KEY CHECK (length(key) BETWEEN 16 AND 100),
          change_uuid TEXT NOT NULL CHECK (length(change_uuid) = 36),
          kept_at TEXT NOT NULL
        ) WITHOUT ROWID;
        """),
    Migration(
      version: 24, name: "CHECKs against three or more values written as comparisons",
      sql: "", update: writePlainChecks),
    Migration(
      version: 25, name: "how each purchase was paid, as its receipt says",
      sql: """
        ALTER TABLE lots ADD COLUMN payment TEXT
          CHECK (payment IS NULL OR payment = 'card' OR payment = 'cash');
        """),
    Migration(
      version: 26,
      name:
        "an item's names in other languages and its aliases; categories' names; search keys that fold half-width kana",
      sql: """
        CREATE TABLE item_names (
          id INTEGER PRIMARY KEY,
          item_id INTEGER NOT NULL REFERENCES items(id),
          language TEXT CHECK (language IS NULL OR length(language) > 0),
          name TEXT NOT NULL CHECK (length(name) > 0),
          name_key TEXT NOT NULL,
          search_key TEXT NOT NULL,
          UNIQUE (item_id, language)
        );
        CREATE INDEX item_names_by_name_key ON item_names(name_key);
        CREATE INDEX item_names_by_search_key ON item_names(search_key);
        CREATE TABLE category_names (
          id INTEGER PRIMARY KEY,
          category TEXT NOT NULL CHECK (length(category) > 0),
          language TEXT NOT NULL CHECK (length(language) > 0),
          name TEXT NOT NULL CHECK (length(name) > 0),
          search_key TEXT NOT NULL,
          UNIQUE (category, language)
        );
        CREATE INDEX category_names_by_search_key ON category_names(search_key);
        \(RecordedTables.triggers(since: 26))
        \(RecordedTables.recreateTriggers(["lots"], at: 26))
        """, update: Migrations.recomputeFoldedKeys),
    Migration(
      version: 27, name: "a member's time zone",
      sql: """
        ALTER TABLE members ADD COLUMN time_zone TEXT
          CHECK (time_zone IS NULL OR length(time_zone) > 0);
        """),
    Migration(
      version: 28, name: "the API's tokens, kept as hashes",
      sql: """
        CREATE TABLE api_tokens (
          id INTEGER PRIMARY KEY,
          name TEXT NOT NULL CHECK (length(name) > 0),
          name_key TEXT NOT NULL UNIQUE,
          token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
          member TEXT CHECK (member IS NULL OR length(member) > 0),
          read_only INTEGER NOT NULL CHECK (read_only IN (0, 1)),
          added_on TEXT NOT NULL CHECK (date(added_on) IS added_on)
        );
        """),
    Migration(
      version: 29, name: "the webhooks' messages and each attempt to deliver them",
      sql: """
        CREATE TABLE webhook_messages (
          id INTEGER PRIMARY KEY,
          message_id TEXT NOT NULL UNIQUE CHECK (length(message_id) > 0),
          event_type TEXT NOT NULL CHECK (length(event_type) > 0),
          url TEXT NOT NULL CHECK (length(url) > 0),
          body TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          next_attempt_at INTEGER
        );
        CREATE INDEX webhook_messages_pending ON webhook_messages(next_attempt_at)
          WHERE next_attempt_at IS NOT NULL;
        CREATE TABLE webhook_attempts (
          id INTEGER PRIMARY KEY,
          message INTEGER NOT NULL REFERENCES webhook_messages(id) ON DELETE CASCADE,
          number INTEGER NOT NULL CHECK (number >= 1),
          attempted_at INTEGER NOT NULL,
          status INTEGER CHECK (status IS NULL OR status BETWEEN 100 AND 999),
          error TEXT
        );
        CREATE INDEX webhook_attempts_by_message ON webhook_attempts(message);
        """),
    Migration(
      version: 30, name: "the items the household shows in Home Assistant",
      sql: """
        ALTER TABLE items ADD COLUMN home_assistant INTEGER NOT NULL DEFAULT 0
          CHECK (home_assistant IN (0, 1));
        \(RecordedTables.recreateTriggers(["items"], at: 30))
        """),
    Migration(
      version: 31, name: "recipes, their ingredients, the foods matched to items and the plan",
      sql: """
        ALTER TABLE items ADD COLUMN grams_per_ml INTEGER
          CHECK (grams_per_ml IS NULL OR grams_per_ml > 0);
        CREATE TABLE recipes (
          id INTEGER PRIMARY KEY,
          uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) = 36),
          name TEXT NOT NULL CHECK (length(name) > 0),
          name_key TEXT NOT NULL UNIQUE,
          search_key TEXT NOT NULL,
          servings INTEGER NOT NULL CHECK (servings >= 1),
          yield TEXT,
          language TEXT NOT NULL CHECK (length(language) > 0),
          minutes INTEGER CHECK (minutes IS NULL OR minutes >= 0),
          source TEXT,
          steps TEXT NOT NULL,
          added_on TEXT NOT NULL CHECK (date(added_on) IS added_on)
        );
        CREATE INDEX recipes_by_search_key ON recipes(search_key);
        CREATE TABLE recipe_ingredients (
          id INTEGER PRIMARY KEY,
          recipe_id INTEGER NOT NULL REFERENCES recipes(id),
          position INTEGER NOT NULL CHECK (position >= 0),
          line TEXT NOT NULL,
          food TEXT NOT NULL,
          food_key TEXT NOT NULL,
          amount_numerator INTEGER CHECK (amount_numerator IS NULL OR amount_numerator > 0),
          amount_denominator INTEGER
            CHECK ((amount_numerator IS NULL) = (amount_denominator IS NULL)
              AND (amount_denominator IS NULL OR amount_denominator > 0)),
          unit TEXT,
          note TEXT,
          UNIQUE (recipe_id, position)
        );
        CREATE INDEX recipe_ingredients_by_food ON recipe_ingredients(food_key);
        CREATE TABLE ingredient_matches (
          id INTEGER PRIMARY KEY,
          food_key TEXT NOT NULL UNIQUE,
          food TEXT NOT NULL,
          item_id INTEGER REFERENCES items(id)
        );
        CREATE INDEX ingredient_matches_by_item ON ingredient_matches(item_id);
        CREATE TABLE planned_meals (
          id INTEGER PRIMARY KEY,
          uuid TEXT NOT NULL UNIQUE CHECK (length(uuid) = 36),
          recipe_id INTEGER NOT NULL REFERENCES recipes(id),
          day TEXT NOT NULL CHECK (date(day) IS day),
          servings INTEGER NOT NULL CHECK (servings >= 1),
          cooked_on TEXT CHECK (cooked_on IS NULL OR date(cooked_on) IS cooked_on)
        );
        CREATE INDEX planned_meals_by_day ON planned_meals(day) WHERE cooked_on IS NULL;
        \(RecordedTables.triggers(since: 31))
        \(RecordedTables.recreateTriggers(["items"], at: 31))
        """),
    Migration(
      version: 32, name: "what one piece of an item weighs, for recipes",
      sql: """
        ALTER TABLE items ADD COLUMN grams_per_piece INTEGER
          CHECK (grams_per_piece IS NULL OR grams_per_piece > 0);
        \(RecordedTables.recreateTriggers(["items"], at: 32))
        """),
    Migration(
      version: 33, name: "a summary of what each item holds per expiry",
      sql: "DROP TABLE IF EXISTS held_expiries;\n" + SummaryTable.heldExpiries.create
        + SummaryTable.fill([.heldExpiries])),
  ]

  /// Sets every item's `search_key` to `SearchKey.fold` of its name, as this Larder folds
  /// it (`Œufs` as `oeufs`). No change is open during a migration, so the history records
  /// nothing.
  static func recomputeSearchKeys(_ db: Connection) throws {
    let items = try db.rows("SELECT \(SearchKeyColumns.select) FROM items") {
      let reader = ColumnReader<SearchKeyColumns>($0, table: "items")
      return (reader.rowID, reader.text(.name), reader.text(.searchKey))
    }
    for (rowID, name, stored) in items {
      let key = SearchKey.fold(name)
      guard key != stored else { continue }
      try db.run(
        "UPDATE items SET search_key = ? WHERE id = ?", [.text(key), .integer(rowID)])
    }
  }

  /// Folds again, as this Larder folds (`ﾊﾞﾀｰ` as `バター`), every key made by folding: the
  /// items' search keys, the members' name keys and the receipt aliases' store and text
  /// keys. A key another row already holds is left as it was (`UPDATE OR IGNORE`).
  static func recomputeFoldedKeys(_ db: Connection) throws {
    try recomputeSearchKeys(db)
    let members = try db.rows("SELECT \(FoldedKeyColumns.select) FROM members") {
      let reader = ColumnReader<FoldedKeyColumns>($0, table: "members")
      return (reader.rowID, reader.text(.name))
    }
    for (rowID, name) in members {
      try db.run(
        "UPDATE OR IGNORE members SET name_key = ? WHERE id = ?",
        [.text(SearchKey.fold(name)), .integer(rowID)])
    }
    let aliases = try db.rows("SELECT \(AliasKeyColumns.select) FROM receipt_aliases") {
      let reader = ColumnReader<AliasKeyColumns>($0, table: "receipt_aliases")
      return (reader.rowID, reader.text(.store), reader.text(.text))
    }
    for (rowID, store, text) in aliases {
      try db.run(
        "UPDATE OR IGNORE receipt_aliases SET store_key = ?, text_key = ? WHERE id = ?",
        [.text(SearchKey.fold(store)), .text(ReceiptAlias.key(text)), .integer(rowID)])
    }
  }

  /// Copies the household's mapping of catalog tags from the catalog file beside it
  /// (`<household>.products`, where Larder kept it before migration 19), if that file has
  /// one. A catalog file that cannot be read is left alone: the household's upgrade does
  /// not depend on it.
  static func carryCatalogMapping(_ db: Connection) throws {
    let household = try db.firstRow("SELECT file FROM pragma_database_list WHERE name = 'main'") {
      $0.onlyText
    }
    guard let household, !household.isEmpty else { return }
    let path = ProductCatalog.path(besideHousehold: household)
    guard Store.holdsHousehold(at: path) else { return }
    let mapping: [(String, String)]
    do {
      let catalog = try Connection(path: path, access: .readOnly)
      let kept = try catalog.firstRow(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'category_map' LIMIT 1"
      ) { _ in true }
      guard kept == true else { return }
      mapping = try catalog.rows("SELECT \(CategoryMapColumns.select) FROM category_map") {
        let reader = ColumnReader<CategoryMapColumns>($0, table: "category_map")
        return (reader.text(.tag), reader.text(.category))
      }
    } catch is SQLiteError {
      return
    }
    for (tag, category) in mapping {
      try db.run(
        "INSERT INTO category_map (tag, category) VALUES (?, ?) ON CONFLICT (tag) DO NOTHING",
        [.text(tag), .text(category)])
    }
  }

  /// The mark in the SQLite header (`PRAGMA application_id`) of a Larder database: "LRDR".
  static let applicationID: Int32 = 0x4C52_4452

  /// The newest version this Larder knows: the last of `all`, written out so that opening a
  /// database that needs no upgrade never builds the migrations' SQL (MigrationTests checks
  /// that the two agree).
  static let latest = 33
}

/// An item's name and search key, for `Migrations.recomputeSearchKeys`.
enum SearchKeyColumns: Int32, ResultColumns {
  case id, name, searchKey

  var sql: String {
    switch self {
    case .id: "id"
    case .name: "name"
    case .searchKey: "search_key"
    }
  }
}

/// A member's row id and name, for `Migrations.recomputeFoldedKeys`.
enum FoldedKeyColumns: Int32, ResultColumns {
  case id, name

  var sql: String {
    switch self {
    case .id: "id"
    case .name: "name"
    }
  }
}

/// A receipt alias's row id, store and text, for `Migrations.recomputeFoldedKeys`.
enum AliasKeyColumns: Int32, ResultColumns {
  case id, store, text

  var sql: String {
    switch self {
    case .id: "id"
    case .store: "store"
    case .text: "text"
    }
  }
}

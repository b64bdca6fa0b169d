/// One table of summaries: exact integer sums of lots or events, grouped by day or month
/// (and, but for the spending per month, item), that the analytics read instead of the
/// rows themselves.
///
/// A summary is derived data: each table is defined by one query over `lots` and
/// `events` (`source`), and holds exactly that query's rows. `Store.recorded` refreshes the
/// keys a change touched in the change's own transaction, or adds an import's new rows'
/// sums (`appendedSource`); `Store.check` compares each
/// table with its query; `Store.repairSummaries` and migrations 8 and 11 fill it from the
/// query.
/// The history does not record these tables: undo restores rows, and the refresh that
/// follows recomputes what depends on them.
struct SummaryTable: Sendable {
  /// The table's name.
  let name: String
  /// The columns that identify a row.
  let keys: [String]
  /// The sums.
  let values: [String]
  /// The `CREATE TABLE` statement.
  let create: String
  /// `SELECT` of every row the table should hold, in column order, from `lots` and
  /// `events`.
  let source: String
  /// The same `SELECT` restricted to the keys in `temp.summary_lot_keys` (day, item) or
  /// `temp.summary_event_days` (day).
  let touchedSource: String
  /// The condition (on the table's own columns) that selects the rows of those keys.
  let touched: String
  /// The table whose rows each row of `source` sums: `lots`, or `events` (with their lots).
  let summed: String
  /// `source` over the rows of `summed` whose id is above `?1` alone: what a write that
  /// only appends rows adds to each key. `NOT INDEXED` keeps SQLite, which has no
  /// statistics, from reading every row through an index in the grouping's order instead of
  /// the new rows by id. Nil for a table of what is held, which such a write changes for
  /// earlier lots (its events lower their `remaining`): its keys are refreshed instead.
  let appendedSource: String?

  /// Every column, keys then values.
  var columns: [String] { keys + values }
}

extension SummaryTable {
  /// The restriction of a lots query to the touched (day, item) keys. `CROSS JOIN` keeps
  /// the keys outside: SQLite has no statistics for the temporary table and would
  /// otherwise scan every lot to probe it.
  private static let touchedLots =
    "temp.summary_lot_keys AS touched CROSS JOIN lots "
    + "ON lots.purchased_on = touched.day AND lots.item_id = touched.item_id"

  /// The touched (month, item) keys.
  private static let touchedMonths =
    "SELECT DISTINCT substr(day, 1, 7) AS month, item_id FROM temp.summary_lot_keys"

  /// Spending per day, item, store and currency: the sum of the lots' prices in minor
  /// units, and how many lots. What `spending`, the report's comparison, trend and count,
  /// the budgets and the digest read.
  static let spendingDays = SummaryTable(
    name: "spending_days", keys: ["day", "item_id", "store", "currency"],
    values: ["amount", "lots"],
    create: """
      CREATE TABLE spending_days (
        day TEXT NOT NULL, item_id INTEGER NOT NULL, store TEXT NOT NULL,
        currency TEXT NOT NULL, amount INTEGER NOT NULL, lots INTEGER NOT NULL,
        PRIMARY KEY (day, item_id, store, currency)) WITHOUT ROWID;
      """,
    source: """
      SELECT purchased_on, item_id, store, currency, sum(price), count(*) FROM lots
      GROUP BY 1, 2, 3, 4
      """,
    touchedSource: """
      SELECT lots.purchased_on, lots.item_id, lots.store, lots.currency, sum(lots.price),
        count(*)
      FROM \(touchedLots) GROUP BY 1, 2, 3, 4
      """,
    touched: "(day, item_id) IN (SELECT day, item_id FROM temp.summary_lot_keys)",
    summed: "lots",
    appendedSource: """
      SELECT purchased_on, item_id, store, currency, sum(price), count(*)
      FROM lots NOT INDEXED WHERE id > ?1 GROUP BY 1, 2, 3, 4
      """)

  /// Spending per month and currency: the sum of the lots' prices in minor units, and how
  /// many lots. What the month comparisons and the 12-month trends read (the report, the
  /// web page of spending, `spending --month`): 13 rows per currency for 13 months, at any
  /// size. A touched month is summed again from `spending_days`, so it comes after that
  /// table in `all`; its `source` still defines it from the lots.
  static let spendingMonths = SummaryTable(
    name: "spending_months", keys: ["month", "currency"], values: ["amount", "lots"],
    create: """
      CREATE TABLE spending_months (
        month TEXT NOT NULL, currency TEXT NOT NULL, amount INTEGER NOT NULL,
        lots INTEGER NOT NULL,
        PRIMARY KEY (month, currency)) WITHOUT ROWID;
      """,
    source: """
      SELECT substr(purchased_on, 1, 7), currency, sum(price), count(*) FROM lots
      GROUP BY 1, 2
      """,
    touchedSource: """
      SELECT substr(spent.day, 1, 7), spent.currency, sum(spent.amount), sum(spent.lots)
      FROM (SELECT DISTINCT substr(day, 1, 7) AS month FROM temp.summary_lot_keys) AS touched
      CROSS JOIN spending_days AS spent
        ON spent.day BETWEEN touched.month || '-01' AND touched.month || '-31'
      GROUP BY 1, 2
      """,
    touched: "month IN (SELECT substr(day, 1, 7) FROM temp.summary_lot_keys)",
    summed: "lots",
    appendedSource: """
      SELECT substr(purchased_on, 1, 7), currency, sum(price), count(*)
      FROM lots NOT INDEXED WHERE id > ?1 GROUP BY 1, 2
      """)

  /// Use per day, item, kind (consume or discard) and currency of the lot: the quantity
  /// in thousandths of the item's unit, its value (the sum of each event's share of its
  /// lot's price, `Money.prorated`, rounded event by event), and how many events. What
  /// `waste`, the rates and the forecast read.
  static let useDays = SummaryTable(
    name: "use_days", keys: ["day", "item_id", "kind", "currency"],
    values: ["quantity", "value", "events"],
    create: """
      CREATE TABLE use_days (
        day TEXT NOT NULL, item_id INTEGER NOT NULL, kind TEXT NOT NULL,
        currency TEXT NOT NULL, quantity INTEGER NOT NULL, value INTEGER NOT NULL,
        events INTEGER NOT NULL,
        PRIMARY KEY (day, item_id, kind, currency)) WITHOUT ROWID;
      """,
    source: """
      SELECT events.occurred_on, lots.item_id, events.kind, lots.currency,
        sum(events.quantity), sum(\(ShareFunction.name)(lots.price, events.quantity, lots.quantity)),
        count(*)
      FROM events JOIN lots ON lots.id = events.lot_id GROUP BY 1, 2, 3, 4
      """,
    touchedSource: """
      SELECT events.occurred_on, lots.item_id, events.kind, lots.currency,
        sum(events.quantity), sum(\(ShareFunction.name)(lots.price, events.quantity, lots.quantity)),
        count(*)
      FROM temp.summary_event_days AS touched
      CROSS JOIN events ON events.occurred_on = touched.day JOIN lots ON lots.id = events.lot_id
      GROUP BY 1, 2, 3, 4
      """,
    touched: "day IN (SELECT day FROM temp.summary_event_days)",
    summed: "events",
    appendedSource: """
      SELECT events.occurred_on, lots.item_id, events.kind, lots.currency,
        sum(events.quantity), sum(\(ShareFunction.name)(lots.price, events.quantity, lots.quantity)),
        count(*)
      FROM events NOT INDEXED JOIN lots ON lots.id = events.lot_id WHERE events.id > ?1
      GROUP BY 1, 2, 3, 4
      """)

  /// Purchases per month, item, currency, quantity and price: how many lots were bought
  /// at exactly that quantity and price. The median unit prices of the price index
  /// (`inflation`, the report) read it.
  static let priceMonths = SummaryTable(
    name: "price_months", keys: ["month", "item_id", "currency", "quantity", "price"],
    values: ["lots"],
    create: """
      CREATE TABLE price_months (
        month TEXT NOT NULL, item_id INTEGER NOT NULL, currency TEXT NOT NULL,
        quantity INTEGER NOT NULL, price INTEGER NOT NULL, lots INTEGER NOT NULL,
        PRIMARY KEY (month, item_id, currency, quantity, price)) WITHOUT ROWID;
      """,
    source: """
      SELECT substr(purchased_on, 1, 7), item_id, currency, quantity, price, count(*) FROM lots
      GROUP BY 1, 2, 3, 4, 5
      """,
    touchedSource: """
      SELECT substr(lots.purchased_on, 1, 7), lots.item_id, lots.currency, lots.quantity,
        lots.price, count(*)
      FROM (\(touchedMonths)) AS touched CROSS JOIN lots ON lots.item_id = touched.item_id
        AND lots.purchased_on BETWEEN touched.month || '-01' AND touched.month || '-31'
      GROUP BY 1, 2, 3, 4, 5
      """,
    touched: "(month, item_id) IN (\(touchedMonths))",
    summed: "lots",
    appendedSource: """
      SELECT substr(purchased_on, 1, 7), item_id, currency, quantity, price, count(*)
      FROM lots NOT INDEXED WHERE id > ?1 GROUP BY 1, 2, 3, 4, 5
      """)

  /// Lots per item, day and quantity: the pack sizes whose median the restock rule rounds
  /// up to.
  static let packSizes = SummaryTable(
    name: "pack_sizes", keys: ["item_id", "day", "quantity"], values: ["lots"],
    create: """
      CREATE TABLE pack_sizes (
        item_id INTEGER NOT NULL, day TEXT NOT NULL, quantity INTEGER NOT NULL,
        lots INTEGER NOT NULL,
        PRIMARY KEY (item_id, day, quantity)) WITHOUT ROWID;
      """,
    source: "SELECT item_id, purchased_on, quantity, count(*) FROM lots GROUP BY 1, 2, 3",
    touchedSource: """
      SELECT lots.item_id, lots.purchased_on, lots.quantity, count(*)
      FROM \(touchedLots) GROUP BY 1, 2, 3
      """,
    touched: "(item_id, day) IN (SELECT item_id, day FROM temp.summary_lot_keys)",
    summed: "lots",
    appendedSource: """
      SELECT item_id, purchased_on, quantity, count(*) FROM lots NOT INDEXED WHERE id > ?1
      GROUP BY 1, 2, 3
      """)

  /// What each item holds on hand per expiry: the remaining quantities of its lots with
  /// something left, of kinds other than best-before and of best-befores apart, an expiry
  /// of none kept as `''` (a key cannot be null). What the stock, the rates, the forecast
  /// and restock read when nothing was bought or used after their day
  /// (`StockSQL.summarized`), so that they cost the item's expiries, not its lots: at ten
  /// million lots, 270,000 on hand, their query read every one of them (issue 65). A write
  /// refreshes the items of every lot it touched, whatever the column
  /// (`temp.summary_held_items`).
  static let heldExpiries = SummaryTable(
    name: "held_expiries", keys: ["item_id", "expires_on"], values: ["held", "held_best_before"],
    create: """
      CREATE TABLE held_expiries (
        item_id INTEGER NOT NULL, expires_on TEXT NOT NULL, held INTEGER NOT NULL,
        held_best_before INTEGER NOT NULL,
        PRIMARY KEY (item_id, expires_on)) WITHOUT ROWID;
      """,
    source: heldSource(""),
    touchedSource: heldSource(
      "AND item_id IN (SELECT item_id FROM temp.summary_held_items)"),
    touched: "item_id IN (SELECT item_id FROM temp.summary_held_items)",
    summed: "lots",
    appendedSource: nil)

  /// The held quantities per item and expiry of the lots with something left, with
  /// `restriction` on those lots.
  private static func heldSource(_ restriction: String) -> String {
    """
    SELECT item_id, coalesce(expires_on, ''),
      sum(CASE WHEN date_kind = 'best-before' THEN 0 ELSE remaining END),
      sum(CASE WHEN date_kind = 'best-before' THEN remaining ELSE 0 END)
    FROM lots WHERE remaining > 0 \(restriction) GROUP BY 1, 2
    """
  }

  /// Every summary table, in the order a change refreshes them.
  static let all = [spendingDays, spendingMonths, useDays, priceMonths, packSizes, heldExpiries]

  /// The tables migration 8 made; `spendingMonths` came with migration 11.
  static let ofMigration8 = [spendingDays, useDays, priceMonths, packSizes]

  /// The statements that fill the (empty) summary tables `tables` from the rows.
  static func fill(_ tables: [SummaryTable] = all) -> String {
    tables.map {
      "INSERT INTO \($0.name) (\($0.columns.joined(separator: ", "))) \($0.source);"
    }
    .joined(separator: "\n")
  }
}

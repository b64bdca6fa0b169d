import Foundation
import LarderCore
import LarderStore

/// Helpers for the in-process store tests: a fresh in-memory database per test, and rows
/// written the way a reader checks them by hand (dates as text, euros as text).
enum InProcessStore {
  /// Takes a database back to before migration 15, for a test of an upgrade from an older
  /// version: the triggers, the indexes it remade and the columns it added.
  static let beforeMigration15 =
    ["items", "lots"].flatMap { table in
      ["insert", "update", "delete"].map { " DROP TRIGGER IF EXISTS \(table)_\($0)_recorded;" }
    }.joined()
    + " DROP INDEX lots_held_by_item; DROP INDEX lots_held_by_expiry;"
    + ["shelf_life", "opened_life", "frozen_life", "thawed_life", "date_kind"].map {
      " ALTER TABLE items DROP COLUMN \($0);"
    }.joined()
    + ["date_kind", "expires_estimated", "expires_month", "state", "state_on"].map {
      " ALTER TABLE lots DROP COLUMN \($0);"
    }.joined()

  /// Takes a database back to before migration 17: without the items' barcodes (their
  /// triggers go with the table).
  static let beforeMigration17 = " DROP TABLE item_barcodes;"

  /// Takes a database back to before migration 19: without the household's mapping of
  /// catalog tags (its triggers go with the table).
  static let beforeMigration19 = " DROP TABLE category_map;"

  /// Takes a database back to before migration 20: without receipts and their aliases, nor
  /// migration 21's shopping list, 22's members, 23's request keys (their triggers go
  /// with the tables), 25's payment of each lot and 26's names of items and categories
  /// (with the lots' triggers, which name the payment), 28's API tokens, 29's webhook
  /// deliveries, 31's recipes and plan, and 30's mark of
  /// the items shown in Home Assistant (with the items' triggers, which name it).
  static let beforeMigration20: String =
    " DROP TRIGGER IF EXISTS items_insert_recorded; DROP TRIGGER IF EXISTS items_update_recorded;"
    + " DROP TRIGGER IF EXISTS items_delete_recorded;"
    + " ALTER TABLE items DROP COLUMN home_assistant; ALTER TABLE items DROP COLUMN grams_per_ml;"
    + " ALTER TABLE items DROP COLUMN grams_per_piece;"
    + " DROP TABLE item_names; DROP TABLE category_names;"
    + ["insert", "update", "delete"].map { " DROP TRIGGER lots_\($0)_recorded;" }.joined()
    + " ALTER TABLE lots DROP COLUMN payment;"
    + " DROP TABLE request_keys; DROP TABLE members; DROP TABLE shopping_lines;"
    + " DROP TABLE receipt_aliases;"
    + " DROP TABLE receipts;"
    // Migration 28's API tokens and 29's webhook deliveries (30's column is dropped above).
    + " DROP TABLE api_tokens; DROP TABLE webhook_attempts; DROP TABLE webhook_messages;"
    // Migration 31's recipes, foods matched and planned meals (with their triggers).
    + " DROP TABLE planned_meals; DROP TABLE ingredient_matches; DROP TABLE recipe_ingredients;"
    + " DROP TABLE recipes;"

  /// A fresh, empty in-memory database.
  static func empty() throws -> Store { try Store(path: ":memory:") }

  static func day(_ text: String) throws -> CalendarDate { try CalendarDate(parsing: text) }

  static func euros(_ text: String) throws -> Money { try Money(parsing: text, currency: .euro) }

  static func quantity(_ text: String) throws -> Quantity { try Quantity(parsing: text) }

  /// The day these tests write as today: the last day Larder knows, so no date they write
  /// is in the future unless a test passes its own today.
  static let today = CalendarDate.latest

  /// Records a purchase: `quantity` of `item` for `price` euros on `date`.
  @discardableResult
  static func buy(
    _ store: Store, _ item: String, _ quantity: String, for price: String, on date: String,
    expires: String? = nil, unit: String? = nil, category: String? = nil
  ) throws -> Lot {
    try store.addPurchase(
      PurchaseRow(
        line: 0, date: try day(date), item: item, quantity: try self.quantity(quantity),
        price: try euros(price), unit: unit, category: category,
        expires: try expires.map { try day($0) }), today: today
    ).lot
  }

  /// Records that `quantity` of `item` was consumed (or discarded) on `date`.
  @discardableResult
  static func use(
    _ store: Store, _ item: String, _ quantity: String, on date: String,
    _ kind: Event.Kind = .consume
  ) throws -> [Event] {
    try store.record(
      EventRow(
        line: 0, date: try day(date), item: item, kind: kind, quantity: try self.quantity(quantity)),
      today: today
    ).events
  }

  /// Imports CSV text, read by `CSVReader` from its bytes.
  static func importCSV(_ store: Store, _ text: String, dryRun: Bool = false) throws
    -> ImportSummary
  {
    var reader = CSVReader(bytes: Array(text.utf8))
    return try store.importCSV(&reader, defaultCurrency: .euro, today: today, dryRun: dryRun)
  }

  /// The last day Larder can write: stock then is what is left after every event.
  static let lastDay =
    CalendarDate(year: 9999, month: 12, day: 31) ?? CalendarDate(daysSinceEpoch: 0)

  /// Each item's quantity on hand after every event, by name, as text.
  static func onHand(_ store: Store, includeUsedUp: Bool = true) throws -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: try store.stock(asOf: lastDay, includeUsedUp: includeUsedUp).map {
        ($0.item.name, $0.onHand.description)
      })
  }
}

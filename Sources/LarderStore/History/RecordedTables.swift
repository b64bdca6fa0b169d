/// The tables whose rows the change history records, with their columns.
///
/// Triggers on each table (migration 5) note every row a change inserts, and the whole row
/// as it was before one it updates or deletes, as JSON of these columns. Undo puts those
/// rows back exactly; a migration that adds a column to one of these tables must add it
/// here and recreate the table's triggers.
enum RecordedTables {
  /// A recorded table: its name, its columns, and the parent row each of its rows points to.
  struct Table: Sendable {
    let name: String
    /// Every column, those a later migration added included.
    var columns: [String] { base + added.map(\.name) }
    /// The columns the table had when its triggers were first made.
    let base: [String]
    /// The columns later migrations added: the version and the value a row recorded before
    /// then had (SQL), for undoing a change recorded before them.
    var added: [AddedColumn] = []
    /// The parent table and the column naming its row: a change that adds a row here
    /// depends on that parent (a lot on its item, an event on its lot).
    let parent: (table: String, column: String)?
    /// The migration that made its triggers.
    var since = 5
    /// Whether the parent column may be NULL (an alias that skips its line names no
    /// item): only a row that names a parent notes it.
    var parentOptional = false
  }

  /// A column a migration after the table's first added, with the value of rows from before.
  struct AddedColumn: Sendable {
    let name: String
    let version: Int
    /// The value (SQL) of a row recorded before the column existed.
    let before: String
  }

  static let all: [Table] = [
    Table(
      name: "items",
      base: [
        "id", "uuid", "name", "name_key", "search_key", "category", "unit", "location",
        "min_stock", "created_on",
      ],
      added: ["shelf_life", "opened_life", "frozen_life", "thawed_life", "date_kind"].map {
        AddedColumn(name: $0, version: 15, before: "NULL")
      } + [
        AddedColumn(name: "home_assistant", version: 30, before: "0"),
        AddedColumn(name: "grams_per_ml", version: 31, before: "NULL"),
        AddedColumn(name: "grams_per_piece", version: 32, before: "NULL"),
      ], parent: nil),
    Table(
      name: "lots",
      base: [
        "id", "uuid", "item_id", "purchased_on", "quantity", "remaining", "price", "currency",
        "store", "expires_on", "location", "note",
      ],
      added: [
        AddedColumn(name: "date_kind", version: 15, before: "'unknown'"),
        AddedColumn(name: "expires_estimated", version: 15, before: "0"),
        AddedColumn(name: "expires_month", version: 15, before: "0"),
        AddedColumn(name: "state", version: 15, before: "'sealed'"),
        AddedColumn(name: "state_on", version: 15, before: "NULL"),
        AddedColumn(name: "payment", version: 26, before: "NULL"),
      ], parent: (table: "items", column: "item_id")),
    Table(
      name: "events",
      base: ["id", "uuid", "lot_id", "occurred_on", "kind", "quantity", "note"],
      parent: (table: "lots", column: "lot_id")),
    Table(
      name: "imports",
      base: ["id", "sha256", "file_name", "kind", "rows", "imported_on"], parent: nil),
    Table(
      name: "budgets", base: ["id", "category", "currency", "amount", "from_month"],
      parent: nil, since: 6),
    Table(
      name: "item_barcodes", base: ["id", "item_id", "barcode", "digits"],
      parent: (table: "items", column: "item_id"), since: 17),
    Table(name: "category_map", base: ["id", "tag", "category"], parent: nil, since: 19),
    Table(
      name: "receipts",
      base: [
        "id", "fingerprint", "store", "purchased_on", "total", "currency", "lines", "recorded_on",
      ], parent: nil, since: 20),
    Table(
      name: "receipt_aliases",
      base: ["id", "store_key", "text_key", "text", "store", "item_id", "pack", "pack_unit"],
      parent: (table: "items", column: "item_id"), since: 20, parentOptional: true),
    Table(
      name: "shopping_lines",
      base: [
        "id", "name", "name_key", "item_id", "quantity", "unit", "added_on", "bought_on",
        "bought_change", "lot_id",
      ], parent: (table: "items", column: "item_id"), since: 21, parentOptional: true),
    Table(
      name: "item_names", base: ["id", "item_id", "language", "name", "name_key", "search_key"],
      parent: (table: "items", column: "item_id"), since: 26),
    Table(
      name: "category_names", base: ["id", "category", "language", "name", "search_key"],
      parent: nil, since: 26),
    Table(
      name: "recipes",
      base: [
        "id", "uuid", "name", "name_key", "search_key", "servings", "yield", "language",
        "minutes", "source", "steps", "added_on",
      ], parent: nil, since: 31),
    Table(
      name: "recipe_ingredients",
      base: [
        "id", "recipe_id", "position", "line", "food", "food_key", "amount_numerator",
        "amount_denominator", "unit", "note",
      ], parent: (table: "recipes", column: "recipe_id"), since: 31),
    Table(
      name: "ingredient_matches", base: ["id", "food_key", "food", "item_id"],
      parent: (table: "items", column: "item_id"), since: 31, parentOptional: true),
    Table(
      name: "planned_meals", base: ["id", "uuid", "recipe_id", "day", "servings", "cooked_on"],
      parent: (table: "recipes", column: "recipe_id"), since: 31),
  ]

  /// The value (SQL) of `column` in the recorded image `?1`: the image's, or for an image
  /// recorded before the column was added, the value such rows had (`AddedColumn.before`).
  static func value(_ column: String, of table: Table) -> String {
    let extract = "json_extract(?1, '$.\(column)')"
    guard let added = table.added.first(where: { $0.name == column }) else { return extract }
    return "CASE WHEN json_type(?1, '$.\(column)') IS NULL THEN \(added.before) ELSE \(extract) END"
  }

  /// The triggers migration `version` makes: those of the tables recorded since then,
  /// with the columns they had then.
  static func triggers(since version: Int) -> String {
    all.filter { $0.since == version }.map { triggers($0.at(version)) }.joined()
  }

  /// Migration `version` drops and makes again the triggers of the tables `names`, with
  /// the columns they have at that version.
  static func recreateTriggers(_ names: [String], at version: Int) -> String {
    all.filter { names.contains($0.name) }.map {
      dropTriggers($0) + "\n" + triggers($0.at(version))
    }.joined()
  }

  /// The table named `name`.
  static func table(_ name: String) -> Table? { all.first { $0.name == name } }

  /// `json_object('id', OLD.id, …)`: the row `row` (OLD or NEW) of `table` as JSON.
  /// With `remaining`, that column of `row` gives the `remaining` value instead.
  static func image(_ table: Table, _ row: String, remaining: String? = nil) -> String {
    let values = table.columns.map { column in
      "'\(column)', \(row).\(column == "remaining" ? remaining ?? column : column)"
    }
    return "json_object(" + values.joined(separator: ", ") + ")"
  }

  /// Drops the triggers `triggers(_:)` makes for `table`.
  static func dropTriggers(_ table: Table) -> String {
    ["insert", "update", "delete"].map { "DROP TRIGGER IF EXISTS \(table.name)_\($0)_recorded;" }
      .joined(separator: "\n")
  }

  /// The triggers that record a table's changes while a change is open (a row in
  /// `change_open`): an insert by its id, and a `ref` to its parent row; an update or a
  /// delete with the row as it was. A row is noted once per change: an update of a row the
  /// change inserted or already noted adds nothing, since undo goes back to the first image.
  static func triggers(_ table: Table) -> String {
    let name = table.name
    func noted(_ tbl: String, _ id: String, _ ops: String) -> String {
      """
      NOT EXISTS (SELECT 1 FROM change_rows AS noted WHERE noted.tbl = '\(tbl)'
          AND noted.row_id = \(id) AND noted.change_id = change_open.change_id
          AND noted.op IN (\(ops)))
      """
    }
    var parent = ""
    if let (parentTable, column) = table.parent {
      parent = """
        INSERT INTO change_rows (change_id, tbl, row_id, op, before)
          SELECT change_id, '\(parentTable)', NEW.\(column), 'ref', NULL FROM change_open
          WHERE \(table.parentOptional ? "NEW.\(column) IS NOT NULL AND " : "")\(noted(parentTable, "NEW.\(column)", "'insert', 'update', 'delete', 'ref'"));
        """
    }
    return """
      CREATE TRIGGER \(name)_insert_recorded AFTER INSERT ON \(name) BEGIN
        INSERT INTO change_rows (change_id, tbl, row_id, op, before)
          SELECT change_id, '\(name)', NEW.id, 'insert', NULL FROM change_open;
        \(parent)
      END;
      CREATE TRIGGER \(name)_update_recorded AFTER UPDATE ON \(name) BEGIN
        INSERT INTO change_rows (change_id, tbl, row_id, op, before)
          SELECT change_id, '\(name)', OLD.id, 'update', \(image(table, "OLD")) FROM change_open
          WHERE \(noted(name, "OLD.id", "'insert', 'update'"));
      END;
      CREATE TRIGGER \(name)_delete_recorded AFTER DELETE ON \(name) BEGIN
        INSERT INTO change_rows (change_id, tbl, row_id, op, before)
          SELECT change_id, '\(name)', OLD.id, 'delete', \(image(table, "OLD")) FROM change_open;
      END;

      """
  }
}

extension RecordedTables.Table {
  /// The table as it was at schema `version`: without the columns added later.
  func at(_ version: Int) -> RecordedTables.Table {
    var table = self
    table.added = added.filter { $0.version <= version }
    return table
  }
}

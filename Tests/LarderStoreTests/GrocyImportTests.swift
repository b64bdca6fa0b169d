import Foundation
import LarderErrors
import Testing

@testable import LarderCore
@testable import LarderStore

/// `Store.importGrocy`: a small Grocy database, written by the test with the columns Larder
/// reads, becomes items, lots and events in one change; what cannot be mapped is counted.
@Suite struct GrocyImportTests {
  /// Grocy's tables, reduced to the columns Larder reads.
  static let schema = """
    CREATE TABLE quantity_units (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_plural TEXT);
    CREATE TABLE locations (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE product_groups (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE shopping_locations (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE products (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, location_id INTEGER, qu_id_purchase INTEGER,
      qu_id_stock INTEGER, default_best_before_days INTEGER NOT NULL DEFAULT 0,
      product_group_id INTEGER);
    CREATE TABLE product_barcodes (
      id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, barcode TEXT NOT NULL);
    CREATE TABLE stock_log (
      id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, amount DECIMAL(15, 2) NOT NULL,
      best_before_date DATE, purchased_date DATE, used_date DATE,
      spoiled INTEGER NOT NULL DEFAULT 0, stock_id TEXT NOT NULL, transaction_type TEXT NOT NULL,
      price DECIMAL(15, 2), undone INTEGER NOT NULL DEFAULT 0, shopping_location_id INTEGER);
    CREATE TABLE stock (
      id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, amount DECIMAL(15, 2) NOT NULL,
      best_before_date DATE, purchased_date DATE, stock_id TEXT NOT NULL, price DECIMAL(15, 2),
      shopping_location_id INTEGER);
    """

  /// Rice in kg (two barcodes, one with a wrong check digit) and Yoghurt in pieces, both
  /// bought; Flour in a unit Larder does not know. Rice: 2 kg at 1.25 a kg, 0.5 kg eaten;
  /// Yoghurt: 4 at 0.45, one spoiled, one purchase undone.
  static let household = """
    INSERT INTO quantity_units VALUES (1, 'kg', 'kg'), (2, 'Piece', 'Pieces'), (3, 'Cup', 'Cups');
    INSERT INTO locations VALUES (1, 'Pantry'), (2, 'Fridge');
    INSERT INTO product_groups VALUES (1, 'Épicerie'), (2, 'Produits laitiers');
    INSERT INTO shopping_locations VALUES (1, 'Lidl');
    INSERT INTO products VALUES
      (1, 'Rice', 1, 1, 1, 365, 1), (2, 'Yoghurt', 2, 2, 2, 0, 2), (3, 'Flour', 1, 3, 3, 0, 1);
    INSERT INTO product_barcodes VALUES (1, 1, '4006381333931'), (2, 1, '4006381333932');
    INSERT INTO stock_log
      (product_id, amount, best_before_date, purchased_date, used_date, spoiled, stock_id,
       transaction_type, price, undone, shopping_location_id) VALUES
      (1, 2.0, '2999-12-31', '2026-10-01', NULL, 0, 'a', 'purchase', 1.25, 0, 1),
      (2, 4, '2026-10-12', '2026-10-02', NULL, 0, 'b', 'purchase', 0.45, 0, NULL),
      (2, 1, '2026-10-12', '2026-10-02', NULL, 0, 'c', 'purchase', 0.45, 1, NULL),
      (3, 1, NULL, '2026-10-02', NULL, 0, 'd', 'purchase', 2.00, 0, 1),
      (1, -0.5, '2999-12-31', '2026-10-01', '2026-10-05', 0, 'a', 'consume', 1.25, 0, NULL),
      (2, -1, '2026-10-12', '2026-10-02', '2026-10-13', 1, 'b', 'consume', 0.45, 0, NULL),
      (2, -9, '2026-10-12', '2026-10-02', '2026-10-14', 0, 'b', 'consume', 0.45, 0, NULL);
    """

  /// Saffron in g, bought on 2026-10-01 in each of `purchases`: `(amount, stock_id, price
  /// per g)` rows.
  static func saffron(_ purchases: String) -> String {
    """
    INSERT INTO quantity_units VALUES (1, 'g', 'g');
    INSERT INTO products VALUES (1, 'Saffron', NULL, 1, 1, 0, NULL);
    INSERT INTO stock_log (product_id, amount, stock_id, price, purchased_date, transaction_type)
      SELECT 1, column1, column2, column3, '2026-10-01', 'purchase' FROM (VALUES \(purchases));
    """
  }

  func grocyFile(_ sql: String = household) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("grocy-\(UUID().uuidString).db").path
    let grocy = try Connection(path: path)
    try grocy.execute(Self.schema + sql)
    return path
  }

  func texts(_ store: Store, _ sql: String) throws -> [String] {
    try store.db.rows(sql) { $0.onlyText }
  }

  @Test func productsBecomeItemsWithTheirUnitCategoryLocationLifeAndBarcodes() throws {
    let store = try InProcessStore.empty()
    _ = try store.importGrocy(try grocyFile(), currency: .euro, today: InProcessStore.today)
    #expect(
      try texts(
        store,
        """
        SELECT name || '|' || unit || '|' || category || '|' || location || '|'
          || coalesce(shelf_life, '') FROM items ORDER BY id
        """) == ["Rice|kg|Épicerie|Pantry|365", "Yoghurt|pcs|Produits laitiers|Fridge|"])
    #expect(try store.barcodes(of: "Rice").map(\.digits) == ["4006381333931"])
  }

  @Test func purchasesBecomeLotsPricedPerUnitTimesAmount() throws {
    let store = try InProcessStore.empty()
    _ = try store.importGrocy(try grocyFile(), currency: .euro, today: InProcessStore.today)
    #expect(
      try texts(
        store,
        """
        SELECT purchased_on || '|' || quantity || '|' || price || '|' || store || '|'
          || coalesce(expires_on, 'never') FROM lots ORDER BY id
        """) == ["2026-10-01|2000|250|Lidl|never", "2026-10-02|4000|180||2026-10-12"])
  }

  @Test func consumptionAndSpoilageBecomeEventsOfTheirLots() throws {
    let store = try InProcessStore.empty()
    _ = try store.importGrocy(try grocyFile(), currency: .euro, today: InProcessStore.today)
    #expect(
      try texts(
        store,
        """
        SELECT events.occurred_on || '|' || events.kind || '|' || events.quantity || '|'
          || lots.purchased_on FROM events JOIN lots ON lots.id = events.lot_id ORDER BY events.id
        """) == ["2026-10-05|consume|500|2026-10-01", "2026-10-13|discard|1000|2026-10-02"])
  }

  @Test func whatCannotBeMappedIsCountedByReason() throws {
    let store = try InProcessStore.empty()
    let summary = try store.importGrocy(
      try grocyFile(), currency: .euro, today: InProcessStore.today)
    #expect(summary.items == 2 && summary.lots == 2 && summary.events == 2)
    #expect(summary.barcodes == 1)
    #expect(
      summary.refused == [
        .unknownUnit: 1, .invalidBarcode: 1, .refusedProduct: 1, .unmatchedUse: 1,
      ])
  }

  @Test func unitsThatCountThingsArePiecesAndOtherUnitsAreLeftOut() {
    #expect(
      ["Bottle", "Tin", "Bunch", "Stu\u{308}ck", "Pack", nil, "Kilogramm", "L"].map(
        GrocyPlan.unit) == ["pcs", "pcs", "pcs", "pcs", "pcs", "pcs", "kg", "L"])
    #expect(["kilo", "gr", "ltr"].map(GrocyPlan.unit) == ["kg", "g", "L"])
    #expect(["Cup", "tbsp", "lb", "EL", "Prise"].map(GrocyPlan.unit) == [nil, nil, nil, nil, nil])
  }

  @Test func anItemCountedInAnotherUnitTakesTheUsesConvertedAsItsLots() throws {
    // Rice is counted in g here, in kg in Grocy: 2 kg bought, 0.5 kg eaten.
    let store = try InProcessStore.empty()
    _ = try InProcessStore.buy(store, "Rice", "100", for: "1.00", on: "2026-09-01", unit: "g")
    _ = try store.importGrocy(try grocyFile(), currency: .euro, today: InProcessStore.today)
    #expect(
      try texts(
        store,
        """
        SELECT events.quantity FROM events JOIN lots ON lots.id = events.lot_id
        JOIN items ON items.id = lots.item_id WHERE items.name = 'Rice'
        """) == ["500000"])
    #expect(
      try texts(
        store,
        "SELECT sum(remaining) FROM lots JOIN items ON items.id = lots.item_id WHERE items.name = 'Rice'"
      ) == ["1600000"])
  }

  @Test func aBarcodeTheItemHasAlreadyIsNotRefused() throws {
    let store = try InProcessStore.empty()
    _ = try InProcessStore.buy(store, "Rice", "1", for: "1.00", on: "2026-09-01", unit: "kg")
    try store.editItem(
      "Rice", Store.ItemChanges(addBarcodes: [try GTIN("4006381333931")]))
    let summary = try store.importGrocy(
      try grocyFile(), currency: .euro, today: InProcessStore.today)
    // The second of Rice's barcodes has a wrong check digit; the first is Rice's already.
    #expect(summary.refused[.invalidBarcode] == 1)
    #expect(summary.barcodes == 0)
  }

  @Test func aPricePerUnitIsRoundedToCentsHalfAwayFromZero() throws {
    // 1.99 for 3 is kept by Grocy as 0.663333333333333 per unit: 1.989999999999999 is 1.99.
    let store = try InProcessStore.empty()
    let summary = try store.importGrocy(
      try grocyFile(
        Self.saffron(
          "(3, 'a', 1.99 / 3), (3, 'b', 0.5), (1, 'c', 0.005), (1, 'd', 0.00499)")),
      currency: .euro, today: InProcessStore.today)
    #expect(summary.refused.isEmpty)
    #expect(try texts(store, "SELECT price FROM lots ORDER BY id") == ["199", "150", "1", "0"])
  }

  @Test func aSmallPriceSQLiteWritesWithAnExponentIsRead() {
    #expect(GrocyPlan.plainDecimal("5.0e-05") == "0.000050")
    #expect(GrocyPlan.plainDecimal("1.5e+02") == "150")
    #expect(GrocyPlan.plainDecimal("2.25") == "2.25")
    // 0.00005 a ml for 1,000 ml is 0.05.
    #expect(
      GrocyPlan.price("5.0e-05", times: Quantity(thousandths: 1_000_000), in: .euro)
        == Money(minorUnits: 5, currency: .euro))
  }

  @Test func aNegativePriceIsRefused() throws {
    let store = try InProcessStore.empty()
    let summary = try store.importGrocy(
      try grocyFile(
        Self.saffron("(3, 'a', -0.5), (3, 'b', 0.5)")), currency: .euro, today: InProcessStore.today
    )
    #expect(summary.refused == [.unreadablePrice: 1])
    #expect(try texts(store, "SELECT price FROM lots") == ["150"])
  }

  @Test func aStockEntryWhoseLogHasNoPurchaseIsALotOfWhatIsLeft() throws {
    let store = try InProcessStore.empty()
    let summary = try store.importGrocy(
      try grocyFile(
        """
        INSERT INTO quantity_units VALUES (1, 'Pack', 'Packs');
        INSERT INTO products VALUES (1, 'Tea', NULL, 1, 1, 0, NULL);
        INSERT INTO stock VALUES (1, 1, 3, '2027-01-31', '2026-09-01', 'x', 2.10, NULL),
          (2, 1, 1, '2027-01-31', '2026-09-02', 'y', 2.10, NULL);
        INSERT INTO stock_log (product_id, amount, purchased_date, stock_id, transaction_type, price)
          VALUES (1, 2, '2026-09-02', 'y', 'purchase', 2.10);
        """), currency: .euro, today: InProcessStore.today)
    #expect(summary.lots == 2 && summary.refused.isEmpty)
    #expect(
      try texts(
        store, "SELECT purchased_on || '|' || quantity || '|' || price FROM lots ORDER BY id")
        == ["2026-09-02|2000|420", "2026-09-01|3000|630"])
  }

  /// Juice: 3 bottles bought ('j'), and a stock row 'k' of 1 of the same day, price,
  /// best-before day and store; the log's `extra` rows after the purchase.
  static func juice(_ extra: String) -> String {
    """
    INSERT INTO quantity_units VALUES (1, 'Bottle', 'Bottles');
    INSERT INTO products VALUES (1, 'Juice', NULL, 1, 1, 0, NULL);
    INSERT INTO stock_log (product_id, amount, purchased_date, used_date, stock_id, transaction_type, price)
      VALUES (1, 3, '2026-10-01', NULL, 'j', 'purchase', 1.2)\(extra);
    INSERT INTO stock VALUES (1, 1, 1, NULL, '2026-10-01', 'j', 1.2, NULL),
      (2, 1, 1, NULL, '2026-10-01', 'k', 1.2, NULL);
    """
  }

  @Test func whatStaysSealedWhenPartIsOpenedIsPartOfItsPurchase() throws {
    // 1 of the 3 opened, so Grocy splits the entry: 'j' is the opened bottle, 'k' (a new
    // stock id, no purchase in the log) the 2 still sealed, one drunk since.
    let store = try InProcessStore.empty()
    let summary = try store.importGrocy(
      try grocyFile(
        Self.juice(
          """
          , (1, 1, '2026-10-01', NULL, 'j', 'product-opened', 1.2),
            (1, -1, '2026-10-01', '2026-10-04', 'k', 'consume', 1.2)
          """)), currency: .euro, today: InProcessStore.today)
    #expect(summary.lots == 1 && summary.events == 1 && summary.refused.isEmpty)
    #expect(
      try texts(store, "SELECT quantity || '|' || remaining || '|' || price FROM lots")
        == ["3000|2000|360"])
  }

  @Test func stockOfAPurchasesDayAndPriceThatWasNeverOpenedIsALotOfItsOwn() throws {
    // 'k' came from elsewhere (an inventory correction on the day of the purchase).
    let store = try InProcessStore.empty()
    let summary = try store.importGrocy(
      try grocyFile(Self.juice("")), currency: .euro, today: InProcessStore.today)
    #expect(summary.lots == 2 && summary.refused.isEmpty)
    #expect(
      try texts(store, "SELECT quantity || '|' || price FROM lots ORDER BY id")
        == ["3000|360", "1000|120"])
  }

  @Test func aProductNamedAsAnItemInAnotherUnitIsLeftOutWithItsStock() throws {
    let store = try InProcessStore.empty()
    try InProcessStore.buy(store, "Rice", "1", for: "2.00", on: "2026-09-01", unit: "pcs")
    let summary = try store.importGrocy(
      try grocyFile(), currency: .euro, today: InProcessStore.today)
    #expect(summary.items == 1 && summary.lots == 1 && summary.events == 1)
    #expect(summary.refused[.otherUnit] == 1)
    #expect(summary.refused[.refusedProduct] == 3)
    #expect(try texts(store, "SELECT count(*) FROM lots") == ["2"])
  }

  @Test func undoTakesTheWholeImportBackInOneStep() throws {
    let store = try InProcessStore.empty()
    let file = try grocyFile()
    _ = try store.importGrocy(file, currency: .euro, today: InProcessStore.today)
    let name = URL(fileURLWithPath: file).lastPathComponent
    #expect(
      try store.changes(limit: 1).first?.action
        == .importedGrocy(file: name, items: 2, lots: 2, events: 2))
    _ = try store.undo()
    for table in ["items", "lots", "events", "item_barcodes"] {
      #expect(try texts(store, "SELECT count(*) FROM \(table)") == ["0"], "\(table)")
    }
  }

  @Test func aFileThatIsNotGrocysIsRefused() throws {
    let store = try InProcessStore.empty()
    let text = FileManager.default.temporaryDirectory
      .appendingPathComponent("not-grocy-\(UUID().uuidString).db").path
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: text))
    #expect(throws: StoreError.notAGrocyDatabase(text)) {
      try store.importGrocy(text, currency: .euro, today: InProcessStore.today)
    }
    let empty = try grocyFile("DROP TABLE stock_log;")
    #expect(throws: StoreError.notAGrocyDatabase(empty)) {
      try store.importGrocy(empty, currency: .euro, today: InProcessStore.today)
    }
    #expect(throws: StoreError.missingGrocyFile("/nonexistent/grocy.db")) {
      try store.importGrocy("/nonexistent/grocy.db", currency: .euro, today: InProcessStore.today)
    }
  }

  @Test func controlCharactersInNamesGroupsLocationsOrStoresAreLeftOutAndCounted() throws {
    // ESC, BEL, LF inside a name and a NUL name: those products are left out. A group, a
    // location and a store holding control characters are left out, and what they named
    // kept without them.
    let store = try InProcessStore.empty()
    let summary = try store.importGrocy(
      try grocyFile(
        """
        INSERT INTO quantity_units VALUES (1, 'Piece', 'Pieces');
        INSERT INTO locations VALUES (1, 'Pantry'), (2, 'Cel' || char(7) || 'lar');
        INSERT INTO product_groups VALUES (1, 'Dry'), (2, 'Bad' || char(27) || '[31m');
        INSERT INTO shopping_locations VALUES (1, 'Lidl'), (2, 'Sh' || char(0) || 'op');
        INSERT INTO products VALUES
          (1, 'Salt', 1, 1, 1, 0, 1), (2, 'Esc' || char(27) || 'ape', 1, 1, 1, 0, 1),
          (3, 'Two' || char(10) || 'lines', 1, 1, 1, 0, 1), (4, char(0), 1, 1, 1, 0, 1),
          (5, 'Pepper', 2, 1, 1, 0, 1), (6, 'Sugar', 1, 1, 1, 0, 2);
        INSERT INTO stock_log (product_id, amount, stock_id, price, purchased_date,
          transaction_type, shopping_location_id) VALUES
          (1, 1, 'a', 1.00, '2026-10-01', 'purchase', 1),
          (1, 1, 'b', 1.00, '2026-10-02', 'purchase', 2),
          (2, 1, 'c', 1.00, '2026-10-01', 'purchase', 1);
        """), currency: .euro, today: InProcessStore.today)
    #expect(summary.items == 3 && summary.lots == 2)
    #expect(summary.refused == [.badText: 3, .badLabel: 3, .refusedProduct: 1])
    #expect(try texts(store, "SELECT name FROM items ORDER BY id") == ["Salt", "Pepper", "Sugar"])
    #expect(try texts(store, "SELECT location FROM items ORDER BY id") == ["Pantry", "", "Pantry"])
    #expect(try texts(store, "SELECT category FROM items ORDER BY id") == ["Dry", "Dry", "other"])
    #expect(try texts(store, "SELECT store FROM lots ORDER BY id") == ["Lidl", ""])
    #expect(try store.check().isEmpty)
  }

  @Test func aShelfLifePast100YearsIsLeftOutAndCountedNotAnSQLiteError() throws {
    let store = try InProcessStore.empty()
    let summary = try store.importGrocy(
      try grocyFile(
        """
        INSERT INTO quantity_units VALUES (1, 'Piece', 'Pieces');
        INSERT INTO products VALUES (1, 'Salt', NULL, 1, 1, 36500, NULL),
          (2, 'Honey', NULL, 1, 1, 36501, NULL);
        """), currency: .euro, today: InProcessStore.today)
    #expect(summary.items == 1)
    #expect(summary.refused == [.shelfLifeTooLong: 1])
  }

  @Test func aViewInPlaceOfATableIsNotRead() throws {
    // A `products` view that recurses forever would fill the disk with its temporary rows.
    let store = try InProcessStore.empty()
    let hostile = try grocyFile(
      """
      DROP TABLE products;
      CREATE VIEW products AS WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n)
        SELECT id, 'P' || id AS name, NULL AS location_id, 1 AS qu_id_purchase,
          1 AS qu_id_stock, 0 AS default_best_before_days, NULL AS product_group_id FROM n;
      """)
    #expect(throws: StoreError.notAGrocyDatabase(hostile)) {
      try store.importGrocy(hostile, currency: .euro, today: InProcessStore.today, dryRun: true)
    }
    // An optional table given as a view is read as missing.
    let located = try grocyFile(
      """
      DROP TABLE locations;
      CREATE VIEW locations AS WITH RECURSIVE n(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM n)
        SELECT id, 'L' AS name FROM n;
      INSERT INTO quantity_units VALUES (1, 'Piece', 'Pieces');
      INSERT INTO products VALUES (1, 'Salt', 1, 1, 1, 0, NULL);
      """)
    let summary = try store.importGrocy(
      located, currency: .euro, today: InProcessStore.today, dryRun: true)
    #expect(summary.items == 1)
  }
}

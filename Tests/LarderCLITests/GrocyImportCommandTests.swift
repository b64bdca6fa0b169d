import Foundation
import Testing

/// `larder import --from-grocy`: what was imported on one line, what was left out by
/// reason, and a file that is not Grocy's refused with exit 65.
@Suite struct GrocyImportCommandTests {
  /// A Grocy database with the columns Larder reads: Rice bought and half eaten, and Flour
  /// in a unit Larder does not know.
  static let grocy = """
    CREATE TABLE quantity_units (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE products (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, qu_id_stock INTEGER,
      default_best_before_days INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE stock_log (
      id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, amount REAL NOT NULL,
      purchased_date DATE, used_date DATE, spoiled INTEGER NOT NULL DEFAULT 0,
      stock_id TEXT NOT NULL, transaction_type TEXT NOT NULL, price REAL,
      undone INTEGER NOT NULL DEFAULT 0);
    INSERT INTO quantity_units VALUES (1, 'kg'), (2, 'Cup');
    INSERT INTO products VALUES (1, 'Rice', 1, 0), (2, 'Flour', 2, 0);
    INSERT INTO stock_log
      (product_id, amount, purchased_date, used_date, stock_id, transaction_type, price) VALUES
      (1, 2, '2026-10-01', NULL, 'a', 'purchase', 1.25),
      (2, 1, '2026-10-01', NULL, 'b', 'purchase', 2),
      (1, -1, '2026-10-01', '2026-10-03', 'a', 'consume', 1.25);
    """

  @Test func importsAndCountsWhatWasLeftOut() throws {
    let larder = try LarderBinary()
    _ = try larder.sqlite(Self.grocy, database: larder.path("grocy.db"))
    let result = try larder.run(["import", "--from-grocy", "grocy.db", "--currency", "EUR"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        Imported from grocy.db: 1 item, 1 purchase, 1 event, 0 barcodes.
        Left out 2 records of the Grocy database:
          1  products in a quantity unit Larder does not know, with their stock
          1  stock log entries of a product left out

        """)
    #expect(try larder.sqlite("SELECT quantity || ' ' || price FROM lots") == "2000 250")
    #expect(try larder.run(["undo"]).status == 0)
    #expect(try larder.sqlite("SELECT count(*) FROM lots") == "0")
  }

  @Test func aDryRunCountsTheSameAndWritesNothing() throws {
    let larder = try LarderBinary()
    _ = try larder.sqlite(Self.grocy, database: larder.path("grocy.db"))
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-10-01"]).status == 0)
    let result = try larder.run(["import", "--from-grocy", "grocy.db", "--dry-run"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "Dry run: would import from grocy.db: 1 item, 1 purchase, 1 event, 0 barcodes."))
    #expect(try larder.sqlite("SELECT count(*) FROM lots") == "1")
  }

  @Test func currencyGoesWithFromGrocyAndAllowDuplicateWithACSVFile() throws {
    let larder = try LarderBinary()
    let csv = try larder.run(["import", "receipt.csv", "--currency", "JPY"])
    #expect(csv.status == 64)
    #expect(csv.stderr.contains("--currency goes with --from-grocy"), "\(csv.stderr)")
    let grocy = try larder.run(["import", "--from-grocy", "grocy.db", "--allow-duplicate"])
    #expect(grocy.status == 64)
  }

  @Test func aFileThatIsNotGrocysExits65() throws {
    let larder = try LarderBinary()
    let file = try larder.write("grocy.db", "not a database")
    let result = try larder.run(["import", "--from-grocy", file])
    #expect(result.status == 65)
    #expect(result.stderr.contains("is not a Grocy database"), "\(result.stderr)")
    #expect(try larder.run(["import", "--from-grocy", "missing.db"]).status == 66)
  }
}

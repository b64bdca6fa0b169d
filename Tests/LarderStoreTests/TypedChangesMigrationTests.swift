import Foundation
import LarderCore
import Testing

@testable import LarderStore

/// Migration 14 reads a history recorded by schema 13 (each change's arguments as JSON and
/// an English summary) back into typed actions, and keeps what it cannot read as legacy
/// text.
@Suite struct TypedChangesMigrationTests {
  /// The lot bought by the first change below, whose id its summary names by 8 characters.
  static let milkLot = "3d31e83b-0000-4000-8000-000000000001"

  /// Changes as schema 13 recorded them: kind, arguments, summary, and the row id of the
  /// write an undo reversed.
  static let oldChanges: [(String, [String], String, Int64?)] = [
    (
      "write", ["add", "Whole milk", "2", "--unit", "L", "--price", "2.38"],
      "added 2 L of Whole milk for 2.38 EUR (lot 3d31e83b)", nil
    ),
    ("write", ["consume", "whole milk", "0.5"], "consumed 0.5 L of Whole milk from 1 lot", nil),
    ("write", ["edit", "Whole milk", "--category", "dairy"], "edited Whole milk", nil),
    (
      "write", ["budget", "set", "300", "--from", "2026-11"],
      "set the budget of the household to 300.00 EUR a month from 2026-11", nil
    ),
    ("write", ["import", "p.csv"], "imported p.csv: 3 purchases, 2 new items", nil),
    ("undo", ["undo"], "undid: consumed 0.5 L of Whole milk from 1 lot", 2),
    // A unit with a space: the summary cannot be split reliably.
    (
      "write", ["add", "Flour", "1", "--unit", "big bag"],
      "added 1 big bag of Flour for 1.00 EUR (lot 0badc0de)", nil
    ),
    // A lot id that names no lot, here or in the history's images.
    ("write", ["add", "Salt", "1"], "added 1 pcs of Salt for 0.50 EUR (lot 99999999)", nil),
    ("write", [], "something only an older Larder wrote", nil),
    // A purchase undone since: its lot is gone but for an image the history kept of it.
    ("write", ["add", "Salt", "1"], "added 1 pcs of Salt for 0.50 EUR (lot 5a175a17)", nil),
  ]

  /// The lot of the undone purchase of Salt, kept only in the history's image of it.
  static let saltLot = "5a175a17-0000-4000-8000-000000000002"

  /// A database at schema 13 holding Whole milk, its lot, and `oldChanges`.
  func oldDatabase() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-\(UUID().uuidString)").appendingPathComponent("larder.sqlite")
      .path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let db = try Connection(path: path)
    try db.execute(
      """
      CREATE TABLE larder_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
      """)
    for migration in Migrations.all where migration.version <= 13 {
      try db.execute(migration.sql)
      try migration.update?(db)
      try db.run(
        "INSERT INTO larder_migrations VALUES (?, ?, '2026-11-01 08:00:00')",
        [.integer(Int64(migration.version)), .text(migration.name)])
    }
    try db.execute(
      """
      INSERT INTO items (id, uuid, name, name_key, search_key, category, unit, created_on)
      VALUES (1, '00000000-0000-4000-8000-000000000001', 'Whole milk', 'whole milk',
        'whole milk', 'dairy', 'L', '2026-11-01');
      INSERT INTO lots (id, uuid, item_id, purchased_on, quantity, remaining, price, currency)
      VALUES (1, '\(Self.milkLot)', 1, '2026-11-01', 2000, 1500, 238, 'EUR');
      """)
    for (number, (kind, command, summary, target)) in Self.oldChanges.enumerated() {
      let json = String(
        decoding: try JSONSerialization.data(withJSONObject: command), as: UTF8.self)
      try db.run(
        """
        INSERT INTO changes (uuid, made_at, kind, command, summary, target_id)
        VALUES (?, '2026-11-01T08:00:00Z', ?, ?, ?, ?)
        """,
        [
          .text(String(format: "00000000-0000-4000-8000-%012d", number + 1)), .text(kind),
          .text(json), .text(summary), target.map { .integer($0) } ?? .null,
        ])
    }
    try db.run(
      """
      INSERT INTO change_rows (change_id, tbl, row_id, op, before)
      VALUES (?, 'lots', 2, 'delete', json_object('id', 2, 'uuid', ?, 'item_id', 2))
      """, [.integer(Int64(Self.oldChanges.count)), .text(Self.saltLot)])
    return path
  }

  /// The history after migration, oldest first.
  func migrated() throws -> [Change] {
    let store = try Store(path: try oldDatabase())
    #expect(try store.schemaVersion() == Migrations.latest)
    return try store.changes(limit: 100).reversed()
  }

  @Test func aPurchaseIsReadBackWithItsLotInFull() throws {
    let changes = try migrated()
    #expect(
      changes[0].action
        == .added(
          item: "Whole milk", quantity: Quantity(2), unit: "L",
          price: Money(minorUnits: 238, currency: .euro),
          lot: try #require(UUID(uuidString: Self.milkLot))))
  }

  @Test func aConsumeIsReadBack() throws {
    #expect(
      try migrated()[1].action
        == .used(
          use: .consume, item: "Whole milk", quantity: try Quantity(parsing: "0.5"), unit: "L",
          lots: 1))
  }

  @Test func anItemEditTakesItsFieldsFromTheArguments() throws {
    #expect(try migrated()[2].action == .editedItem(item: "Whole milk", fields: [.category]))
  }

  @Test func theHouseholdsBudgetIsReadBack() throws {
    #expect(
      try migrated()[3].action
        == .setBudget(
          category: Budget.household, amount: Money(minorUnits: 30_000, currency: .euro),
          month: try Month(parsing: "2026-11")))
  }

  @Test func anImportIsReadBack() throws {
    #expect(
      try migrated()[4].action == .importedPurchases(file: "p.csv", purchases: 3, newItems: 2))
  }

  @Test func anUndoNamesTheChangeItUndidAndWhatThatDid() throws {
    let changes = try migrated()
    #expect(changes[5].action == .undid(change: changes[1].id, action: changes[1].action))
  }

  @Test func aSummaryThatCannotBeSplitReliablyStaysLegacyText() throws {
    let changes = try migrated()
    #expect(
      changes[6].action == .legacy(summary: "added 1 big bag of Flour for 1.00 EUR (lot 0badc0de)"))
    #expect(
      changes[7].action == .legacy(summary: "added 1 pcs of Salt for 0.50 EUR (lot 99999999)"))
    #expect(changes[8].action == .legacy(summary: "something only an older Larder wrote"))
  }

  @Test func aLotNoLongerThereIsFoundInTheHistorysImageOfIt() throws {
    #expect(
      try migrated()[9].action
        == .added(
          item: "Salt", quantity: Quantity(1), unit: "pcs",
          price: Money(minorUnits: 50, currency: .euro),
          lot: try #require(UUID(uuidString: Self.saltLot))))
  }

  @Test func everyOldChangeComesFromTheCommandLineAsRecorded() throws {
    #expect(
      try migrated().map(\.origin) == Self.oldChanges.map { .commandLine(arguments: $0.1) })
  }
}

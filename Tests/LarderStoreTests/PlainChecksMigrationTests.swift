import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// Migration 24: the CHECKs that tested a value against a list of three or more values
/// (which SQLite evaluates by building a temporary b-tree for every inserted row) are
/// written as comparisons, and accept and refuse exactly what they did.
@Suite struct PlainChecksMigrationTests {
  typealias S = InProcessStore

  /// The tables' definitions, by name.
  func definitions(_ store: Store) throws -> [String: String] {
    let rows = try store.db.rows("SELECT name, sql FROM sqlite_master WHERE type = 'table'") {
      ($0.text(0), $0.text(1))
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }

  @Test func noTableChecksAValueAgainstAListOfThreeOrMore() throws {
    let store = try S.empty()
    let longList = /IN \([^)]*,[^)]*,[^)]*\)/
    for (table, definition) in try definitions(store) {
      #expect(definition.firstMatch(of: longList) == nil, "\(table)")
    }
  }

  @Test func anInsertedLotOrEventBuildsNoTemporaryTree() throws {
    let store = try S.empty()
    for table in ["lots", "events"] {
      let listing = try store.db.rows("EXPLAIN INSERT INTO \(table) DEFAULT VALUES") {
        $0.text(1)
      }
      // The statement's own program, up to the history trigger's (which starts with Init).
      let own = Array(listing.dropFirst().prefix { $0 != "Init" })
      #expect(own.contains("Halt") && own.count < listing.count)
      #expect(!own.contains("OpenEphemeral"), "\(table)")
    }
  }

  @Test func aLotInAStateThatDoesNotExistIsStillRefused() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01")
    #expect(throws: SQLiteError.self) {
      try store.db.run(
        "UPDATE lots SET state = 'melted' WHERE uuid = ?", [.text(UUIDText.format(lot.id))])
    }
    try store.db.run(
      "UPDATE lots SET state = 'frozen' WHERE uuid = ?", [.text(UUIDText.format(lot.id))])
  }

  @Test func anEventOfAKindThatDoesNotExistIsStillRefused() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01")
    let lotRowID = try #require(
      try store.db.firstRow("SELECT id FROM lots WHERE uuid = ?", [.text(UUIDText.format(lot.id))])
      {
        $0.int64(0)
      })
    func insert(_ kind: String) throws {
      try store.db.run(
        """
        INSERT INTO events (uuid, lot_id, occurred_on, kind, quantity)
        VALUES (?, ?, '2026-10-02', ?, 100)
        """, [.text(UUID().uuidString.lowercased()), .integer(lotRowID), .text(kind)])
    }
    #expect(throws: SQLiteError.self) { try insert("eaten") }
    try insert("discard")
  }

  @Test func runningTheUpgradeAgainOnEditedDefinitionsChangesNothing() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-\(UUID().uuidString).sqlite").path
    let before: [String: String]
    do {
      let store = try Store(path: path)
      before = try definitions(store)
      try store.db.run("DELETE FROM larder_migrations WHERE version = 24")
    }
    let store = try Store(path: path)
    #expect(try store.schemaVersion() == Migrations.latest)
    #expect(try definitions(store) == before)
  }
}

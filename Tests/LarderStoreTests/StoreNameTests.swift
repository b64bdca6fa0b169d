import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

/// Names: search and the accent refusal fold ligatures and special letters; lists sorted
/// by name use `NameOrder`; an upgrade recomputes the stored search keys.
@Suite struct StoreNameTests {
  typealias S = InProcessStore

  @Test func searchingOeufsFindsTheNameWithALigature() throws {
    let store = try S.empty()
    try S.buy(store, "Œufs", "6", for: "2.10", on: "2026-10-01")
    try S.buy(store, "Crème fraîche", "1", for: "1.60", on: "2026-10-01")
    let found = try store.search("oeufs", asOf: try S.day("2026-10-02"))
    #expect(found.map(\.item.name) == ["Œufs"])
  }

  @Test func aNameThatDiffersOnlyByALigatureIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Œufs", "6", for: "2.10", on: "2026-10-01")
    #expect(throws: StoreError.accentOnlyDifference(given: "Oeufs", existing: "Œufs")) {
      try S.buy(store, "Oeufs", "6", for: "2.10", on: "2026-10-02")
    }
  }

  @Test func searchAndTheForecastListNamesInNameOrder() throws {
    // Bought in the reverse of the expected order, one a day.
    let store = try S.empty()
    let names = ["Zucker", "Œufs", "Croissants", "Crêpes", "Crème", "Courgettes", "Äpfel"]
    for (offset, name) in names.enumerated() {
      try S.buy(store, name, "2", for: "1.00", on: "2026-10-0\(offset + 1)")
    }
    let expected = ["Äpfel", "Courgettes", "Crème", "Crêpes", "Croissants", "Œufs", "Zucker"]
    let day = try S.day("2026-10-10")
    #expect(
      try store.search("cr", asOf: day).map(\.item.name) == ["Crème", "Crêpes", "Croissants"])
    #expect(
      try store.projections(asOf: day, window: 90, minHistory: 1).map(\.item.name) == expected)
  }

  @Test func anUpgradeRecomputesTheSearchKeys() throws {
    // A version 6 database stored "œufs" as the key of Œufs; version 7 stores "oeufs".
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-\(UUID().uuidString)").appendingPathComponent("larder.sqlite")
      .path
    do {
      let store = try Store(path: path)
      try S.buy(store, "Œufs", "6", for: "2.10", on: "2026-10-01")
      try store.db.run("UPDATE items SET search_key = 'œufs'")
      try store.db.run("DELETE FROM larder_migrations WHERE version >= 7")
      for table in SummaryTable.all { try store.db.execute("DROP TABLE \(table.name)") }
      try store.db.execute("DROP TABLE change_ranges")
      try store.db.execute("ALTER TABLE imports DROP COLUMN scheme")
      try store.db.execute("ALTER TABLE changes DROP COLUMN action")
      try store.db.execute("ALTER TABLE changes DROP COLUMN origin")
      try store.db.execute(
        S.beforeMigration20 + S.beforeMigration19 + S.beforeMigration17 + S.beforeMigration15)
    }
    let store = try Store(path: path)
    #expect(try store.schemaVersion() == Migrations.latest)
    let key = try store.db.firstRow("SELECT search_key FROM items LIMIT 1") { $0.text(0) }
    #expect(key == "oeufs")
    #expect(try store.search("oeufs", asOf: try S.day("2026-10-02")).count == 1)
    #expect(try store.changes(limit: 10).count == 1)
  }
}

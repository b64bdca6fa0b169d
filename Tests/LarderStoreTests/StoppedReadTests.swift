import Foundation
import LarderCore
import Testing

@testable import LarderStore

/// A read that an error stops half-way keeps no snapshot: the store is idle again, and its
/// next read sees what another connection wrote since.
@Suite struct StoppedReadTests {
  typealias S = InProcessStore
  struct Stop: Error {}

  @Test func aReadStoppedByAnErrorLeavesTheStoreIdle() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-10-01")
    try S.buy(store, "Bread", "1", for: "2.00", on: "2026-10-01")
    #expect(throws: Stop.self) {
      _ = try store.db.rows("SELECT name FROM items ORDER BY id") { _ -> String in throw Stop() }
    }
    #expect(store.isIdle)
  }

  @Test func theNextReadSeesWhatAnotherConnectionWroteSince() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-\(UUID().uuidString).sqlite").path
    let reader = try Store(path: path)
    try S.buy(reader, "Milk", "1", for: "1.00", on: "2026-10-01")
    try S.buy(reader, "Bread", "1", for: "2.00", on: "2026-10-01")
    #expect(throws: Stop.self) {
      _ = try reader.db.rows("SELECT name FROM items ORDER BY id") { _ -> String in throw Stop() }
    }
    let writer = try Store(path: path)
    try S.buy(writer, "Rice", "1", for: "3.00", on: "2026-10-02")
    #expect(try reader.countItems() == 3)
  }
}

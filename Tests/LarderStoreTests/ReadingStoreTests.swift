import Foundation
import LarderCore
import Testing

@testable import LarderStore

/// A command that only reads opens a household that needs no upgrade read-only: it cannot
/// write, and SQLite reads the schema once.
@Suite struct ReadingStoreTests {
  typealias S = InProcessStore

  /// A household with one purchase, in a private folder.
  static func household() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "larder-reading-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("larder.sqlite").path
    try S.buy(try Store(path: path), "Rice", "1", for: "1.89", on: "2026-11-01")
    return path
  }

  @Test func aReadingStoreReadsTheHousehold() throws {
    let store = try Store(path: try Self.household(), forReading: true)
    #expect(
      try store.stock(asOf: try S.day("2026-11-02"), includeUsedUp: false).map(\.item.name) == [
        "Rice"
      ])
  }

  @Test func aReadingStoreCannotWrite() throws {
    let store = try Store(path: try Self.household(), forReading: true)
    #expect(throws: (any Error).self) {
      try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-01")
    }
  }

  @Test func aWritingStoreOnTheSameFileWrites() throws {
    let path = try Self.household()
    _ = try Store(path: path, forReading: true)
    try S.buy(try Store(path: path), "Milk", "1", for: "1.00", on: "2026-11-01")
    #expect(try Store(path: path, forReading: true).itemNames().sorted() == ["Milk", "Rice"])
  }
}

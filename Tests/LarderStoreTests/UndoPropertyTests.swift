import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Random writes on the sample household, undone and redone: the household comes back row
/// for row. The sequence is seeded, so a failure can be replayed.
@Suite struct UndoPropertyTests {
  /// A small seeded generator (SplitMix64), so the writes are the same on every run.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

  /// The sample household, imported.
  static func household() throws -> Store {
    let store = try S.empty()
    for file in ["purchases.csv", "events.csv"] {
      let text = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
      _ = try S.importCSV(store, text)
    }
    return store
  }

  /// One random write; false when the store refused it (nothing is recorded then).
  static func write(_ store: Store, _ random: inout Seeded, step: Int) throws -> Bool {
    let items = try store.stock(asOf: try S.day("2026-12-31"), includeUsedUp: true).map(\.item.name)
    guard let name = items.randomElement(using: &random) else { return false }
    let day = "2026-11-\(10 + Int.random(in: 0...20, using: &random))"
    do {
      switch Int.random(in: 0..<9, using: &random) {
      case 0:
        try S.buy(store, name, "\(Int.random(in: 1...5, using: &random))", for: "2.40", on: day)
      case 1:
        try S.buy(
          store, "New item \(step)", "1.5", for: "0.99", on: day, expires: "2026-12-24",
          unit: "kg")
      case 2: try S.use(store, name, "0.5", on: day)
      case 3: try S.use(store, name, "1", on: day, .discard)
      case 4:
        try store.editItem(
          name, Store.ItemChanges(category: "changed \(step)", location: "shelf \(step)"))
      case 5:
        guard let lot = try store.history(of: name).lots.randomElement(using: &random) else {
          return false
        }
        try store.editLot(
          UUIDText.format(lot.lot.id), Store.LotChanges(price: "3.33", location: "cellar"))
      case 6:
        guard let event = try store.history(of: name).events.randomElement(using: &random) else {
          return false
        }
        if Bool.random(using: &random) {
          try store.deleteEvent(UUIDText.format(event.id))
        } else {
          try store.editEvent(
            UUIDText.format(event.id), Store.EventChanges(note: "fixed"), today: S.today)
        }
      case 7: try store.deleteItem(name, purge: true)
      default:
        _ = try S.importCSV(
          store, "date,item,quantity,price\n\(day),Imported \(step),2,1.00\n\(day),\(name),1,0.50\n"
        )
      }
      return true
    } catch is StoreError {
      return false
    } catch is ValueError {
      return false
    }
  }

  @Test(.tags(.slow)) func twoHundredWritesUndoneGiveTheHouseholdBackAndRedoneGiveTheirEnd() throws
  {
    let store = try Self.household()
    let start = try UndoTests.dump(store)
    var random = Seeded(state: 20_261_130)
    var written = 0
    for step in 0..<200 where try Self.write(store, &random, step: step) {
      written += 1
    }
    #expect(written > 100)
    let end = try UndoTests.dump(store)

    // Undo half, redo them: the end again.
    for _ in 0..<(written / 2) { try store.undo() }
    #expect(try UndoTests.dump(store) != end)
    for _ in 0..<(written / 2) { try store.redo() }
    #expect(try UndoTests.dump(store) == end)

    // Undo every write: the start, row for row.
    for _ in 0..<written { try store.undo() }
    #expect(try UndoTests.dump(store) == start)
  }
}

import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// `Store.undoPreview` and `redoPreview`: what an undo or a redo would remove, bring back
/// and set back, and the items it touches, read without changing anything.
@Suite struct UndoPreviewTests {
  /// Milk: 2 L expiring 2026-11-10 and 1 L without expiry.
  func milk() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-11-01", expires: "2026-11-10", unit: "L")
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-02")
    return store
  }

  /// Counts of items, lots and events.
  func counts(items: Int = 0, lots: Int = 0, events: Int = 0) -> ChangePreview.Counts {
    var counts = ChangePreview.Counts()
    counts.items = items
    counts.lots = lots
    counts.events = events
    return counts
  }

  @Test func anImportOfEventsPreviewsEachOfItsEventsAndTheLotsTheyDrewFrom() throws {
    // Three rows of 0.5 L, each drawn from the expiring lot alone.
    let store = try milk()
    let csv =
      "date,item,action,quantity\n"
      + (3...5).map { "2026-11-0\($0),Milk,consume,0.5\n" }
      .joined()
    _ = try S.importCSV(store, csv)
    let preview = try store.undoPreview()
    #expect(preview.action == .undo)
    #expect(preview.change.action == .importedEvents(file: "a file", events: 3))
    #expect(preview.removes == counts(events: 3))
    #expect(preview.updates == counts(lots: 1))
    #expect(preview.restores.isEmpty)
    #expect(preview.items.map(\.name) == ["Milk"])
    #expect(preview.isImport && !preview.isDeletion)
  }

  @Test func anImportOfPurchasesPreviewsItsLotsAndTheNewItemsByName() throws {
    let store = try milk()
    _ = try S.importCSV(
      store,
      "date,item,quantity,price\n2026-11-03,Tea,1,3.00\n2026-11-04,Tea,2,6.00\n"
        + "2026-11-04,Rice,1,1.20\n2026-11-05,Milk,1,1.00\n")
    let preview = try store.undoPreview()
    #expect(preview.removes == counts(items: 2, lots: 4))
    #expect(preview.items.map(\.name) == ["Milk", "Rice", "Tea"])
    #expect(preview.isImport)
  }

  @Test func aPreviewChangesNothing() throws {
    let store = try milk()
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-03,Milk,consume,2.5\n")
    let before = try UndoTests.dump(store)
    let changes = try store.changes(limit: 10)
    _ = try store.undoPreview()
    try store.undo()
    _ = try store.redoPreview()
    #expect(try store.changes(limit: 10).count == changes.count + 1)
    try store.redo()
    #expect(try UndoTests.dump(store) == before)
  }

  @Test func aConsumePreviewsItsEventsRemovedAndItsLotsSetBack() throws {
    let store = try milk()
    try S.use(store, "Milk", "2.5", on: "2026-11-03")
    let preview = try store.undoPreview()
    #expect(preview.removes == counts(events: 2))
    #expect(preview.updates == counts(lots: 2))
    #expect(preview.items.map(\.name) == ["Milk"])
    #expect(!preview.isImport && !preview.isDeletion)
  }

  @Test func aPurgePreviewsTheItemItsLotsAndEventsBroughtBack() throws {
    let store = try milk()
    try S.use(store, "Milk", "2.5", on: "2026-11-03")
    let milkID = try store.item("Milk").id
    try store.deleteItem("Milk", purge: true)
    let preview = try store.undoPreview()
    #expect(preview.restores == counts(items: 1, lots: 2, events: 2))
    #expect(preview.removes.isEmpty)
    #expect(preview.items == [ChangePreview.TouchedItem(id: milkID, name: "Milk")])
    #expect(preview.isDeletion)
  }

  @Test func redoingAnUndoneImportPreviewsItsRowsBroughtBack() throws {
    let store = try milk()
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-11-03,Tea,1,3.00\n")
    try store.undo()
    let preview = try store.redoPreview()
    #expect(preview.action == .redo)
    #expect(
      preview.change.action == .importedPurchases(file: "a file", purchases: 1, newItems: 1))
    #expect(preview.restores == counts(items: 1, lots: 1))
    #expect(preview.removes.isEmpty)
    #expect(preview.items.map(\.name) == ["Tea"])
    #expect(preview.isImport && !preview.isDeletion)
  }

  @Test func redoingAnUndonePurgePreviewsItsRowsRemovedAgain() throws {
    let store = try milk()
    try store.deleteItem("Milk", purge: true)
    try store.undo()
    let preview = try store.redoPreview()
    #expect(preview.removes == counts(items: 1, lots: 2))
    #expect(preview.items.map(\.name) == ["Milk"])
    #expect(preview.isDeletion)
  }

  @Test func aBlockedUndoIsRefusedByItsPreviewAsByTheUndo() throws {
    let store = try milk()
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-03,Milk,consume,1\n")
    let imported = try #require(try store.changes(limit: 1).first)
    try S.use(store, "Milk", "0.5", on: "2026-11-04")
    #expect {
      try store.undoPreview(String(UUIDText.format(imported.id).prefix(8)))
    } throws: { error in
      if case StoreError.undoBlocked = error { return true }
      return false
    }
  }

  @Test func thereIsNothingToRedoOnceANewChangeIsMade() throws {
    let store = try milk()
    try S.use(store, "Milk", "1", on: "2026-11-03")
    let consume = try store.undo()
    #expect(try store.nextRedo()?.id == consume.id)
    try S.buy(store, "Tea", "1", for: "3.00", on: "2026-11-04")
    #expect(try store.nextRedo() == nil)
    #expect(throws: StoreError.self) { try store.redoPreview() }
  }
}

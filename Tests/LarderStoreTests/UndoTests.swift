import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Every write can be undone exactly and redone (docs/commands.md, "Undo"): the tables
/// after an undo are row for row, ids and all, what they were before the change.
@Suite struct UndoTests {
  /// Every row of the household's tables, in id order: what an export is made from.
  static func dump(_ store: Store) throws -> [String] {
    try RecordedTables.all.flatMap { table in
      try store.db.rows(
        "SELECT \(RecordedTables.image(table, table.name)) FROM \(table.name) ORDER BY id"
      ) { $0.text(0) }
    }
  }

  /// Whether `action` is the purchase of `quantity` of `item`.
  static func isPurchase(_ action: ChangeAction, of quantity: String, item: String = "Milk")
    -> Bool
  {
    guard case .added(item, let bought, _, _, _) = action else { return false }
    return bought.description == quantity
  }

  /// Milk: 2 L expiring 2026-11-10 and 1 L without expiry.
  func milk() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-11-01", expires: "2026-11-10", unit: "L")
    try S.buy(store, "Milk", "1", for: "1.00", on: "2026-11-02")
    return store
  }

  @Test func undoingAnAddRemovesTheLotAndTheNewItem() throws {
    let store = try S.empty()
    let before = try Self.dump(store)
    let lot = try S.buy(store, "Rice", "1", for: "1.20", on: "2026-11-01")
    let undone = try store.undo()
    #expect(
      undone.action
        == .added(
          item: "Rice", quantity: Quantity(1), unit: "pcs", price: try S.euros("1.20"), lot: lot.id)
    )
    #expect(try Self.dump(store) == before)
  }

  @Test func undoingAConsumeAcrossTwoLotsPutsBothBack() throws {
    // 2.5 L drawn: 2 from the expiring lot, 0.5 from the other.
    let store = try milk()
    let before = try Self.dump(store)
    let events = try S.use(store, "Milk", "2.5", on: "2026-11-03")
    #expect(events.count == 2)
    try store.undo()
    #expect(try Self.dump(store) == before)
  }

  @Test func undoingADiscardPutsItBack() throws {
    let store = try milk()
    let before = try Self.dump(store)
    try S.use(store, "Milk", "1", on: "2026-11-03", .discard)
    try store.undo()
    #expect(try Self.dump(store) == before)
  }

  @Test func undoingEditsOfAnItemAndALotRestoresThem() throws {
    let store = try milk()
    let before = try Self.dump(store)
    try store.editItem("Milk", Store.ItemChanges(name: "Whole milk", category: "dairy"))
    let lot = try #require(try store.history(of: "Whole milk").lots.first?.lot.id)
    try store.editLot(
      String(UUIDText.format(lot).prefix(8)),
      Store.LotChanges(price: "2.50", location: "fridge"))
    try store.undo()
    try store.undo()
    #expect(try Self.dump(store) == before)
  }

  @Test func undoingAPurgeBringsTheItemAndItsHistoryBack() throws {
    let store = try milk()
    try S.use(store, "Milk", "2.5", on: "2026-11-03")
    let before = try Self.dump(store)
    try store.deleteItem("Milk", purge: true)
    #expect(try store.stock(asOf: try S.day("2026-12-31"), includeUsedUp: true).isEmpty)
    try store.undo()
    #expect(try Self.dump(store) == before)
  }

  @Test func undoingAnImportForgetsItSoTheFileImportsAgain() throws {
    let store = try S.empty()
    let before = try Self.dump(store)
    let file = "date,item,quantity,price\n2026-11-01,Tea,1,3.00\n2026-11-02,Tea,2,6.00\n"
    func importFile() throws -> ImportSummary {
      var reader = CSVReader(bytes: Array(file.utf8))
      return try store.importCSV(
        &reader, defaultCurrency: .euro, today: S.today, dryRun: false,
        origin: ImportOrigin(
          fileName: "tea.csv", importedOn: try S.day("2026-11-02"), byteHash: { "cafe" }))
    }
    _ = try importFile()
    #expect(throws: StoreError.self) { try importFile() }
    try store.undo()
    #expect(try Self.dump(store) == before)
    #expect(try importFile().rows == 2)
  }

  @Test func anEventsImportFromEarlierLotsIsUndoneAndRedoneExactly() throws {
    // The import draws 2.5 L from the two milk lots bought before it, and buys tea.
    let store = try milk()
    let before = try Self.dump(store)
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-03,Milk,consume,2.5\n")
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-11-03,Tea,1,3.00\n")
    let after = try Self.dump(store)
    try store.undo()
    try store.undo()
    #expect(try Self.dump(store) == before)
    try store.redo()
    try store.redo()
    #expect(try Self.dump(store) == after)
  }

  @Test func anImportNamesTheItemsItTouchedInTheirHistory() throws {
    let store = try milk()
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-03,Milk,consume,1\n")
    let changes = try store.changes(limit: 10, item: "Milk")
    #expect(changes.count == 3)
    #expect(changes.first?.action == .importedEvents(file: "a file", events: 1))
  }

  @Test func anImportThatALaterConsumeDrewFromCannotBeUndoneAlone() throws {
    let store = try milk()
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-03,Milk,consume,1\n")
    let imported = try newest(store)
    try S.use(store, "Milk", "0.5", on: "2026-11-04")
    expectBlockedByALaterChange { try store.undo(imported) }
  }

  @Test func anEventsImportThatALaterImportDrewFromTheSameLotCannotBeUndoneAlone() throws {
    // Both imports draw from the expiring 2 L lot.
    let store = try milk()
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-03,Milk,consume,0.5\n")
    let first = try newest(store)
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-04,Milk,consume,0.5\n")
    expectBlockedByALaterChange { try store.undo(first) }
  }

  @Test func aConsumeWhoseLotALaterImportDrewFromCannotBeUndoneAlone() throws {
    // Undoing the consume alone would put back the lot as it was before the import too.
    let store = try milk()
    try S.use(store, "Milk", "0.5", on: "2026-11-03")
    let consume = try newest(store)
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-04,Milk,consume,0.5\n")
    expectBlockedByALaterChange { try store.undo(consume) }
  }

  @Test func anEventsImportIsUndoneOutOfOrderPastALaterChangeOfAnotherItem() throws {
    let store = try milk()
    let before = try Self.dump(store)
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-03,Milk,consume,2.5\n")
    let imported = try newest(store)
    try S.buy(store, "Tea", "1", for: "3.00", on: "2026-11-04")
    try store.undo(imported)
    try store.undo()
    #expect(try Self.dump(store) == before)
  }

  @Test func anEventsImportThatKeptImagesOfItsLotsIsUndoneExactly() throws {
    // Imports recorded before the images were left out have both: the lots are put back
    // once, from their images.
    let store = try milk()
    let before = try Self.dump(store)
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-03,Milk,consume,2.5\n")
    let lots = try #require(RecordedTables.table("lots"))
    try store.db.run(
      """
      WITH newest (id) AS (SELECT max(id) FROM changes),
        old AS (SELECT lots.*, lots.remaining + (
            SELECT sum(quantity) FROM events WHERE lot_id = lots.id) AS earlier FROM lots)
      INSERT INTO change_rows (change_id, tbl, row_id, op, before)
      SELECT newest.id, 'lots', old.id, 'update',
        \(RecordedTables.image(lots, "old", remaining: "earlier"))
      FROM old, newest
      """)
    try store.undo()
    #expect(try Self.dump(store) == before)
  }

  /// The 8-character reference of the newest change.
  func newest(_ store: Store) throws -> String {
    let change = try #require(try store.changes(limit: 1).first)
    return String(UUIDText.format(change.id).prefix(8))
  }

  /// Expects `body` to be refused as depending on a later change, not by a constraint.
  func expectBlockedByALaterChange(_ body: () throws -> Void) {
    do {
      try body()
      Issue.record("the undo was not refused")
    } catch StoreError.undoBlocked {
    } catch {
      Issue.record("refused for another reason: \(error)")
    }
  }

  @Test func anImportOfPurchasesNamesTheItemsOfItsLotsInTheirHistory() throws {
    // The import's item and lots are noted as ranges of ids, not row by row.
    let store = try milk()
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-11-03,Tea,1,3.00\n")
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-11-04,Milk,1,1.00\n")
    #expect(try store.changes(limit: 10, item: "Tea").count == 1)
    #expect(try store.changes(limit: 10, item: "Milk").count == 3)
  }

  @Test func anImportWhoseItemALaterAddBoughtAgainCannotBeUndoneAlone() throws {
    let store = try S.empty()
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-11-03,Tea,1,3.00\n")
    let imported = try newest(store)
    try S.buy(store, "Tea", "1", for: "3.00", on: "2026-11-04")
    expectBlockedByALaterChange { try store.undo(imported) }
    try store.undo()
    try store.undo(imported)
    #expect(try Self.dump(store).isEmpty)
  }

  @Test func anImportOfPurchasesThatALaterImportDrewFromCannotBeUndoneAlone() throws {
    let store = try S.empty()
    _ = try S.importCSV(store, "date,item,quantity,price\n2026-11-03,Tea,2,3.00\n")
    let purchases = try newest(store)
    _ = try S.importCSV(store, "date,item,action,quantity\n2026-11-04,Tea,consume,1\n")
    expectBlockedByALaterChange { try store.undo(purchases) }
    let drawn = try store.db.firstRow("SELECT remaining FROM lots LIMIT 1") { $0.int64(0) }
    #expect(drawn == 1_000)
  }

  @Test func redoReappliesExactlyWhatWasUndone() throws {
    let store = try milk()
    try S.use(store, "Milk", "2.5", on: "2026-11-03")
    let after = try Self.dump(store)
    try store.undo()
    try store.undo()
    let redone = try store.redo()
    #expect(Self.isPurchase(redone.action, of: "1"))
    try store.redo()
    #expect(try Self.dump(store) == after)
    #expect(throws: StoreError.nothingToRedo) { try store.redo() }
  }

  @Test func aNewWriteClearsWhatCanBeRedone() throws {
    let store = try milk()
    try store.undo()
    try S.use(store, "Milk", "1", on: "2026-11-03")
    #expect(throws: StoreError.nothingToRedo) { try store.redo() }
  }

  @Test func repeatedUndoWalksBackAndNeverUndoesAnUndo() throws {
    let store = try S.empty()
    let empty = try Self.dump(store)
    try S.buy(store, "Rice", "1", for: "1.20", on: "2026-11-01")
    try S.buy(store, "Tea", "1", for: "3.00", on: "2026-11-01")
    try store.undo()
    try store.undo()
    #expect(try Self.dump(store) == empty)
    #expect(throws: StoreError.nothingToUndo) { try store.undo() }
    #expect(try store.changes(limit: 10).map(\.kind) == [.undo, .undo, .write, .write])
  }

  @Test func anUndoThatALaterChangeDependsOnIsRefusedAndAltersNothing() throws {
    // The purchase of the 1 L lot was then consumed from: undoing it out of order would
    // leave an event without its lot.
    let store = try milk()
    try S.use(store, "Milk", "2.5", on: "2026-11-03")
    let history = try store.changes(limit: 10)
    let purchase = try #require(history.last { Self.isPurchase($0.action, of: "1") })
    let before = try Self.dump(store)
    let changesBefore = try store.changes(limit: 10)
    let id = String(UUIDText.format(purchase.id).prefix(6))
    let consume = String(UUIDText.format(history[0].id).prefix(8))
    #expect {
      try store.undo(id, naming: { if case .used = $0 { "a consume" } else { "" } })
    } throws: { error in
      guard case StoreError.undoBlocked(_, let later) = error else { return false }
      return later == consume + " (a consume)"
    }
    #expect(try Self.dump(store) == before)
    #expect(try store.changes(limit: 10) == changesBefore)
  }

  @Test func anIndependentChangeCanBeUndoneOutOfOrder() throws {
    let store = try milk()
    let rice = try S.buy(store, "Rice", "1", for: "1.20", on: "2026-11-01")
    try S.use(store, "Milk", "1", on: "2026-11-03")
    let added = try #require(
      try store.changes(limit: 10).first { Self.isPurchase($0.action, of: "1", item: "Rice") })
    try store.undo(String(UUIDText.format(added.id).prefix(4)))
    #expect(
      try store.stock(asOf: try S.day("2026-12-31"), includeUsedUp: true).map(\.item.name) == [
        "Milk"
      ])
    #expect(rice.quantity == Quantity(1))
  }

  @Test func aWriteThatChangesNothingIsNotRecorded() throws {
    let store = try S.empty()
    _ = try S.importCSV(store, "date,item,quantity,price\n")
    #expect(try store.changes(limit: 10).isEmpty)
  }
}

/// Correcting one event: the lot's remaining quantity always equals its quantity less its
/// events.
@Suite struct EventCorrectionTests {
  func remainingAgreesWithEvents(_ store: Store) throws -> Bool {
    try store.db.firstRow(
      """
      SELECT count(*) FROM lots WHERE remaining <> quantity -
        (SELECT coalesce(sum(quantity), 0) FROM events WHERE lot_id = lots.id) LIMIT 1
      """
    ) { $0.int64(0) } == 0
  }

  @Test func editingAnEventsQuantityRecomputesItsLot() throws {
    // 3 bought, 2 consumed then corrected to 1: 2 left.
    let store = try S.empty()
    try S.buy(store, "Eggs", "3", for: "1.50", on: "2026-11-01")
    let event = try #require(try S.use(store, "Eggs", "2", on: "2026-11-02").first)
    let id = String(UUIDText.format(event.id).prefix(8))
    try store.editEvent(
      id, Store.EventChanges(quantity: Quantity(1), note: "only one"), today: S.today)
    #expect(try S.onHand(store)["Eggs"] == "2")
    #expect(try remainingAgreesWithEvents(store))
  }

  @Test func deletingAnEventGivesItsLotBack() throws {
    let store = try S.empty()
    try S.buy(store, "Eggs", "3", for: "1.50", on: "2026-11-01")
    let event = try #require(try S.use(store, "Eggs", "2", on: "2026-11-02").first)
    try store.deleteEvent(UUIDText.format(event.id))
    #expect(try S.onHand(store)["Eggs"] == "3")
    #expect(try remainingAgreesWithEvents(store))
  }

  @Test func aCorrectionThatOverdrawsTheLotIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Eggs", "3", for: "1.50", on: "2026-11-01")
    let event = try #require(try S.use(store, "Eggs", "2", on: "2026-11-02").first)
    let before = try UndoTests.dump(store)
    #expect(
      throws: StoreError.lotOverdrawn(
        lot: String(UUIDText.format(event.lotID).prefix(8)), quantity: Quantity(3),
        used: Quantity(4), unit: "pcs")
    ) {
      try store.editEvent(
        UUIDText.format(event.id), Store.EventChanges(quantity: Quantity(4)), today: S.today)
    }
    #expect(try UndoTests.dump(store) == before)
  }

  @Test func anEventCannotMoveBeforeItsLotWasBought() throws {
    let store = try S.empty()
    try S.buy(store, "Eggs", "3", for: "1.50", on: "2026-11-01")
    let event = try #require(try S.use(store, "Eggs", "2", on: "2026-11-02").first)
    #expect(
      throws: StoreError.eventBeforePurchase(
        date: try S.day("2026-10-31"), purchased: try S.day("2026-11-01"))
    ) {
      try store.editEvent(
        UUIDText.format(event.id), Store.EventChanges(date: try S.day("2026-10-31")),
        today: S.today)
    }
  }

  @Test func anEventCorrectionCanBeUndone() throws {
    let store = try S.empty()
    try S.buy(store, "Eggs", "3", for: "1.50", on: "2026-11-01")
    let event = try #require(try S.use(store, "Eggs", "2", on: "2026-11-02").first)
    let before = try UndoTests.dump(store)
    try store.deleteEvent(UUIDText.format(event.id))
    try store.undo()
    #expect(try UndoTests.dump(store) == before)
  }
}

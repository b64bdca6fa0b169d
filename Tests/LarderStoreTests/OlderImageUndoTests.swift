import Foundation
import LarderCore
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Undo of a change recorded before schema 15, whose row images lack the new columns:
/// the row gets the values such rows had (`RecordedTables.AddedColumn.before`).
@Suite struct OlderImageUndoTests {
  @Test func anImageWithoutTheNewColumnsUndoesToASealedLotOfUnknownKind() throws {
    let store = try S.empty()
    let lot = try S.buy(store, "Milk", "2", for: "2.00", on: "2026-10-28", expires: "2026-11-08")
    try store.editLot(String(UUIDText.format(lot.id).prefix(8)), Store.LotChanges(price: "3.00"))
    try store.db.execute(
      """
      UPDATE change_rows SET before = json_remove(before, '$.date_kind', '$.expires_estimated',
        '$.expires_month', '$.state', '$.state_on') WHERE tbl = 'lots' AND op = 'update'
      """)
    try store.undo()
    let undone = try #require(try store.history(of: "Milk").lots.first).lot
    #expect(undone.price.amount == "2.00")
    #expect(undone.state == .sealed)
    #expect(undone.dateKind == .unknown)
  }
}

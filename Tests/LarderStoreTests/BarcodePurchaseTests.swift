import LarderCore
import LarderErrors
import LarderStore
import Testing

private typealias S = InProcessStore

/// A purchase that gives its item a barcode, as the web's Add page records one after an
/// unknown barcode: one change.
@Suite struct BarcodePurchaseTests {
  let nutella: GTIN

  init() throws { nutella = try GTIN("3017620422003") }

  func nutellaRow() throws -> PurchaseRow {
    PurchaseRow(
      line: 0, date: try S.day("2026-10-01"), item: "Nutella", quantity: try S.quantity("1"),
      price: try S.euros("3.99"))
  }

  @Test func aNewItemIsBoughtWithItsBarcode() throws {
    let store = try S.empty()
    try store.addPurchase(try nutellaRow(), today: S.today, barcode: nutella)
    #expect(try store.item(withBarcode: nutella)?.name == "Nutella")
    #expect(try S.onHand(store) == ["Nutella": "1"])
  }

  @Test func oneUndoTakesBackThePurchaseAndTheBarcode() throws {
    let store = try S.empty()
    try store.addPurchase(try nutellaRow(), today: S.today, barcode: nutella)
    try store.undo()
    #expect(try store.item(withBarcode: nutella) == nil)
    #expect(try S.onHand(store).isEmpty)
  }

  @Test func aBarcodeOfAnotherItemRecordsNothing() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.10", on: "2026-10-01")
    try store.editItem("Milk", Store.ItemChanges(addBarcodes: [nutella]))
    #expect(throws: StoreError.barcodeTaken(nutella, item: "Milk")) {
      try store.addPurchase(try nutellaRow(), today: S.today, barcode: nutella)
    }
    #expect(try S.onHand(store) == ["Milk": "1"])
  }
}

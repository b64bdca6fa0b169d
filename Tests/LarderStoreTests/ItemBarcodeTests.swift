import LarderCore
import LarderErrors
import LarderStore
import Testing

private typealias S = InProcessStore

@Suite struct ItemBarcodeTests {
  let nutella: GTIN
  let upc: GTIN

  init() throws {
    nutella = try GTIN("3017620422003")
    upc = try GTIN("036000291452")
  }

  @Test func anItemFoundByItsBarcodeInAnySpelling() throws {
    let store = try S.empty()
    try S.buy(store, "Nutella", "1", for: "3.99", on: "2026-10-01")
    try store.editItem("Nutella", Store.ItemChanges(addBarcodes: [upc]))
    #expect(try store.item(withBarcode: GTIN("0036000291452"))?.name == "Nutella")
    #expect(try store.item(withBarcode: GTIN("00036000291452"))?.name == "Nutella")
    #expect(try store.barcodes(of: "Nutella").map(\.digits) == ["036000291452"])
  }

  @Test func aBarcodeOfAnotherItemIsRefusedNamingIt() throws {
    let store = try S.empty()
    try S.buy(store, "Nutella", "1", for: "3.99", on: "2026-10-01")
    try S.buy(store, "Milk", "1", for: "1.10", on: "2026-10-01")
    try store.editItem("Nutella", Store.ItemChanges(addBarcodes: [nutella]))
    #expect(throws: StoreError.barcodeTaken(nutella, item: "Nutella")) {
      try store.editItem("Milk", Store.ItemChanges(addBarcodes: [nutella]))
    }
    #expect(try store.barcodes(of: "Milk").isEmpty)
  }

  @Test func removingABarcodeTheItemDoesNotHaveIsRefused() throws {
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.10", on: "2026-10-01")
    #expect(throws: StoreError.barcodeNotOnItem(nutella, item: "Milk")) {
      try store.editItem("Milk", Store.ItemChanges(removeBarcodes: [nutella]))
    }
  }

  @Test func undoingAnEditTakesItsBarcodesOffAgain() throws {
    let store = try S.empty()
    try S.buy(store, "Nutella", "1", for: "3.99", on: "2026-10-01")
    try store.editItem("Nutella", Store.ItemChanges(addBarcodes: [nutella, upc]))
    try store.undo()
    #expect(try store.barcodes(of: "Nutella").isEmpty)
    try store.redo()
    #expect(try store.barcodes(of: "Nutella") == [upc, nutella])
  }

  @Test func deletingAnItemDeletesItsBarcodesAndUndoBringsThemBack() throws {
    let store = try S.empty()
    try S.buy(store, "Nutella", "1", for: "3.99", on: "2026-10-01")
    try store.editItem("Nutella", Store.ItemChanges(addBarcodes: [nutella]))
    try store.deleteItem("Nutella", purge: true)
    #expect(try store.item(withBarcode: nutella) == nil)
    try store.undo()
    #expect(try store.item(withBarcode: nutella)?.name == "Nutella")
  }
}

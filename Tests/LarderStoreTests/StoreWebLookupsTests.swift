import LarderCore
import LarderErrors
import LarderStore
import Testing

/// One item, lot or event looked up by id, as the web pages do.
@Suite struct StoreWebLookupsTests {
  @Test func aLotIsFoundByIdOnlyUnderItsOwnItem() throws {
    let store = try InProcessStore.empty()
    let milk = try InProcessStore.buy(store, "Milk", "2", for: "1.80", on: "2026-10-01")
    try InProcessStore.buy(store, "Bread", "1", for: "2.00", on: "2026-10-01")
    try InProcessStore.use(store, "Milk", "0.5", on: "2026-10-02")
    let id = UUIDText.format(milk.id)
    let found = try #require(try store.lot(id, ofItem: "Milk"))
    #expect(found.lot == milk)
    #expect(found.remaining == (try InProcessStore.quantity("1.5")))
    #expect(try store.lot(id, ofItem: "Bread") == nil)
    #expect(throws: StoreError.self) { try store.lot(id, ofItem: "Cheese") }
  }

  @Test func anEventIsFoundByIdOnlyUnderItsOwnItem() throws {
    let store = try InProcessStore.empty()
    try InProcessStore.buy(store, "Milk", "2", for: "1.80", on: "2026-10-01")
    try InProcessStore.buy(store, "Bread", "1", for: "2.00", on: "2026-10-01")
    let events = try InProcessStore.use(store, "Milk", "0.5", on: "2026-10-02")
    let event = try #require(events.first)
    let id = UUIDText.format(event.id)
    #expect(try store.event(id, ofItem: "Milk") == event)
    #expect(try store.event(id, ofItem: "Bread") == nil)
    #expect(try store.item("Milk").name == "Milk")
  }
}

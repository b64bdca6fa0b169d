import Foundation
import LarderStore
import Testing

@testable import LarderWeb

/// A form sent again with the same idempotency key (a phone's retry after a timeout, its
/// offline queue sent twice) is applied once.
@Suite struct IdempotencyKeyTests {
  let key = "7f1c2a9e-3b4d-4e5f-8a6b-0c1d2e3f4a5b"

  func household() throws -> (InProcessWeb, Store) {
    let web = try InProcessWeb()
    web.enter()
    _ = web.bought("Milk", "2", unit: "L", price: "2.00", on: "2026-11-01", expires: "2026-12-31")
    let store = try Store(path: web.folder.appendingPathComponent("larder.sqlite").path)
    return (web, store)
  }

  @Test func anAddSentTwiceWithOneKeyRecordsOnePurchase() throws {
    let (web, store) = try household()
    let fields = [
      ("name", "Rice"), ("quantity", "1"), ("unit", "kg"), ("price", "2.50"),
      ("idempotency", key),
    ]
    let first = web.post("/add", fields)
    #expect(first.status == 303)
    let again = web.post("/add", fields)
    #expect(again.status == 303)
    #expect(again.header("Location") == "/add")
    #expect(web.get("/add").text.contains("This was already recorded; nothing was changed."))
    #expect(try store.changes(limit: 10).count == 2)
  }

  @Test func theKeyMayComeAsAHeader() throws {
    let (web, store) = try household()
    _ = web.post("/shopping/add", [("name", "Milk"), ("quantity", "1")])
    for _ in 0..<3 {
      _ = web.post("/shopping/buy", [("name", "Milk")], headers: ["idempotency-key": key])
    }
    #expect(try store.changes(limit: 10).count == 3)
    #expect(try store.hasApplied(key))
  }

  @Test func aRefusedFormKeepsNoKeySoItCanBeSentAgain() throws {
    let (web, store) = try household()
    let refused = web.post("/shopping/buy", [("name", "Bread"), ("idempotency", key)])
    #expect(refused.status == 422)
    #expect(try !store.hasApplied(key))
  }

  @Test func undoingTheChangeDoesNotMakeTheRequestNewAgain() throws {
    let (web, store) = try household()
    let fields = [("name", "Eggs"), ("idempotency", key)]
    _ = web.post("/shopping/add", fields)
    try store.undo()
    #expect(web.post("/shopping/add", fields).header("Location") == "/shopping")
    #expect(try store.shoppingList(asOf: InProcessWeb.today).filter { $0.name == "Eggs" }.isEmpty)
  }

  @Test func aKeyThatIsNotOneIsIgnored() {
    #expect(
      WebApp.requestKey(
        Request(method: "POST", path: "/add", headers: ["idempotency-key": "short"])) == nil)
    #expect(
      WebApp.requestKey(
        Request(method: "POST", path: "/add", headers: ["idempotency-key": key + "'; --"])) == nil)
    #expect(
      WebApp.requestKey(Request(method: "POST", path: "/add", headers: ["idempotency-key": key]))
        == key)
  }
}

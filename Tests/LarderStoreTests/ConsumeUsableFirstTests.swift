import Foundation
import LarderCore
import Testing

@testable import LarderStore

/// `consume` on 10 March with 4 pcs expired on 1 March and 2 pcs expiring on 20 March:
/// usable stock first; the expired lot only for what is lacking, or first with
/// `--expired`; `discard` keeps plain FEFO, so the expired lot goes first.
@Suite struct ConsumeUsableFirstTests {
  typealias S = InProcessStore

  func household() throws -> (Store, expired: Lot, fresh: Lot) {
    let store = try S.empty()
    let expired = try S.buy(
      store, "Eggs", "4", for: "2.00", on: "2026-02-20", expires: "2026-03-01")
    let fresh = try S.buy(store, "Eggs", "2", for: "1.00", on: "2026-03-05", expires: "2026-03-20")
    return (store, expired, fresh)
  }

  func consume(
    _ store: Store, _ quantity: String, preferring: FEFOAllocation.Preference = .usableFirst,
    _ kind: Event.Kind = .consume
  ) throws -> RecordedUse {
    try store.record(
      EventRow(
        line: 0, date: try S.day("2026-03-10"), item: "Eggs", kind: kind,
        quantity: try S.quantity(quantity)),
      today: S.today, preferring: preferring)
  }

  @Test func consumeTakesTheUsableLotAndNamesNoExpiredOne() throws {
    let (store, _, fresh) = try household()
    let use = try consume(store, "2")
    #expect(use.events.map(\.lotID) == [fresh.id])
    #expect(use.fromExpired.isEmpty)
  }

  @Test func consumeBeyondTheUsableStockNamesTheExpiredLotAndItsDate() throws {
    let (store, expired, fresh) = try household()
    let use = try consume(store, "3")
    #expect(use.events.map(\.lotID) == [fresh.id, expired.id])
    #expect(
      use.fromExpired == [
        ExpiredDraw(lotID: expired.id, expiresOn: try S.day("2026-03-01"), quantity: Quantity(1))
      ])
  }

  @Test func consumeExpiredFirstTakesThePastDateLot() throws {
    let (store, expired, _) = try household()
    let use = try consume(store, "1", preferring: .expiredFirst)
    #expect(use.events.map(\.lotID) == [expired.id])
    #expect(use.fromExpired.map(\.quantity) == [Quantity(1)])
  }

  @Test func discardStillTakesTheEarliestExpiryFirst() throws {
    let (store, expired, _) = try household()
    let use = try consume(store, "1", .discard)
    #expect(use.events.map(\.lotID) == [expired.id])
  }
}

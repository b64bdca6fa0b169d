import Foundation
import Testing

@testable import LarderCore

/// `larder list`'s line per item at a day D: usable and expired stock (docs definitions 2
/// and 5) and the next expiry of the usable stock.
@Suite struct ItemStockTests {
  let asOf = day("2026-11-01")

  /// `units` held at D expiring on `expires` (nil: never).
  func held(_ units: Int32, expires: String?) -> HeldSupply {
    HeldSupply(expiresOn: expires.map(day), remaining: Quantity(units))
  }

  @Test func aLotExpiringOnTheDayIsUsableAndOneExpiringTheDayBeforeIsExpired() throws {
    // 2 expire on D itself (usable), 3 the day before (expired), 4 have no expiry (usable).
    let stock = try ItemStock(
      item: item("Yoghurt"), asOf: asOf,
      supply: [
        held(2, expires: "2026-11-01"), held(3, expires: "2026-10-31"), held(4, expires: nil),
      ])
    #expect(stock.usable == Quantity(6))
    #expect(stock.expired == Quantity(3))
    #expect(stock.onHand == Quantity(9))
    #expect(stock.nextExpiry == day("2026-11-01"))
  }

  @Test func theNextExpiryIsThatOfUsableStockNeverOfExpiredOrEmptyLots() throws {
    // What expired on 10-25 and the empty group expiring 11-02 do not count: the next
    // expiry is 11-05, the earliest of what is usable.
    let stock = try ItemStock(
      item: item("Ham"), asOf: asOf,
      supply: [
        held(1, expires: "2026-10-25"), held(0, expires: "2026-11-02"),
        held(1, expires: "2026-11-09"), held(1, expires: "2026-11-05"),
      ])
    #expect(stock.nextExpiry == day("2026-11-05"))
    #expect(stock.usable == Quantity(2))
    #expect(stock.expired == Quantity(1))
  }

  @Test func anItemWithOnlyExpiredStockHasNothingUsableAndNoNextExpiry() throws {
    // Minced beef as of 2026-11-01 in the sample household: 767 g, all expired.
    let stock = try ItemStock(
      item: item("Minced beef"), asOf: asOf, supply: [held(767, expires: "2026-10-27")])
    #expect(stock.usable == .zero)
    #expect(stock.expired == Quantity(767))
    #expect(stock.nextExpiry == nil)
  }

  @Test func onHandIsUsablePlusExpiredAndTooMuchIsAnErrorNotATrap() throws {
    #expect(throws: ValueError.self) {
      try ItemStock(
        item: item("Rice"), usable: Quantity(thousandths: .max),
        expired: Quantity(thousandths: 1), nextExpiry: nil)
    }
  }
}

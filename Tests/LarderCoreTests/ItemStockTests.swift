import Foundation
import Testing

@testable import LarderCore

/// `larder list`'s line per item at a day D: usable and expired stock (README definitions 2
/// and 5) and the next expiry of the usable stock.
@Suite struct ItemStockTests {
  let asOf = day("2026-11-01")

  /// A lot of `units` bought on 2026-10-20 with `left` of it at D.
  func held(_ units: Int32, left: Int32? = nil, expires: String?) -> HeldLot {
    let lot = Lot(
      itemID: UUID(), purchasedOn: day("2026-10-20"), quantity: Quantity(units),
      price: Money(minorUnits: 100, currency: eur), expiresOn: expires.map(day))
    return HeldLot(
      status: LotStatus(lot: lot, remaining: Quantity(left ?? units)), creationOrder: 1)
  }

  @Test func aLotExpiringOnTheDayIsUsableAndOneExpiringTheDayBeforeIsExpired() throws {
    // 2 expire on D itself (usable), 3 the day before (expired), 4 have no expiry (usable).
    let stock = try ItemStock(
      item: item("Yoghurt"), asOf: asOf,
      lots: [
        held(2, expires: "2026-11-01"), held(3, expires: "2026-10-31"), held(4, expires: nil),
      ])
    #expect(stock.usable == Quantity(6))
    #expect(stock.expired == Quantity(3))
    #expect(stock.onHand == Quantity(9))
    #expect(stock.nextExpiry == day("2026-11-01"))
  }

  @Test func theNextExpiryIsThatOfUsableStockNeverOfExpiredOrEmptyLots() throws {
    // The lot that expired on 10-25 and the used-up lot expiring 11-02 do not count: the
    // next expiry is 11-05, the earliest of the lots that are usable.
    let stock = try ItemStock(
      item: item("Ham"), asOf: asOf,
      lots: [
        held(1, expires: "2026-10-25"), held(2, left: 0, expires: "2026-11-02"),
        held(1, expires: "2026-11-09"), held(1, expires: "2026-11-05"),
      ])
    #expect(stock.nextExpiry == day("2026-11-05"))
    #expect(stock.usable == Quantity(2))
    #expect(stock.expired == Quantity(1))
  }

  @Test func anItemWithOnlyExpiredStockHasNothingUsableAndNoNextExpiry() throws {
    // Minced beef as of 2026-11-01 in the sample household: 767 g, all expired.
    let lot = Lot(
      itemID: UUID(), purchasedOn: day("2026-10-24"), quantity: Quantity(800),
      price: Money(minorUnits: 999, currency: eur), expiresOn: day("2026-10-27"))
    let stock = try ItemStock(
      item: item("Minced beef"), asOf: asOf,
      lots: [HeldLot(status: LotStatus(lot: lot, remaining: Quantity(767)), creationOrder: 1)])
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

import Foundation
import Testing

@testable import LarderCore

/// The forecast's projection (docs definition 5), each figure worked by hand.
///
/// D is 2026-11-01 throughout; the items were first bought on 2026-10-01 (32 days of
/// history) unless a test says otherwise.
@Suite struct ForecastTests {
  let asOf = day("2026-11-01")

  /// A lot of `units` (thousandths given as a decimal string) bought on `bought`.
  func held(
    _ units: String, expires: String?, bought: String = "2026-10-20", price: Int64 = 100,
    order: Int64 = 1
  ) throws -> HeldLot {
    let quantity = try Quantity(parsing: units)
    let lot = Lot(
      itemID: UUID(), purchasedOn: day(bought), quantity: quantity,
      price: Money(minorUnits: price, currency: eur), expiresOn: expires.map(day))
    return HeldLot(status: LotStatus(lot: lot, remaining: quantity), creationOrder: order)
  }

  func project(
    consumed: String, window: Int = 10, first: String = "2026-10-01", minHistory: Int = 14,
    _ lots: [HeldLot]
  ) throws -> ItemProjection {
    try ItemProjection(
      item: item("Thing"), asOf: asOf, window: window, minHistory: minHistory,
      consumed: try Quantity(parsing: consumed), firstPurchase: day(first), lots: lots)
  }

  @Test func aLotExpiringBeforeTheRateReachesItIsWhollyWasted() throws {
    // r = 5 / 10 = 0.5 a day. Both lots expire 2026-11-02: d = 2.
    // First (bought earlier): u = min(2, 0.5 × (2 − 0)) = 1, waste 1, T = 0 + 1/0.5 = 2.
    // Second: T = 2 ≥ d = 2, so u = 0 and all of it (1) is wasted: 1.00 EUR.
    let first = try held("2", expires: "2026-11-02", bought: "2026-10-20", price: 300)
    let second = try held("1", expires: "2026-11-02", bought: "2026-10-25", price: 100, order: 2)
    let projection = try project(consumed: "5", [second, first])
    #expect(projection.status == .ok)
    #expect(projection.lots.map(\.lot.id) == [first.status.lot.id, second.status.lot.id])
    #expect(projection.lots.map(\.projectedUse.description) == ["1", "0"])
    #expect(projection.lots.map(\.projectedWaste.description) == ["1", "1"])
    // 3.00 × 1 / 2 = 1.50; 1.00 × 1 / 1 = 1.00.
    #expect(projection.lots.map(\.wasteValue.amount) == ["1.50", "1.00"])
    #expect(projection.lots.map(\.finishedOn) == [nil, nil])
    // Days of supply = T = 2; run-out D + 2 = 2026-11-03, the day after the last expiry.
    #expect(projection.daysOfSupply?.formatted(places: 1) == "2.0")
    #expect(projection.runOutOn == day("2026-11-03"))
    #expect(projection.projectedWaste?.description == "2")
  }

  @Test func aLotPartlyUsedBeforeItsExpiryThenALotWithoutExpiry() throws {
    // r = 10 / 30 = 1/3 a day (window 30, 32 days of history).
    // Lot 1 expires 2026-11-02, d = 2: u = min(1, 1/3 × 2) = 2/3 → 0.667; waste 1/3 →
    // 0.333, worth 1.00 × 1/3 = 0.333… → 0.33 EUR. T = 2/3 ÷ 1/3 = 2.
    // Lot 2 has no expiry, after it: u = 1, T = 2 + 1 ÷ 1/3 = 5, finished D + 5 = 11-06.
    let expiring = try held("1", expires: "2026-11-02")
    let keeping = try held("1", expires: nil, bought: "2026-10-01", order: 2)
    let projection = try project(consumed: "10", window: 30, [keeping, expiring])
    #expect(projection.perDay?.formatted(places: 3) == "0.333")
    #expect(projection.lots.map(\.projectedUse.description) == ["0.667", "1"])
    #expect(projection.lots.map(\.projectedWaste.description) == ["0.333", "0"])
    #expect(projection.lots.map(\.wasteValue.amount) == ["0.33", "0.00"])
    #expect(projection.lots.map(\.finishedOn) == [nil, day("2026-11-06")])
    // Exactly: 2/3 + 1/3 = 1 of the first lot, all of the second.
    #expect(projection.lots[0].exactUse.scaled(to: 6) == 666_666_667)
    #expect(projection.daysOfSupply?.formatted(places: 1) == "5.0")
    #expect(projection.runOutOn == day("2026-11-06"))
    #expect(projection.projectedWaste?.description == "0.333")
  }

  @Test func twoLotsExpiringTheSameDayGoByPurchaseDate() throws {
    // r = 0.5 a day; both expire 2026-11-03, d = 3. The one bought 10-20 goes first:
    // u = min(1, 0.5 × 3) = 1, T = 2, finished D + 2 = 2026-11-03. The one bought 10-25:
    // u = min(1, 0.5 × (3 − 2)) = 0.5, waste 0.5, worth 0.01 × 0.5 = 0.005 → 0.01 EUR
    // (half away from zero). T = 3: run-out 2026-11-04.
    let later = try held("1", expires: "2026-11-03", bought: "2026-10-25", price: 1, order: 1)
    let earlier = try held("1", expires: "2026-11-03", bought: "2026-10-20", order: 2)
    let projection = try project(consumed: "5", [later, earlier])
    #expect(projection.lots.map(\.lot.id) == [earlier.status.lot.id, later.status.lot.id])
    #expect(projection.lots.map(\.projectedUse.description) == ["1", "0.5"])
    #expect(projection.lots.map(\.finishedOn) == [day("2026-11-03"), nil])
    #expect(projection.lots.map(\.wasteValue.amount) == ["0.00", "0.01"])
    #expect(projection.runOutOn == day("2026-11-04"))
  }

  @Test func rateZeroWastesEveryLotWithAnExpiry() throws {
    // Nothing consumed in the window: r = 0. The lot expiring 11-10 (2 units, 3.00 EUR) is
    // wholly wasted; the one without expiry is kept, unused. No days of supply, no run-out.
    let expiring = try held("2", expires: "2026-11-10", price: 300)
    let keeping = try held("1", expires: nil, order: 2)
    let projection = try project(consumed: "0", [expiring, keeping])
    #expect(projection.status == .unused)
    #expect(projection.perDay?.formatted(places: 3) == "0.000")
    #expect(projection.lots.map(\.projectedUse.description) == ["0", "0"])
    #expect(projection.lots.map(\.projectedWaste.description) == ["2", "0"])
    #expect(projection.lots.map(\.wasteValue.amount) == ["3.00", "0.00"])
    #expect(projection.daysOfSupply == nil)
    #expect(projection.runOutOn == nil)
    #expect(projection.projectedWaste?.description == "2")
  }

  @Test func shortHistoryAtThirteenDaysAndNotAtFourteen() throws {
    // First bought 2026-10-20: 2026-11-01 − 2026-10-20 + 1 = 13 days < 14: no rate.
    let lot = try held("1", expires: "2026-11-05")
    let short = try project(consumed: "1", first: "2026-10-20", [lot])
    #expect(short.status == .shortHistory)
    #expect(short.perDay == nil && short.daysOfSupply == nil && short.runOutOn == nil)
    #expect(short.lots.isEmpty && short.projectedWaste == nil)
    // First bought 2026-10-19: 14 days. Rate = 1 ÷ min(90, 14) = 1/14 = 0.071 a day;
    // the lot (d = 5) gets u = min(1, 5/14) = 0.357, waste 0.643, T = 5.
    let enough = try project(consumed: "1", window: 90, first: "2026-10-19", [lot])
    #expect(enough.status == .ok)
    #expect(enough.perDay?.formatted(places: 3) == "0.071")
    #expect(enough.lots.map(\.projectedUse.description) == ["0.357"])
    #expect(enough.lots.map(\.projectedWaste.description) == ["0.643"])
    #expect(enough.runOutOn == day("2026-11-06"))
    // The threshold is a parameter: with 13 days required, 13 days is enough.
    let lower = try project(consumed: "1", first: "2026-10-20", minHistory: 13, [lot])
    #expect(lower.status == .ok)
  }

  @Test func anItemWithOnlyExpiredStockIsOutWithoutARunOutDate() throws {
    // 0.5 left of a lot that expired 2026-10-30 (< D): expired, not usable. r = 4 / 10.
    let stale = try held("0.5", expires: "2026-10-30")
    let projection = try project(consumed: "4", [stale])
    #expect(projection.status == .out)
    #expect(projection.usable == .zero)
    #expect(projection.expired.description == "0.5")
    #expect(projection.perDay?.formatted(places: 3) == "0.400")
    #expect(projection.daysOfSupply == nil && projection.runOutOn == nil)
    #expect(projection.lots.isEmpty)
    #expect(projection.projectedWaste?.description == "0")
    // It is listed: it has a rate. An item with neither stock nor a rate is not.
    let idle = try project(consumed: "0", [stale])
    let forecast = Forecast(asOf: asOf, window: 10, items: [projection, idle])
    #expect(forecast.items.count == 1)
  }

  @Test func wastedLotsAreSortedByExpiryThenItemAndLimitedByWithin() throws {
    // Rate 0 for both items: every lot with an expiry is wasted.
    let late = try held("1", expires: "2026-11-09", price: 250)
    let early = try held("1", expires: "2026-11-02", price: 100, order: 2)
    func projected(_ name: String, _ lots: [HeldLot]) throws -> ItemProjection {
      try ItemProjection(
        item: item(name), asOf: asOf, window: 10, minHistory: 14, consumed: .zero,
        firstPurchase: day("2026-10-01"), lots: lots)
    }
    let forecast = Forecast(
      asOf: asOf, window: 10,
      items: [try projected("Beta", [late]), try projected("Alpha", [early, late])])
    #expect(forecast.wastedLots().map(\.item) == ["Alpha", "Alpha", "Beta"])
    #expect(
      forecast.wastedLots().map(\.lot.expiresOn) == [early, late, late].map(\.status.lot.expiresOn))
    // Within 7 days: expiries ≤ 2026-11-08 only.
    #expect(forecast.wastedLots(within: 7).map(\.item) == ["Alpha"])
    #expect(try Forecast.totals(of: forecast.wastedLots()).amounts.map(\.amount) == ["6.00"])
  }

  @Test func theBoundsComputeWithoutOverflow() throws {
    // An item at its bound (10^14 thousandths consumed over 36,600 days), a lot at its
    // bound expiring 9999-12-31, as of 36,600 days after the first purchase on 0001-01-01:
    // the deadline d ≈ 3.6 × 10^6 days, so q × d ≈ 3.6 × 10^20, far below 2^96.
    let quantity = Quantity.maximum
    let lot = Lot(
      itemID: UUID(), purchasedOn: .earliest, quantity: quantity,
      price: Money.maximum(in: eur), expiresOn: .latest)
    let projection = try ItemProjection(
      item: item("Bulk"), asOf: CalendarDate.earliest.adding(days: 36_599), window: 36_600,
      minHistory: 14,
      consumed: Quantity.itemMaximum, firstPurchase: .earliest,
      lots: [HeldLot(status: LotStatus(lot: lot, remaining: quantity), creationOrder: 1)])
    // 10^12 ÷ (10^14 / 36,600) = 366 days, all used well before the expiry.
    #expect(projection.daysOfSupply?.formatted(places: 1) == "366.0")
    #expect(projection.lots.first?.projectedWaste == .zero)
  }
}

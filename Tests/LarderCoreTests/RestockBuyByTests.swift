import Foundation
import Testing

@testable import LarderCore

/// The buy-by day of a restock suggestion (docs definition 8), and its usual packs. D is
/// 2026-11-01; milk in L, first bought 2026-10-01, 5 L drunk in the last 10 days: r = 0.5 L
/// a day; horizon 7 days.
@Suite struct RestockBuyByTests {
  let asOf = day("2026-11-01")

  func milk(_ lots: [(left: Int32, expires: String?)], minimum: Int32? = nil, drunk: Int32 = 5)
    throws -> ItemProjection
  {
    let held = lots.enumerated().map { index, lot in
      HeldLot(
        status: LotStatus(
          lot: Lot(
            itemID: UUID(), purchasedOn: day("2026-10-20"), quantity: Quantity(lot.left),
            price: Money(minorUnits: 100, currency: eur), expiresOn: lot.expires.map(day)),
          remaining: Quantity(lot.left)), creationOrder: Int64(index))
    }
    return try ItemProjection(
      item: item("Milk", minimum: minimum.map { Quantity($0) }, unit: "L"), asOf: asOf,
      window: 10, minHistory: 14, consumed: Quantity(drunk), firstPurchase: day("2026-10-01"),
      lots: held)
  }

  func suggestion(_ projection: ItemProjection, pack: Int32 = 1) throws -> RestockSuggestion {
    try #require(
      try RestockSuggestion(projection: projection, horizon: 7, usualSize: Quantity(pack)))
  }

  @Test func buyByIsTheRunOutDay() throws {
    // 2 L without expiry last 2 ÷ 0.5 = 4 days: runs out 11-05, buy by 11-05.
    #expect(try suggestion(try milk([(2, nil)])).buyBy == day("2026-11-05"))
  }

  @Test func stockBeingWastedIsNotToBeReplacedBeforeItsLastLotExpires() throws {
    // 3 L expiring 11-02 (d = 2): 1 L drunk, 2 L wasted; it runs out 11-03, but the last
    // usable lot expires 11-02, so buy by 11-02, not today, although 3 L is below the
    // minimum of 5.
    let projection = try milk([(3, "2026-11-02")], minimum: 5)
    #expect(projection.projectedWaste == Quantity(2))
    #expect(try suggestion(projection).buyBy == day("2026-11-02"))
  }

  @Test func anItemOutOfStockIsToBeBoughtToday() throws {
    #expect(try suggestion(try milk([])).buyBy == asOf)
  }

  @Test func belowTheMinimumWithNothingWastedIsToBeBoughtToday() throws {
    // 10 L without expiry last 20 days, but the minimum is 12: buy today.
    #expect(try suggestion(try milk([(10, nil)], minimum: 12)).buyBy == asOf)
  }

  @Test func theSuggestionIsInWholeUsualPacks() throws {
    // 2 L last 4 days; 7 days need 0.5 × (7 − 4) = 1.5 L: one 6 L pack.
    let suggested = try suggestion(try milk([(2, nil)]), pack: 6)
    #expect(suggested.packs == 1)
    #expect(suggested.pack == Quantity(6))
    #expect(suggested.suggested == Quantity(6))
  }

  @Test func theUsualPackIsTheMostFrequentSizeAndTheSmallestOfTies() {
    #expect(
      UsualPack.size(of: [Quantity(12), Quantity(6), Quantity(12), Quantity(4)]) == Quantity(12))
    #expect(UsualPack.size(of: [Quantity(12), Quantity(6)]) == Quantity(6))
    #expect(UsualPack.size(of: []) == Quantity(1))
  }
}

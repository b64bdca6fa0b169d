import Foundation
import Testing

@testable import LarderCore

/// The forecast projects an item's lots grouped by expiry (`HeldSupply`) and looks at the
/// lots of a group only when it wastes: the figures are those of the lots run one by one.
@Suite struct HeldSupplyTests {
  let asOf = day("2026-11-01")

  /// A lot of `thousandths` expiring `days` after D (nil: never), bought `age` days before D.
  func held(_ thousandths: Int64, expiresIn days: Int?, age: Int, order: Int64) -> HeldLot {
    let quantity = Quantity(thousandths: thousandths)
    let lot = Lot(
      itemID: UUID(), purchasedOn: asOf.adding(days: -age), quantity: quantity,
      price: Money(minorUnits: 7 * thousandths / 10, currency: eur),
      expiresOn: days.map { asOf.adding(days: $0) })
    return HeldLot(status: LotStatus(lot: lot, remaining: quantity), creationOrder: order)
  }

  /// T after every usable lot and the total waste, the lots run one by one in FEFO order.
  func oneByOne(_ lots: [HeldLot], consumed: Int128, days: Int128) throws -> (Ratio?, Ratio?) {
    var clock = ProjectionClock(consumed: consumed, days: days)
    var waste: Int128 = 0
    for held in lots.filter({ $0.isUsable(asOf: asOf) })
      .sorted(by: { FEFOAllocation.drawsFirst($0.candidate, $1.candidate) })
    {
      let deadline = held.status.lot.expiresOn.map {
        Int128($0.daysSinceEpoch) - Int128(asOf.daysSinceEpoch) + 1
      }
      let remaining = Int128(held.status.remaining.thousandths)
      waste += remaining * days - (try clock.use(remaining: remaining, deadline: deadline))
    }
    return (try clock.elapsed(), Ratio(waste, days))
  }

  @Test func twoLotsWithOneExpiryAreProjectedAsOne() throws {
    // r = 0.5 a day; both lots (2 and 1) expire D + 1 (d = 2): together they can use
    // 0.5 × 2 = 1, so 2 of the 3 are wasted and T = 2, lot by lot or as one group.
    let first = held(2000, expiresIn: 1, age: 10, order: 1)
    let second = held(1000, expiresIn: 1, age: 5, order: 2)
    let supply = try HeldSupply.grouping([first, second])
    #expect(supply == [HeldSupply(expiresOn: asOf.adding(days: 1), remaining: Quantity(3))])
    let projection = try ItemProjection(
      item: item("Thing"), asOf: asOf, window: 10, minHistory: 14,
      consumed: Quantity(5), firstPurchase: day("2026-10-01"), supply: supply, lotsOf: nil)
    #expect(projection.projectedWaste?.description == "2")
    #expect(projection.daysOfSupply?.formatted(places: 1) == "2.0")
    #expect(projection.lots.isEmpty)
  }

  @Test func onlyTheGroupsWithWasteAreAskedForTheirLots() throws {
    // r = 1 a day. 1 expiring D + 9 is used by then; 5 expiring D + 2 run past their
    // deadline d = 3 after T = 0: 3 used, 2 wasted. Only the group of D + 2 is asked for.
    var asked: [CalendarDate?] = []
    let early = held(5000, expiresIn: 2, age: 3, order: 1)
    let late = held(1000, expiresIn: 9, age: 3, order: 2)
    let projection = try ItemProjection(
      item: item("Thing"), asOf: asOf, window: 10, minHistory: 14,
      consumed: Quantity(10), firstPurchase: day("2026-10-01"),
      supply: try HeldSupply.grouping([early, late]),
      lotsOf: { group in
        asked.append(group.expiresOn)
        return [early, late].filter { $0.status.lot.expiresOn == group.expiresOn }
      })
    #expect(asked == [asOf.adding(days: 2)])
    #expect(projection.lots.map(\.lot.id) == [early.status.lot.id])
    #expect(projection.lots.map(\.projectedWaste.description) == ["2"])
  }

  @Test(arguments: 1...40)
  func groupsGiveTheFiguresOfTheLotsOneByOne(seed: Int) throws {
    // Random lots on few expiry days (some expired, some never expiring) and a random
    // rate: days of supply and waste equal a run over the lots one by one, and the lots
    // listed as wasted are those a projection of every lot lists as wasted.
    var random = SplitMix(seed: UInt64(seed))
    let lots = (0..<Int(random.next() % 12 + 1)).map { index in
      let expiry = Int(random.next() % 6)
      return held(
        Int64(random.next() % 5000 + 1), expiresIn: expiry == 5 ? nil : expiry - 1,
        age: Int(random.next() % 20), order: Int64(index))
    }
    let consumed = Int64(random.next() % 8000)
    let perLot = try ItemProjection(
      item: item("Thing"), asOf: asOf, window: 10, minHistory: 14,
      consumed: Quantity(thousandths: consumed), firstPurchase: day("2026-10-01"), lots: lots)
    let grouped = try ItemProjection(
      item: item("Thing"), asOf: asOf, window: 10, minHistory: 14,
      consumed: Quantity(thousandths: consumed), firstPurchase: day("2026-10-01"),
      supply: try HeldSupply.grouping(lots),
      lotsOf: { group in lots.filter { $0.status.lot.expiresOn == group.expiresOn } })
    #expect(grouped.usable == perLot.usable && grouped.expired == perLot.expired)
    #expect(grouped.status == perLot.status)
    #expect(grouped.exactWaste == perLot.exactWaste)
    #expect(grouped.daysOfSupply == perLot.daysOfSupply)
    #expect(grouped.lots.filter(\.isWasted) == perLot.lots.filter(\.isWasted))
    if consumed > 0, perLot.usable > .zero {
      let (elapsed, waste) = try oneByOne(lots, consumed: Int128(consumed), days: 10)
      #expect(perLot.daysOfSupply == elapsed)
      #expect(perLot.exactWaste == waste)
    }
  }
}

/// A small seeded generator, so that each case is the same on every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

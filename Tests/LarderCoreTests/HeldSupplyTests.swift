import Foundation
import Testing

@testable import LarderCore

/// The forecast projects an item's lots grouped by expiry (`HeldSupply`) and looks at the
/// lots of a group only when it wastes: the figures are those of the lots run one by one.
@Suite struct HeldSupplyTests {
  let asOf = day("2026-11-01")

  /// A lot of `thousandths` expiring `days` after D (nil: never), bought `age` days before
  /// D, with `left` thousandths of it left at D (all of it when nil).
  func held(
    _ thousandths: Int64, expiresIn days: Int?, age: Int, order: Int64, left: Int64? = nil
  ) -> HeldLot {
    let quantity = Quantity(thousandths: thousandths)
    let lot = Lot(
      itemID: UUID(), purchasedOn: asOf.adding(days: -age), quantity: quantity,
      price: Money(minorUnits: 7 * thousandths / 10, currency: eur),
      expiresOn: days.map { asOf.adding(days: $0) })
    return HeldLot(
      status: LotStatus(lot: lot, remaining: Quantity(thousandths: left ?? thousandths)),
      creationOrder: order)
  }

  /// The projection run over the usable lots one by one in FEFO order, as docs
  /// definition 5 states it: T after the last lot (nil when nothing is consumed), the
  /// total waste, and each lot's waste (thousandths × `days`).
  func oneByOne(_ lots: [HeldLot], consumed: Int128, days: Int128) throws
    -> (elapsed: Ratio?, waste: Ratio?, lots: [(id: UUID, wasted: Int128)])
  {
    var clock = ProjectionClock(consumed: max(consumed, 1), days: days)
    var total: Int128 = 0
    var each: [(id: UUID, wasted: Int128)] = []
    for held in lots.filter({ $0.isUsable(asOf: asOf) })
      .sorted(by: { FEFOAllocation.drawsFirst($0.candidate, $1.candidate) })
    {
      let deadline = held.status.lot.expiresOn.map {
        Int128($0.daysSinceEpoch) - Int128(asOf.daysSinceEpoch) + 1
      }
      let whole = Int128(held.status.remaining.thousandths) * days
      let wasted: Int128
      if consumed > 0 {
        wasted = whole - (try clock.use(remaining: whole / days, deadline: deadline))
      } else {
        wasted = deadline == nil ? 0 : whole
      }
      total += wasted
      each.append((held.status.lot.id, wasted))
    }
    return (consumed > 0 ? try clock.elapsed() : nil, Ratio(total, days), each)
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
    // Random lots on few expiry days (some expired, some never expiring, some partly or
    // wholly used), a random rate (sometimes none): the days of supply, the waste and the
    // lots listed as wasted, with their waste, are those of the lots run one by one.
    var random = SplitMix64(seed: UInt64(seed))
    let lots = (0..<Int(random.next() % 12 + 1)).map { index in
      let expiry = Int(random.next() % 6)
      let quantity = Int64(random.next() % 5000 + 1)
      return held(
        quantity, expiresIn: expiry == 5 ? nil : expiry - 1, age: Int(random.next() % 20),
        order: Int64(index),
        left: random.next() % 3 == 0 ? Int64(random.next() % UInt64(quantity)) : nil)
    }
    let consumed = random.next() % 4 == 0 ? 0 : Int64(random.next() % 8000)
    let grouped = try ItemProjection(
      item: item("Thing"), asOf: asOf, window: 10, minHistory: 14,
      consumed: Quantity(thousandths: consumed), firstPurchase: day("2026-10-01"),
      supply: try HeldSupply.grouping(lots),
      lotsOf: { group in lots.filter { $0.status.lot.expiresOn == group.expiresOn } })
    let holding = lots.filter { $0.status.remaining > .zero }
    let usable = holding.filter { $0.isUsable(asOf: asOf) }
    #expect(grouped.usable.thousandths == usable.reduce(0) { $0 + $1.status.remaining.thousandths })
    #expect(
      grouped.onHand.thousandths == holding.reduce(0) { $0 + $1.status.remaining.thousandths })
    guard grouped.usable > .zero else {
      #expect(grouped.status == .out)
      return
    }
    let reference = try oneByOne(lots, consumed: Int128(consumed), days: 10)
    #expect(grouped.daysOfSupply == reference.elapsed)
    #expect(grouped.exactWaste == reference.waste)
    let wasted = grouped.lots.filter(\.isWasted)
    let expected = reference.lots.filter { $0.wasted > 0 }
    #expect(wasted.map(\.lot.id) == expected.map(\.id))
    #expect(wasted.map(\.exactWaste) == expected.compactMap { Ratio($0.wasted, 10) })
  }
}

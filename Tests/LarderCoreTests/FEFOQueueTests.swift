import Testing

@testable import LarderCore

/// An item's held lots drawn from row after row, as an import of events without lot ids
/// does: each draw is the one `FEFOAllocation.allocate` makes on the lots bought by its day.
@Suite struct FEFOQueueTests {
  typealias Candidate = FEFOAllocation.Candidate<String>

  func lot(_ id: String, expires: String?, bought: String, order: Int64, left: Int32) throws
    -> Candidate
  {
    Candidate(
      id: id, expiresOn: try expires.map { try CalendarDate(parsing: $0) },
      purchasedOn: try CalendarDate(parsing: bought), creationOrder: order,
      remaining: Quantity(left))
  }

  func day(_ text: String) throws -> CalendarDate { try CalendarDate(parsing: text) }

  @Test func aLotBoughtAfterTheDayIsNotDrawnFrom() throws {
    var queue = FEFOQueue([
      try lot("milk", expires: "2026-01-20", bought: "2026-01-01", order: 1, left: 2),
      // Expires first, but bought on the 10th.
      try lot("fresher", expires: "2026-01-15", bought: "2026-01-10", order: 2, left: 2),
    ])
    let draws = try queue.draw(Quantity(1), on: try day("2026-01-05"))
    #expect(draws.map(\.lotID) == ["milk"])
    let later = try queue.draw(Quantity(2), on: try day("2026-01-11"))
    #expect(later.map(\.lotID) == ["fresher"])
    #expect(later.map(\.quantity) == [Quantity(2)])
  }

  @Test func whatADrawLeavesIsDrawnNext() throws {
    var queue = FEFOQueue([
      try lot("a", expires: "2026-02-01", bought: "2026-01-01", order: 1, left: 3),
      try lot("b", expires: "2026-03-01", bought: "2026-01-01", order: 2, left: 3),
    ])
    _ = try queue.draw(Quantity(2), on: try day("2026-01-02"))
    let draws = try queue.draw(Quantity(2), on: try day("2026-01-03"))
    #expect(draws.map(\.lotID) == ["a", "b"])
    #expect(draws.map(\.quantity) == [Quantity(1), Quantity(1)])
  }

  @Test func aShortfallNamesWhatTheDayHoldsAndDrawsNothing() throws {
    var queue = FEFOQueue([
      try lot("a", expires: nil, bought: "2026-01-01", order: 1, left: 2),
      try lot("b", expires: nil, bought: "2026-01-09", order: 2, left: 5),
    ])
    #expect(throws: FEFOAllocation.Shortfall(requested: Quantity(3), available: Quantity(2))) {
      try queue.draw(Quantity(3), on: try day("2026-01-05"))
    }
    #expect(try queue.draw(Quantity(2), on: try day("2026-01-05")).map(\.lotID) == ["a"])
  }

  @Test func aDayBeforeTheLatestPassesOverLotsBoughtSince() throws {
    var queue = FEFOQueue([
      try lot("old", expires: "2026-03-01", bought: "2026-01-01", order: 1, left: 2),
      try lot("new", expires: "2026-02-01", bought: "2026-01-10", order: 2, left: 2),
    ])
    _ = try queue.draw(Quantity(1), on: try day("2026-01-12"))  // from "new"
    let earlier = try queue.draw(Quantity(2), on: try day("2026-01-05"))
    #expect(earlier.map(\.lotID) == ["old"])
    let last = try queue.draw(Quantity(1), on: try day("2026-01-12"))
    #expect(last.map(\.lotID) == ["new"])
  }

  @Test func manyDrawsAreTheDrawsAllocateMakesOnTheLotsOfTheirDay() throws {
    // 200 lots over 60 days and 300 draws, mostly in day order: each draw is compared with
    // `allocate` on a copy of the lots as the draws before it left them.
    var random = SplitMix64(seed: 36)
    let start = try day("2026-01-01")
    var lots: [Candidate] = []
    for order in 0..<200 {
      let bought = start.adding(days: Int(random.next() % 60))
      let expiry = random.next() % 4 == 0 ? nil : bought.adding(days: Int(random.next() % 30))
      lots.append(
        Candidate(
          id: "lot\(order)", expiresOn: expiry, purchasedOn: bought, creationOrder: Int64(order),
          remaining: Quantity(thousandths: Int64(1 + random.next() % 5_000))))
    }
    var queue = FEFOQueue(lots)
    var copy = lots
    var today = start
    for _ in 0..<300 {
      let back = random.next() % 10 == 0
      let on = back ? today.adding(days: -Int(random.next() % 10)) : today
      if !back { today = today.adding(days: Int(random.next() % 2)) }
      let quantity = Quantity(thousandths: Int64(1 + random.next() % 4_000))
      let expected = Result { () throws(FEFOAllocation.Shortfall) in
        try FEFOAllocation.allocate(quantity, from: copy.filter { $0.purchasedOn <= on })
      }
      let got = Result { () throws(FEFOAllocation.Shortfall) in try queue.draw(quantity, on: on) }
      #expect(got == expected)
      for draw in (try? expected.get()) ?? [] {
        if let index = copy.firstIndex(where: { $0.id == draw.lotID }) {
          copy[index].remaining = Quantity(
            thousandths: copy[index].remaining.thousandths - draw.quantity.thousandths)
        }
      }
    }
  }

  @Test func lotsAdmittedAsTheDaysComeAreDrawnAsIfGivenAtOnce() throws {
    // The same 200 lots over 60 days, given at once to one queue and admitted a week ahead
    // of each draw's day to another: every draw is the same.
    var random = SplitMix64(seed: 7)
    let start = try day("2026-01-01")
    var lots: [Candidate] = []
    for order in 0..<200 {
      let bought = start.adding(days: Int(random.next() % 60))
      lots.append(
        Candidate(
          id: "lot\(order)", expiresOn: bought.adding(days: Int(random.next() % 30)),
          purchasedOn: bought, creationOrder: Int64(order),
          remaining: Quantity(thousandths: Int64(1 + random.next() % 5_000))))
    }
    var whole = FEFOQueue(lots)
    var admitted = FEFOQueue<String>([])
    var readThrough = start.adding(days: -1)
    var today = start
    for _ in 0..<300 {
      today = today.adding(days: Int(random.next() % 2))
      if today > readThrough {
        let through = today.adding(days: 7)
        admitted.admit(lots.filter { $0.purchasedOn > readThrough && $0.purchasedOn <= through })
        readThrough = through
      }
      let quantity = Quantity(thousandths: Int64(1 + random.next() % 4_000))
      let expected = Result { () throws(FEFOAllocation.Shortfall) in
        try whole.draw(quantity, on: today)
      }
      let got = Result { () throws(FEFOAllocation.Shortfall) in
        try admitted.draw(quantity, on: today)
      }
      #expect(got == expected)
    }
  }
}

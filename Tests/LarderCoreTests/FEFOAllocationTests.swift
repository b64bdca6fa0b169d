import Testing

@testable import LarderCore

@Suite struct FEFOAllocationTests {
  typealias Candidate = FEFOAllocation.Candidate<String>

  func lot(_ id: String, expires: String?, bought: String, order: Int64, left: Int32) throws
    -> Candidate
  {
    Candidate(
      id: id, expiresOn: try expires.map { try CalendarDate(parsing: $0) },
      purchasedOn: try CalendarDate(parsing: bought), creationOrder: order,
      remaining: Quantity(left))
  }

  @Test func drawsTheEarliestExpiryFirstAndUndatedLotsLast() throws {
    let lots = [
      try lot("undated", expires: nil, bought: "2026-01-01", order: 1, left: 5),
      try lot("late", expires: "2026-03-01", bought: "2026-01-02", order: 2, left: 5),
      try lot("early", expires: "2026-02-01", bought: "2026-01-03", order: 3, left: 5),
    ]
    let draws = try FEFOAllocation.allocate(Quantity(12), from: lots)
    #expect(draws.map(\.lotID) == ["early", "late", "undated"])
    #expect(draws.map(\.quantity) == [Quantity(5), Quantity(5), Quantity(2)])
  }

  @Test func breaksTiesByPurchaseDateThenCreationOrder() throws {
    let lots = [
      try lot("second", expires: "2026-02-01", bought: "2026-01-05", order: 2, left: 1),
      try lot("third", expires: "2026-02-01", bought: "2026-01-05", order: 3, left: 1),
      try lot("first", expires: "2026-02-01", bought: "2026-01-04", order: 9, left: 1),
    ]
    let draws = try FEFOAllocation.allocate(Quantity(3), from: lots)
    #expect(draws.map(\.lotID) == ["first", "second", "third"])
  }

  @Test func refusesToTakeMoreThanTheLotsHold() throws {
    let lots = [try lot("only", expires: nil, bought: "2026-01-01", order: 1, left: 2)]
    #expect(throws: FEFOAllocation.Shortfall(requested: Quantity(3), available: Quantity(2))) {
      try FEFOAllocation.allocate(Quantity(3), from: lots)
    }
  }
}

import Testing

@testable import LarderCore

/// A consume draws usable lots first (docs, "Other choices"): on 10 March, a lot that
/// expired on 1 March is drawn from only when the usable lots hold too little, or first
/// when asked.
@Suite struct UsableFirstAllocationTests {
  typealias Candidate = FEFOAllocation.Candidate<String>

  static let day = CalendarDate(year: 2026, month: 3, day: 10) ?? .latest

  func lot(_ id: String, expires: String?, order: Int64, left: Int32) throws -> Candidate {
    Candidate(
      id: id, expiresOn: try expires.map { try CalendarDate(parsing: $0) },
      purchasedOn: try CalendarDate(parsing: "2026-02-01"), creationOrder: order,
      remaining: Quantity(left))
  }

  var lots: [Candidate] {
    get throws {
      [
        try lot("expired", expires: "2026-03-01", order: 1, left: 4),
        try lot("today", expires: "2026-03-10", order: 2, left: 2),
        try lot("undated", expires: nil, order: 3, left: 3),
      ]
    }
  }

  @Test func usableLotsAreDrawnFirstInFEFOOrder() throws {
    let draws = try FEFOAllocation.allocate(
      Quantity(4), from: try lots, on: Self.day, preferring: .usableFirst)
    #expect(draws.map(\.lotID) == ["today", "undated"])
    #expect(draws.map(\.quantity) == [Quantity(2), Quantity(2)])
  }

  @Test func anExpiredLotIsDrawnOnlyForWhatTheUsableLotsLack() throws {
    let draws = try FEFOAllocation.allocate(
      Quantity(7), from: try lots, on: Self.day, preferring: .usableFirst)
    #expect(draws.map(\.lotID) == ["today", "undated", "expired"])
    #expect(draws.map(\.quantity) == [Quantity(2), Quantity(3), Quantity(2)])
  }

  @Test func expiredFirstDrawsThePastDateLotsBeforeTheUsableOnes() throws {
    let draws = try FEFOAllocation.allocate(
      Quantity(5), from: try lots, on: Self.day, preferring: .expiredFirst)
    #expect(draws.map(\.lotID) == ["expired", "today"])
    #expect(draws.map(\.quantity) == [Quantity(4), Quantity(1)])
  }

  @Test func aLotIsUsableOnItsExpiryDayAndNotTheDayAfter() throws {
    let march10 = try CalendarDate(parsing: "2026-03-10")
    #expect(ExpiryStanding(expires: march10, kind: .useBy, on: march10).isUsable)
    #expect(
      !ExpiryStanding(
        expires: march10, kind: .useBy, on: try CalendarDate(parsing: "2026-03-11")
      ).isUsable)
    #expect(ExpiryStanding(expires: nil, kind: .useBy, on: .latest).isUsable)
  }
}

import LarderCore
import Testing

/// Use by and best before (docs/definitions.md): past a use-by (or a date of unknown
/// kind) a lot is expired; past a best-before it is only past best before.
@Suite struct ExpiryStandingTests {
  let dec1 = CalendarDate(year: 2026, month: 12, day: 1) ?? .earliest
  let nov30 = CalendarDate(year: 2026, month: 11, day: 30) ?? .earliest

  @Test func aLotPastItsUseByIsExpired() {
    #expect(ExpiryStanding(expires: nov30, kind: .useBy, on: dec1) == .expired)
  }

  @Test func aLotOfUnknownKindReadsAsUseBy() {
    #expect(ExpiryStanding(expires: nov30, kind: .unknown, on: dec1) == .expired)
  }

  @Test func aLotPastItsBestBeforeIsNotExpired() {
    #expect(ExpiryStanding(expires: nov30, kind: .bestBefore, on: dec1) == .pastBestBefore)
  }

  @Test func aLotIsGoodOnItsDate() {
    #expect(ExpiryStanding(expires: dec1, kind: .useBy, on: dec1) == .good)
  }

  @Test func aSplitAddsUpToTheOriginal() throws {
    let lot = Lot(
      itemID: UUIDText.random(), purchasedOn: dec1, quantity: Quantity(3),
      price: Money(minorUnits: 500, currency: .euro))
    let split = try LotSplit(lot, remaining: Quantity(3), part: Quantity(1))
    #expect(split.part.price.amount == "1.67")
    #expect(split.kept.price.amount == "3.33")
    #expect(split.kept.quantity == Quantity(2))
  }
}

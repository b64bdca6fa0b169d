import LarderCore
import Testing

/// Uses drawn again over the lots of two items made one: what first-expiring-first would
/// have drawn from the start.
@Suite struct EventRedrawTests {
  typealias Candidate = FEFOAllocation.Candidate<String>

  static func day(_ text: String) throws -> CalendarDate { try CalendarDate(parsing: text) }

  static func lot(_ id: String, bought: String, _ quantity: Int64, expires: String? = nil) throws
    -> Candidate
  {
    Candidate(
      id: id, expiresOn: try expires.map(day), purchasedOn: try day(bought),
      creationOrder: Int64(id.unicodeScalars.first?.value ?? 0),
      remaining: Quantity(thousandths: quantity * 1000))
  }

  static func use(_ id: String, _ date: String, _ kind: Event.Kind, _ quantity: Int64) throws
    -> EventRedraw.Use<String>
  {
    EventRedraw.Use(
      id: id, date: try day(date), kind: kind, quantity: Quantity(thousandths: quantity * 1000))
  }

  @Test func eachUseTakesTheOldestLotBoughtByItsDay() throws {
    // Lot a (bought the 1st) and lot b (the 5th) were two items'; a use of the 10th drawn
    // from b is drawn from a, the first one, when they are one item.
    let lots = [
      try Self.lot("a", bought: "2026-10-01", 1), try Self.lot("b", bought: "2026-10-05", 1),
    ]
    let redrawn = EventRedraw.redraw(
      [try Self.use("x", "2026-10-03", .consume, 1), try Self.use("y", "2026-10-10", .consume, 1)],
      from: lots)
    #expect(redrawn?.map(\.draws.first?.lotID) == ["a", "b"])
  }

  @Test func aUseCanSpanTwoLots() throws {
    let lots = [
      try Self.lot("a", bought: "2026-10-01", 1), try Self.lot("b", bought: "2026-10-02", 2),
    ]
    let redrawn = EventRedraw.redraw([try Self.use("x", "2026-10-03", .discard, 2)], from: lots)
    #expect(redrawn?.first?.draws.map(\.lotID) == ["a", "b"])
  }

  @Test func aStocktakesAdjustmentKeepsEveryDrawAsItWas() throws {
    let lots = [try Self.lot("a", bought: "2026-10-01", 1)]
    #expect(EventRedraw.redraw([try Self.use("x", "2026-10-03", .adjust, 1)], from: lots) == nil)
  }
}

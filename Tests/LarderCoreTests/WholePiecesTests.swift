import Foundation
import Testing

@testable import LarderCore

/// Advice in whole pieces for a count unit (docs definition 5): a started piece is eaten,
/// so the projected use is rounded up to whole pieces and the waste is the rest, valued
/// as those pieces. D is 2026-11-01; first bought 2026-10-01.
@Suite struct WholePiecesTests {
  let asOf = day("2026-11-01")

  /// 3 avocados for 3.00 EUR expiring 2026-11-02 (d = 2), and 7 consumed over 10 days:
  /// r = 0.7 a day, exact use 0.7 × 2 = 1.4, exact waste 1.6.
  func avocados(unit: String, extra: [HeldLot] = []) throws -> ItemProjection {
    let lot = Lot(
      itemID: UUID(), purchasedOn: day("2026-10-20"), quantity: Quantity(3),
      price: Money(minorUnits: 300, currency: eur), expiresOn: day("2026-11-02"))
    return try ItemProjection(
      item: item("Avocados", unit: unit), asOf: asOf, window: 10, minHistory: 14,
      consumed: Quantity(7), firstPurchase: day("2026-10-01"),
      lots: [HeldLot(status: LotStatus(lot: lot, remaining: Quantity(3)), creationOrder: 1)]
        + extra)
  }

  @Test func theStartedPieceIsEatenAndTheRestWasted() throws {
    // 1.4 used → 2 whole avocados eaten, 1 wasted: 3.00 × 1 ÷ 3 = 1.00 EUR.
    let projection = try avocados(unit: "pcs")
    let lot = try #require(projection.lots.first)
    #expect(lot.projectedUse == Quantity(2))
    #expect(lot.projectedWaste == Quantity(1))
    #expect(lot.wasteValue == Money(minorUnits: 100, currency: eur))
    #expect(projection.projectedWaste == Quantity(1))
  }

  @Test func aMeasuredUnitKeepsTheExactFigures() throws {
    // In kg: 1.6 wasted, 3.00 × 1.6 ÷ 3 = 1.60 EUR.
    let lot = try #require(try avocados(unit: "kg").lots.first)
    #expect(lot.projectedWaste.description == "1.6")
    #expect(lot.wasteValue == Money(minorUnits: 160, currency: eur))
  }

  @Test func anyUnitLarderDoesNotMeasureCountsPieces() {
    for unit in ["pcs", "個", "本", "枚", "袋", "box"] { #expect(WholePieces.apply(to: unit)) }
    for unit in ["g", "kg", "L", "ml"] { #expect(!WholePieces.apply(to: unit)) }
  }

  @Test func lessThanAPieceLeftOverIsEatenNotWasted() throws {
    // 1 piece, exact use 0.95: rounded up, the piece is eaten and nothing is wasted.
    let waste = WholePieces.waste(
      remaining: Quantity(1), exactUse: try #require(Ratio(950, 1)),
      exactWaste: try #require(Ratio(50, 1)))
    #expect(waste == .zero)
  }

  @Test func nothingWastedExactlyIsNothingWastedInPieces() throws {
    let waste = WholePieces.waste(
      remaining: Quantity(4), exactUse: .zero, exactWaste: .zero)
    #expect(waste == .zero)
  }
}

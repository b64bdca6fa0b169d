import Foundation
import Testing

@testable import LarderCore

/// An item with a short history gets advice from its expiry dates (docs definition 5):
/// on 2026-11-01, eggs first bought 2026-10-30 (3 days, under the 14 needed): 6 for 3.00
/// EUR expiring 11-03 and 6 for 3.00 EUR expiring 11-20.
@Suite struct ShortHistoryAdviceTests {
  let asOf = day("2026-11-01")

  func forecast() throws -> Forecast {
    let lots = [("2026-11-03", 1), ("2026-11-20", 2)].map { expires, order in
      HeldLot(
        status: LotStatus(
          lot: Lot(
            itemID: UUID(), purchasedOn: day("2026-10-30"), quantity: Quantity(6),
            price: Money(minorUnits: 300, currency: eur), expiresOn: day(expires)),
          remaining: Quantity(6)), creationOrder: Int64(order))
    }
    let eggs = try ItemProjection(
      item: item("Eggs", unit: "pcs"), asOf: asOf, window: 90, minHistory: 14,
      consumed: .zero, firstPurchase: day("2026-10-30"), lots: lots)
    return Forecast(asOf: asOf, window: 90, items: [eggs], minHistory: 14)
  }

  @Test func theLotsExpiringWithinTheOutlookAreTheAdviceWithTheirWholeValue() throws {
    let forecast = try forecast()
    #expect(forecast.items.first?.status == .shortHistory)
    #expect(forecast.shortHistoryCount == 1)
    let within7 = try forecast.shortHistoryLots(within: 7)
    #expect(within7.map(\.expires) == [day("2026-11-03")])
    #expect(within7.map(\.valueAtRisk) == [Money(minorUnits: 300, currency: eur)])
    #expect(try forecast.shortHistoryLots(within: 30).count == 2)
  }

  @Test func noPaceMeansNoProjectedWaste() throws {
    #expect(try forecast().wastedLots().isEmpty)
  }
}

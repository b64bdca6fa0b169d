import Foundation
import Testing

@testable import LarderCore

/// The value at risk of each list of `larder expiring`, per currency.
@Suite struct ExpiryTotalsTests {
  func lot(_ expires: String, price: Int64, _ currency: Currency, left: Int32 = 1) throws
    -> ExpiringLot
  {
    try ExpiringLot(
      item: "Thing", unit: "pcs", lotID: UUID(), expires: day(expires), quantity: Quantity(2),
      price: Money(minorUnits: price, currency: currency), remaining: Quantity(left))
  }

  @Test func eachListIsTotalledPerCurrencyAndNeverAcrossCurrencies() throws {
    // Expired: 3.00 for 2, 1 left = 1.50 EUR; 5.00 for 2, 2 left = 5.00 EUR; 2 USD lot,
    // 1 left = 1.00 USD. Expiring: 0.99 for 2, 1 left = 0.495 → 0.50 EUR. The lot expiring
    // after the window counts in neither.
    let outlook = ExpiryOutlook(
      asOf: day("2026-11-01"), within: 3,
      lots: try [
        lot("2026-10-30", price: 300, eur), lot("2026-10-31", price: 500, eur, left: 2),
        lot("2026-10-29", price: 200, usd), lot("2026-11-02", price: 99, eur),
        lot("2026-11-09", price: 1_000, eur),
      ])
    #expect(try outlook.expiredValue().amounts.map(\.description) == ["6.50 EUR", "1.00 USD"])
    #expect(try outlook.expiringValue().amounts.map(\.description) == ["0.50 EUR"])
  }

  @Test func anEmptyListHasNoTotals() throws {
    let outlook = ExpiryOutlook(asOf: day("2026-11-01"), within: 3, lots: [])
    #expect(try outlook.expiredValue().isEmpty)
    #expect(try outlook.expiringValue().isEmpty)
  }
}

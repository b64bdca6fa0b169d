import LarderCore
import Testing

/// Discounts and deposits priced into the products, so that what is recorded is what was
/// paid, to the cent.
@Suite struct ReceiptPricingTests {
  func line(_ text: String, _ cents: Int64, _ kind: ReceiptLine.Kind = .product) -> ReceiptLine {
    ReceiptLine(kind: kind, text: text, total: Money(minorUnits: cents, currency: .euro))
  }

  func cents(_ prices: [Int: Money]) -> [Int: Int64] { prices.mapValues(\.minorUnits) }

  @Test func aDiscountLowersTheProductAboveIt() throws {
    let lines = [line("PAIN", 110), line("YAOURT", 290), line("REMISE", -50, .discount)]
    #expect(try cents(ReceiptPricing.prices(lines) { _ in true }) == [0: 110, 1: 240])
  }

  @Test func aDepositRaisesTheProductAboveIt() throws {
    let lines = [line("EAU", 234), line("CONSIGNE", 20, .deposit)]
    #expect(try cents(ReceiptPricing.prices(lines) { _ in true }) == [0: 254])
  }

  @Test func aCouponOnTheWholeReceiptIsSpreadByPriceToTheCent() throws {
    // 1.00 off 1.00 + 2.00: a third and two thirds, 33 and 67 cents (the larger remainder).
    let lines = [line("BON", -100, .discount), line("A", 100), line("B", 200)]
    let prices = try cents(ReceiptPricing.prices(lines) { _ in true })
    #expect(prices == [1: 67, 2: 133])
    #expect(prices.values.reduce(0, +) == 200)
  }

  @Test func aDiscountLargerThanTheProductAboveIsSpread() throws {
    let lines = [line("A", 100), line("B", 50), line("REMISE", -60, .discount)]
    #expect(try cents(ReceiptPricing.prices(lines) { _ in true }) == [0: 60, 1: 30])
  }

  @Test func aSkippedProductTakesItsDiscountWithIt() throws {
    let lines = [line("SAC", 10), line("REMISE", -5, .discount), line("PAIN", 110)]
    #expect(try cents(ReceiptPricing.prices(lines) { $0 != 0 }) == [2: 110])
  }
}

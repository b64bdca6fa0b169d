import Testing

@testable import LarderCore

@Suite struct QuantityAndMoneyTests {
  @Test func quantitiesKeepThreeDecimalsExactly() throws {
    #expect(try Quantity(parsing: "0.125").thousandths == 125)
    #expect(try Quantity(parsing: "2").description == "2")
    #expect(try Quantity(parsing: "1.50").description == "1.5")
    #expect(try Quantity(parsing: "0.1") + Quantity(parsing: "0.2") == Quantity(parsing: "0.3"))
  }

  @Test func overPreciseQuantitiesAreRefusedNotRounded() {
    #expect(throws: ValueError.tooPrecise("0.0001", maxDecimals: 3)) {
      try Quantity(parsing: "0.0001")
    }
  }

  @Test(arguments: ["1e3", "1,5", "abc", ".5", "5.", "+1", " 1"])
  func malformedNumbersAreRefused(_ text: String) {
    #expect(throws: ValueError.notADecimal(text)) { try Quantity(parsing: text) }
  }

  @Test func hugeNumbersAreRefused() {
    #expect(throws: ValueError.tooLarge("1000000000000000", max: "1000000000")) {
      try Quantity(parsing: "1000000000000000")
    }
  }

  @Test func zeroIsNotAPositiveQuantity() {
    #expect(throws: ValueError.notPositive(what: .quantity, value: "0")) {
      try Quantity.positive(parsing: "0", what: .quantity)
    }
  }

  @Test func moneyUsesTheCurrencysMinorUnit() throws {
    let eur = try Currency(code: "eur")
    let jpy = try Currency(code: "JPY")
    let kwd = try Currency(code: "KWD")
    #expect(try Money(parsing: "12.3", currency: eur).minorUnits == 1230)
    #expect(try Money(parsing: "12.3", currency: eur).amount == "12.30")
    #expect(try Money(parsing: "1235", currency: jpy).amount == "1235")
    #expect(try Money(parsing: "1.5", currency: kwd).amount == "1.500")
  }

  @Test func pricesWithTooManyDecimalsForTheCurrencyAreRefused() throws {
    #expect(throws: ValueError.tooPrecise("1.5", maxDecimals: 0)) {
      try Money(parsing: "1.5", currency: try Currency(code: "JPY"))
    }
    #expect(throws: ValueError.tooPrecise("0.001", maxDecimals: 2)) {
      try Money(parsing: "0.001", currency: try Currency(code: "EUR"))
    }
  }

  @Test func unknownCurrencyCodesAreRefused() {
    #expect(throws: ValueError.unknownCurrency("EURO")) { try Currency(code: "EURO") }
    #expect(throws: ValueError.unknownCurrency("ABC")) { try Currency(code: "ABC") }
  }

  @Test func proratingRoundsHalvesAwayFromZero() throws {
    let eur = try Currency(code: "EUR")
    // 1.00 EUR for 3 pieces: one piece is 0.333… → 0.33; two are 0.666… → 0.67.
    let price = Money(minorUnits: 100, currency: eur)
    #expect(try price.prorated(Quantity(1), of: Quantity(3)).minorUnits == 33)
    #expect(try price.prorated(Quantity(2), of: Quantity(3)).minorUnits == 67)
    // 0.05 EUR for 2 pieces: one is 0.025 → 0.03 (half away from zero).
    let nickel = Money(minorUnits: 5, currency: eur)
    #expect(try nickel.prorated(Quantity(1), of: Quantity(2)).minorUnits == 3)
  }

  @Test func totalsKeepCurrenciesApart() throws {
    let eur = try Currency(code: "EUR")
    let usd = try Currency(code: "USD")
    var totals = MoneyTotals()
    try totals.add(Money(minorUnits: 150, currency: eur))
    try totals.add(Money(minorUnits: 200, currency: usd))
    try totals.add(Money(minorUnits: 50, currency: eur))
    #expect(totals.amounts.map(\.description) == ["2.00 EUR", "2.00 USD"])
  }
}

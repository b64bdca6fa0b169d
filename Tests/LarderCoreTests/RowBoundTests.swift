import Testing

@testable import LarderCore

/// The bounds on one row: a quantity of at most 10^9 units, a price of at most 10^9 whole
/// units of its currency, each exactly accepted and refused one thousandth or one minor
/// unit over.
@Suite struct RowBoundTests {
  @Test func quantitiesUpToTheBoundParseAndOneThousandthMoreIsRefused() throws {
    #expect(Quantity.maximum.description == "1000000000")
    #expect(Quantity.itemMaximum.description == "100000000000")
    #expect(try Quantity(parsing: "1000000000") == Quantity.maximum)
    #expect(try Quantity(parsing: "0001000000000.000") == Quantity.maximum)
    for text in ["1000000000.001", "-1000000000.001", "1000000001", "99999999999999999999999"] {
      #expect(throws: ValueError.tooLarge(text, max: "1000000000")) {
        try Quantity(parsing: text)
      }
    }
  }

  @Test func pricesUpToTenToTheNineWholeUnitsParseInEveryCurrency() throws {
    for (code, minorUnits, overText) in [
      ("EUR", Int64(100_000_000_000), "1000000000.01"), ("JPY", 1_000_000_000, "1000000001"),
      ("KWD", 1_000_000_000_000, "1000000000.001"), ("CLF", 10_000_000_000_000, "1000000000.0001"),
    ] {
      let currency = try Currency(code: code)
      #expect(Money.maximum(in: currency).minorUnits == minorUnits)
      #expect(try Money(parsing: "1000000000", currency: currency) == Money.maximum(in: currency))
      #expect(throws: ValueError.tooLarge(overText, max: "1000000000")) {
        try Money(parsing: overText, currency: currency)
      }
    }
  }
}

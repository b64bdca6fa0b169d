import LarderCore
import LarderLanguage
import Testing

/// Unit prices as a shelf label shows them: the currency's decimals, one more under one
/// unit of the currency, rounded half away from zero.
@Suite struct ShelfPriceTests {
  func price(_ paid: String, _ code: String, for quantity: String, _ unit: String) throws
    -> UnitPrice
  {
    try #require(
      UnitPrice(
        price: try Money(parsing: paid, currency: try Currency(code: code)),
        quantity: try Quantity(parsing: quantity), unit: PriceUnit(itemUnit: unit)))
  }

  @Test func twoDecimalsForEurosAndNoneForYen() throws {
    let f = Formats(Localization.english)
    #expect(f.shelfPrice(try price("4.51", "EUR", for: "1", "pcs")) == "4.51")
    // 10.00 EUR for 3: 3.3333… a piece.
    #expect(f.shelfPrice(try price("10.00", "EUR", for: "3", "pcs")) == "3.33")
    #expect(f.shelfPrice(try price("1000", "JPY", for: "3", "pcs")) == "333")
  }

  @Test func oneDecimalMoreUnderOneUnitOfTheCurrency() throws {
    let f = Formats(Localization.english)
    // 2.69 EUR for 3 pieces: 0.89666… a piece.
    #expect(f.shelfPrice(try price("2.69", "EUR", for: "3", "pcs")) == "0.897")
    // 100 JPY for 300 ml: 333.3… JPY a litre; 50 JPY for 100 pieces: 0.5 a piece.
    #expect(f.shelfPrice(try price("100", "JPY", for: "300", "ml")) == "333")
    #expect(f.shelfPrice(try price("50", "JPY", for: "100", "pcs")) == "0.5")
  }

  @Test func theLocaleWritesItsDecimalSeparator() throws {
    let f = Formats(Localization(try #require(Language(code: "fr"))))
    #expect(f.shelfPrice(try price("2.69", "EUR", for: "3", "pcs")) == "0,897")
  }
}

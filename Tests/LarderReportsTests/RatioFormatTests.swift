import Foundation
import LarderCore
import LarderLanguage
import Testing

@testable import LarderReports

/// One kind of number per kind of format: shares, waste ratios and changes are fractions
/// in CSV and JSON (`0.339`) and percentages with one decimal in text and Markdown
/// (`33.9 %`), both rounded half away from zero from the same exact fraction.
@Suite struct RatioFormatTests {
  func ratio(_ numerator: Int128, _ denominator: Int128) throws -> Ratio {
    try #require(Ratio(numerator, denominator))
  }

  @Test func aPercentageIsTheFractionToThreeDecimalsReadAsPercent() throws {
    // 948 g discarded of 2800 g: 0.33857… → 0.339 → 33.9 %.
    let chicken = try ratio(948, 2800)
    #expect(chicken.description == "0.339")
    #expect(chicken.percentText == "33.9 %")
    // Halves go away from zero: 0.0005 → 0.001 → 0.1 %, −0.0405 → −0.041 → −4.1 %.
    #expect(try ratio(5, 10_000).percentText == "0.1 %")
    #expect(try ratio(-405, 10_000).percentText == "-4.1 %")
    #expect(try ratio(1, 1).percentText == "100.0 %")
    #expect(try ratio(0, 7).percentText == "0.0 %")
  }

  @Test func aChangeCarriesItsSign() throws {
    #expect(try ratio(5969, 50064).signedPercentText == "+11.9 %")
    #expect(try ratio(-2, 50).signedPercentText == "-4.0 %")
    #expect(try ratio(0, 50).signedPercentText == "+0.0 %")
  }

  func waste() throws -> Waste {
    // 2 L of milk discarded, 6 L drunk: ratio 2 / 8 = 0.25.
    try Waste(
      period: DateRange(month: try Month(parsing: "2026-10")),
      discards: [
        try DiscardRecord(
          item: "Milk", category: "dairy", unit: "L", quantity: Quantity(2),
          lotQuantity: Quantity(4), lotPrice: Money(minorUnits: 400, currency: .euro))
      ], consumed: ["Milk": Quantity(6)])
  }

  @Test func wasteShowsAPercentageAsTextAndAFractionAsJSON() throws {
    let text = WasteView.text(try waste())
    #expect(text.contains("ITEM  DISCARDED  UNIT  VALUE  CUR   RATIO\n"))
    #expect(text.contains("Milk          2  L      2.00  EUR  25.0 %\n"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(WasteView.json(try waste()).utf8))
        as? [String: Any])
    #expect((json["rows"] as? [[String: Any]])?.first?["ratio"] as? String == "0.250")
  }
}

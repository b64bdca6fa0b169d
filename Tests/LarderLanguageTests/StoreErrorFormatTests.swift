import LarderCore
import LarderErrors
import LarderLanguage
import LarderStore
import Testing

/// The store's refusals give their quantities and dates in the reader's formats, as the
/// rest of the output does; English keeps `1.5` and ISO dates.
@Suite struct StoreErrorFormatTests {
  static let short = StoreError.notEnoughStock(
    item: "Lait", requested: Quantity(thousandths: 2250), available: Quantity(thousandths: 1500),
    unit: "L")

  @Test func frenchQuantitiesHaveADecimalComma() throws {
    let message = Self.short.message(Localization(try #require(Language(code: "fr"))))
    #expect(message.contains("2,25 L") && message.contains("1,5 L"), "\(message)")
  }

  @Test func englishQuantitiesAreAsTyped() {
    #expect(Self.short.message(.english) == "cannot take 2.25 L of 'Lait': only 1.5 L on hand")
  }

  @Test func frenchDatesAreTheLocalesDates() throws {
    let late = StoreError.expiryBeforePurchase(
      expires: try CalendarDate(parsing: "2026-11-03"),
      purchased: try CalendarDate(parsing: "2026-11-05"))
    let message = late.message(Localization(try #require(Language(code: "fr"))))
    #expect(message.contains("3 nov. 2026") && message.contains("5 nov. 2026"), "\(message)")
    #expect(late.message(.english).contains("2026-11-03"))
  }
}

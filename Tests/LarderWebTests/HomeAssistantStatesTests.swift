import Foundation
import LarderCore
import LarderLanguage
import LarderStore
import Testing

@testable import LarderWeb

/// The states published for a small household on 1 December 2026: milk (2 l for 3.50 EUR)
/// expiring in 2 days, shown in Home Assistant; rice expired; coffee on the shopping list.
@Suite struct HomeAssistantStatesTests {
  static let day = CalendarDate(year: 2026, month: 12, day: 1) ?? .latest

  func states(
    currencies: Set<Currency> = [.euro], language: Language = .english
  ) throws -> [String: String] {
    let store = try Store(path: ":memory:")
    for (item, price, bought, expires, unit) in [
      ("Milk", "3.50", "2026-11-28", "2026-12-03", "l"),
      ("Rice", "2.00", "2026-10-01", "2026-11-20", "kg"),
    ] {
      try store.addPurchase(
        PurchaseRow(
          line: 0, date: try CalendarDate(parsing: bought), item: item,
          quantity: try Quantity(parsing: "2"), price: try Money(parsing: price, currency: .euro),
          unit: unit, expires: try CalendarDate(parsing: expires)), today: Self.day)
    }
    try store.editItem("Milk", Store.ItemChanges(homeAssistant: true))
    try store.listToBuy("Coffee", amount: nil, today: Self.day)
    let figures = try store.sensorFigures(asOf: Self.day)
    let states = HomeAssistantStates(figures, currencies: currencies, Localization(language))
    return Dictionary(uniqueKeysWithValues: states.sensors.map { ($0.sensor.object, $0.state) })
  }

  @Test func theCountsOfTheDay() throws {
    let states = try states()
    #expect(states["expired_items"] == "1")
    #expect(states["expiring_items"] == "1")
    #expect(states["shopping_lines"] == "1")
  }

  @Test func theValueAtRiskIsTheExactDecimalOfTheLotsOfTheWeek() throws {
    #expect(try states()["value_at_risk_eur"] == "3.50")
  }

  @Test func aCurrencyShownBeforeStaysAtZero() throws {
    let states = try states(currencies: [.euro, try Currency(code: "JPY")])
    #expect(states["value_at_risk_jpy"] == "0")
  }

  @Test func theMarkedItemShowsItsUsableStock() throws {
    let states = try states()
    let items = states.filter { $0.key.hasPrefix("item_") }
    #expect(items.values.sorted() == ["2"])
  }
}

/// The sensors' names, in the server's language.
@Suite struct HomeAssistantSensorNameTests {
  @Test func theNamesAreInTheServersLanguage() throws {
    let french = Localization(try #require(Language(code: "fr")))
    #expect(HomeAssistantSensor.expiredItems(french).name == "Articles périmés")
    #expect(HomeAssistantSensor.valueAtRisk(.euro, french).name == "Valeur menacée (EUR)")
    let japanese = Localization(try #require(Language(code: "ja")))
    #expect(HomeAssistantSensor.expiringItems(japanese).name == "7 日以内に期限が来る品目")
  }
}

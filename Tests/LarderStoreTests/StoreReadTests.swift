import Foundation
import LarderCore
import LarderStore
import Testing

/// The store's reads, in-process on a fresh in-memory database: stock, history, spending,
/// rates, expiring lots, waste and restock, each on a household of a few lots whose
/// figures a reader can check by hand. `SampleFiguresTests` checks the same reads through
/// the binary on the 14-month sample household.
@Suite struct StoreReadTests {
  typealias S = InProcessStore

  @Test func stockLeavesOutUsedUpItemsAndShowsTheNextExpiryOfWhatIsLeft() throws {
    // Milk's first lot (expires 10-05) is used up, so its next expiry is the second's.
    let store = try S.empty()
    try S.buy(store, "Milk", "1", for: "1.20", on: "2026-10-01", expires: "2026-10-05")
    try S.buy(store, "Milk", "1", for: "1.20", on: "2026-10-02", expires: "2026-10-09")
    try S.buy(store, "Jam", "1", for: "2.50", on: "2026-10-01")
    try S.use(store, "Milk", "1", on: "2026-10-03")
    try S.use(store, "Jam", "1", on: "2026-10-03")
    let stock = try store.stock(asOf: try S.day("2026-10-04"), includeUsedUp: false)
    #expect(stock.map(\.item.name) == ["Milk"])
    #expect(stock.first?.nextExpiry == (try S.day("2026-10-09")))
    #expect(try S.onHand(store, includeUsedUp: true) == ["Milk": "1", "Jam": "0"])
  }

  @Test func historyListsLotsByPurchaseDateAndEventsByDay() throws {
    let store = try S.empty()
    try S.buy(store, "Rice", "2", for: "3.00", on: "2026-10-05")
    try S.buy(store, "Rice", "1", for: "1.60", on: "2026-10-01")
    try S.use(store, "Rice", "0.5", on: "2026-10-07")
    try S.use(store, "Rice", "0.25", on: "2026-10-06", .discard)
    let history = try store.history(of: "rice")
    #expect(history.lots.map(\.lot.purchasedOn.description) == ["2026-10-01", "2026-10-05"])
    #expect(history.events.map(\.occurredOn.description) == ["2026-10-06", "2026-10-07"])
    #expect(history.onHand.description == "2.25")
  }

  @Test func aRecentHistoryKeepsTheLotsOnHandAndTheLatestLotsAndEvents() throws {
    // Three lots of rice; the 10-01 lot is used up by two events, the others are on hand.
    let store = try S.empty()
    try S.buy(store, "Rice", "1", for: "1.60", on: "2026-10-01")
    try S.buy(store, "Rice", "1", for: "1.60", on: "2026-10-02")
    try S.buy(store, "Rice", "1", for: "1.60", on: "2026-10-03")
    try S.use(store, "Rice", "0.5", on: "2026-10-04")
    try S.use(store, "Rice", "0.5", on: "2026-10-05")
    let history = try store.history(of: "Rice", recent: 1)
    #expect(history.lots.map(\.lot.purchasedOn.description) == ["2026-10-02", "2026-10-03"])
    #expect(history.events.map(\.occurredOn.description) == ["2026-10-05"])
    #expect(history.onHand.description == "2")
  }

  @Test func spendingByCategorySumsOnlyThePeriodsPurchases() throws {
    // October: dairy 2.40 + 4.10 = 6.50, bakery 3.10; September's milk is left out.
    let store = try S.empty()
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-09-30", category: "dairy")
    try S.buy(store, "Milk", "2", for: "2.40", on: "2026-10-01")
    try S.buy(store, "Cheese", "1", for: "4.10", on: "2026-10-12", category: "dairy")
    try S.buy(store, "Bread", "1", for: "3.10", on: "2026-10-31", category: "bakery")
    let october = DateRange(month: try S.day("2026-10-01").month)
    let spending = try store.spending(in: october, by: .category)
    let byCategory = Dictionary(
      uniqueKeysWithValues: spending.rows.map { ($0.key, $0.amount.description) })
    #expect(byCategory == ["dairy": "6.50 EUR", "bakery": "3.10 EUR"])
    #expect(spending.totals[.euro].description == "9.60 EUR")
  }

  /// Milk: 8 l bought on 09-01, 6 l consumed on 10-15. As of 10-31 over 30 days: 6 ÷ 30 =
  /// 0.2 l a day; 2 l on hand last 2 ÷ 0.2 = 10 days, to 11-10.
  func milkUsedSixLitresInOctober() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Milk", "3", for: "3.00", on: "2026-09-01", unit: "l")
    try S.buy(store, "Milk", "3", for: "3.00", on: "2026-09-02")
    try S.buy(store, "Milk", "2", for: "2.00", on: "2026-09-03")
    try S.use(store, "Milk", "6", on: "2026-10-15")
    try S.buy(store, "Rice", "10", for: "12.00", on: "2026-09-01", unit: "kg")
    try S.use(store, "Rice", "0.5", on: "2026-10-20")
    return store
  }

  @Test func theRateIsWhatWasConsumedInTheWindowPerDay() throws {
    let store = try milkUsedSixLitresInOctober()
    let rates = try store.projections(asOf: try S.day("2026-10-31"), window: 30, minHistory: 14)
    let milk = try #require(rates.first { $0.item.name == "Milk" })
    #expect(milk.onHand.description == "2")
    #expect(milk.perDay?.description == "0.200")
    #expect(milk.daysOfSupply?.description == "10.000")
    #expect(milk.runOutOn == (try S.day("2026-11-10")))
  }

  @Test func restockRoundsTheNeedUpToWholeUsualPacks() throws {
    // Over 60 days Milk needs 0.2 × 60 − 2 = 10 l: four packs of its usual 3 l, 12 l.
    // Rice (9.5 kg left, 0.5 kg a month) lasts well past 60 days.
    let store = try milkUsedSixLitresInOctober()
    // Rate × (H − days of supply) = 0.2 × (60 − 10) = 10 l, as before the forecast.
    let projections = try store.projections(
      asOf: try S.day("2026-10-31"), window: 30, minHistory: 14)
    let suggestions = try store.restockSuggestions(of: projections, horizon: 60)
    #expect(suggestions.map(\.projection.item.name) == ["Milk"])
    #expect(suggestions.first?.suggested.description == "12")
  }

  @Test func expiringSeparatesExpiredLotsFromThoseExpiringSoon() throws {
    // As of 10-10 within 3 days: the yogurt expired on 10-08, the cheese expires on 10-12;
    // the ham (10-20) is later and the butter (10-11) is used up.
    let store = try S.empty()
    try S.buy(store, "Yogurt", "4", for: "2.00", on: "2026-10-01", expires: "2026-10-08")
    try S.buy(store, "Cheese", "1", for: "4.10", on: "2026-10-01", expires: "2026-10-12")
    try S.buy(store, "Ham", "1", for: "3.50", on: "2026-10-01", expires: "2026-10-20")
    try S.buy(store, "Butter", "1", for: "2.30", on: "2026-10-01", expires: "2026-10-11")
    try S.use(store, "Butter", "1", on: "2026-10-09")
    let outlook = try store.expiryOutlook(asOf: try S.day("2026-10-10"), within: 3)
    #expect(outlook.expired.map(\.item) == ["Yogurt"])
    #expect(outlook.expiring.map(\.item) == ["Cheese"])
  }

  @Test func wasteValuesADiscardAsItsShareOfTheLotsPrice() throws {
    // Half of a 2-loaf lot bought for 6.00 is 1.50; 0.5 thrown away of 1.5 used is 1/3.
    let store = try S.empty()
    try S.buy(store, "Bread", "2", for: "6.00", on: "2026-10-01", category: "bakery")
    try S.use(store, "Bread", "1", on: "2026-10-02")
    try S.use(store, "Bread", "0.5", on: "2026-10-05", .discard)
    let waste = try store.waste(in: DateRange(month: try S.day("2026-10-01").month))
    let bread = try #require(waste.rows.first)
    #expect(waste.rows.count == 1)
    #expect(bread.quantity.description == "0.5")
    #expect(bread.value.description == "1.50 EUR")
    #expect(bread.ratio?.description == "0.333")
    #expect(waste.byCategory.map(\.key) == ["bakery"])
  }
}

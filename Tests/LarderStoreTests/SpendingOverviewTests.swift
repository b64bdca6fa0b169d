import Foundation
import LarderCore
import LarderStore
import Testing

/// The spending overview that `larder spending` and the web's Spending page both show, read
/// in-process on a household of four purchases and one discard:
///
/// - 2026-09-10 Cream 2.00 (dairy, Lidl)
/// - 2026-10-01 Milk 2.40 (dairy, Lidl), of which half is discarded on 10-20 (1.20)
/// - 2026-10-12 Cheese 4.10 (dairy, Market)
/// - 2026-10-31 Bread 3.10 (bakery, Market)
@Suite struct SpendingOverviewTests {
  typealias S = InProcessStore

  func household() throws -> Store {
    let store = try S.empty()
    _ = try S.importCSV(
      store,
      """
      date,item,quantity,price,unit,category,currency,store
      2026-09-10,Cream,2,2.00,L,dairy,EUR,Lidl
      2026-10-01,Milk,2,2.40,L,dairy,EUR,Lidl
      2026-10-12,Cheese,1,4.10,pcs,dairy,EUR,Market
      2026-10-31,Bread,1,3.10,pcs,bakery,EUR,Market

      """)
    try S.use(store, "Milk", "1", on: "2026-10-20", .discard)
    return store
  }

  static func amounts(_ spending: Spending) -> [String: String] {
    Dictionary(uniqueKeysWithValues: spending.rows.map { ($0.key, $0.amount.description) })
  }

  @Test func aMonthIsBrokenDownByCategoryAndByStore() throws {
    let overview = try household().spendingOverview(of: try Month(parsing: "2026-10"))
    #expect(Self.amounts(overview.byCategory) == ["dairy": "6.50 EUR", "bakery": "3.10 EUR"])
    #expect(Self.amounts(overview.byStore) == ["Lidl": "2.40 EUR", "Market": "7.20 EUR"])
    #expect(overview.breakdown == overview.byCategory)
  }

  @Test func theBreakdownIsByTheDimensionAskedFor() throws {
    let overview = try household().spendingOverview(of: try Month(parsing: "2026-10"), by: .item)
    #expect(
      Self.amounts(overview.breakdown)
        == ["Milk": "2.40 EUR", "Cheese": "4.10 EUR", "Bread": "3.10 EUR"])
  }

  @Test func aMonthHasTwelveMonthsOfTrendEndingWithIt() throws {
    let overview = try household().spendingOverview(of: try Month(parsing: "2026-10"))
    #expect(overview.trend.map(\.month.description).first == "2025-11")
    #expect(overview.trend.map(\.month.description).last == "2026-10")
    #expect(overview.trend.count == 12)
    let totals = overview.trend.map { $0.totals[.euro].description }
    #expect(totals.suffix(3) == ["0.00 EUR", "2.00 EUR", "9.60 EUR"])
  }

  @Test func aMonthIsComparedWithTheMonthBefore() throws {
    let comparison = try #require(
      try household().spendingOverview(of: try Month(parsing: "2026-10")).comparison)
    #expect(comparison.previous[.euro].description == "2.00 EUR")
    #expect(comparison.change(in: .euro).description == "7.60 EUR")
  }

  @Test func theWasteIsWhatWasDiscardedInThePeriod() throws {
    let overview = try household().spendingOverview(
      of: try Month(parsing: "2026-10"), includingWaste: true)
    let waste = try #require(overview.waste)
    #expect(waste.rows.map(\.item) == ["Milk"])
    #expect(waste.totals[.euro].description == "1.20 EUR")
  }

  @Test func theWasteIsReadOnlyWhenAskedFor() throws {
    #expect(try household().spendingOverview(of: try Month(parsing: "2026-10")).waste == nil)
  }

  @Test func aPeriodOtherThanAMonthHasNoTrendNorComparison() throws {
    let period = try DateRange(from: try S.day("2026-09-01"), to: try S.day("2026-10-15"))
    let overview = try household().spendingOverview(in: period, by: .category)
    #expect(Self.amounts(overview.byCategory) == ["dairy": "8.50 EUR"])
    #expect(overview.trend.isEmpty)
    #expect(overview.comparison == nil)
    #expect(overview.month == nil)
  }
}

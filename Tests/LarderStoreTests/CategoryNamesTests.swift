import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// A category keeps one code and has a name in each language: each reader is shown theirs,
/// any of them is the category when typed, and the default category is the reader's word.
@Suite struct CategoryNamesTests {
  /// Milk in `dairy`, named `Crèmerie` in French and `乳製品` in Japanese, and rice in
  /// `other`.
  static func household() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Lait", "1", for: "1.20", on: "2026-11-01", unit: "L", category: "dairy")
    try S.buy(store, "Riz", "1", for: "2.00", on: "2026-11-01", unit: "kg")
    try store.nameCategory("dairy", ["fr": "Crèmerie", "ja": "乳製品"])
    return store
  }

  @Test func eachReaderIsShownTheCategoryInTheirLanguage() throws {
    let store = try Self.household()
    store.readingLanguage = "ja"
    store.readingWords = ["other": "その他"]
    #expect(try store.history(of: "Lait").item.category == "乳製品")
    #expect(try store.history(of: "Riz").item.category == "その他")
    let spending = try store.spending(
      in: DateRange(month: try Month(parsing: "2026-11")), by: .category)
    #expect(Set(spending.rows.map(\.key)) == ["乳製品", "その他"])
  }

  @Test func anyNameOfACategoryIsItsCode() throws {
    let store = try Self.household()
    store.readingLanguage = "fr"
    store.readingWords = ["other": "autre"]
    #expect(try store.categoryCode("crèmerie") == "dairy")
    #expect(try store.categoryCode("乳製品") == "dairy")
    #expect(try store.categoryCode("Autre") == "other")
    #expect(try store.categoryCode("frozen") == "frozen")
    try store.editItem("Riz", Store.ItemChanges(category: "乳製品"))
    store.readingLanguage = nil
    store.readingWords = [:]
    #expect(try store.history(of: "Riz").item.category == "dairy")
  }

  @Test func aBudgetTypedByAnyNameIsTheCategorys() throws {
    let store = try Self.household()
    store.readingLanguage = "fr"
    try store.setBudget(
      "Crèmerie", amount: try S.euros("30"), currency: .euro, from: try Month(parsing: "2026-11"))
    store.readingLanguage = nil
    #expect(try store.budgets().map(\.category) == ["dairy"])
  }

  @Test func twoCategoriesShareNoName() throws {
    let store = try Self.household()
    #expect(throws: StoreError.categoryNameTaken("乳製品", category: "dairy")) {
      try store.nameCategory("other", ["ja": "乳製品"])
    }
  }
}

import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// Two items made one: everything of the first becomes the second's, its uses are drawn
/// again as one item's, and undo gives both back row for row.
@Suite struct ItemMergeTests {
  /// `Lait` (L) bought on the 1st, and `牛乳` (ml) bought on the 5th and used on the 10th,
  /// with a barcode, an alias and a line on the shopping list.
  static func twoMilks() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Lait", "1", for: "1.20", on: "2026-10-01", unit: "L")
    try S.buy(store, "牛乳", "1000", for: "1.50", on: "2026-10-05", unit: "ml")
    try S.use(store, "牛乳", "300", on: "2026-10-10")
    try store.editItem(
      "牛乳",
      Store.ItemChanges(
        shelfLife: 7, addBarcodes: [try GTIN("4710009620029")], addAliases: ["ぎゅうにゅう"]))
    try store.listToBuy("牛乳", amount: nil, today: S.today)
    return store
  }

  @Test func everythingOfTheFirstBecomesTheSecondsInItsUnit() throws {
    let store = try Self.twoMilks()
    let merged = try store.merge("牛乳", into: "Lait")
    #expect(merged.lots == 1)
    #expect(merged.target.lives.shelf == 7)
    let lait = try store.history(of: "ぎゅうにゅう")
    #expect(lait.item.name == "Lait")
    #expect(lait.lots.map(\.lot.quantity.description) == ["1", "1"])
    #expect(lait.barcodes.map(\.digits) == ["4710009620029"])
    #expect(lait.names.aliases == ["ぎゅうにゅう", "牛乳"])
    #expect(try store.shoppingList(asOf: S.today).map(\.name) == ["Lait"])
    #expect(try store.check().isEmpty)
  }

  @Test func theUsesAreDrawnAgainFirstBoughtFirst() throws {
    // Had they been one item, the use of the 10th would have drawn from the lot of the 1st.
    let store = try Self.twoMilks()
    try store.merge("牛乳", into: "Lait")
    let lots = try store.history(of: "Lait").lots
    #expect(lots.map(\.remaining.description) == ["0.7", "1"])
  }

  @Test func undoGivesBothItemsBackRowForRow() throws {
    let store = try Self.twoMilks()
    let before = try UndoTests.dump(store)
    try store.merge("牛乳", into: "Lait")
    try store.undo()
    #expect(try UndoTests.dump(store) == before)
  }

  @Test func eachNameIsTheMergedItemsOnce() throws {
    let store = try S.empty()
    try S.buy(store, "Tofu", "400", for: "2.00", on: "2026-10-01", unit: "g")
    try S.buy(store, "豆腐", "400", for: "2.00", on: "2026-10-01", unit: "g")
    try store.editItem("Tofu", Store.ItemChanges(namesIn: ["fr": "Tofu", "ja": "トーフ"]))
    try store.editItem("豆腐", Store.ItemChanges(namesIn: ["fr": "Tofu soyeux"]))
    try store.merge("Tofu", into: "豆腐")
    let names = try store.names(of: "豆腐")
    #expect(names.aliases == ["Tofu"])
    #expect(names.byLanguage == ["fr": "Tofu soyeux", "ja": "トーフ"])
    try store.editItem("豆腐", Store.ItemChanges(removeAliases: ["Tofu", "tofu"]))
    #expect(try store.names(of: "豆腐").aliases.isEmpty)
  }

  @Test func itemsWhoseUnitsDoNotConvertAreNotMerged() throws {
    let store = try Self.twoMilks()
    try S.buy(store, "Farine", "1", for: "1.00", on: "2026-10-01", unit: "kg")
    #expect(
      throws: StoreError.mergeAcrossUnits(
        source: "Lait", sourceUnit: "L", target: "Farine", targetUnit: "kg")
    ) { try store.merge("Lait", into: "Farine") }
    #expect(throws: StoreError.mergeIntoItself("Lait")) { try store.merge("Lait", into: "lait") }
  }
}

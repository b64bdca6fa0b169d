import Foundation
import LarderCore
import LarderErrors
import Testing

@testable import LarderStore

private typealias S = InProcessStore

/// An item's names in other languages and its aliases: each finds the item, the reader
/// of a language is shown the item's name in it, no two items share a name, and an export
/// carries them back.
@Suite struct ItemNamesTests {
  /// Milk bought as `Lait`, named `牛乳` in Japanese and `鮮奶` in Chinese, with an alias.
  static func milk() throws -> Store {
    let store = try S.empty()
    try S.buy(store, "Lait", "1", for: "1.20", on: "2026-11-01", unit: "L")
    try store.editItem(
      "Lait",
      Store.ItemChanges(
        namesIn: ["ja": "牛乳", "zh-Hant": "鮮奶"], addAliases: ["lait demi-écrémé"]))
    return store
  }

  @Test func everyNameFindsTheItem() throws {
    let store = try Self.milk()
    for name in ["Lait", "牛乳", "鮮奶", "lait demi-ecreme", "LAIT DEMI-ÉCRÉMÉ"] {
      #expect(try store.history(of: name).names.own == "Lait", "\(name)")
    }
  }

  @Test func theReaderIsShownTheNameInTheirLanguageElseTheItemsOwn() throws {
    let store = try Self.milk()
    for (language, name) in [("ja", "牛乳"), ("zh-Hant", "鮮奶"), ("fr", "Lait"), ("en", "Lait")] {
      store.readingLanguage = language
      #expect(try S.onHand(store).keys.sorted() == [name], "\(language)")
    }
  }

  @Test func aNameOfAnotherItemIsRefused() throws {
    let store = try Self.milk()
    try S.buy(store, "Soja", "1", for: "1.00", on: "2026-11-01", unit: "L")
    #expect(throws: StoreError.nameOfAnotherItem("鮮奶", item: "Lait")) {
      try store.editItem("Soja", Store.ItemChanges(addAliases: ["鮮奶"]))
    }
    #expect(throws: StoreError.nameTaken("Lait")) {
      try store.editItem("Soja", Store.ItemChanges(namesIn: ["fr": "lait"]))
    }
    #expect(throws: StoreError.aliasNotOnItem("soy", item: "Soja")) {
      try store.editItem("Soja", Store.ItemChanges(removeAliases: ["soy"]))
    }
  }

  @Test func anAliasBecomesTheNameInALanguage() throws {
    let store = try Self.milk()
    try store.editItem("Lait", Store.ItemChanges(namesIn: ["fr": "lait demi-écrémé"]))
    let names = try store.names(of: "Lait")
    #expect(names.byLanguage["fr"] == "lait demi-écrémé")
    #expect(names.aliases.isEmpty)
  }

  @Test func oneWordFindsTheOneItemHoldingIt() throws {
    let store = try S.empty()
    try S.buy(store, "有機豆漿", "1", for: "1.00", on: "2026-11-01", unit: "L")
    try S.buy(store, "Whole milk", "1", for: "1.00", on: "2026-11-01", unit: "L")
    try S.buy(store, "Crème fraîche épaisse", "1", for: "1.00", on: "2026-11-01")
    try S.buy(store, "Crème anglaise", "1", for: "1.00", on: "2026-11-01")
    #expect(try store.history(of: "豆漿").item.name == "有機豆漿")
    #expect(try store.history(of: "MILK").item.name == "Whole milk")
    #expect(
      throws: StoreError.ambiguousReference(
        "creme", matches: ["Crème anglaise", "Crème fraîche épaisse"])
    ) { try store.history(of: "creme") }
    #expect(throws: StoreError.unknownItem("mil")) { try store.history(of: "mil") }
  }

  @Test func aPurchaseUnderAnotherNameRemembersTheLastPriceAndStore() throws {
    let store = try Self.milk()
    store.readingLanguage = "ja"
    let (item, lot) = try store.addPurchase(
      PurchaseRow(
        line: 0, date: try S.day("2026-11-02"), item: "牛乳", quantity: Quantity(2),
        price: .zero(.euro)),
      today: S.today, remembering: [.price, .store])
    #expect(item.name == "牛乳")
    #expect(lot.price == (try S.euros("2.40")))
  }

  @Test func anImportedNameKeepsTheTextRules() throws {
    let store = try S.empty()
    #expect(throws: ImportError.self) {
      try S.importCSV(
        store, "date,item,quantity,price,aliases\n2026-11-01,Lait,1,1.00,\"la\u{7}it\"\n")
    }
  }

  @Test func theNamesGoOutWithTheExportAndComeBack() throws {
    let store = try Self.milk()
    var lines = [ImportFormat.purchases.exportColumns.joined(separator: ",")]
    try store.forEachExportedLot { lot in
      lines.append(ImportFormat.purchaseFields(lot).joined(separator: ","))
    }
    #expect(lines[1].hasSuffix(",,,牛乳,鮮奶,lait demi-écrémé"))
    let copy = try S.empty()
    _ = try S.importCSV(copy, lines.joined(separator: "\n") + "\n")
    #expect(try copy.names(of: "鮮奶") == store.names(of: "Lait"))
  }
}

import Foundation
import LarderCore
import Testing

@testable import LarderLanguage

/// A change's summary, written when shown in the reader's language and formats: English as
/// Larder always wrote it, each other language translated.
@Suite struct ChangeSummaryTests {
  static let lot = UUID(uuidString: "3d31e83b-0000-4000-8000-000000000001") ?? UUID()
  static let french = Localization(Language(code: "fr") ?? .english)
  static let japanese = Localization(Language(code: "ja") ?? .english)

  static func consumed() throws -> ChangeAction {
    .used(
      use: .consume, item: "Whole milk", quantity: try Quantity(parsing: "0.5"), unit: "L", lots: 2)
  }

  @Test func englishReadsAsTheSummariesLarderRecorded() throws {
    #expect(summary(try Self.consumed(), .english) == "consumed 0.5 L of Whole milk from 2 lots")
    #expect(
      summary(
        .added(
          item: "Whole milk", quantity: Quantity(2), unit: "L",
          price: Money(minorUnits: 238, currency: .euro), lot: Self.lot), .english)
        == "added 2 L of Whole milk for 2.38 EUR (lot 3d31e83b)")
  }

  @Test func frenchWritesTheWordsAndTheNumbersOfFrench() throws {
    #expect(
      summary(try Self.consumed(), Self.french) == "consommation : Whole milk, 0,5 L, sur 2 lots")
  }

  @Test func anUndoWritesTheUndoneChangeInTheSameLanguage() throws {
    let undo = ChangeAction.undid(change: Self.lot, action: try Self.consumed())
    #expect(summary(undo, .english) == "undid: consumed 0.5 L of Whole milk from 2 lots")
    #expect(summary(undo, Self.japanese) == "取り消し：Whole milkを0.5 L使用（2ロットから）")
  }

  @Test func aGrocyImportCountsItsItemsPurchasesAndEvents() {
    let action = ChangeAction.importedGrocy(file: "grocy.db", items: 2, lots: 3, events: 1)
    #expect(
      summary(action, .english)
        == "imported the Grocy database grocy.db: 2 items, 3 purchases, 1 event")
    #expect(
      summary(action, Self.french)
        == "importé la base Grocy grocy.db : 2 articles, 3 achats, 1 mouvement")
  }

  @Test func anEditListsItsFieldsInTheLanguage() {
    let edit = ChangeAction.editedItem(item: "Milk", fields: [.name, .minimumStock])
    #expect(summary(edit, .english) == "edited Milk: name, minimum stock")
    #expect(summary(edit, Self.french) == "article modifié : Milk (nom, stock minimum)")
  }

  @Test func aLegacyChangeIsShownAsRecordedInEveryLanguage() {
    let legacy = ChangeAction.legacy(summary: "added 1 big bag of Flour")
    #expect(summary(legacy, Self.french) == "added 1 big bag of Flour")
  }

  @Test func anUnreadableChangeSaysSo() {
    #expect(
      summary(.unreadable(version: 2), .english) == "a change recorded by a newer Larder (format 2)"
    )
  }
}

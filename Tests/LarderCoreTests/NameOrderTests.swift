import Foundation
import Testing

@testable import LarderCore

/// The one order of names. `Tests/Fixtures/name-order.txt` holds names in French, German,
/// Chinese and Japanese in that order, written down once: checked here against
/// `NameOrder`, and by `NameOrderCommandTests` against every command that sorts by name.
/// It is the root order of the Unicode Collation Algorithm as ICU gives it (checked with
/// ICU 72's `ucol_open("")`): base letters first, so Crème is between Courgettes and
/// Croissants and Œufs (sorted as "oe") with the O's; Latin, then Kana, then Han in the
/// order of their code points (牛 U+725B, 納 U+7D0D, 豆 U+8C46).
@Suite struct NameOrderTests {
  /// The fixed names in their expected order.
  static func expected() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/name-order.txt")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func theFixedNamesSortInTheOrderWrittenDown() throws {
    let expected = try Self.expected()
    #expect(expected.count == 10)
    #expect(NameOrder.sorted(expected.reversed()) == expected)
    #expect(NameOrder.sorted(expected.shuffled()) == expected)
  }

  @Test func letterComeBeforeAccentsAndCase() {
    #expect(
      NameOrder.sorted(["Croissants", "Crème", "Courgettes"]) == [
        "Courgettes", "Crème", "Croissants",
      ])
    #expect(NameOrder.sorted(["banana", "Apple", "apple"]) == ["apple", "Apple", "banana"])
  }

  @Test func ligaturesAndSpecialLettersSortAsTheirLetters() {
    #expect(
      NameOrder.sorted(["Pain", "Oignons", "Œufs", "Lait"]) == [
        "Lait", "Œufs", "Oignons", "Pain",
      ])
    #expect(
      NameOrder.sorted(["Strudel", "Straße", "Stollen"]) == ["Stollen", "Straße", "Strudel"])
  }

  @Test func itemsWithTheSameNameAreOrderedByID() throws {
    let day = try CalendarDate(parsing: "2026-10-01")
    let first = Item(
      id: try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001")), name: "Tea",
      category: "drinks", unit: "pcs", createdOn: day)
    var second = first
    second.id = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000002"))
    #expect(NameOrder.precedes(first, second))
    #expect(!NameOrder.precedes(second, first))
  }

  @Test func ranksFollowTheOrder() {
    #expect(NameOrder.ranks(["Zucker", "Äpfel", "Zucker"]) == ["Äpfel": 0, "Zucker": 1])
  }

  @Test func ranksKeptForOneSetAreNotGivenForAnotherOrAnotherLanguage() {
    // Ranked twice in a row, then with one more name, then in Swedish, where Ä sorts
    // after Z: each answer is that names' own order.
    let names = ["Zucker", "Äpfel"]
    #expect(NameOrder.ranks(names) == ["Äpfel": 0, "Zucker": 1])
    #expect(NameOrder.ranks(names) == ["Äpfel": 0, "Zucker": 1])
    #expect(NameOrder.ranks(names + ["Brot"]) == ["Äpfel": 0, "Brot": 1, "Zucker": 2])
    NameOrder.$collation.withValue(Locale(identifier: "sv")) {
      #expect(NameOrder.ranks(names) == ["Zucker": 0, "Äpfel": 1])
    }
    #expect(NameOrder.ranks(names) == ["Äpfel": 0, "Zucker": 1])
  }

  @Test func itemsSortedByNameThenByID() throws {
    // Tea twice (ids 2 and 1) and Äpfel: Äpfel, then the Tea with the lower id.
    let day = try CalendarDate(parsing: "2026-10-01")
    func item(_ id: Int, _ name: String) throws -> Item {
      Item(
        id: try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000\(id)")),
        name: name, category: "food", unit: "pcs", createdOn: day)
    }
    let items = [try item(2, "Tea"), try item(1, "Tea"), try item(3, "Äpfel")]
    let sorted = NameOrder.sorted(items, by: { $0 })
    #expect(sorted.map(\.name) == ["Äpfel", "Tea", "Tea"])
    #expect(sorted.map { UUIDText.format($0.id).suffix(1) } == ["3", "1", "2"])
    #expect(sorted == items.sorted(by: NameOrder.precedes))
  }
}

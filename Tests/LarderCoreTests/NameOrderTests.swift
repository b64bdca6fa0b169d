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
}

import Foundation
import LarderCore
import Testing

/// A change's action and origin as the history stores them: versioned JSON that reads back
/// as written, and reads as `.unreadable` (never an error) when it is another version's or
/// not an action at all.
@Suite struct ChangeActionStoredTests {
  static let lot = UUID(uuidString: "3d31e83b-0000-4000-8000-000000000001") ?? UUID()

  static func added() throws -> ChangeAction {
    .added(
      item: "Whole milk", quantity: try Quantity(parsing: "1.5"), unit: "L",
      price: Money(minorUnits: 238, currency: .euro), lot: lot)
  }

  @Test func anActionReadsBackAsWritten() throws {
    let action = try Self.added()
    #expect(ChangeAction(stored: action.stored) == action)
  }

  @Test func anUndoReadsBackWithTheActionItUndid() throws {
    let action = ChangeAction.undid(change: Self.lot, action: try Self.added())
    #expect(ChangeAction(stored: action.stored) == action)
  }

  @Test func valuesAreStoredAsLarderWritesThem() throws {
    let stored = try Self.added().stored
    #expect(stored.hasPrefix(#"{"action":{"added":{"item":"Whole milk","lot":"#))
    #expect(stored.contains(#""price":{"amount":"2.38","currency":"EUR"}"#))
    #expect(stored.contains(#""quantity":"1.5""#))
    #expect(stored.hasSuffix(#""version":1}"#))
  }

  /// A hand-edited database may hold a quantity or a price beyond what input may give
  /// (10^9): a change that records one reads it back all the same.
  @Test func valuesBeyondTheBoundsOfInputReadBack() {
    let action = ChangeAction.added(
      item: "Salt", quantity: Quantity(thousandths: 2_000_000_000_000_000), unit: "kg",
      price: Money(minorUnits: 300_000_000_000_000, currency: .euro), lot: Self.lot)
    #expect(ChangeAction(stored: action.stored) == action)
  }

  @Test func anotherVersionReadsAsUnreadableWithThatVersion() {
    #expect(
      ChangeAction(stored: #"{"version":2,"action":{"weighed":{}}}"#) == .unreadable(version: 2))
  }

  @Test func textThatIsNotAnActionReadsAsUnreadable() {
    #expect(ChangeAction(stored: "") == .unreadable(version: nil))
    #expect(
      ChangeAction(stored: #"{"version":1,"action":{"weighed":{}}}"#) == .unreadable(version: nil))
    #expect(
      ChangeAction(stored: #"{"version":1,"action":{"deletedItem":{}}}"#)
        == .unreadable(version: nil))
  }

  @Test func aValueThatDoesNotParseReadsAsUnreadable() throws {
    let stored = try Self.added().stored.replacingOccurrences(of: "\"1.5\"", with: "\"lots\"")
    #expect(ChangeAction(stored: stored) == .unreadable(version: nil))
  }

  @Test func anOriginReadsBackAsWritten() {
    for origin in [
      ChangeOrigin.commandLine(arguments: ["consume", "Whole milk", "0.5"]),
      .web(route: "/items/ID/consume", member: nil),
    ] {
      #expect(ChangeOrigin(stored: origin.stored) == origin)
    }
    #expect(ChangeOrigin(stored: "[]") == nil)
  }
}

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

  /// An action of every kind, with text that needs escaping, a value left out and an
  /// undo of an undo.
  static func everyKind() throws -> [ChangeAction] {
    let one = try Quantity(parsing: "1.5")
    let day = try CalendarDate(parsing: "2026-11-03")
    let price = Money(minorUnits: 238, currency: .euro)
    let odd = "Lait \"entier\" \\ 1/2\n\t\u{01}\u{7F} 牛乳 🥛"
    let line = StocktakeLine(item: odd, unit: "L", recorded: one, counted: .zero)
    return [
      try added(),
      .used(use: .consume, item: odd, quantity: one, unit: "L", lots: 2),
      .changedState(state: .frozen, item: "Peas", quantity: one, unit: "kg", lots: 1),
      .editedItem(item: "Peas", fields: [.name, .barcodes, .gramsPerPiece]),
      .editedLot(lot: lot, item: nil, fields: [.price]),
      .editedEvent(event: lot, item: "Peas", fields: [.date, .note]),
      .deletedEvent(event: lot, item: "Peas", use: .discard, quantity: one, unit: "kg", date: day),
      .stocktake(date: day, lines: [line, line]),
      .deletedItem(item: odd),
      .mergedItems(source: "Lait", target: "Milk", lots: 3),
      .namedCategory(category: "Dairy"),
      .setBudget(category: "", amount: price, month: try Month(parsing: "2026-11")),
      .endedBudget(category: "Dairy", currency: .euro, month: try Month(parsing: "2026-12")),
      .mappedCategoryTag(tag: "en:dairies", category: nil),
      .mappedCategoryTag(tag: "en:dairies", category: "Dairy"),
      .importedPurchases(file: "/tmp/a b.csv", purchases: 10, newItems: 2),
      .importedEvents(file: "events.csv", events: 4),
      .importedGrocy(file: "grocy.db", items: 2, lots: 3, events: 1),
      .addedRecipe(recipe: "Gratin", ingredients: 5),
      .importedRecipes(file: "recipes.json", recipes: 7),
      .editedRecipe(recipe: "Gratin"),
      .deletedRecipe(recipe: "Gratin"),
      .cooked(recipe: "Gratin", servings: 4, date: day, items: 3),
      .plannedMeal(recipe: "Gratin", date: day, servings: 2),
      .unplannedMeal(recipe: "Gratin", date: day),
      .recordedReceipt(store: "Carrefour", date: day, purchases: 12, total: price),
      .forgotReceiptAlias(store: "Carrefour", text: "SAC"),
      .listed(name: "Eggs", quantity: nil, unit: nil),
      .listed(name: "Eggs", quantity: one, unit: "pcs"),
      .boughtFromList(item: "Eggs", quantity: one, unit: "pcs", price: price, lot: lot),
      .unlisted(name: "Eggs"),
      .clearedBought(lines: 3),
      .undid(change: lot, action: .redid(change: lot, action: try added())),
      .legacy(summary: odd),
      .unreadable(version: nil),
      .unreadable(version: -7),
    ]
  }

  /// The stored text is the text Foundation's JSONEncoder writes with sorted keys and
  /// slashes unescaped (what earlier Larders stored), for an action of every kind.
  @Test func theStoredTextIsJSONEncodersText() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for action in try Self.everyKind() {
      let expected = String(
        decoding: try encoder.encode(["action": action]), as: UTF8.self)
      let stored = action.stored
      #expect(stored == String(expected.dropLast()) + #","version":1}"#, "\(action)")
      #expect(ChangeAction(stored: stored) == action)
    }
    let origin = ChangeOrigin.api(route: "/api/v1/purchases", token: "phone \"1\"", member: nil)
    #expect(origin.stored == String(decoding: try encoder.encode(origin), as: UTF8.self))
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

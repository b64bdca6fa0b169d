import LarderCore
import Testing

@testable import LarderLanguage

/// The summary of an open, freeze or thaw in the history, in each language.
@Suite struct StateChangeSummaryTests {
  static func opened(_ state: FoodState) throws -> ChangeAction {
    .changedState(
      state: state, item: "Whole milk", quantity: try Quantity(parsing: "0.5"), unit: "L", lots: 1)
  }

  @Test func eachStateHasItsVerb() throws {
    #expect(summary(try Self.opened(.opened), .english) == "opened 0.5 L of Whole milk from 1 lot")
    #expect(summary(try Self.opened(.frozen), .english) == "froze 0.5 L of Whole milk from 1 lot")
    #expect(summary(try Self.opened(.thawed), .english) == "thawed 0.5 L of Whole milk from 1 lot")
  }

  @Test func frenchWritesItsOwnNumbers() throws {
    let french = Localization(Language(code: "fr") ?? .english)
    #expect(
      summary(try Self.opened(.opened), french) == "ouverture : Whole milk, 0,5 L, sur 1 lot")
  }

  @Test func aStoredChangeReadsBack() throws {
    let action = try Self.opened(.frozen)
    #expect(ChangeAction(stored: action.stored) == action)
  }
}

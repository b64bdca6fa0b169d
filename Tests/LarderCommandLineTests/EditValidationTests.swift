import Testing

@testable import LarderCommandLine

/// `edit` changes an item or, with `--lot`, corrects a lot: never both, never nothing.
@Suite struct EditValidationTests {
  func validate(_ tokens: [String]) -> String? {
    usageMessage { try EditCommand.validate(parse(tokens, as: EditCommand.spec)) }
  }

  @Test func anItemAndAChange() {
    #expect(validate(["Milk", "--unit", "L"]) == nil)
  }

  @Test func aLotAndACorrection() {
    #expect(validate(["--lot", "72555ab8", "--price", "2.00"]) == nil)
  }

  @Test func anItemOptionWithALot() {
    #expect(
      validate(["--lot", "72555ab8", "--name", "Oat milk"])
        == "'--name' cannot be combined with '--lot'")
  }

  @Test func aLotWithoutACorrection() {
    #expect(
      validate(["--lot", "72555ab8"]) == "Nothing to correct: give --quantity, --price or --expires"
    )
  }

  @Test func aLotOptionWithoutALot() {
    #expect(validate(["Milk", "--quantity", "2"]) == "'--quantity' needs '--lot <id>'")
  }

  @Test func noItemAndNoLot() {
    #expect(validate(["--unit", "L"]) == "The item name must not be blank")
  }

  @Test func anItemWithoutAChange() {
    #expect(
      validate(["Milk"])
        == "Nothing to change: give at least one of --name, --category, --unit, --min-stock, "
        + "--location")
  }
}

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
      validate(["--lot", "72555ab8"])
        == "Nothing to correct: give --quantity, --price, --expires or --location")
  }

  @Test func aLotOptionWithoutALot() {
    #expect(
      validate(["Milk", "--quantity", "2"]) == "'--quantity' needs '--lot <id>' or '--event <id>'")
    #expect(validate(["Milk", "--price", "2"]) == "'--price' needs '--lot <id>'")
  }

  @Test func anEventAndACorrection() {
    #expect(validate(["--event", "9f2c", "--date", "2026-11-02"]) == nil)
  }

  @Test func aLotLocation() {
    #expect(validate(["--lot", "72555ab8", "--location", "cellar"]) == nil)
  }

  @Test func aLotOptionWithAnEvent() {
    #expect(
      validate(["--event", "9f2c", "--price", "2.00"])
        == "'--price' cannot be combined with '--event'")
  }

  @Test func aLotAndAnEvent() {
    #expect(
      validate(["--lot", "72555ab8", "--event", "9f2c", "--quantity", "1"])
        == "Give --lot or --event, not both")
  }

  @Test func noItemAndNoLot() {
    #expect(validate(["--unit", "L"]) == "The item name must not be blank")
  }

  @Test func anItemWithoutAChange() {
    #expect(
      validate(["Milk"])
        == "Nothing to change: give at least one of --name, --category, --unit, --min-stock, "
        + "--location, --shelf-life, --opened-life, --frozen-life, --thawed-life, --date-kind, "
        + "--barcode, --no-barcode, --name-in, --alias, --no-alias, --home-assistant, "
        + "--no-home-assistant, --grams-per-ml, --grams-per-piece")
  }
}

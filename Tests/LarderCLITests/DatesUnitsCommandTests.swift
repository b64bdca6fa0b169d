import Foundation
import Testing

/// Dates, units and names as typed: what needs the process (exit statuses, one-line
/// errors, today from the clock). `StoreDateTests`, `StoreUnitTests` and `StoreNameTests`
/// specify the same in-process.
@Suite struct DatesUnitsCommandTests {
  /// Runs `arguments`, expecting exit status 65 and `message` as the one line of error.
  func expectBadData(_ larder: LarderBinary, _ arguments: [String], _ message: String) throws {
    let result = try larder.run(arguments)
    #expect(result.status == 65, "\(arguments)")
    #expect(result.stderr == "Error: \(message)\n")
  }

  @Test func aPurchaseDatedInTheFutureIsRefused() throws {
    let larder = try LarderBinary()
    try expectBadData(
      larder, ["add", "Rice", "1", "--date", "2030-01-01"], "the date 2030-01-01 is in the future")
    #expect(try larder.run(["add", "Rice", "1", "--expires", "2030-01-01"]).status == 0)
  }

  @Test func consumingOrDiscardingInTheFutureIsRefused() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Rice", "2", "--date", "2026-11-01"])
    for command in ["consume", "discard"] {
      try expectBadData(
        larder, [command, "Rice", "1", "--date", "2030-01-01"],
        "the date 2030-01-01 is in the future")
    }
    #expect(try larder.run(["list", "--as-of", "2030-01-01"]).status == 0)
  }

  @Test func anImportRowDatedInTheFutureIsRefusedWithItsLineAndColumn() throws {
    let larder = try LarderBinary()
    let result = try larder.run(
      ["import", "-"],
      stdin: "date,item,quantity,price\n2026-11-01,Rice,1,2.00\n2030-01-01,Tea,1,3.00\n")
    #expect(result.status == 65)
    #expect(
      result.stderr == "Error: line 3, column 1 (date): the date 2030-01-01 is in the future\n")
    #expect(try larder.run(["list"]).stdout.contains("Rice") == false)
  }

  @Test func anEventCorrectedIntoTheFutureIsRefused() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Rice", "2", "--date", "2026-11-01"])
    try larder.run(["consume", "Rice", "1", "--date", "2026-11-02"])
    let show = try larder.run(["show", "Rice", "--format", "json"]).stdout
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(show.utf8)) as? [String: Any])
    let event = try #require((parsed["events"] as? [[String: Any]])?.first?["id"] as? String)
    try expectBadData(
      larder, ["edit", "--event", String(event.prefix(8)), "--date", "2030-01-01"],
      "the date 2030-01-01 is in the future")
  }

  @Test func stockBoughtAfterTheDateOfAConsumeIsNamed() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Jambon", "4", "--date", "2026-11-20"])
    try expectBadData(
      larder, ["consume", "Jambon", "1", "--date", "2026-11-01"],
      "cannot take 1 pcs: only 0 pcs of Jambon were on hand on 2026-11-01; 4 pcs were bought "
        + "later, on 2026-11-20")
  }

  @Test func aKilogramOfAnItemCountedInGramsIsAddedAsAThousandGrams() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "豆腐", "400", "--unit", "g", "--date", "2026-11-01"])
    let added = try larder.run(["add", "豆腐", "1", "--unit", "kg", "--price", "4.50"])
    #expect(added.status == 0)
    #expect(added.stdout.hasPrefix("Added 1000 g of 豆腐 for 4.50 EUR"))
    try expectBadData(
      larder, ["add", "豆腐", "0.5", "--unit", "mg"],
      "'豆腐' is counted in g, and 0.5 mg is 0.0005 g, more than 3 decimals")
    try expectBadData(
      larder, ["add", "豆腐", "1", "--unit", "L"],
      "'豆腐' is counted in g, not L: L is a volume and g a mass")
  }

  @Test func editUnitConvertsWithinTheFamilyAndRefusesAnother() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Lait frais", "1", "--unit", "L", "--date", "2026-11-01"])
    try larder.run(["consume", "Lait frais", "0.25", "--date", "2026-11-02"])
    #expect(try larder.run(["edit", "Lait frais", "--unit", "mL"]).status == 0)
    let show = try larder.run(["show", "Lait frais"]).stdout
    #expect(show.contains("on hand:   750 mL"), "\(show)")
    let refused = try larder.run(["edit", "Lait frais", "--unit", "pcs"])
    #expect(refused.status == 65)
    #expect(refused.stderr.hasPrefix("Error: cannot count 'Lait frais' in pcs: it has history"))
  }

  @Test func editHelpSaysQuantitiesAreConverted() throws {
    // The help wraps to the terminal, so words are compared across line breaks.
    let help = try LarderBinary().run(["edit", "--help"]).stdout
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("every quantity is converted"))
    #expect(!help.contains("quantities are not converted"))
  }

  @Test func searchingOeufsFindsTheNameWithALigature() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Œufs", "6", "--date", "2026-11-01"])
    let found = try larder.run(["search", "oeufs"])
    #expect(found.status == 0)
    #expect(found.stdout.contains("Œufs"))
  }

  @Test func listSortAddedKeepsTheOrderItemsWereAddedInOnTheSameDay() throws {
    let larder = try LarderBinary()
    for name in ["Tea", "Bread", "Milk"] {
      try larder.run(["add", name, "1", "--date", "2026-11-01"])
    }
    let list = try larder.run(["list", "--sort", "added"]).stdout
    let lines = list.split(separator: "\n").dropFirst().map { $0.split(separator: " ").first }
    #expect(lines == ["Tea", "Bread", "Milk"])
  }
}

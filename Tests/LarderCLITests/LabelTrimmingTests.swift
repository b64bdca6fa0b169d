import Foundation
import Testing

/// White space around a name, unit, category, store or location never makes a new one.
@Suite struct LabelTrimmingTests {
  @Test func aNameWithSpacesIsTheSameItem() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Eggs", "6", "--date", "2026-10-01"]).status == 0)
    #expect(try larder.run(["add", "Eggs ", "6", "--date", "2026-10-01"]).status == 0)
    #expect(try larder.run(["add", "\u{3000}Eggs\t", "6", "--date", "2026-10-01"]).status == 0)
    #expect(try larder.sqlite("SELECT count(*), group_concat(name) FROM items") == "1|Eggs")
    #expect(try larder.run(["consume", " eggs ", "18", "--date", "2026-10-02"]).status == 0)
  }

  @Test func importedNamesStoresAndUnitsAreTrimmed() throws {
    let larder = try LarderBinary()
    let csv =
      "date,item,quantity,price,unit,category,store,location\n"
      + "2026-10-01, Rice ,1,2.00, kg , pantry , Lidl , shelf \n"
      + "2026-10-02,Rice,1,2.00,kg,pantry,Lidl,shelf\n"
    #expect(try larder.run(["import", try larder.write("p.csv", csv)]).status == 0)
    #expect(
      try larder.sqlite("SELECT name, unit, category, location FROM items")
        == "Rice|kg|pantry|shelf")
    #expect(try larder.sqlite("SELECT DISTINCT store FROM lots") == "Lidl")
  }

  @Test(arguments: [
    ["add", "Rice", "1", "--unit", ""], ["add", "Rice", "1", "--unit", "  "],
    ["add", "Rice", "1", "--category", ""], ["add", "  ", "1"],
  ])
  func aBlankUnitCategoryOrNameIsAUsageError(arguments: [String]) throws {
    let larder = try LarderBinary()
    let result = try larder.run(arguments)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("Error: "))
    #expect(!result.stderr.contains("CHECK"))
  }

  @Test func editTrimsAndRefusesBlankValues() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Rice", "1", "--unit", "kg"]).status == 0)
    #expect(try larder.run(["edit", "Rice", "--name", " Basmati "]).status == 0)
    #expect(try larder.sqlite("SELECT name FROM items") == "Basmati")
    #expect(try larder.run(["edit", "Basmati", "--unit", " "]).status == 64)
    #expect(try larder.run(["edit", "Basmati", "--category", ""]).status == 64)
  }
}

import Foundation
import Testing

/// Each refused input gives one clear line, the right exit code, and leaves the database
/// file byte-for-byte as it was.
@Suite struct RefusedInputTests {
  func seeded() throws -> LarderBinary {
    let larder = try LarderBinary()
    let added = try larder.run([
      "add", "Milk", "1", "--unit", "L", "--price", "1.19", "--date", "2026-11-01",
    ])
    precondition(added.status == 0)
    return larder
  }

  func expectRefused(
    _ arguments: [String], status: Int32, message: String, stdin: String? = nil
  ) throws {
    let larder = try seeded()
    let before = try larder.databaseBytes()
    let result = try larder.run(arguments, stdin: stdin)
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix("Error: "))
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try larder.databaseBytes() == before)
  }

  @Test func consumingMoreThanIsOnHand() throws {
    try expectRefused(
      ["consume", "Milk", "2", "--date", "2026-11-02"], status: 65,
      message: "cannot take 2 L of 'Milk': only 1 L on hand")
  }

  @Test func anUnknownItem() throws {
    try expectRefused(["consume", "Bread", "1"], status: 65, message: "no item is called 'Bread'")
  }

  @Test func aDayThatDoesNotExist() throws {
    try expectRefused(
      ["add", "Milk", "1", "--date", "2026-02-30"], status: 64,
      message: "The value '2026-02-30' is invalid for '--date <date>'")
  }

  @Test func aNegativePrice() throws {
    try expectRefused(
      ["add", "Milk", "1", "--price", "-1"], status: 64, message: "must not be negative")
  }

  @Test func aPriceWithMoreDecimalsThanTheCurrencyAllows() throws {
    try expectRefused(
      ["add", "Milk", "1", "--price", "100.5", "--currency", "JPY"], status: 64,
      message: "has decimals, but this amount allows none")
  }

  @Test func anotherUnitForAnExistingItem() throws {
    try expectRefused(
      ["add", "Milk", "1", "--unit", "kg"], status: 65, message: "counted in L, not kg")
  }

  @Test func anImportWithOneBadRowImportsNothing() throws {
    try expectRefused(
      ["import", "-"], status: 65, message: "line 3, column 3 (quantity)",
      stdin: "date,item,quantity,price\n2026-11-01,Oats,1,2.29\n2026-11-01,Rice,-1,2.00\n")
  }

  @Test func aMissingImportFile() throws {
    try expectRefused(["import", "nowhere.csv"], status: 66, message: "cannot open 'nowhere.csv'")
  }
}

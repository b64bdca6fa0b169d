import Foundation
import Testing

/// `consume` draws usable lots first, and says so on one line when it draws from a lot
/// past its date: 4 eggs expired on 1 March, 2 eggs usable until 20 March, on 10 March.
@Suite struct ConsumeExpiredCommandTests {
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    try larder.run(["add", "Eggs", "4", "--date", "2026-02-20", "--expires", "2026-03-01"])
    try larder.run(["add", "Eggs", "2", "--date", "2026-03-05", "--expires", "2026-03-20"])
    return larder
  }

  @Test func consumeWithinTheUsableStockSaysNothingOfTheExpiredLot() throws {
    let larder = try household()
    let consumed = try larder.run(["consume", "Eggs", "2", "--date", "2026-03-10"])
    #expect(consumed.status == 0)
    #expect(consumed.stdout == "Consumed 2 pcs of Eggs from 1 lot.\n")
    let list = try larder.run(["list", "--as-of", "2026-03-10"]).stdout
    #expect(list.contains("4 pcs expired"))
  }

  @Test func consumeBeyondTheUsableStockNamesTheExpiredLotOnOneLine() throws {
    let larder = try household()
    let consumed = try larder.run(["consume", "Eggs", "3", "--date", "2026-03-10"])
    let lines = consumed.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first == "Consumed 3 pcs of Eggs from 2 lots.")
    #expect(lines.last?.hasPrefix("Used 1 pcs from lot ") == true)
    #expect(lines.last?.hasSuffix(", which expired on 2026-03-01.") == true)
  }

  @Test func consumeExpiredTakesThePastDateLotFirst() throws {
    let larder = try household()
    let consumed = try larder.run(["consume", "Eggs", "1", "--date", "2026-03-10", "--expired"])
    #expect(consumed.stdout.contains("Used 1 pcs from lot "))
    let list = try larder.run(["list", "--as-of", "2026-03-10"]).stdout
    #expect(list.contains("3 pcs expired"))
  }
}

import Foundation
import Testing

/// `larder shopping` through the binary: the list, a tick that records the purchase as
/// usual, its JSON, and the refusals with their exit codes.
@Suite struct ShoppingCommandTests {
  /// Whole milk bought once: 2 L for 2.38 at Lidl on 2026-11-20.
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    let bought = try larder.run(
      [
        "add", "Whole milk", "2", "--unit", "L", "--price", "2.38", "--store", "Lidl", "--date",
        "2026-11-20",
      ])
    #expect(bought.status == 0, "\(bought.stderr)")
    return larder
  }

  @Test func anItemAddedTwiceIsOneLineAndATickBuysItAsUsual() throws {
    let larder = try household()
    #expect(try larder.run(["shopping", "add", "whole milk", "2"]).status == 0)
    let again = try larder.run(["shopping", "add", "Whole milk", "500", "ml"])
    #expect(again.stdout == "Whole milk is on the shopping list: 2.5 L.\n")
    #expect(try larder.run(["shopping"]).stdout == "[ ] Whole milk 2.5 L\n")
    // 2.5 L at last time's 1.19 a litre: 2.975, rounded half away from zero to 2.98.
    let done = try larder.run(["shopping", "done", "Whole milk"])
    #expect(done.status == 0, "\(done.stderr)")
    #expect(done.stdout.hasPrefix("Bought from the list: 2.5 L of Whole milk for 2.98 EUR (lot "))
    let json = try larder.run(["shopping", "--format", "json"]).stdout
    let lines = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(lines?.first?["quantity"] as? String == "2.5")
    #expect(lines?.first?["suggested"] as? Bool == false)
    #expect((lines?.first?["boughtOn"] as? String)?.count == 10)
  }

  @Test func aTickAsOfADayIsBoughtThatDay() throws {
    let larder = try household()
    _ = try larder.run(["shopping", "add", "Whole milk", "1", "--as-of", "2026-11-25"])
    let done = try larder.run(["shopping", "done", "Whole milk", "--as-of", "2026-11-25"])
    #expect(done.status == 0, "\(done.stderr)")
    #expect(try larder.sqlite("SELECT max(purchased_on) FROM lots") == "2026-11-25")
    #expect(try larder.sqlite("SELECT bought_on FROM shopping_lines") == "2026-11-25")
  }

  @Test func aSecondTickIsRefusedAsBadDataAndChangesNothing() throws {
    let larder = try household()
    _ = try larder.run(["shopping", "add", "Whole milk", "1"])
    _ = try larder.run(["shopping", "done", "Whole milk"])
    let second = try larder.run(["shopping", "done", "Whole milk"])
    #expect(second.status == 65)
    #expect(second.stderr.contains("Whole milk was already bought from the shopping list on"))
    #expect(try larder.run(["list"]).stdout.contains(" 3  L "))
  }

  @Test func somethingNotOnTheListIsRefusedWithAdvice() throws {
    let larder = try household()
    let refused = try larder.run(["shopping", "remove", "Candles"])
    #expect(refused.status == 65)
    #expect(
      refused.stderr == "Error: 'Candles' is not on the shopping list; see 'larder shopping'\n")
  }

  @Test func clearWithoutDoneIsAUsageError() throws {
    let larder = try household()
    let refused = try larder.run(["shopping", "clear"])
    #expect(refused.status == 64)
    #expect(refused.stderr.hasPrefix("Error: Give it as 'larder shopping clear --done'\n"))
  }
}

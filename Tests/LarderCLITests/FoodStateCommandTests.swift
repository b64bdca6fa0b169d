import Foundation
import Testing

/// `larder open`, `freeze` and `thaw`, `edit`'s lives, `add --use-by` and
/// `--best-before`, and `expiring`'s past best before, through the binary
/// (docs/definitions.md, definitions 13 to 17).
@Suite struct FoodStateCommandTests {
  /// A household with 3 L of milk for 5.00 EUR bought 2026-10-28, use by 2026-11-08.
  func milk() throws -> LarderBinary {
    let larder = try LarderBinary()
    let added = try larder.run([
      "add", "Milk", "3", "--unit", "L", "--price", "5.00", "--date", "2026-10-28",
      "--use-by", "2026-11-08",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    return larder
  }

  @Test func openingWithoutAnOpenedLifeSaysWhichOptionSetsItAndChangesNothing() throws {
    let larder = try milk()
    let result = try larder.run(["open", "Milk", "--date", "2026-11-01"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("--opened-life DAYS"))
    #expect(try larder.run(["history", "--limit", "1"]).stdout.contains("added 3 L of Milk"))
  }

  @Test func openingPartOfALotSplitsItAndUndoPutsItBack() throws {
    let larder = try milk()
    #expect(try larder.run(["edit", "Milk", "--opened-life", "3"]).status == 0)
    let opened = try larder.run(["open", "Milk", "1", "--date", "2026-11-01"])
    #expect(opened.status == 0, "\(opened.stderr)")
    #expect(
      opened.stdout == "Opened 1 L of Milk from 1 lot; expires 2026-11-04 (estimated).\n")
    let show = try larder.run(["show", "Milk", "--format", "json"]).stdout
    #expect(show.contains(#""state": "opened""#))
    #expect(show.contains(#""stateSince": "2026-11-01""#))
    #expect(show.contains(#""expiresEstimated": true"#))
    #expect(show.contains(#""price": "1.67""#) && show.contains(#""price": "3.33""#))
    #expect(try larder.run(["undo"]).stdout.contains("opened 1 L of Milk from 1 lot"))
    let undone = try larder.run(["show", "Milk", "--format", "json"]).stdout
    #expect(!undone.contains(#""state": "opened""#))
  }

  @Test func theQuantityChangedIsTypedAsForConsume() throws {
    // French decimals, a unit of the family and full-width digits: 0,5 L opened, 250 ml
    // frozen, then １ (1 L) frozen.
    let larder = try milk()
    let lives = ["edit", "Milk", "--opened-life", "3", "--frozen-life", "90"]
    #expect(try larder.run(lives).status == 0)
    let opened = try larder.run(["--lang", "fr", "open", "Milk", "0,5", "--date", "2026-11-01"])
    #expect(opened.status == 0, "\(opened.stderr)")
    #expect(opened.stdout.contains("0,5 L"))
    let frozen = try larder.run(["freeze", "Milk", "250", "ml", "--date", "2026-11-01"])
    #expect(frozen.stdout.hasPrefix("Froze 0.25 L of Milk"), "\(frozen.stderr)")
    let wide = try larder.run(["freeze", "Milk", "１", "--date", "2026-11-01"])
    #expect(wide.stdout.hasPrefix("Froze 1 L of Milk"), "\(wide.stderr)")
  }

  @Test func freezingThenThawingFollowsTheLives() throws {
    let larder = try milk()
    let lives = ["edit", "Milk", "--frozen-life", "90", "--thawed-life", "1"]
    #expect(try larder.run(lives).status == 0)
    let frozen = try larder.run(["freeze", "Milk", "--date", "2026-11-01"])
    #expect(frozen.stdout.contains("best before 2027-01-30 (estimated)"), "\(frozen.stderr)")
    let thawed = try larder.run(["thaw", "Milk", "--date", "2026-11-20"])
    #expect(thawed.stdout.contains("expires 2026-11-21 (estimated)"), "\(thawed.stderr)")
  }

  @Test func aBestBeforeMonthIsPastBestBeforeNotExpired() throws {
    let larder = try LarderBinary()
    let added = try larder.run([
      "add", "Rice", "1", "--unit", "kg", "--price", "1.89", "--date", "2026-10-01",
      "--best-before", "2026-10",
    ])
    #expect(added.stdout.contains("best before end 10/2026"), "\(added.stderr)")
    let expiring = try larder.run(["expiring", "--as-of", "2026-11-01"]).stdout
    #expect(expiring.contains("Expired, still on hand (as of 2026-11-01):\n  none"))
    #expect(expiring.contains("Past best before, still on hand: check it, then use it:"))
    #expect(expiring.contains("best before end 10/2026  Rice"))
  }

  @Test func aLaterPurchaseNeedsOnlyItsNameAndQuantity() throws {
    let larder = try LarderBinary()
    try larder.run([
      "add", "Milk", "2", "--unit", "L", "--price", "2.38", "--store", "Lidl", "--date",
      "2026-10-01",
    ])
    let again = try larder.run(["add", "Milk", "3", "--date", "2026-10-05"])
    #expect(again.stdout.hasPrefix("Added 3 L of Milk for 3.57 EUR (lot "), "\(again.stderr)")
    #expect(try larder.run(["show", "Milk"]).stdout.contains("3.57  1.1900  EUR  Lidl"))
  }

  @Test func twoKindsOfDateAreAUsageError() throws {
    let larder = try LarderBinary()
    let result = try larder.run([
      "add", "Rice", "1", "--use-by", "2026-11-01", "--best-before", "2026-11",
    ])
    #expect(result.status == 64)
  }
}

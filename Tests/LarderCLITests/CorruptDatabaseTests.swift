import Foundation
import Testing

/// A database edited by hand into values Larder cannot read: every command that meets one
/// exits 1 with one line naming the table, the row and the column, and prints no made-up
/// data.
@Suite struct CorruptDatabaseTests {
  @Test(arguments: [
    ["list"], ["show", "Milk"], ["expiring", "--as-of", "2026-10-05"],
    ["report", "--month", "2026-10", "--as-of", "2026-10-05"],
    ["export", "--format", "csv", "--output", "out"],
    ["calendar", "--as-of", "2026-10-05"],
  ])
  func aCommandMeetingACorruptDateSaysWhereItIs(arguments: [String]) throws {
    let larder = try LarderBinary()
    #expect(
      try larder.run(["add", "Milk", "2", "--date", "2026-10-01", "--expires", "2026-10-20"])
        .status == 0)
    _ = try larder.sqlite(
      "PRAGMA ignore_check_constraints = ON; UPDATE lots SET expires_on = '2026-02-30'")
    let result = try larder.run(arguments)
    #expect(result.status == 1, "\(arguments): \(result.stderr)")
    #expect(result.stdout.isEmpty, "\(arguments)")
    #expect(result.stderr.hasPrefix("Error: the database holds a value Larder cannot read: "))
    #expect(result.stderr.contains("lots.expires_on") && result.stderr.contains("'2026-02-30'"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}

import Foundation
import Testing

/// Larder never traps on large numbers: a quantity or price beyond the per-row bound, or a
/// purchase past the per-item bound, is refused in one line, and at the bounds every
/// command works. The two examples of the issue, step by step.
@Suite struct OverflowTests {
  /// The per-row bound, in whole units, for quantities and prices alike.
  static let rowBound = "1000000000"

  /// Expects a run that ended by itself with one of `statuses`, and an error, if any, of
  /// one line starting with `Error: ` (a usage error adds its usage lines after it).
  func expectClean(
    _ result: LarderBinary.Result, _ arguments: [String], _ statuses: Set<Int32> = [0]
  ) {
    #expect(statuses.contains(result.status), "\(arguments): \(result.status) \(result.stderr)")
    if result.status == 1 || result.status == 65 {
      #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
      let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).count
      #expect(lines == 2, "\(arguments): \(result.stderr)")
    }
    if result.status == 64 {
      #expect(result.stderr.hasPrefix("Error: "), "\(arguments)")
    }
  }

  /// Runs every read command on `larder` as of `day`, with options at their limits.
  func readEverything(_ larder: LarderBinary, asOf day: String, month: String) throws {
    let asOf = ["--as-of", day]
    for arguments in [
      ["restock", "--horizon", "36600"] + asOf,
      ["restock", "--horizon", "36600", "--window", "1"]
        + asOf, ["list"], ["list", "--all", "--format", "json"], ["show", "Rice"],
      ["show", "Rice", "--format", "json"], ["search", "ric"], ["rates"] + asOf,
      ["rates", "--window", "36600", "--format", "json"] + asOf,
      ["expiring", "--within", "36600"] + asOf, ["waste", "--month", month],
      ["spending", "--month", month],
      ["spending", "--year", String(day.prefix(4)), "--by", "item"],
      ["spending", "--from", "2000-01-01", "--to", "2099-12-31", "--by", "month"],
      ["report", "--month", month] + asOf, ["report", "--month", month, "--format", "csv"] + asOf,
      ["report", "--month", month, "--format", "xlsx", "--output", "report.xlsx"] + asOf,
      ["export", "--format", "csv", "--output", "export"],
      ["export", "--format", "xlsx", "--output", "export.xlsx"] + asOf,
      ["digest", "--within", "36600", "--horizon", "36600", "--always"] + asOf,
      ["calendar"] + asOf,
    ] {
      expectClean(try larder.run(arguments), arguments)
    }
  }

  @Test func quantitiesAndPricesBeyondTheRowBoundAreRefused() throws {
    let larder = try LarderBinary()
    let added = try larder.run(["add", "Rice", "1", "--date", "2026-10-01"])
    let lot = try #require(added.stdout.firstMatch(of: /\(lot ([0-9a-f]{8})\)/)?.1)
    for (arguments, status, message) in [
      (["add", "Rice", "1000000000000"], 64, "'1000000000000' is too large (at most 1000000000)"),
      (
        ["add", "Rice", "1000000000.001"], 64, "'1000000000.001' is too large (at most 1000000000)"
      ),
      (["add", "Rice", "1", "--price", "1000000000.01"], 64, "'1000000000.01' is too large"),
      (["add", "Rice", "1", "--price", "1000000001", "--currency", "JPY"], 64, "is too large"),
      (["add", "Rice", "1", "--price", "1000000000.001", "--currency", "KWD"], 64, "is too large"),
      (["consume", "Rice", "1000000000.001"], 64, "'1000000000.001' is too large"),
      (["discard", "Rice", "1000000000000"], 64, "'1000000000000' is too large"),
      (["edit", "--lot", String(lot), "--quantity", "1000000000.001"], 64, "is too large"),
      (["edit", "--lot", String(lot), "--price", "1000000000.01"], 65, "is too large"),
      (["edit", "Rice", "--min-stock", "1000000000.001"], 64, "is too large"),
    ] as [([String], Int32, String)] {
      let before = try larder.databaseBytes()
      let result = try larder.run(arguments)
      expectClean(result, arguments, [status])
      #expect(
        result.stderr.split(separator: "\n").first?.contains(message) == true,
        "\(arguments): \(result.stderr)")
      #expect(try larder.databaseBytes() == before, "\(arguments)")
    }
  }

  /// `larder add Rice 1000000000000`, consume it, `restock --horizon 36600`: the issue's
  /// first example, which died with SIGILL in restock.
  @Test func theIssuesRestockExampleIsRefusedAndNothingTraps() throws {
    let larder = try LarderBinary()
    let added = try larder.run(["add", "Rice", "1000000000000", "--date", "2026-10-01"])
    expectClean(added, ["add"], [64])
    #expect(added.stderr.hasPrefix("Error: The value '1000000000000' is invalid for '<quantity>'"))
    for arguments in [
      ["consume", "Rice", "1000000000000", "--date", "2026-10-01"],
      ["restock", "--horizon", "36600", "--as-of", "2026-10-01"],
    ] {
      expectClean(try larder.run(arguments), arguments, [0, 64, 65])
    }
  }

  @Test func atTheRowBoundEveryCommandWorks() throws {
    let larder = try LarderBinary()
    for arguments in [
      ["add", "Rice", Self.rowBound, "--price", Self.rowBound, "--date", "2026-10-01"],
      [
        "add", "Rice", Self.rowBound, "--price", Self.rowBound, "--currency", "KWD", "--date",
        "2026-10-01", "--expires", "2026-10-03",
      ],
      ["add", "Rice", "0.001", "--price", "1000000000.00", "--date", "2026-10-01"],
      ["consume", "Rice", Self.rowBound, "--date", "2026-10-01"],
      ["discard", "Rice", "999999999.999", "--date", "2026-10-01"],
      ["edit", "Rice", "--min-stock", Self.rowBound],
    ] {
      expectClean(try larder.run(arguments), arguments)
    }
    try readEverything(larder, asOf: "2026-10-01", month: "2026-10")
    try readEverything(larder, asOf: "2026-10-02", month: "2026-10")
  }

  /// 10,000 lots at the row bound of one item pass the per-item bound at the 101st; the
  /// first 100 make exactly the bound, and everything works on them.
  @Test(.tags(.slow)) func tenThousandLotsOfOneItemAtTheRowBound() throws {
    let larder = try LarderBinary()
    expectClean(try larder.run(["add", "Milk", "1", "--date", "2026-10-01"]), ["add"])
    let row = "2026-10-01,Rice,\(Self.rowBound),\(Self.rowBound)\n"
    let header = "date,item,quantity,price\n"
    let all = try larder.write("all.csv", header + String(repeating: row, count: 10_000))
    let before = try larder.databaseBytes()
    let refused = try larder.run(["import", all])
    expectClean(refused, ["import"], [65])
    #expect(refused.stderr.hasPrefix("Error: line 102, column 3 (quantity): "), "\(refused.stderr)")
    #expect(refused.stderr.contains("more than one item may hold"), "\(refused.stderr)")
    #expect(try larder.databaseBytes() == before)

    let hundred = try larder.write("hundred.csv", header + String(repeating: row, count: 100))
    expectClean(try larder.run(["import", hundred]), ["import"])
    let more = try larder.run(["add", "Rice", "0.001", "--date", "2026-10-01"])
    expectClean(more, ["add"], [65])
    #expect(more.stderr.contains("more than one item may hold"), "\(more.stderr)")
    let events = try larder.write(
      "events.csv",
      "date,item,action,quantity\n"
        + String(repeating: "2026-10-01,Rice,consume,\(Self.rowBound)\n", count: 99))
    expectClean(try larder.run(["import", events]), ["import"])
    try readEverything(larder, asOf: "2026-10-01", month: "2026-10")
  }

  /// 10,000 imported lots of 10^12, the issue's second example: `show` and `consume` died,
  /// `list`, `report` and `export` printed a SQL dump.
  @Test func theIssuesImportExampleIsRefusedAndNothingTraps() throws {
    let larder = try LarderBinary()
    let file = try larder.write(
      "huge.csv",
      "date,item,quantity,price\n"
        + String(repeating: "2026-10-01,Rice,1000000000000,1.00\n", count: 10_000))
    let imported = try larder.run(["import", file])
    expectClean(imported, ["import"], [65])
    #expect(
      imported.stderr
        == "Error: line 2, column 3 (quantity): '1000000000000' is too large (at most 1000000000)\n"
    )
    for arguments in [
      ["show", "Rice"], ["consume", "Rice", "1", "--date", "2026-10-02"], ["list"],
      ["report", "--month", "2026-10", "--as-of", "2026-11-01"],
      ["export", "--format", "csv", "--output", "export"],
    ] {
      expectClean(try larder.run(arguments), arguments, [0, 65])
    }
  }

  /// A database that already holds the issue's lots (written before the bounds) gives a
  /// one-line error where a total cannot be computed, and no trap anywhere.
  @Test(.tags(.slow)) func aDatabaseWrittenBeforeTheBoundsNeverTraps() throws {
    let larder = try LarderBinary()
    expectClean(
      try larder.run(["add", "Rice", "1", "--date", "2026-10-01", "--expires", "2026-10-03"]),
      ["add"])
    let sql = """
      UPDATE lots SET quantity = 1000000000000000, remaining = 1000000000000000,
        price = 100000000000000;
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 9999)
      INSERT INTO lots (uuid, item_id, purchased_on, quantity, remaining, price, currency,
        expires_on)
      SELECT printf('00000000-0000-4000-8000-%012d', i), item_id, purchased_on, quantity,
        remaining, price, currency, expires_on FROM lots, n WHERE lots.id = 1;
      """
    let (status, output) = try LarderBinary.python([
      "-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2])",
      larder.database, sql,
    ])
    #expect(status == 0, "\(output)")
    for arguments in [
      ["show", "Rice"], ["consume", "Rice", "1", "--date", "2026-10-02"], ["list"],
      ["restock", "--horizon", "36600", "--as-of", "2026-10-02"],
      ["rates", "--as-of", "2026-10-02"],
      ["report", "--month", "2026-10", "--as-of", "2026-10-02"],
      ["spending", "--month", "2026-10"],
      ["export", "--format", "csv", "--output", "export"],
      ["export", "--format", "xlsx", "--output", "export.xlsx", "--as-of", "2026-10-02"],
      ["digest", "--always", "--as-of", "2026-10-02"], ["calendar", "--as-of", "2026-10-02"],
    ] {
      let result = try larder.run(arguments)
      expectClean(result, arguments, [0, 65])
      if result.status == 65 {
        #expect(result.stderr.contains("too large to compute"), "\(arguments): \(result.stderr)")
      }
    }
  }
}

import Foundation
import Testing

/// Values that break the text rules can only be in a database by a hand edit or an older
/// Larder: `check` names them, and every output keeps them harmless.
@Suite struct StoredTextDefenceTests {
  /// Milk, whose category holds BEL and ESC, put in by hand.
  func handEdited() throws -> LarderBinary {
    let larder = try LarderBinary()
    #expect(
      try larder.run([
        "add", "Milk", "2", "--price", "1.20", "--date", "2026-10-01", "--category", "⟦0⟧",
        "--expires", "2026-10-20",
      ]).status == 0)
    try larder.putHandEdited(["da\u{7}i\u{1B}[2Jry"])
    return larder
  }

  @Test func checkNamesEachStoredValueThatBreaksTheRules() throws {
    let larder = try handEdited()
    _ = try larder.sqlite("UPDATE lots SET store = 'Li' || char(8203) || 'dl'")
    let result = try larder.run(["check"])
    #expect(result.status == 65)
    #expect(
      result.stdout.contains(
        "items 1: the category holds a control character (U+0007), which Larder does not keep"))
    #expect(result.stdout.contains("lots 1: the store holds an invisible character (U+200B)"))
  }

  @Test func theWorkbooksOpenInAnIndependentReader() throws {
    let larder = try handEdited()
    for arguments in [
      ["report", "--as-of", "2026-11-01", "--format", "xlsx", "--output", "report.xlsx"],
      ["export", "--as-of", "2026-11-01", "--output", "household.xlsx"],
    ] {
      let result = try larder.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
    }
    let (status, output) = try LarderBinary.python([
      "-c",
      """
      import sys, openpyxl
      for path in sys.argv[1:]:
          book = openpyxl.load_workbook(path)
          cells = [c.value for s in book.worksheets for r in s.iter_rows() for c in r]
          assert not any(isinstance(v, str) and '\\x1b' in v for v in cells), path
      print('ok')
      """,
      larder.path("report.xlsx"), larder.path("household.xlsx"),
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
  }

  @Test func aConfirmationNeverSendsAnEscapeToTheTerminal() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "⟦0⟧", "2", "--price", "1.20"]).status == 0)
    try larder.putHandEdited(["Mi\u{1B}[2Jlk"])
    let used = try larder.run(["consume", "Mi\u{1B}[2Jlk", "1"])
    #expect(used.status == 0, "\(used.stderr)")
    #expect(!used.stdout.contains("\u{1B}"))
    #expect(used.stdout.contains("Mi\u{FFFD}[2Jlk"))
  }
}

/// A horizon past 9999-12-31 ends on that day: nothing before it is dropped.
@Suite struct LastDayTests {
  @Test func expiringNearTheLastDayKeepsTheExpiredLots() throws {
    let larder = try LarderBinary()
    #expect(
      try larder.run([
        "add", "Tea", "1", "--price", "3.00", "--date", "2026-10-01", "--expires", "2026-10-10",
      ]).status == 0)
    let result = try larder.run(["expiring", "--as-of", "9999-12-30", "--within", "7"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Tea"))
    #expect(result.stdout.contains("9999-12-31"))
    #expect(!result.stdout.contains("10000"))
  }
}

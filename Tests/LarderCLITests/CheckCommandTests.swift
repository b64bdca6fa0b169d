import Foundation
import Testing

/// `larder check` on a database corrupted by hand, one way at a time: each problem is one
/// line naming the table and the row, and the exit status is 65.
@Suite struct CheckCommandTests {
  /// Eggs: 6 bought on 2026-11-01, 2 eaten on 2026-11-02 (event 1); 4 left.
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    try larder.run(["add", "Eggs", "6", "--price", "2.00", "--date", "2026-11-01"])
    try larder.run(["consume", "Eggs", "2", "--date", "2026-11-02"])
    return larder
  }

  func corrupt(_ larder: LarderBinary, _ sql: String) throws -> LarderBinary.Result {
    _ = try larder.sqlite(
      "PRAGMA ignore_check_constraints = ON; PRAGMA foreign_keys = OFF; " + sql)
    return try larder.run(["check"])
  }

  @Test func aSoundDatabaseIsOk() throws {
    let result = try household().run(["check"])
    #expect(result.status == 0)
    #expect(result.stdout == "ok: 1 items, 1 lots and 1 events checked.\n")
  }

  @Test func aChangedRemainingQuantityIsNamed() throws {
    let result = try corrupt(try household(), "UPDATE lots SET remaining = 3000 WHERE id = 1")
    #expect(result.status == 65)
    #expect(result.stdout.hasPrefix("lots 1: lot "))
    #expect(result.stdout.contains("remaining is 3, but its quantity less its events is 4"))
    // What is held per expiry, summed when the lot was last written, no longer agrees.
    #expect(
      result.stdout.contains(
        "held_expiries: item_id 1, expires_on '': holds held 4000, held_best_before 0, "
          + "but the lots and events give held 3000"))
    #expect(result.stderr.contains("the database has 2 problems"))
  }

  @Test func eachProblemIsWrittenInTheChosenLanguage() throws {
    let larder = try household()
    _ = try corrupt(larder, "UPDATE lots SET remaining = 3000 WHERE id = 1")
    let french = try larder.run(["check", "--lang", "fr"])
    #expect(french.status == 65)
    #expect(french.stdout.contains("il reste 3, mais sa quantité moins ses mouvements donne 4"))
    let japanese = try larder.run(["check", "--lang", "ja"])
    #expect(japanese.stdout.contains("残量は 3 ですが、数量からイベントを引くと 4 です"))
  }

  @Test func aDeletedEventShowsInItsLot() throws {
    let result = try corrupt(try household(), "DELETE FROM events WHERE id = 1")
    #expect(result.status == 65)
    #expect(result.stdout.contains("remaining is 4, but its quantity less its events is 6"))
  }

  @Test func aBrokenForeignKeyIsNamed() throws {
    let result = try corrupt(try household(), "UPDATE events SET lot_id = 99 WHERE id = 1")
    #expect(result.status == 65)
    #expect(result.stdout.contains("events 1: refers to a missing row of lots"))
  }

  @Test func anEventBeforeItsLotWasBoughtIsNamed() throws {
    let result = try corrupt(
      try household(), "UPDATE events SET occurred_on = '2026-10-30' WHERE id = 1")
    #expect(result.status == 65)
    #expect(result.stdout.contains("is dated 2026-10-30, before its lot was bought on 2026-11-01"))
  }

  @Test func aChangedSummaryRowIsNamedWithWhatTheRowsGive() throws {
    let result = try corrupt(try household(), "UPDATE spending_days SET amount = 150")
    #expect(result.status == 65)
    #expect(
      result.stdout == "spending_days: day 2026-11-01, item_id 1, store '', currency EUR: "
        + "holds amount 150, lots 1, but the lots and events give amount 200, lots 1\n")
  }

  @Test func aDeletedEventShowsInTheSummaryOfUseToo() throws {
    let result = try corrupt(try household(), "DELETE FROM events WHERE id = 1")
    #expect(
      result.stdout.contains(
        "use_days: day 2026-11-02, item_id 1, kind consume, currency EUR: holds quantity "
          + "2000, value 67, events 1, but the lots and events give no such row"))
  }

  @Test func aMissingSummaryRowIsNamed() throws {
    let result = try corrupt(try household(), "DELETE FROM use_days")
    #expect(result.status == 65)
    #expect(
      result.stdout == "use_days: day 2026-11-02, item_id 1, kind consume, currency EUR: "
        + "is missing; the lots and events give quantity 2000, value 67, events 1\n")
  }

  @Test func repairSummariesFixesACorruptedSummaryAndSaysWhat() throws {
    let larder = try household()
    _ = try corrupt(larder, "UPDATE spending_days SET amount = 150; DELETE FROM pack_sizes")
    let repaired = try larder.run(["check", "--repair-summaries"])
    #expect(repaired.status == 0)
    #expect(
      repaired.stdout == "fixed: spending_days: day 2026-11-01, item_id 1, store '', "
        + "currency EUR: holds amount 150, lots 1, but the lots and events give amount 200, "
        + "lots 1\nfixed: pack_sizes: item_id 1, day 2026-11-01, quantity 6000: is missing; "
        + "the lots and events give lots 1\nok: 1 items, 1 lots and 1 events checked.\n")
    #expect(try larder.run(["check"]).status == 0)
    #expect(
      try larder.run(["check", "--repair-summaries"]).stdout.hasPrefix(
        "summaries: nothing to repair.\n"))
  }

  @Test func repairSummariesLeavesOtherProblemsReported() throws {
    let larder = try household()
    _ = try corrupt(larder, "DELETE FROM events WHERE id = 1")
    let repaired = try larder.run(["check", "--repair-summaries"])
    #expect(repaired.status == 65)
    #expect(repaired.stdout.hasPrefix("fixed: use_days: day 2026-11-02"))
    #expect(repaired.stdout.contains("remaining is 4, but its quantity less its events is 6"))
    #expect(!repaired.stdout.contains("\nuse_days"))
  }

  @Test func theSampleHouseholdIsSound() throws {
    #expect(try LarderBinary.samples().run(["check"]).status == 0)
  }

  @Test func aMissingFileIsReportedAndNotCreated() throws {
    let larder = try LarderBinary()
    let path = larder.path("nowhere/larder.sqlite")
    let result = try larder.run(["check", "--db", path])
    #expect(result.status == 66)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aDamagedFileIsOneLineWithExit65() throws {
    // Pages of the file overwritten with garbage, as a failing disk might leave it.
    let larder = try household()
    _ = try larder.sqlite("VACUUM")
    var bytes = try larder.databaseBytes()
    for index in 4_096..<min(bytes.count, 12_288) { bytes[index] = UInt8(index % 251) }
    try bytes.write(to: URL(fileURLWithPath: larder.database))
    let result = try larder.run(["check"])
    #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasPrefix("database: "))
  }

  @Test func aValueNoCommandCanReadIsReported() throws {
    // Set by hand in SQLite: a lot id that is not a UUID, an expiry that is not a date.
    let larder = try household()
    #expect(
      try larder.run(["add", "Milk", "1", "--unit", "L", "--expires", "2026-12-20"]).status == 0)
    _ = try larder.sqlite(
      """
      PRAGMA ignore_check_constraints = 1;
      UPDATE lots SET uuid = 'not-a-uuid' WHERE id = 1;
      UPDATE lots SET expires_on = 'soon' WHERE id = 2;
      """)
    #expect(try larder.run(["list"]).status != 0)
    let result = try larder.run(["check"])
    #expect(result.status == 65)
    // The two lots, and the summary of what is held, whose expiry no longer agrees.
    #expect(
      result.stdout.split(separator: "\n").filter { $0.hasPrefix("lots ") }.count == 2,
      "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "lots 1: column lots.uuid holds 'not-a-uuid', which Larder cannot read\n"))
    #expect(
      result.stdout.contains(
        "lots 2: column lots.expires_on holds 'soon', which Larder cannot read\n"))
  }
}

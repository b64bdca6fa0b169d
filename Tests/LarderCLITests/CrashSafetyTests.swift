import Foundation
import Testing

/// `kill -9` at random moments never corrupts the database, never leaves half of a write,
/// and never leaves a truncated file at an export's target.
@Suite(.serialized, .tags(.slow)) struct CrashSafetyTests {
  /// A purchases file of `count` rows over 60 items.
  func purchases(_ count: Int) -> String {
    var text = "date,item,quantity,price,expires\n"
    text.reserveCapacity(count * 40)
    for index in 0..<count {
      text +=
        "2026-\(10 + index % 2)-\(10 + index % 18),Item \(index % 60),\(index % 5 + 1),"
        + "\(index % 9 + 1).\(index % 90 + 10),2027-01-01\n"
    }
    return text
  }

  @Test func anImportKilledAnywhereLeavesNoneOrAllOfIt() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-10-01"]).status == 0)
    let file = try larder.write("big.csv", purchases(200_000))
    let started = Date()
    #expect(try larder.run(["import", file]).status == 0)
    var duration = Date().timeIntervalSince(started)
    // Kill at 20 random moments inside an import; a run that ends before its kill counts
    // as a complete import and teaches how long one takes.
    var killed = 0
    var attempts = 0
    while killed < 20 && attempts < 60 {
      attempts += 1
      let delay = Double.random(in: 0.02...max(0.05, duration * 0.95))
      let begun = Date()
      if try larder.kill(["import", file, "--allow-duplicate"], after: delay) {
        killed += 1
      } else {
        duration = min(duration, Date().timeIntervalSince(begun))
      }
      #expect(try larder.integrity() == "ok", "after a kill at \(delay) s")
      #expect(try larder.run(["check"]).status == 0)
      let lots = Int(try larder.sqlite("SELECT count(*) FROM lots")) ?? -1
      #expect((lots - 1) % 200_000 == 0, "\(lots) lots after a kill at \(delay) s")
      #expect(try larder.run(["list"]).status == 0)
    }
    #expect(killed == 20)
  }

  /// Every lot's remaining quantity is its quantity less its events: true only if each
  /// consume wrote its events and the lot together.
  func remainingAgreesWithEvents(_ larder: LarderBinary) throws -> String {
    try larder.sqlite(
      """
      SELECT count(*) FROM lots WHERE remaining <> quantity -
        (SELECT coalesce(sum(quantity), 0) FROM events WHERE lot_id = lots.id)
      """)
  }

  @Test func aConsumeKilledAnywhereWritesItsEventsAndLotTogether() throws {
    let larder = try LarderBinary()
    var csv = "date,item,quantity,price,expires\n"
    for day in 1...28 {
      csv +=
        "2026-10-\(String(format: "%02d", day)),Rice,2,1.00,2027-01-\(String(format: "%02d", day))\n"
    }
    #expect(try larder.run(["import", try larder.write("rice.csv", csv)]).status == 0)
    for round in 0..<20 {
      try larder.kill(
        ["consume", "Rice", "1.5", "--date", "2026-11-01"], after: Double(round % 10) * 0.004)
      #expect(try larder.integrity() == "ok")
      #expect(try larder.run(["check"]).status == 0)
      #expect(try remainingAgreesWithEvents(larder) == "0")
    }
    #expect(try larder.run(["consume", "Rice", "1", "--date", "2026-11-01"]).status == 0)
  }

  @Test func anEditKilledAnywhereLeavesTheOldNameOrTheNew() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Rice", "1", "--date", "2026-10-01"]).status == 0)
    var name = "Rice"
    for round in 0..<20 {
      let next = "Rice \(round)"
      try larder.kill(["edit", name, "--name", next], after: Double(round % 10) * 0.004)
      #expect(try larder.integrity() == "ok")
      #expect(try larder.run(["check"]).status == 0)
      let names = try larder.sqlite("SELECT name FROM items")
      #expect(names == name || names == next, "\(names)")
      name = names
    }
    #expect(try larder.run(["show", name]).status == 0)
  }

  @Test func anExportKilledAnywhereLeavesNoTruncatedFile() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["import", try larder.write("p.csv", purchases(20_000))]).status == 0)
    let reference = larder.path("reference")
    #expect(try larder.run(["export", "--format", "csv", "--output", reference]).status == 0)
    let expected = try larder.bytes("reference/purchases.csv")
    for round in 0..<20 {
      let target = larder.path("out-\(round)")
      let delay = Double(round) * 0.03
      try larder.kill(["export", "--format", "csv", "--output", target], after: delay)
      if let written = FileManager.default.contents(atPath: target + "/purchases.csv") {
        #expect(written == expected, "a partial purchases.csv after a kill at \(delay) s")
      }
      let xlsx = larder.path("out-\(round).xlsx")
      try larder.kill(["export", "--output", xlsx], after: delay)
      if FileManager.default.fileExists(atPath: xlsx) {
        let (status, output) = try LarderBinary.python([
          "-c", "import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).testzip())", xlsx,
        ])
        #expect(status == 0 && output == "None\n", "a broken workbook after a kill at \(delay) s")
      }
    }
  }

  @Test func anUndoOrRedoKilledAnywhereLeavesTheChangeUndoneOrNot() throws {
    // The import of 20,000 lots is undone and redone under kill -9 at 12 moments each:
    // every time, the 20,000 lots are all there or all gone, with Salt's lot throughout.
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-10-01"]).status == 0)
    #expect(try larder.run(["import", try larder.write("p.csv", purchases(20_000))]).status == 0)
    let started = Date()
    #expect(try larder.run(["undo"]).status == 0)
    #expect(try larder.run(["redo"]).status == 0)
    let duration = Date().timeIntervalSince(started) / 2
    for round in 0..<24 {
      let lots = try larder.sqlite("SELECT count(*) FROM lots")
      let step = lots == "20001" ? "undo" : "redo"
      let delay = Double(round % 12) / 12 * duration
      try larder.kill([step], after: delay)
      #expect(try larder.integrity() == "ok", "after \(step) killed at \(delay) s")
      #expect(try larder.run(["check"]).status == 0)
      let now = try larder.sqlite("SELECT count(*) FROM lots")
      #expect(now == "20001" || now == "1", "\(now) lots after \(step) killed at \(delay) s")
      #expect(try larder.sqlite("SELECT count(*) FROM change_open") == "0")
    }
    #expect(try larder.run(["list"]).status == 0)
  }
}

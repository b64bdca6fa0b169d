import Foundation
import Testing

/// `larder stocktake` through the binary: what it says, its exit codes, and that undo,
/// check, rates and the export agree with it.
@Suite struct StocktakeCommandTests {
  /// 12 eggs bought on 11-20 expiring 12-10, 8 eaten on 11-28: 4 recorded.
  func eggs() throws -> LarderBinary {
    let larder = try LarderBinary()
    try larder.run([
      "add", "Eggs", "12", "--price", "3.60", "--date", "2026-11-20", "--expires", "2026-12-10",
    ])
    try larder.run(["consume", "Eggs", "8", "--date", "2026-11-28"])
    return larder
  }

  @Test func aCountBelowTheRecordsIsNotedAsLost() throws {
    let larder = try eggs()
    let counted = try larder.run(["stocktake", "Eggs", "3", "--date", "2026-11-30"])
    #expect(counted.status == 0)
    #expect(counted.stdout == "Counted 3 pcs of Eggs: 1 pcs less than recorded, noted as lost.\n")
    let show = try larder.run(["show", "Eggs"]).stdout
    #expect(show.contains("on hand:   3 pcs"))
    #expect(show.contains("2026-11-30  lost            1"))
  }

  @Test func aCountAboveTheRecordsIsNotedAsFoundAndUndoTakesItBack() throws {
    let larder = try eggs()
    let counted = try larder.run(["stocktake", "Eggs", "6", "--date", "2026-11-30"])
    #expect(counted.stdout == "Counted 6 pcs of Eggs: 2 pcs more than recorded, noted as found.\n")
    #expect(
      try larder.run(["history"]).stdout.contains(
        "stocktake of Eggs on 2026-11-30: 6 pcs counted, 4 pcs recorded"))
    #expect(try larder.run(["undo"]).status == 0)
    #expect(try larder.run(["show", "Eggs"]).stdout.contains("on hand:   4 pcs"))
    #expect(try larder.run(["check"]).status == 0)
  }

  @Test func aCountAboveEverythingBoughtIsRefusedWithExit65() throws {
    let larder = try eggs()
    let refused = try larder.run(["stocktake", "Eggs", "13", "--date", "2026-11-30"])
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == "Error: cannot count 13 pcs of 'Eggs': its purchases up to 2026-11-30 come to 12 pcs; "
        + "what is more was never recorded as bought; record the purchase with 'larder add'\n")
  }

  @Test func aNegativeCountIsAUsageError() throws {
    let larder = try eggs()
    let refused = try larder.run(["stocktake", "Eggs", "-1"])
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("must not be negative"), "\(refused.stderr)")
  }

  @Test func theStocktakeIsNeitherEatenInTheRatesNorWasted() throws {
    // 8 eaten and 2 lost in the 11 days from the purchase on 11-20 to 11-30: the rate is
    // 8 ÷ 11 = 0.727 a day (not 10 ÷ 11), and nothing is waste.
    let larder = try eggs()
    try larder.run(["stocktake", "Eggs", "2", "--date", "2026-11-30"])
    let rates = try larder.run([
      "rates", "--as-of", "2026-11-30", "--min-history", "0", "--window", "28", "--format", "json",
    ]).stdout
    #expect(rates.contains("\"ratePerDay\": \"0.727\""))
    let waste = try larder.run(["waste", "--from", "2026-11-01", "--to", "2026-11-30"]).stdout
    #expect(waste.contains("Nothing was discarded."))
  }

  @Test func theExportWritesTheCorrectionsAndAnImportReadsThemBack() throws {
    // Found 2 (negative adjust, naming its lot): the export's events file has it, and a
    // new household importing both files holds 6 again.
    let larder = try eggs()
    try larder.run(["stocktake", "Eggs", "6", "--date", "2026-11-30"])
    try larder.run(["export", "--format", "csv", "--output", "out"])
    let events = try String(
      contentsOf: larder.folder.appending(path: "out/events.csv"), encoding: .utf8)
    #expect(events.contains("2026-11-30,Eggs,adjust,-2,,"))
    let copy = try LarderBinary()
    for file in ["purchases.csv", "events.csv"] {
      let path = larder.folder.appending(path: "out/" + file).path
      #expect(try copy.run(["import", path]).status == 0)
    }
    #expect(try copy.run(["show", "Eggs"]).stdout.contains("on hand:   6 pcs"))
  }
}

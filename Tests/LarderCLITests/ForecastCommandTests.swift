import Foundation
import Testing

/// `larder forecast` on the shared sample household, checked by an independent Python
/// computation with exact fractions (`Checkers/check_forecast.py`).
@Suite struct ForecastCommandTests {
  @Test func everyFieldAgreesWithThePythonCheck() throws {
    let larder = try LarderBinary.samples()
    let result = try larder.run(["forecast", "--as-of", "2026-11-01", "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker("check_forecast.py"), larder.database, "2026-11-01", "90", "14"],
      stdin: result.stdout)
    #expect(status == 0 && output.hasPrefix("ok"), "\(output)")
  }

  @Test func itemsWithAShortHistoryAgreeWithThePythonCheck() throws {
    // With 430 days of history needed (from 28 August 2025), every item of the sample,
    // first bought in September 2025, has no pace: its lots expiring by 8 November are
    // the advice.
    let larder = try LarderBinary.samples()
    let result = try larder.run([
      "forecast", "--as-of", "2026-11-01", "--min-history", "430", "--format", "json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker("check_forecast.py"), larder.database, "2026-11-01", "90", "430"],
      stdin: result.stdout)
    #expect(status == 0 && output.hasPrefix("ok"), "\(output)")
    #expect(!output.contains(" 0 lots without a pace"), "\(output)")
  }

  @Test(arguments: [(3, 14), (30, 14), (7, 430)])
  func restockAgreesWithThePythonCheck(horizon: Int, minHistory: Int) throws {
    // With minimums on three items (Croissants' lots are being wasted), the suggestions,
    // their usual packs and buy-by days agree with the oracle's.
    let larder = try LarderBinary.samplesCopy()
    for (item, minimum) in [("Whole milk", "5"), ("Avocados", "6"), ("Croissants", "10")] {
      #expect(try larder.run(["edit", item, "--min-stock", minimum]).status == 0)
    }
    let common = ["--as-of", "2026-11-01", "--min-history", "\(minHistory)", "--format", "json"]
    let restock = try larder.run(["restock", "--horizon", "\(horizon)"] + common)
    let path = larder.path("restock.json")
    try Data(restock.stdout.utf8).write(to: URL(fileURLWithPath: path))
    let forecast = try larder.run(["forecast"] + common)
    let (status, output) = try LarderBinary.python(
      [
        LarderBinary.checker("check_forecast.py"), larder.database, "2026-11-01", "90",
        "\(minHistory)", "--restock=\(path)", "--horizon=\(horizon)",
      ], stdin: forecast.stdout)
    #expect(status == 0 && output.hasPrefix("ok"), "\(output)")
  }

  @Test func expiredMincedBeefAndSalmonAreOutOfStockWithoutARunOutDate() throws {
    // As of 2026-11-01, 767 g of Minced beef and 621 g of Salmon fillet are left, all past
    // their expiry: nothing usable, so no run-out date (rates said 2026-11-18 and
    // 2026-12-06), status out, nothing projected wasted (expired stock is not supply).
    let larder = try LarderBinary.samples()
    let result = try larder.run(["forecast", "--as-of", "2026-11-01", "--format", "json"])
    let forecast = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let items = try #require(forecast["items"] as? [[String: Any]])
    for (name, expired) in [("Minced beef", "767"), ("Salmon fillet", "621")] {
      let row = try #require(items.first { $0["item"] as? String == name })
      #expect(row["usable"] as? String == "0")
      #expect(row["expired"] as? String == expired)
      #expect(row["status"] as? String == "out")
      #expect(row["runOutOn"] is NSNull)
      #expect(row["daysOfSupply"] is NSNull)
      #expect(row["projectedWaste"] as? String == "0")
    }
    let text = try larder.run(["forecast", "--as-of", "2026-11-01"]).stdout
    let beef = text.split(separator: "\n").first { $0.hasPrefix("Minced beef ") } ?? ""
    #expect(beef.contains("out of stock"))
  }

  @Test func avocadosRunOutTheDayAfterTheirLastExpiryAndWithinLimitsTheLots() throws {
    // A run-out date is never after the day after the last usable lot expires.
    let larder = try LarderBinary.samples()
    let result = try larder.run(["forecast", "--as-of", "2026-11-01", "--format", "json"])
    let forecast = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let lots = try #require(forecast["lots"] as? [[String: Any]])
    let items = try #require(forecast["items"] as? [[String: Any]])
    #expect(items.count == 67)
    // 14 lots: in whole pieces the last slice of Sliced bread (0.05 EUR of a loaf, in
    // pcs) is eaten, not wasted; the yoghurt past its best before and the frozen Pain de
    // campagne are no waste, the opened Orange juice (0.6 L by 2026-11-02) is.
    #expect(lots.count == 14)
    // Avocados: 2 usable, the last expiring 2026-11-02, so they run out by 2026-11-03.
    let avocados = try #require(items.first { $0["item"] as? String == "Avocados" })
    #expect(avocados["runOutOn"] as? String == "2026-11-03")
    let within = try larder.run(
      ["forecast", "--as-of", "2026-11-01", "--within", "2", "--format", "json"])
    let limited = try #require(
      try JSONSerialization.jsonObject(with: Data(within.stdout.utf8)) as? [String: Any])
    let dates = (limited["lots"] as? [[String: Any]] ?? []).compactMap { $0["expires"] as? String }
    #expect(!dates.isEmpty && dates.allSatisfy { $0 <= "2026-11-03" })
  }
}

import Foundation
import Testing

/// The sample household after a week of food, replayed through the binary (opened, frozen
/// and thawed lots, a stocktake's loss and find, best-before days and months, an estimated
/// expiry, consumes that draw usable lots first, discards), and every figure of `list`,
/// `expiring`, `waste`, `rates`, `forecast` and `restock` checked against an independent
/// Python computation from the definitions (`Checkers/check_food.py`).
@Suite struct FoodOracleTests {
  /// Monday 2 to Sunday 8 November 2026, after the sample's last day (31 October).
  static let week: [[String]] = [
    // Mon 2: 3 L for 5.00, 1 L opened: 1 L for 1.67 (use by 2 + 3 = 5 Nov), 2 L for 3.33.
    ["add", "Oat milk", "3", "--unit", "L", "--price", "5.00", "--use-by", "2026-11-20"]
      + ["--category", "dairy", "--date", "2026-11-02"],
    ["edit", "Oat milk", "--opened-life", "3"],
    ["open", "Oat milk", "1", "--date", "2026-11-02"],
    ["add", "Couscous", "1", "--unit", "kg", "--price", "2.40", "--best-before", "2026-11"]
      + ["--category", "pantry", "--date", "2026-11-02"],
    [
      "add", "Flour", "1", "--price", "1.20", "--best-before", "2026-11-05", "--date", "2026-11-02",
    ],
    ["add", "Quail eggs", "12", "--unit", "pcs", "--price", "4.20", "--use-by", "2026-11-12"]
      + ["--category", "dairy", "--date", "2026-11-02"],
    // Tue 3: bread keeps 2 days, so 3 + 2 = 5 Nov, estimated; 600 of 1000 g of chicken frozen.
    ["edit", "Baguette", "--shelf-life", "2"],
    ["add", "Baguette", "2", "--price", "2.30", "--date", "2026-11-03"],
    ["add", "Chicken thighs", "1000", "--unit", "g", "--price", "8.00", "--use-by", "2026-11-05"]
      + ["--category", "meat", "--date", "2026-11-03"],
    ["edit", "Chicken thighs", "--frozen-life", "90", "--thawed-life", "1"],
    ["freeze", "Chicken thighs", "600", "--date", "2026-11-03"],
    // Wed 4: half the couscous opened, use by 4 + 3 = 7 Nov.
    [
      "add", "Quail eggs", "6", "--price", "2.10", "--use-by", "2026-11-14", "--date", "2026-11-04",
    ],
    ["edit", "Couscous", "--opened-life", "3"],
    ["open", "Couscous", "0.5", "--date", "2026-11-04"],
    // Thu 5: 12 eggs of the first lot and 2 of the second.
    ["consume", "Quail eggs", "14", "--date", "2026-11-05"],
    // Fri 6: 300 g thawed (use by 7 Nov) and 200 g of it eaten; 1 egg lost (4 recorded, 3 there).
    ["thaw", "Chicken thighs", "300", "--date", "2026-11-06"],
    ["consume", "Chicken thighs", "200", "--date", "2026-11-06"],
    ["stocktake", "Quail eggs", "3", "--date", "2026-11-06"],
    // Sat 7: 100 thawed + 300 frozen usable, then 100 of the sealed lot, past its use-by;
    // 5 eggs found, given back 3 to the second lot (as drawn) and 2 to the first.
    ["consume", "Chicken thighs", "500", "--date", "2026-11-07"],
    ["stocktake", "Quail eggs", "8", "--date", "2026-11-07"],
    ["add", "Avocados", "3", "--price", "3.00", "--use-by", "2026-11-10", "--date", "2026-11-07"],
    // Sun 8: discards take what is past its date first.
    ["discard", "Chicken thighs", "100", "--date", "2026-11-08", "--reason", "past its date"],
    ["discard", "Oat milk", "0.5", "--date", "2026-11-08", "--reason", "sour"],
  ]

  /// The sample household once the week is replayed, with each command's output, shared by
  /// the tests.
  static let replayed: Swift.Result<(LarderBinary, [String]), any Error> = Swift.Result {
    let larder = try LarderBinary.samplesCopy()
    var outputs: [String] = []
    for arguments in week {
      let result = try larder.run(arguments)
      guard result.status == 0 else {
        throw ReplayFailed(arguments: arguments, stderr: result.stderr)
      }
      outputs.append(result.stdout)
    }
    return (larder, outputs)
  }

  struct ReplayFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let stderr: String
    var description: String { "larder \(arguments.joined(separator: " ")): \(stderr)" }
  }

  /// The lots of an item as the oracle reads them from the database, one a line: quantity,
  /// left, price in cents, state, since, expiry, date kind, estimated or month.
  static func lots(_ item: String) throws -> [String] {
    let (larder, _) = try replayed.get()
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker("check_food.py"), larder.database, "lots", item])
    #expect(status == 0, "\(output)")
    return output.split(separator: "\n").map(String.init)
  }

  @Test func openingPartOfALotSplitsItsQuantityAndPrice() throws {
    #expect(
      try Self.lots("Oat milk") == [
        "2 2 333 sealed 2026-11-02 2026-11-20 use-by -",
        "1 0.5 167 opened 2026-11-02 2026-11-05 use-by estimated",
      ])
  }

  @Test func anOpenedBestBeforeMonthBecomesAnEstimatedUseBy() throws {
    #expect(
      try Self.lots("Couscous") == [
        "0.5 0.5 120 sealed 2026-11-02 2026-11-30 best-before month",
        "0.5 0.5 120 opened 2026-11-04 2026-11-07 use-by estimated",
      ])
  }

  @Test func freezingAndThawingMoveTheDateAndConsumeDrawsUsableLotsFirst() throws {
    #expect(
      try Self.lots("Chicken thighs") == [
        "400 200 320 sealed 2026-11-03 2026-11-05 use-by -",
        "300 0 240 frozen 2026-11-03 2027-02-01 best-before estimated",
        "300 0 240 thawed 2026-11-06 2026-11-07 use-by estimated",
      ])
    let (_, outputs) = try Self.replayed.get()
    let consume = try #require(Self.week.firstIndex { $0.first == "consume" && $0.contains("500") })
    #expect(outputs[consume].contains("Used 100 g from lot "), "\(outputs[consume])")
    #expect(outputs[consume].contains("which expired on 2026-11-05."), "\(outputs[consume])")
  }

  @Test func aStocktakeLossAndFindAreDrawnAndGivenBackInFEFOOrder() throws {
    #expect(
      try Self.lots("Quail eggs") == [
        "12 2 420 sealed 2026-11-02 2026-11-12 use-by -",
        "6 6 210 sealed 2026-11-04 2026-11-14 use-by -",
      ])
  }

  @Test func aPurchaseWithoutADateGetsItsShelfLife() throws {
    #expect(
      try Self.lots("Baguette").last == "2 2 230 sealed 2026-11-03 2026-11-05 unknown estimated")
  }

  @Test(arguments: [
    ("2026-11-08", "2026-11-02", "2026-11-08"), ("2026-12-01", "2026-10-01", "2026-11-30"),
  ])
  func everyFigureAgreesWithTheOracle(asOf: String, from: String, to: String) throws {
    // On the last day of the week, and on 1 December, when the couscous is past its best
    // before end 11/2026: what is listed, expiring, wasted (the week's, or October and
    // November's), used per day, projected and to buy.
    let (larder, _) = try Self.replayed.get()
    let folder = larder.path("oracle-\(asOf)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let commands: [(String, [String])] = [
      ("list", []), ("expiring", []), ("rates", []), ("forecast", []), ("restock", []),
      ("waste", ["--from", from, "--to", to]),
    ]
    for (command, options) in commands {
      let result = try larder.run([command, "--as-of", asOf, "--format", "json"] + options)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(command).json"))
    }
    let states = ["Oat milk", "Couscous", "Chicken thighs"].map { "--states=\($0)" }
    let (status, output) = try LarderBinary.python(
      [LarderBinary.checker("check_food.py"), larder.database, asOf, folder]
        + ["--from=\(from)", "--to=\(to)"] + states)
    #expect(status == 0 && output.hasPrefix("ok"), "\(output)")
    // The week's 3 adjustments and the sample's own stocktake (2 eggs lost, rice found).
    #expect(output.contains("2 opened, 1 frozen, 1 thawed, 5 adjustments"), "\(output)")
    #expect(asOf != "2026-11-08" || output.contains(" 2 lots without a pace"), "\(output)")
  }
}

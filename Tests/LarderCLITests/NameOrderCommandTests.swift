import Foundation
import Testing

/// Every command that lists items by name lists them in one order: the names of
/// `Tests/Fixtures/name-order.txt`, written down once in that order (checked against ICU's
/// root collation in `NameOrderTests`).
///
/// Each item is bought on 2026-10-01 (4 pcs for 2.00 EUR) in the reverse of that order,
/// then 3 consumed and 1 discarded in October: as of 2026-11-01 every item has the same
/// spending, waste, rate and status (out of stock, in use), so name alone decides.
@Suite struct NameOrderCommandTests {
  static let names: [String] = {
    let url = LarderBinary.root.appendingPathComponent("Tests/Fixtures/name-order.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }()

  static let household: Result<LarderBinary, any Error> = Result {
    let larder = try LarderBinary()
    var purchases = "date,item,quantity,price,category\n"
    var events = "date,item,action,quantity\n"
    for name in names.reversed() {
      purchases += "2026-10-01,\(name),4,2.00,pantry\n"
      events += "2026-10-10,\(name),consume,2\n2026-10-15,\(name),discard,1\n"
      events += "2026-10-20,\(name),consume,1\n"
    }
    for file in [purchases, events] {
      let result = try larder.run(["import", "-"], stdin: file)
      guard result.status == 0 else { throw Refused(message: result.stderr) }
    }
    return larder
  }

  struct Refused: Error {
    var message: String
  }

  /// The fixed names in the order they first appear in `text`.
  func order(in text: String) -> [String] {
    Self.names.compactMap { name in text.range(of: name).map { (name, $0.lowerBound) } }
      .sorted { $0.1 < $1.1 }.map(\.0)
  }

  func output(_ arguments: [String]) throws -> String {
    let result = try Self.household.get().run(arguments + ["--as-of", "2026-11-01"])
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return result.stdout
  }

  @Test func theFixedListHasTenNames() {
    #expect(Self.names.count == 10)
    #expect(Self.names.first == "Äpfel")
  }

  @Test(arguments: [
    ["list", "--all"], ["list", "--all", "--format", "json"], ["rates"], ["restock"],
    ["forecast"], ["waste", "--month", "2026-10"],
    ["spending", "--month", "2026-10", "--by", "item"],
  ])
  func aSortedCommandListsTheNamesInTheOrder(_ arguments: [String]) throws {
    #expect(order(in: try output(arguments)) == Self.names)
  }

  @Test func searchListsWhatItFindsInTheOrder() throws {
    // "o" is in Courgettes, Croissants and Œufs (folded to "oeufs").
    let found = try Self.household.get().run(["search", "o"])
    #expect(order(in: found.stdout) == ["Courgettes", "Croissants", "Œufs"])
  }

  @Test func everySectionOfTheReportListsTheNamesInTheOrder() throws {
    let report = try output(["report", "--month", "2026-10"])
    let sections = report.components(separatedBy: "\n## ").filter { order(in: $0).count > 1 }
    #expect(sections.count >= 4, "top items, waste, fastest consumed, restock")
    for section in sections {
      #expect(order(in: section) == Self.names, "\(section.prefix(60))")
    }
  }

  @Test func theExportsStockSheetListsTheNamesInTheOrder() throws {
    let larder = try Self.household.get()
    let path = larder.path("order.xlsx")
    #expect(
      try larder.run(["export", "--format", "xlsx", "--output", path, "--as-of", "2026-11-01"])
        .status == 0)
    let script = """
      import sys, openpyxl
      sheet = openpyxl.load_workbook(sys.argv[1], read_only=True)["Stock"]
      for row in sheet.iter_rows(min_row=2, values_only=True):
          print(row[0])
      """
    let (status, stdout) = try LarderBinary.python(["-c", script, path])
    #expect(status == 0, "\(stdout)")
    #expect(stdout.split(separator: "\n").map(String.init) == Self.names)
  }
}

import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderCommandLine
@testable import LarderWeb

/// Each rule of what the household's data means is the store's, and holds whichever way
/// a value comes in: the command line, the web's forms and an import file are refused
/// the same bad value with the same words, and nothing is kept.
@Suite struct OneRuleThreeWaysTests {
  /// A household the web serves, which the command line and an import also write to.
  struct Household {
    let web: InProcessWeb
    var database: String { web.folder.appendingPathComponent("larder.sqlite").path }

    init() throws {
      web = try InProcessWeb()
      web.enter()
    }

    /// `larder ARGS` on this household, in this process.
    func larder(_ arguments: [String]) -> CapturedRun {
      CapturedRun(
        arguments,
        environment: ["LARDER_DB": database, "LANG": "C.UTF-8", "HOME": web.folder.path],
        directory: web.folder.path)
    }

    /// `larder import` of a purchases file holding `rows` under `header`.
    func imported(
      _ rows: String, header: String = "date,item,quantity,price,expires"
    ) throws -> CapturedRun {
      let path = web.folder.appendingPathComponent("purchases-\(UUID().uuidString).csv").path
      try Data((header + "\n" + rows).utf8).write(
        to: URL(fileURLWithPath: path))
      return larder(["import", path])
    }

    /// The web page's text with the entities a message may hold read back.
    func refusal(_ response: Response) -> String {
      response.text.replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// How many lots the household holds.
    func lots() throws -> Int {
      try Store(path: database, forReading: true).lotsWithExpiry(asOf: InProcessWeb.today).count
    }

    /// The edit form of `item`, as the page sends it, with `changed` fields.
    func edit(_ item: String, _ changed: [String: String]) -> Response {
      let fields = [
        "name": "Milk", "category": "other", "unit": "L", "min-stock": "", "location": "",
        "shelf-life": "", "opened-life": "", "frozen-life": "", "thawed-life": "",
        "date-kind": "",
      ].merging(changed) { $1 }
      return web.post(item + "/edit", fields.sorted { $0.key < $1.key })
    }
  }

  @Test func anExpiryBeforeThePurchaseIsRefusedEveryWayIn() throws {
    let household = try Household()
    let message = "the expiry 2026-11-01 is before the purchase date 2026-11-10"
    let typed = household.larder([
      "add", "Milk", "1", "--price", "2.00", "--date", "2026-11-10", "--expires", "2026-11-01",
    ])
    #expect(typed.status == 65)
    #expect(typed.stderr == "Error: \(message)\n")
    let posted = household.web.post(
      "/add",
      [
        ("name", "Milk"), ("quantity", "1"), ("price", "2.00"), ("date", "2026-11-10"),
        ("expires", "2026-11-01"),
      ])
    #expect(posted.status == 422)
    #expect(household.refusal(posted).contains(message))
    let imported = try household.imported("2026-11-10,Milk,1,2.00,2026-11-01\n")
    #expect(imported.status == 65)
    #expect(
      imported.stderr.contains("line 2, column 5 (expires): \(message)"), "\(imported.stderr)")
    #expect(try household.lots() == 0)
  }

  @Test func aControlCharacterInANameIsRefusedEveryWayIn() throws {
    let household = try Household()
    let message = "the name holds a control character (U+0007), which Larder does not keep"
    let typed = household.larder(["add", "Mi\u{7}lk", "1", "--price", "2.00"])
    #expect(typed.status == 65)
    #expect(typed.stderr == "Error: \(message)\n")
    let posted = household.web.post(
      "/add", [("name", "Mi\u{7}lk"), ("quantity", "1"), ("price", "2.00")])
    #expect(posted.status == 422)
    #expect(household.refusal(posted).contains(message))
    let imported = try household.imported("2026-11-10,Mi\u{7}lk,1,2.00,\n")
    #expect(imported.status == 65)
    #expect(imported.stderr.contains("line 2, column 2 (item): \(message)"), "\(imported.stderr)")
    #expect(try household.lots() == 0)
  }

  @Test func aLocationIsTrimmedAndKeptEveryWayIn() throws {
    let household = try Household()
    let typed = household.larder([
      "add", "Milk", "1", "--price", "2.00", "--date", "2026-11-10", "--expires", "2026-12-20",
      "--location", "Fridge\t",
    ])
    #expect(typed.status == 0, "\(typed.stderr)")
    household.web.post(
      "/add",
      [
        ("name", "Tea"), ("quantity", "1"), ("price", "2.00"), ("expires", "2026-12-20"),
        ("location", " Shelf\t"),
      ])
    let imported = try household.imported(
      "2026-11-10,Rice,1,2.00,2026-12-20,\"Cellar\t\"\n",
      header: "date,item,quantity,price,expires,location")
    #expect(imported.status == 0, "\(imported.stderr)")
    let lots = try Store(path: household.database, forReading: true)
      .lotsWithExpiry(asOf: InProcessWeb.today).map(\.location).sorted()
    #expect(lots.contains("Fridge"))
    #expect(lots.contains("Shelf"))
    #expect(lots.contains("Cellar"))
  }

  @Test func aNegativeMinimumStockIsRefusedByTheCommandLineAndTheWebAlike() throws {
    let household = try Household()
    let item = household.web.bought(
      "Milk", "1", unit: "L", price: "2.00", on: "2026-11-10", expires: "2026-12-20")
    let typed = household.larder(["edit", "Milk", "--min-stock", "-1"])
    #expect(typed.status == 65)
    let message = String(typed.stderr.dropFirst("Error: ".count).dropLast())
    #expect(message.contains("minimum stock"))
    let posted = household.edit(item, ["min-stock": "-1"])
    #expect(posted.status == 422)
    #expect(household.refusal(posted).contains(message), "\(message)")
  }

  @Test func aShelfLifeOutOfBoundsIsRefusedByTheCommandLineAndTheWebAlike() throws {
    let household = try Household()
    let item = household.web.bought(
      "Milk", "1", unit: "L", price: "2.00", on: "2026-11-10", expires: "2026-12-20")
    let typed = household.larder(["edit", "Milk", "--shelf-life", "40000"])
    #expect(typed.status == 65)
    let message = "the shelf life must be from 0 to 36500 days, not 40000"
    #expect(typed.stderr == "Error: \(message)\n")
    let posted = household.edit(item, ["shelf-life": "40000"])
    #expect(posted.status == 422)
    #expect(household.refusal(posted).contains(message))
    #expect(posted.text.contains("name=\"shelf-life\""))
  }

  @Test func anItemsLocationIsTrimmedAndKeptByTheCommandLineAndTheWeb() throws {
    let household = try Household()
    let milk = household.web.bought(
      "Milk", "1", unit: "L", price: "2.00", on: "2026-11-10", expires: "2026-12-20")
    let posted = household.edit(milk, ["location": "Fridge\t"])
    #expect(posted.status == 303, "\(household.refusal(posted))")
    household.web.bought(
      "Tea", "1", unit: "pcs", price: "2.00", on: "2026-11-10", expires: "2026-12-20")
    let typed = household.larder(["edit", "Tea", "--location", "Shelf\t"])
    #expect(typed.status == 0, "\(typed.stderr)")
    let store = try Store(path: household.database, forReading: true)
    #expect(try store.item("Milk").location == "Fridge")
    #expect(try store.item("Tea").location == "Shelf")
  }
}

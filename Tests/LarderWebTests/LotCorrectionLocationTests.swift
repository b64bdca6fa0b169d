import Foundation
import LarderCore
import LarderStore
import Testing

@testable import LarderWeb

/// A lot's location corrected on the web is held to the rule the command line follows:
/// trimmed and kept, in the store, whichever way it came in.
@Suite struct LotCorrectionLocationTests {
  @Test func aLocationWithATrailingTabIsTrimmedAndKept() throws {
    let web = try InProcessWeb()
    web.enter()
    let item = web.bought(
      "Milk", "2", unit: "L", price: "2.00", on: "2026-11-01", expires: "2026-12-31")
    let page = web.get(item).text
    let start = try #require(page.range(of: "href=\"\(item)/lots/"))
    let lot = String(page[start.upperBound...].prefix { $0 != "\"" })
    // Only the fields sent are corrected.
    let corrected = web.post("\(item)/lots/\(lot)", [("location", "Fridge\t")])
    #expect(corrected.status == 303, "\(corrected.text)")
    let store = try Store(
      path: web.folder.appendingPathComponent("larder.sqlite").path, forReading: true)
    #expect(try store.lotsWithExpiry(asOf: InProcessWeb.today).first?.location == "Fridge")
  }
}

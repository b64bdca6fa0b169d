import Foundation
import Testing

/// `larder calendar`: an iCalendar feed that an independent parser (icalendar) reads.
@Suite struct CalendarTests {
  @Test func theFeedParsesWithOneEventPerLotOnHand() throws {
    let larder = try LarderBinary()
    let long = Array(repeating: "Très long nom de produit", count: 6).joined(separator: " ")
    let csv = """
      date,item,quantity,price,expires
      2026-11-20,Milk,2,2.40,2026-12-01
      2026-11-20,"Cheese, aged; 24 months",1,8.00,2026-12-20
      2026-11-21,⟦0⟧,1,1.00,2026-12-05
      2026-11-21,\(long),1,1.00,2026-12-06
      2026-11-21,豆腐,400,2.00,2026-12-02
      2026-11-21,Salt,1,0.50,
      2026-11-22,Bread,1,2.00,2026-11-25
      2026-11-22,Yogurt,4,2.00,2026-11-28
      2026-11-22,Ham,1,3.00,2026-11-30

      """
    #expect(try larder.run(["import", try larder.write("p.csv", csv)]).status == 0)
    // A line break, which no way in accepts, put in by hand as an older Larder could have.
    try larder.putHandEdited(["Line\nbreak"])
    #expect(try larder.run(["consume", "Bread", "1", "--date", "2026-11-24"]).status == 0)
    let result = try larder.run(["calendar", "--as-of", "2026-11-30", "--output", "larder.ics"])
    #expect(result.status == 0, "\(result.stderr)")
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_calendar.py"), larder.path("larder.ics"), "2026-11-30", "7",
      "Milk: 2 pcs",
      "Cheese, aged; 24 months: 1 pcs", "Line break: 1 pcs", "豆腐: 400 pcs", long + ": 1 pcs",
    ])
    #expect(status == 0 && output == "ok\n", "\(output)")
  }

  @Test func theDescriptionSaysWhereTheLotIsKept() throws {
    let larder = try LarderBinary()
    let added = try larder.run([
      "add", "Milk", "2", "--expires", "2026-12-01", "--date", "2026-11-20", "--location", "fridge",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    let feed = try larder.run(["calendar", "--as-of", "2026-11-30"]).stdout
    #expect(feed.replacingOccurrences(of: "\r\n ", with: "").contains("Kept in: fridge."))
  }

  @Test func uidsStayTheSameSoSubscribersUpdateRatherThanDuplicate() throws {
    let larder = try LarderBinary()
    #expect(
      try larder.run(["add", "Milk", "2", "--expires", "2026-12-01", "--date", "2026-11-20"]).status
        == 0)
    let before = try larder.run(["calendar", "--as-of", "2026-11-30"]).stdout
    #expect(try larder.run(["consume", "Milk", "1", "--date", "2026-11-30"]).status == 0)
    let after = try larder.run(["calendar", "--as-of", "2026-11-30"]).stdout
    func uids(_ text: String) -> [Substring] {
      text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") }
    }
    #expect(uids(before).count == 1)
    #expect(uids(before) == uids(after))
    #expect(before.contains("SUMMARY:Milk: 2 pcs\r\n"))
    #expect(after.contains("SUMMARY:Milk: 1 pcs\r\n"))
  }
}

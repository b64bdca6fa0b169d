import Foundation
import Testing

@Suite struct InventoryCommandTests {
  @Test func addCreatesTheItemAndListShowsIt() throws {
    let larder = try LarderBinary()
    let added = try larder.run([
      "add", "Whole milk", "2", "--unit", "L", "--price", "2.38", "--store", "Lidl",
      "--expires", "2026-12-03", "--category", "dairy", "--date", "2026-11-20",
    ])
    #expect(added.status == 0)
    #expect(added.stdout.hasPrefix("Added 2 L of Whole milk for 2.38 EUR"))
    let list = try larder.run(["list", "--as-of", "2026-11-20"])
    #expect(
      list.stdout == """
        NAME        USABLE  UNIT  CATEGORY  NEXT EXPIRY
        Whole milk       2  L     dairy     2026-12-03

        """)
  }

  @Test func listShowsStockAtTheAsOfDateAndMarksExpiredStock() throws {
    // Ham: 2 bought 10-25 expiring 10-30, 1 eaten 10-28; 3 bought 10-29 expiring 11-06.
    // As of 10-29 all 4 are usable, the next expiry 10-30. As of 11-01 the lot that
    // expired on 10-30 still holds 1: 3 usable, next expiry 11-06, and "1 pcs expired".
    // As of 10-26 the second lot is not bought yet and nothing was eaten: 2.
    let larder = try LarderBinary()
    try larder.run(["add", "Ham", "2", "--expires", "2026-10-30", "--date", "2026-10-25"])
    try larder.run(["consume", "Ham", "1", "--date", "2026-10-28"])
    try larder.run(["add", "Ham", "3", "--expires", "2026-11-06", "--date", "2026-10-29"])
    let list = { (day: String) in try larder.run(["list", "--as-of", day]).stdout }
    #expect(
      try list("2026-10-29") == """
        NAME  USABLE  UNIT  CATEGORY  NEXT EXPIRY
        Ham        4  pcs   other     2026-10-30

        """)
    #expect(
      try list("2026-11-01") == """
        NAME  USABLE  UNIT  CATEGORY  NEXT EXPIRY
        Ham        3  pcs   other     2026-11-06   1 pcs expired

        """)
    #expect(try list("2026-10-26").contains("Ham        2  pcs   other     2026-10-30\n"))
    #expect(try list("2026-10-24") == "No items.\n")
  }

  @Test func listDefaultsToTodayAsEveryCommandDoes() throws {
    // Salt bought today (add's default date): on hand today, not yet bought yesterday.
    let larder = try LarderBinary()
    try larder.run(["add", "Salt", "1"])
    let today = try larder.run(["list", "--format", "json"]).stdout
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(today.utf8)) as? [[String: Any]])
    #expect(rows.first?["usable"] as? String == "1")
    let yesterday = Calendar(identifier: .gregorian).date(byAdding: .day, value: -1, to: Date())
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    let earlier = formatter.string(from: try #require(yesterday))
    #expect(try larder.run(["list", "--as-of", earlier]).stdout == "No items.\n")
  }

  @Test func listAsJSONUsesDecimalStringsAndISODates() throws {
    let larder = try LarderBinary()
    try larder.run([
      "add", "Rice", "1.5", "--unit", "kg", "--expires", "2027-01-01", "--date", "2026-11-01",
    ])
    let json = try larder.run(["list", "--format", "json", "--as-of", "2026-11-02"]).stdout
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(parsed.count == 1)
    #expect(parsed[0]["name"] as? String == "Rice")
    #expect(parsed[0]["onHand"] as? String == "1.5")
    #expect(parsed[0]["usable"] as? String == "1.5")
    #expect(parsed[0]["expired"] as? String == "0")
    #expect(parsed[0]["unit"] as? String == "kg")
    #expect(parsed[0]["nextExpiry"] as? String == "2027-01-01")
    #expect(parsed[0]["category"] as? String == "other")
    #expect((parsed[0]["id"] as? String)?.count == 36)
  }

  @Test func listAllIncludesUsedUpItemsAndSortsByExpiry() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Bread", "1", "--expires", "2026-11-10", "--date", "2026-11-01"])
    try larder.run(["add", "Jam", "1", "--expires", "2026-11-05", "--date", "2026-11-01"])
    try larder.run(["add", "Salt", "1", "--date", "2026-11-01"])
    try larder.run(["consume", "Salt", "1", "--date", "2026-11-02"])
    let names = { (text: String) in
      text.split(separator: "\n").dropFirst().map { $0.split(separator: " ")[0] }
    }
    let asOf = ["--as-of", "2026-11-03"]
    #expect(names(try larder.run(["list", "--sort", "expiry"] + asOf).stdout) == ["Jam", "Bread"])
    #expect(names(try larder.run(["list", "--all"] + asOf).stdout) == ["Bread", "Jam", "Salt"])
    // As of 11-06 Jam has expired: the next expiry of usable stock is Bread's, and Jam,
    // with none, comes after it.
    #expect(
      names(try larder.run(["list", "--sort", "expiry", "--as-of", "2026-11-06"]).stdout) == [
        "Bread", "Jam",
      ])
  }

  @Test func searchIgnoresCaseAndAccentsInEveryScript() throws {
    let larder = try LarderBinary()
    for name in ["Crème fraîche", "Whole milk", "鮮牛奶"] {
      try larder.run(["add", name, "1", "--date", "2026-11-01"])
    }
    #expect(try larder.run(["search", "creme"]).stdout.contains("Crème fraîche"))
    #expect(try larder.run(["search", "MILK"]).stdout.contains("Whole milk"))
    #expect(try larder.run(["search", "牛奶"]).stdout.contains("鮮牛奶"))
    #expect(try larder.run(["search", "xyz"]).stdout == "No items.\n")
  }

  @Test func consumeDrawsFromTheEarliestExpiringLotFirst() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Milk", "2", "--expires", "2026-12-03", "--date", "2026-11-20"])
    try larder.run(["add", "Milk", "1", "--expires", "2026-12-01", "--date", "2026-11-22"])
    let consumed = try larder.run(["consume", "milk", "1.5", "--date", "2026-11-25"])
    #expect(consumed.stdout == "Consumed 1.5 pcs of Milk from 2 lots.\n")
    let show = try larder.run(["show", "Milk", "--format", "json"]).stdout
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(show.utf8)) as? [String: Any])
    let lots = try #require(parsed["lots"] as? [[String: Any]])
    // The lot expiring on 12-01 is used up; the other gives the remaining 0.5.
    #expect(lots.map { $0["remaining"] as? String } == ["1.5", "0"])
  }

  @Test func showPrintsLotsAndEvents() throws {
    let larder = try LarderBinary()
    try larder.run([
      "add", "Eggs", "12", "--price", "4.20", "--store", "Market", "--date", "2026-11-01",
    ])
    try larder.run(["discard", "Eggs", "2", "--reason", "cracked", "--date", "2026-11-02"])
    let text = try larder.run(["show", "eggs"]).stdout
    #expect(text.hasPrefix("Eggs\n"))
    // 4.20 for 12: 0.35 a piece.
    #expect(text.contains("4.20   0.3500  EUR  Market"), "\(text)")
    #expect(text.contains("history:   1 lot and 1 event, bought on 2026-11-01"))
    #expect(text.contains("on hand:   10 pcs"))
    #expect(text.contains("2026-11-02  discard         2"))
    #expect(text.contains("cracked"))
  }

  @Test func showPrintsTheLastTwentyLotsUnlessAskedForAll() throws {
    // 25 purchases, one a day: show lists the last 20 (from 2026-10-06), --all all 25.
    let larder = try LarderBinary()
    var csv = "date,item,quantity,price\n"
    for day in 1...25 { csv += "2026-10-\(String(format: "%02d", day)),Tea,1,2.00\n" }
    #expect(try larder.run(["import", try larder.write("tea.csv", csv)]).status == 0)
    let text = try larder.run(["show", "Tea"]).stdout
    #expect(text.contains("25 lots and 0 events, bought from 2026-10-01 to 2026-10-25"))
    #expect(text.contains("the last 20 of each below; --all shows everything"))
    #expect(!text.contains("2026-10-05 ") && text.contains("2026-10-06 "))
    #expect(try larder.run(["show", "Tea", "--all"]).stdout.contains("2026-10-01 "))
  }

  @Test func editChangesAnItemAndCorrectsALot() throws {
    let larder = try LarderBinary()
    try larder.run([
      "add", "Flour", "1000", "--unit", "g", "--price", "0.99", "--date", "2026-11-01",
    ])
    #expect(
      try larder.run(["edit", "Flour", "--name", "Wheat flour", "--unit", "kg", "--min-stock", "1"])
        .status == 0)
    let show = try larder.run(["show", "Wheat flour", "--format", "json"]).stdout
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(show.utf8)) as? [String: Any])
    let item = try #require(parsed["item"] as? [String: Any])
    #expect(item["unit"] as? String == "kg")
    #expect(item["minStock"] as? String == "1")
    let lotID = try #require((parsed["lots"] as? [[String: Any]])?.first?["id"] as? String)
    let edited = try larder.run([
      "edit", "--lot", String(lotID.prefix(8)), "--quantity", "2", "--price", "1.98", "--expires",
      "2027-06-01",
    ])
    #expect(edited.status == 0)
    #expect(edited.stdout.contains("2 for 1.98 EUR, expires 2027-06-01"))
  }

  @Test func deleteRefusesAnItemWithHistoryUnlessPurged() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Tea", "1", "--date", "2026-11-01"])
    let refused = try larder.run(["delete", "Tea"])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("--purge"))
    #expect(try larder.run(["delete", "Tea", "--purge"]).status == 0)
    #expect(try larder.run(["list", "--all"]).stdout == "No items.\n")
  }

  @Test func aCategoryGivenForAnItemBoughtBeforeIsNotedAsKept() throws {
    let larder = try LarderBinary()
    let first = try larder.run(["add", "Riz", "1", "--category", "céréales"])
    #expect(!first.stderr.contains("keeps"))
    let again = try larder.run(["add", "Riz", "1", "--category", "épicerie"])
    #expect(again.status == 0)
    #expect(again.stderr == "Riz keeps its category 'céréales'; 'larder edit' changes it.\n")
    #expect(try larder.run(["add", "Riz", "1", "--category", "céréales"]).stderr.isEmpty)
  }

  @Test func anEmptyListSaysHowToStart() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Tea", "1", "--date", "2026-11-01"])
    try larder.run(["consume", "Tea", "1", "--date", "2026-11-01"])
    let usedUp = try larder.run(["list"])
    #expect(usedUp.stdout == "No items.\n")
    #expect(
      usedUp.stderr == "Nothing is on hand; 'larder list --all' also shows the items used up.\n")
    try larder.run(["delete", "Tea", "--purge"])
    let none = try larder.run(["list", "--lang", "fr"])
    #expect(none.stdout == "Aucun article.\n")
    #expect(none.stderr.contains("larder add") && !none.stderr.contains("records a purchase"))
  }

  @Test func importLoadsTheSampleHousehold() throws {
    let larder = try LarderBinary()
    let path = LarderBinary.root.appendingPathComponent("samples/purchases.csv").path
    let result = try larder.run(["import", path])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Imported 1747 purchases, 67 new items."))
    let events = LarderBinary.root.appendingPathComponent("samples/events.csv").path
    #expect(try larder.run(["import", events]).status == 0)
  }

  @Test func importReadsStandardInput() throws {
    let larder = try LarderBinary()
    let result = try larder.run(
      ["import", "-"], stdin: "date,item,quantity,price\n2026-11-01,Oats,1,2.29\n")
    #expect(result.status == 0)
    #expect(try larder.run(["list"]).stdout.contains("Oats"))
  }
}

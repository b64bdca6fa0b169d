import Foundation
import Testing

/// `larder import` with files as spreadsheets write them, dry runs, repeated files and
/// lots named by id.
@Suite struct ImportFileTests {
  let header = "date,item,quantity,price,unit\r\n"

  func bytesFile(_ larder: LarderBinary, _ name: String, _ bytes: [UInt8]) throws -> String {
    let path = larder.path(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func acceptsAByteOrderMarkCRLFAndATrailingEmptyLine() throws {
    let larder = try LarderBinary()
    let text = header + "2026-11-01,Milk,1,1.19,L\r\n2026-11-02,Bread,1,2.10,pcs\r\n\r\n"
    let file = try bytesFile(larder, "excel.csv", [0xEF, 0xBB, 0xBF] + Array(text.utf8))
    let result = try larder.run(["import", file])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "Imported 2 purchases, 2 new items.\n")
  }

  func expectRefused(_ bytes: [UInt8], _ message: String) throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-11-01"]).status == 0)
    let before = try larder.databaseBytes()
    let result = try larder.run(["import", try bytesFile(larder, "bad.csv", bytes)])
    #expect(result.status == 65)
    #expect(result.stderr == "Error: " + message + "\n")
    #expect(try larder.databaseBytes() == before)
  }

  @Test func refusesBytesThatAreNotUTF8WithLineAndColumn() throws {
    try expectRefused(
      Array((header + "2026-11-01,Milk,1,1.19,L\r\n2026-11-01,").utf8) + [0x4D, 0xE9, 0x6C]
        + Array(",1,1,pcs\r\n".utf8),
      "line 3, column 2: the field is not valid UTF-8")
  }

  @Test func refusesAnUnclosedQuoteWithLineAndColumn() throws {
    try expectRefused(
      Array((header + "2026-11-01,\"Milk,1,1.19,L\r\n").utf8),
      "line 2, column 2: the field has an unclosed quote")
  }

  @Test func refusesAWrongNumberOfFieldsWithLineAndColumn() throws {
    try expectRefused(
      Array((header + "2026-11-01,Milk,1,1.19,L,extra\r\n").utf8),
      "line 2, column 6: the row has 6 fields but the header has 5")
    try expectRefused(
      Array((header + "2026-11-01,Milk,1\r\n").utf8),
      "line 2, column 4: the row has 3 fields but the header has 5")
  }

  @Test func aDryRunReportsWhatWouldChangeAndWritesNothing() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-11-01"]).status == 0)
    let before = try larder.databaseBytes()
    let file = try larder.write("new.csv", header + "2026-11-01,Milk,1,1.19,L\r\n")
    let result = try larder.run(["import", "--dry-run", file])
    #expect(
      result.stdout == "Dry run: would import 1 purchase, 1 new item. Nothing was written.\n")
    #expect(try larder.databaseBytes() == before)
    #expect(try larder.run(["import", file]).status == 0)
  }

  @Test func theSameFileTwiceIsRefusedNamingTheFirstImport() throws {
    let larder = try LarderBinary()
    let file = try larder.write("groceries.csv", header + "2026-11-01,Milk,1,1.19,L\r\n")
    #expect(try larder.run(["import", file, "--as-of", "2026-11-02"]).status == 0)
    let copy = try larder.write("copy.csv", header + "2026-11-01,Milk,1,1.19,L\r\n")
    let before = try larder.databaseBytes()
    let again = try larder.run(["import", copy])
    #expect(again.status == 65)
    #expect(
      again.stderr.hasPrefix(
        "Error: this file was already imported: 'groceries.csv' on 2026-11-02 (1 rows)"))
    #expect(again.stderr.contains("--allow-duplicate"))
    #expect(try larder.databaseBytes() == before)
    #expect(try larder.run(["import", copy, "--allow-duplicate"]).status == 0)
    #expect(try larder.run(["list", "--format", "json"]).stdout.contains("\"onHand\": \"2\""))
  }

  @Test func anEventNamingItsLotDrawsFromThatLotRatherThanByExpiry() throws {
    let larder = try LarderBinary()
    let lots =
      "date,item,quantity,price,expires,lot\r\n"
      + "2026-11-01,Yogurt,1,1,2026-11-05,11111111-1111-4111-8111-111111111111\r\n"
      + "2026-11-01,Yogurt,1,1,2026-11-20,22222222-2222-4222-8222-222222222222\r\n"
    #expect(try larder.run(["import", try larder.write("p.csv", lots)]).status == 0)
    let events =
      "date,item,action,quantity,lot\r\n"
      + "2026-11-02,Yogurt,consume,1,22222222-2222-4222-8222-222222222222\r\n"
    #expect(try larder.run(["import", try larder.write("e.csv", events)]).status == 0)
    let show = try larder.run(["show", "Yogurt"]).stdout
    #expect(show.contains("2026-11-05"))
    let expiring = try larder.run(["expiring", "--as-of", "2026-11-02", "--within", "30"]).stdout
    #expect(expiring.contains("2026-11-05"))
    #expect(!expiring.contains("2026-11-20"))
  }

  @Test func aLotIdThatIsTakenIsRefused() throws {
    let larder = try LarderBinary()
    let lots =
      "date,item,quantity,price,lot\r\n"
      + "2026-11-01,Yogurt,1,1,11111111-1111-4111-8111-111111111111\r\n"
    #expect(try larder.run(["import", try larder.write("p.csv", lots)]).status == 0)
    let result = try larder.run(["import", try larder.write("q.csv", lots), "--allow-duplicate"])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "a lot with the id 11111111-1111-4111-8111-111111111111 already exists"))
  }
}

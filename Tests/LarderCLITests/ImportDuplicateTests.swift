import Foundation
import Testing

/// The same rows are never imported twice by accident, however the file was re-saved.
@Suite struct ImportDuplicateTests {
  static let purchases =
    "date,item,quantity,price,expires\n2026-10-01,Eggs,6,2.10,2026-10-20\n"
    + "2026-10-02,Whole milk,2,2.38,2026-10-09\n"

  /// The same rows, re-saved as a spreadsheet or another editor would.
  static let variants: [(String, String)] = [
    ("CRLF line ends", purchases.replacingOccurrences(of: "\n", with: "\r\n")),
    ("a byte-order mark", "\u{FEFF}" + purchases),
    ("a trailing blank line", purchases + "\n"),
    ("quoted fields", purchases.replacingOccurrences(of: "Eggs", with: "\"Eggs\"")),
    (
      "other column order",
      "item,date,price,quantity,expires\nEggs,2026-10-01,2.10,6,2026-10-20\n"
        + "Whole milk,2026-10-02,2.38,2,2026-10-09\n"
    ),
    ("spaces around a name", purchases.replacingOccurrences(of: ",Eggs,", with: ", Eggs ,")),
    // The rows as Larder stores them: the import folds these names onto the items, and
    // these columns hold the values that would be used anyway.
    (
      "names in another case",
      purchases.replacingOccurrences(of: "Eggs", with: "EGGS")
        .replacingOccurrences(of: "Whole milk", with: "whole Milk")
    ),
    (
      "an invisible character in a name",
      purchases.replacingOccurrences(of: "Eggs", with: "Eg\u{200B}gs")
    ),
    (
      "rows in another order",
      "date,item,quantity,price,expires\n2026-10-02,Whole milk,2,2.38,2026-10-09\n"
        + "2026-10-01,Eggs,6,2.10,2026-10-20\n"
    ),
    (
      "optional columns holding the defaults",
      "date,item,quantity,price,expires,currency,unit,category\n"
        + "2026-10-01,Eggs,6,2.10,2026-10-20,EUR,pcs,other\n"
        + "2026-10-02,Whole milk,2,2.38,2026-10-09,EUR,pcs,\n"
    ),
  ]

  @Test(arguments: variants) func theSameRowsSavedDifferentlyAreADuplicate(
    variant: String, text: String
  ) throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["import", try larder.write("a.csv", Self.purchases)]).status == 0)
    let result = try larder.run(["import", try larder.write("b.csv", text)])
    #expect(result.status == 65, "\(variant)")
    #expect(result.stderr.hasPrefix("Error: this file was already imported: 'a.csv'"), "\(variant)")
    #expect(try larder.sqlite("SELECT count(*) FROM lots") == "2", "\(variant)")
  }

  @Test func theSameFileAfterAnEditOfItsItemsIsADuplicate() throws {
    let larder = try LarderBinary()
    let file = try larder.write("a.csv", Self.purchases)
    #expect(try larder.run(["import", file]).status == 0)
    #expect(
      try larder.run(["edit", "Eggs", "--location", "fridge", "--category", "dairy"]).status == 0)
    let again = try larder.run(["import", file])
    #expect(again.status == 65)
    #expect(again.stderr.hasPrefix("Error: this file was already imported: 'a.csv'"))
  }

  @Test func theSameQuantityInAnotherUnitOfItsFamilyIsADuplicate() throws {
    let larder = try LarderBinary()
    let kilograms = "date,item,quantity,price,unit\n2026-10-01,Flour,1.5,1.20,kg\n"
    #expect(try larder.run(["import", try larder.write("a.csv", kilograms)]).status == 0)
    let grams = "date,item,quantity,price,unit\n2026-10-01,Flour,1500,1.20,g\n"
    let again = try larder.run(["import", try larder.write("b.csv", grams)])
    #expect(again.status == 65)
    #expect(again.stderr.hasPrefix("Error: this file was already imported: 'a.csv'"))
  }

  @Test func anEventsFileImportedTwiceIsADuplicateNotAShortage() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["import", try larder.write("p.csv", Self.purchases)]).status == 0)
    let events = "date,item,action,quantity\n2026-10-03,Eggs,consume,6\n"
    #expect(try larder.run(["import", try larder.write("e.csv", events)]).status == 0)
    let again = try larder.run(["import", try larder.write("e2.csv", events + "\n")])
    #expect(again.status == 65)
    #expect(again.stderr.hasPrefix("Error: this file was already imported: 'e.csv'"))
  }

  /// `purchases`, recorded as an import made before Larder compared rows: by the SHA-256
  /// of the file's bytes (`sha256sum` of the text).
  func recordedByItsBytes(_ larder: LarderBinary) throws {
    #expect(try larder.run(["list"]).status == 0)
    _ = try larder.sqlite(
      """
      INSERT INTO imports (sha256, file_name, kind, rows, imported_on) VALUES (
        '2af7702d9f83bfb2b2b4651c825735355aa3944af4f6b03938a94c60a05ffdba', 'old.csv',
        'purchases', 2, '2026-10-01')
      """)
  }

  @Test func aFileAnEarlierLarderRecordedByItsBytesIsADuplicate() throws {
    let larder = try LarderBinary()
    try recordedByItsBytes(larder)
    let result = try larder.run(["import", try larder.write("a.csv", Self.purchases)])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("Error: this file was already imported: 'old.csv'"))
  }

  @Test func standardInputAnEarlierLarderRecordedByItsBytesIsADuplicate() throws {
    let larder = try LarderBinary()
    try recordedByItsBytes(larder)
    let result = try larder.run(["import", "-"], stdin: Self.purchases)
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("Error: this file was already imported: 'old.csv'"))
  }

  @Test func otherRowsAreNotADuplicate() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["import", try larder.write("a.csv", Self.purchases)]).status == 0)
    let other = Self.purchases.replacingOccurrences(of: "2.10", with: "2.20")
    #expect(try larder.run(["import", try larder.write("b.csv", other)]).status == 0)
  }

  @Test func aHeaderOnlyFileImportsNothingAndCanBeImportedAgain() throws {
    let larder = try LarderBinary()
    for _ in 0..<2 {
      let result = try larder.run(
        ["import", try larder.write("e.csv", "date,item,action,quantity\r\n")])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout == "Imported 0 events (0 lot entries).\n")
    }
  }
}

import Testing

@testable import LarderCore

/// The columns an import parser finds by position: every column either layout knows, by
/// its header name.
@Suite struct ImportColumnTests {
  @Test func everyColumnOfBothLayoutsIsOneByItsName() {
    for format in ImportFormat.allCases {
      for name in format.exportColumns {
        #expect(ImportColumn(name: name)?.name == name, "\(name)")
      }
    }
  }

  @Test func everyColumnBelongsToALayout() {
    let known = Set(ImportFormat.allCases.flatMap(\.exportColumns))
    #expect(Set(ImportColumn.allCases.map(\.name)) == known)
  }

  @Test func aBadFieldIsToldByItsColumnInTheFilesOrder() throws {
    // The header puts price second: a bad price is in column 2.
    let header = CSVRecord(fields: ["date", "price", "item", "quantity"], line: 1)
    let parser = try ImportParser(
      header: header, defaultCurrency: .euro, today: try CalendarDate(parsing: "2026-10-31"))
    let row = CSVRecord(fields: ["2026-10-01", "abc", "Milk", "1"], line: 2)
    let error = #expect(throws: ImportError.self) { try parser.purchase(row) }
    #expect(error?.column == 2)
    #expect(error?.columnName == "price")
    #expect(parser.column("quantity") == 4)
    #expect(parser.column("store") == nil)
  }
}

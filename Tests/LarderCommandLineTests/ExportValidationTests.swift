import Testing

@testable import LarderCommandLine

/// `export` needs `--output`; the CSV export takes no period and writes no `.csv` file; `--max-rows` is at least 2.
@Suite struct ExportValidationTests {
  func validate(_ tokens: [String]) -> String? {
    usageMessage { try ExportCommand.validate(parse(tokens, as: ExportCommand.spec)) }
  }

  @Test func anOutputIsEnough() {
    #expect(validate(["--output", "house.xlsx"]) == nil)
  }

  @Test func withoutOutput() {
    #expect(validate(["--format", "csv"]) == "Missing --output: the file or folder to write")
  }

  @Test func theCSVExportWithAPeriod() {
    #expect(
      validate(["--format", "csv", "--output", "out", "--from", "2026-01-01", "--to", "2026-01-31"])
        == "The CSV export is always the whole household, so that it imports back; leave out "
        + "--from and --to")
  }

  @Test(arguments: ["h.csv", "backup/HOUSE.CSV"]) func theCSVExportToACSVFile(_ path: String) {
    #expect(
      validate(["--format", "csv", "--output", path])
        == "The CSV export writes a folder of two files, purchases.csv and events.csv; give "
        + "--output a folder, such as 'household', not a .csv file")
  }

  @Test func theWorkbookWithAPeriod() {
    #expect(
      validate(["--output", "x.xlsx", "--from", "2026-01-01", "--to", "2026-01-31"]) == nil)
  }

  @Test func fromWithoutTo() {
    #expect(
      validate(["--output", "x.xlsx", "--from", "2026-01-01"]) == "--from and --to go together")
  }

  @Test func oneRowPerSheet() {
    #expect(
      validate(["--output", "x.xlsx", "--max-rows", "1"]) == "--max-rows must be from 2 to 1048576")
  }

  @Test func theCSVExportIgnoresMaxRows() {
    #expect(validate(["--format", "csv", "--output", "out", "--max-rows", "1"]) == nil)
  }
}

import LarderCore
import LarderErrors
import LarderLanguage
import LarderMail
import LarderStore
import Testing

@testable import LarderCommandLine

/// The store and the mail library say what is wrong in their own terms; the command line
/// adds the command, option or variable that helps, so that the user reads one sentence.
@Suite struct StoreAdviceTests {
  @Test func theCommandLineAddsThePurgeAdviceToAnItemWithHistory() {
    let error = StoreError.hasHistory(item: "Tea", lots: 2)
    #expect(
      error.message(.english) == "'Tea' has history (2 purchases); deleting it loses that spending")
    let (message, status) = Larder.describe(error)
    #expect(
      message == "'Tea' has history (2 purchases); deleting it loses that spending. "
        + "Use 'larder delete --purge' to delete it anyway")
    #expect(status == 65)
  }

  @Test func aRefusedImportRowGetsTheAdviceForItsRefusal() {
    let refusal = StoreError.unknownItem("Unicorn steak")
    let error = StoreError.invalidRow(
      RowPlace(line: 2, column: 2, columnName: "item"), cause: refusal)
    #expect(error.message(.english) == "line 2, column 2 (item): no item is called 'Unicorn steak'")
    #expect(
      Larder.describe(error).0 == "line 2, column 2 (item): no item is called 'Unicorn steak'; "
        + "see 'larder list --all' or 'larder search'")
  }

  @Test func aDuplicateImportGetsTheAllowDuplicateAdvice() throws {
    let error = StoreError.duplicateImport(
      fileName: "a.csv", importedOn: try CalendarDate(parsing: "2026-11-30"), rows: 3)
    #expect(
      Larder.describe(error).0 == "this file was already imported: 'a.csv' on 2026-11-30 "
        + "(3 rows); importing it again would count it twice. Nothing was changed; use "
        + "--allow-duplicate if you really mean to import it again")
  }

  @Test func libraryMessagesNameNoCommandOptionOrVariable() throws {
    let errors: [any Error & LocalizedMessage] = [
      StoreError.unknownItem("Tea"), StoreError.unknownLot("1a2b"),
      StoreError.hasHistory(item: "Tea", lots: 1),
      StoreError.duplicateImport(
        fileName: "a.csv", importedOn: try CalendarDate(parsing: "2026-11-30"), rows: 3),
      MailError.noRecipient,
    ]
    for error in errors {
      #expect(!error.message(.english).contains("larder "), "\(error)")
      #expect(!error.message(.english).contains("--"), "\(error)")
      #expect(!error.message(.english).contains("LARDER_"), "\(error)")
    }
  }
}

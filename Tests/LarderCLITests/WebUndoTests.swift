import Foundation
import Testing

/// Undo and redo on `larder serve` (Checkers/check_web_undo.py): a single change of the
/// item on the page in one tap; an import, a purge or another item's change only after a
/// confirmation page that counts what it removes, brings back and sets back; Redo with the
/// command line's rules.
@Suite(.tags(.slow)) struct WebUndoTests {
  @Test func anUndoBeyondTheItemsOwnChangeIsConfirmedWithWhatItRemoves() throws {
    let larder = try LarderBinary()
    let (status, output) = try LarderBinary.python([
      LarderBinary.checker("check_web_undo.py"), LarderBinary.executable.path,
      larder.database, larder.folder.path,
    ])
    #expect(status == 0 && output.hasSuffix("ok\n"), "\(output)")
  }
}

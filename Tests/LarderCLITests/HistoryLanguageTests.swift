import Foundation
import Testing

/// `larder history`, `undo` and `redo` write each change's summary when shown, in the
/// reader's language, from the typed action recorded; `--format json` gives those typed
/// fields.
@Suite struct HistoryLanguageTests {
  /// A household where 0.5 of 1 green tea was consumed, then the consume undone.
  func consumedThenUndone() throws -> LarderBinary {
    let larder = try LarderBinary()
    try larder.run(["add", "Thé vert", "1", "--price", "3.00", "--date", "2026-11-01"])
    try larder.run(["consume", "Thé vert", "0.5", "--date", "2026-11-02"])
    try larder.run(["undo"])
    return larder
  }

  @Test func frenchHistoryTranslatesACommandLineChangeAndKeepsItsCommand() throws {
    let larder = try consumedThenUndone()
    let history = try larder.run(["history", "--lang", "fr"])
    #expect(history.status == 0, "\(history.stderr)")
    let lines = history.stdout.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[2].contains("consommation : Thé vert, 0,5 pcs, sur 1 lot (annulé)"))
    #expect(lines[2].contains("larder consume 'Thé vert' 0.5 --date 2026-11-02"))
  }

  @Test func frenchHistoryTranslatesAnUndoAndWhatItUndid() throws {
    let larder = try consumedThenUndone()
    let lines = try larder.run(["history", "--lang", "fr"]).stdout.split(separator: "\n")
    #expect(lines[1].contains("annulé : consommation : Thé vert, 0,5 pcs, sur 1 lot"))
    #expect(lines[1].hasSuffix("larder undo"))
  }

  @Test func undoAndRedoConfirmInTheReadersLanguage() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Thé vert", "1", "--price", "3.00", "--date", "2026-11-01"])
    let undo = try larder.run(["undo", "--lang", "fr"])
    #expect(undo.stdout.hasPrefix("Annulé "))
    #expect(undo.stdout.contains("achat : Thé vert, 1 pcs pour 3,00\u{A0}€ (lot "))
    let redo = try larder.run(["redo", "--lang", "ja"])
    #expect(redo.stdout.contains("をやり直しました：Thé vertを1 pcs、€3.00で追加（ロット "))
  }

  @Test func jsonGivesTheTypedActionAndOrigin() throws {
    let larder = try consumedThenUndone()
    let json = try larder.run(["history", "--format", "json", "--lang", "fr"]).stdout
    let changes = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let consume = try #require(changes[1]["action"] as? [String: Any])
    #expect(consume["kind"] as? String == "used")
    #expect(consume["use"] as? String == "consume")
    #expect(consume["item"] as? String == "Thé vert")
    #expect(consume["quantity"] as? String == "0.5")
    #expect(consume["unit"] as? String == "pcs")
    #expect(consume["lots"] as? Int == 1)
    #expect(changes[1]["madeAt"] is String)
    #expect(changes[1]["undone"] as? Bool == true)
    let undo = try #require(changes[0]["action"] as? [String: Any])
    #expect(undo["kind"] as? String == "undid")
    #expect(undo["change"] as? String == changes[1]["id"] as? String)
    #expect((undo["action"] as? [String: Any])?["kind"] as? String == "used")
    let origin = try #require(changes[0]["origin"] as? [String: Any])
    #expect(origin["kind"] as? String == "commandLine")
    #expect(origin["arguments"] as? [String] == ["undo"])
  }

  @Test func jsonSummariesStayEnglishInEveryLanguage() throws {
    let larder = try consumedThenUndone()
    let json = try larder.run(["history", "--format", "json", "--lang", "ja"]).stdout
    #expect(json.contains(#""summary": "undid: consumed 0.5 pcs of Thé vert from 1 lot""#))
  }
}

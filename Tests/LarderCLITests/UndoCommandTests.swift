import Foundation
import Testing

/// `larder history`, `undo` and `redo`, and event corrections, as a household types them.
@Suite struct UndoCommandTests {
  /// The CSV export's two files, as bytes.
  func export(_ larder: LarderBinary, _ name: String) throws -> [Data] {
    let result = try larder.run(["export", "--format", "csv", "--output", name])
    #expect(result.status == 0, "\(result.stderr)")
    return try ["purchases.csv", "events.csv"].map { try larder.bytes("\(name)/\($0)") }
  }

  @Test func undoGivesBackTheExportBeforeAndRedoTheExportAfter() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Milk", "2", "--unit", "L", "--price", "2.00", "--date", "2026-11-01"])
    try larder.run(["add", "Milk", "1", "--price", "1.00", "--date", "2026-11-02"])
    let before = try export(larder, "before")
    let consumed = try larder.run(["consume", "Milk", "2.5", "--date", "2026-11-03"])
    #expect(consumed.status == 0)
    let after = try export(larder, "after")
    let undo = try larder.run(["undo"])
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(undo.stdout.contains("consumed 2.5 L of Milk from 2 lots"))
    #expect(try export(larder, "undone") == before)
    #expect(try larder.run(["redo"]).status == 0)
    #expect(try export(larder, "redone") == after)
  }

  @Test func historyListsTheChangesNewestFirstWithTheCommandAsTyped() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Thé vert", "1", "--price", "3.00", "--date", "2026-11-01"])
    try larder.run(["consume", "Thé vert", "0.5", "--date", "2026-11-02"])
    try larder.run(["undo"])
    let json = try larder.run(["history", "--format", "json"]).stdout
    let changes = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(changes.map { $0["kind"] as? String } == ["undo", "write", "write"])
    #expect(changes[1]["undone"] as? Bool == true)
    let origin = changes[1]["origin"] as? [String: Any]
    #expect(origin?["kind"] as? String == "commandLine")
    #expect(
      origin?["arguments"] as? [String] == ["consume", "Thé vert", "0.5", "--date", "2026-11-02"])
    #expect(changes[0]["summary"] as? String == "undid: consumed 0.5 pcs of Thé vert from 1 lot")
    let text = try larder.run(["history", "--limit", "1"]).stdout
    #expect(text.split(separator: "\n").count == 2)
    let forItem = try larder.run(["history", "--item", "Thé vert", "--format", "json"]).stdout
    #expect(forItem.contains("added 1 pcs of Thé vert"))
  }

  @Test func aRefusedUndoNamesTheLaterChangeAndLeavesTheFileAsItWas() throws {
    let larder = try LarderBinary()
    try larder.run(["add", "Eggs", "6", "--price", "2.00", "--date", "2026-11-01"])
    let json = try larder.run(["history", "--format", "json"]).stdout
    let id = try #require(
      (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first?["id"]
        as? String)
    try larder.run(["consume", "Eggs", "2", "--date", "2026-11-02"])
    let bytes = try larder.databaseBytes()
    let refused = try larder.run(["undo", String(id.prefix(6))])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("consumed 2 pcs of Eggs from 1 lot"), "\(refused.stderr)")
    #expect(refused.stderr.split(separator: "\n").count == 1)
    #expect(try larder.databaseBytes() == bytes)
  }

  @Test func nothingToUndoOrRedoSaysSo() throws {
    let larder = try LarderBinary()
    let undo = try larder.run(["undo"])
    #expect(undo.status == 65)
    #expect(undo.stderr.contains("nothing to undo"))
    #expect(try larder.run(["redo"]).stderr.contains("nothing to redo"))
  }

  @Test func anUndoneImportCanBeImportedAgain() throws {
    let larder = try LarderBinary()
    let file = try larder.write("tea.csv", "date,item,quantity,price\n2026-11-01,Tea,1,3.00\n")
    #expect(try larder.run(["import", file]).status == 0)
    #expect(try larder.run(["import", file]).status == 65)
    #expect(try larder.run(["undo"]).status == 0)
    #expect(try larder.run(["import", file]).status == 0)
  }

  @Test func showPrintsEventIdsThatEditAndDeleteTake() throws {
    // 3 eggs, 2 eaten: corrected to 1 (2 left), then deleted (3 left).
    let larder = try LarderBinary()
    try larder.run(["add", "Eggs", "3", "--price", "1.50", "--date", "2026-11-01"])
    try larder.run(["consume", "Eggs", "2", "--date", "2026-11-02"])
    let show = try larder.run(["show", "Eggs", "--format", "json"]).stdout
    let events =
      (try JSONSerialization.jsonObject(with: Data(show.utf8)) as? [String: Any])?["events"]
      as? [[String: Any]]
    let id = try #require(events?.first?["id"] as? String)
    #expect(try larder.run(["show", "Eggs"]).stdout.contains(String(id.prefix(8))))
    let edited = try larder.run(["edit", "--event", String(id.prefix(8)), "--quantity", "1"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try larder.run(["list", "--format", "json"]).stdout.contains("\"onHand\": \"2\""))
    let overdrawn = try larder.run(["edit", "--event", String(id.prefix(8)), "--quantity", "4"])
    #expect(overdrawn.status == 65)
    #expect(overdrawn.stderr.contains("holds 3 pcs, but its events would take 4 pcs"))
    #expect(try larder.run(["delete", "--event", String(id.prefix(8))]).status == 0)
    #expect(try larder.run(["list", "--format", "json"]).stdout.contains("\"onHand\": \"3\""))
  }

  @Test func aLotsLocationCanBeCorrected() throws {
    let larder = try LarderBinary()
    let added = try larder.run(["add", "Rice", "1", "--price", "1.20", "--date", "2026-11-01"])
    let lot = try #require(added.stdout.split(separator: " ").last { $0.count >= 8 })
      .trimmingCharacters(in: CharacterSet(charactersIn: "().\n"))
    let edited = try larder.run(["edit", "--lot", lot, "--location", "cellar"])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(
      try larder.run(["show", "Rice", "--format", "json"]).stdout.contains(
        "\"location\": \"cellar\""))
  }
}

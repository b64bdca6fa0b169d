import Foundation
import Testing

/// A database written by schema version 1 (the committed fixture) is upgraded in place,
/// after a backup copy, with every figure intact.
@Suite struct UpgradeTests {
  @Test func aVersionOneDatabaseIsBackedUpThenUpgraded() throws {
    let larder = try LarderBinary(.noDatabase)
    let fixture = LarderBinary.root.appendingPathComponent("Tests/Fixtures/larder-v1.sqlite")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: larder.database))
    let original = try larder.sqlite(
      "SELECT group_concat(name || ':' || remaining, ',') FROM lots JOIN items ON items.id = item_id"
    )

    let list = try larder.run(["list", "--all", "--format", "json"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.contains("\"name\": \"Whole milk\""))
    #expect(list.stdout.contains("\"onHand\": \"1.5\""))
    #expect(list.stdout.contains("\"name\": \"Crème fraîche\""))

    let backup = larder.database + ".bak-v1"
    #expect(FileManager.default.fileExists(atPath: backup))
    let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600, "the backup is as private as the database")
    #expect(
      try larder.sqlite("SELECT max(version) FROM larder_migrations", database: backup) == "1")
    #expect(
      try larder.sqlite("SELECT max(version) FROM larder_migrations")
        == String(LarderBinary.latestSchemaVersion))
    #expect(try larder.integrity() == "ok")
    #expect(
      try larder.sqlite(
        "SELECT group_concat(name || ':' || remaining, ',') FROM lots JOIN items ON items.id = item_id"
      )
        == original)

    let spending = try larder.run(["spending", "--month", "2026-05", "--format", "json"])
    #expect(spending.stdout.contains("\"amount\": \"5.46\""), "\(spending.stdout)")
    #expect(spending.stdout.contains("\"amount\": \"4.20\""))
    let waste = try larder.run(["waste", "--month", "2026-05", "--format", "json"])
    #expect(
      waste.stdout.contains("\"name\": \"Whole milk\"") || waste.stdout.contains("Whole milk"))
  }
}

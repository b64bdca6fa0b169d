import Foundation
import LarderErrors
import Testing

@testable import LarderStore

@Suite struct MigrationTests {
  func scratchPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("larder-\(UUID().uuidString)")
      .appendingPathComponent("larder.sqlite").path
  }

  @Test func migratesAnEmptyFileToTheLatestSchema() throws {
    let path = scratchPath()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data())
    let store = try Store(path: path)
    #expect(try store.schemaVersion() == Migrations.latest)
  }

  @Test func createsTheFileAndFolderPrivately() throws {
    let path = scratchPath()
    _ = try Store(path: path)
    let file = try FileManager.default.attributesOfItem(atPath: path)
    let folder = try FileManager.default.attributesOfItem(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect((file[.posixPermissions] as? Int) == 0o600)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }

  @Test func refusesADatabaseFromANewerLarderAndChangesNothing() throws {
    let path = scratchPath()
    do {
      let store = try Store(path: path)
      try store.db.run(
        "INSERT INTO larder_migrations VALUES (99, 'from the future', datetime('now'))")
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: StoreError.self) { try Store(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func reopeningDoesNotMigrateAgain() throws {
    let path = scratchPath()
    _ = try Store(path: path)
    let store = try Store(path: path)
    let rows = try store.db.rows("SELECT version FROM larder_migrations ORDER BY version") {
      Int($0.int64(0))
    }
    #expect(rows == Migrations.all.map(\.version))
  }

  @Test func theLatestVersionIsTheLastMigrationAndNoneIsSkipped() {
    #expect(Migrations.all.map(\.version) == Array(1...Migrations.latest))
  }
}

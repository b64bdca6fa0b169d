import Foundation
import Testing

/// Larder marks its databases and leaves any other file alone, byte for byte.
@Suite struct ForeignDatabaseTests {
  @Test func aNewDatabaseCarriesLardersMark() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["list"]).status == 0)
    #expect(try larder.sqlite("PRAGMA application_id") == "1280459858")
  }

  @Test func anotherApplicationsDatabaseIsRefusedUntouched() throws {
    let larder = try LarderBinary()
    let other = larder.path("notes.sqlite")
    _ = try larder.sqlite("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)", database: other)
    let before = try Data(contentsOf: URL(fileURLWithPath: other))
    for command in [["list"], ["add", "Salt", "1"], ["report", "--month", "2026-10"]] {
      let result = try larder.run(command + ["--db", other])
      #expect(result.status == 65)
      #expect(
        result.stderr
          == "Error: \(other) is not a Larder database: it holds other tables (notes); "
          + "nothing was changed\n")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
    #expect(!FileManager.default.fileExists(atPath: other + "-wal"))
  }

  @Test func anotherApplicationsUncheckpointedWALIsNotWrittenIntoItsFile() throws {
    let larder = try LarderBinary()
    let other = larder.path("app.sqlite")
    // The other application wrote in WAL mode and stopped before a checkpoint.
    let (status, output) = try LarderBinary.python([
      "-c",
      """
      import os, sqlite3, sys
      db = sqlite3.connect(sys.argv[1], isolation_level=None)
      db.execute('PRAGMA journal_mode=WAL'); db.execute('PRAGMA wal_autocheckpoint=0')
      db.execute('CREATE TABLE notes (x)'); db.execute("INSERT INTO notes VALUES ('kept')")
      os._exit(0)
      """,
      other,
    ])
    #expect(status == 0, "\(output)")
    let before = try Data(contentsOf: URL(fileURLWithPath: other))
    let result = try larder.run(["list", "--db", other])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
  }

  @Test func aDatabaseMarkedByAnotherApplicationIsRefused() throws {
    let larder = try LarderBinary()
    let other = larder.path("other.sqlite")
    _ = try larder.sqlite("PRAGMA application_id = 42; CREATE TABLE t (x)", database: other)
    let result = try larder.run(["list", "--db", other])
    #expect(result.status == 65)
    #expect(result.stderr.contains("application id 42"))
  }

  @Test func aFileThatIsNotSQLiteIsRefusedUntouched() throws {
    let larder = try LarderBinary()
    let text = try larder.write("notes.txt", String(repeating: "shopping list\n", count: 100))
    let result = try larder.run(["list", "--db", text])
    #expect(result.status == 65)
    #expect(
      result.stderr.hasSuffix(
        "is not a Larder database: it is not an SQLite database; nothing was changed\n"))
    #expect(try String(contentsOfFile: text, encoding: .utf8).count == 1400)
  }

  @Test func aDatabaseFromBeforeTheMarkIsUpgradedAndMarked() throws {
    let larder = try LarderBinary(.noDatabase)
    let fixture = LarderBinary.root.appendingPathComponent("Tests/Fixtures/larder-v1.sqlite")
    try FileManager.default.copyItem(at: fixture, to: URL(fileURLWithPath: larder.database))
    #expect(try larder.run(["list"]).status == 0)
    #expect(try larder.sqlite("PRAGMA application_id") == "1280459858")
  }
}

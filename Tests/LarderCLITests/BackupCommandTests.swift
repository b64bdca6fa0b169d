import Foundation
import Testing

/// `larder backup` writes a checked copy of a household in use, never a partial file under
/// its name; `larder restore` puts one back, refusing what is not a sound Larder backup.
@Suite struct BackupCommandTests {
  /// A household of two purchases and one use.
  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    #expect(
      try larder.run(["add", "Eggs", "6", "--price", "2.10", "--date", "2026-11-01"]).status == 0)
    #expect(try larder.run(["add", "Milk", "2", "--unit", "L", "--price", "1.20"]).status == 0)
    #expect(try larder.run(["consume", "Eggs", "2"]).status == 0)
    return larder
  }

  @Test func aBackupIsADatedCheckedPrivateFileBesideTheDatabase() throws {
    let larder = try household()
    let result = try larder.run(["backup"])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: larder.path("backups"))
    #expect(names.count == 1)
    let name = try #require(names.first)
    #expect(name.wholeMatch(of: /larder-\d{4}-\d\d-\d\d-\d{6}\.sqlite/) != nil, "\(name)")
    let backup = larder.path("backups/" + name)
    #expect(
      result.stdout
        == "Backed up the household to \(backup) and checked the copy: 2 items, 2 lots and 1 events.\n"
    )
    let mode = try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    // One file, nothing beside it: any copy of it is the whole household.
    #expect(!FileManager.default.fileExists(atPath: backup + "-wal"))
    #expect(try larder.run(["check", "--db", backup]).status == 0)
  }

  @Test(.tags(.slow)) func aBackupTakenWhileAnotherProcessWritesIsAStateAtACommitBoundary() throws {
    let larder = try LarderBinary()
    let writer = larder.process(
      "/bin/sh",
      [
        "-c",
        "for i in $(seq 1 150); do '\(LarderBinary.executable.path)' add \"Item $((i % 7))\" 1 "
          + "--price 0.10 >/dev/null 2>&1 || exit 1; done",
      ])
    try writer.run()
    var taken = 0
    while writer.isRunning || taken == 0 {
      taken += 1
      let target = larder.path("copy-\(taken).sqlite")
      let result = try larder.run(["backup", target])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try larder.run(["check", "--db", target]).status == 0)
      // Each add is one lot and one change, committed together: a copy between two
      // commits holds as many of the one as of the other.
      let lots = try larder.sqlite("SELECT count(*) FROM lots", database: target)
      let changes = try larder.sqlite("SELECT count(*) FROM changes", database: target)
      #expect(lots == changes, "backup \(taken): \(lots) lots, \(changes) changes")
    }
    writer.waitUntilExit()
    #expect(writer.terminationStatus == 0)
    #expect(taken >= 2)
  }

  @Test(.tags(.slow)) func aBackupKilledAnywhereLeavesNoFileUnderItsName() throws {
    let larder = try LarderBinary()
    let generated = try larder.run([
      "generate", "--lots", "40000", "--output", larder.path("big"),
    ])
    #expect(generated.status == 0, "\(generated.stderr)")
    let csv = try FileManager.default.contentsOfDirectory(atPath: larder.path("big"))
      .filter { $0.hasSuffix(".csv") }.sorted()
    for file in csv where file.contains("purchases") {
      #expect(try larder.run(["import", larder.path("big/" + file)]).status == 0)
    }
    let target = larder.path("kept/household.sqlite")
    try FileManager.default.createDirectory(
      atPath: larder.path("kept"), withIntermediateDirectories: true)
    var killed = 0
    for round in 0..<20 {
      if try larder.kill(["backup", target], after: 0.005 + Double(round) * 0.01) { killed += 1 }
      if FileManager.default.fileExists(atPath: target) {
        // Only a whole, checked copy is ever under the name.
        #expect(try larder.run(["check", "--db", target]).status == 0, "round \(round)")
        try FileManager.default.removeItem(atPath: target)
      }
    }
    #expect(killed > 0)
    // The next backup into the folder removes what the killed ones left.
    #expect(try larder.run(["backup", target]).status == 0)
    let left = try FileManager.default.contentsOfDirectory(atPath: larder.path("kept"))
    #expect(left == ["household.sqlite"])
  }

  @Test func aRestoreFollowedByAnExportGivesTheOriginalExportByteForByte() throws {
    let larder = try household()
    #expect(try larder.run(["export", "--format", "csv", "--output", "before"]).status == 0)
    #expect(try larder.run(["backup", "copy.sqlite"]).status == 0)
    #expect(try larder.run(["add", "Rice", "1", "--unit", "kg", "--price", "3.00"]).status == 0)
    let restored = try larder.run(["restore", "copy.sqlite"])
    #expect(restored.status == 0, "\(restored.stderr)")
    #expect(
      restored.stdout
        == "Restored copy.sqlite into \(larder.database) and checked it: 2 items, 2 lots and 1 events.\n"
        + "The household as it was before is kept as \(larder.database).before-restore.\n")
    #expect(try larder.run(["export", "--format", "csv", "--output", "after"]).status == 0)
    for file in ["purchases.csv", "events.csv"] {
      #expect(try larder.bytes("before/" + file) == larder.bytes("after/" + file), "\(file)")
    }
    // What was there before is kept whole, and can be restored in turn.
    #expect(try larder.run(["check", "--db", larder.database + ".before-restore"]).status == 0)
    #expect(try larder.run(["restore", larder.database + ".before-restore"]).status == 0)
    #expect(try larder.run(["list"]).stdout.contains("Rice"))
  }

  @Test func aRestoreRefusesAForeignADamagedOrANewerFileAndChangesNothing() throws {
    let larder = try household()
    #expect(try larder.run(["backup", "copy.sqlite"]).status == 0)
    let before = try larder.databaseBytes()
    _ = try larder.write("notes.txt", "shopping: eggs, milk\n")
    _ = try larder.sqlite("CREATE TABLE songs (title TEXT);", database: larder.path("music.db"))
    try FileManager.default.copyItem(
      atPath: larder.path("copy.sqlite"), toPath: larder.path("newer.sqlite"))
    _ = try larder.sqlite(
      "INSERT INTO larder_migrations VALUES (999, 'from the future', '2026-12-01')",
      database: larder.path("newer.sqlite"))
    // A backup whose pages were overwritten in the middle.
    var damaged = try larder.bytes("copy.sqlite")
    for offset in stride(from: 8192, to: min(damaged.count, 40_000), by: 1) {
      damaged[offset] = 0x5A
    }
    try damaged.write(to: URL(fileURLWithPath: larder.path("damaged.sqlite")))
    let cases: [(String, Int32, String)] = [
      ("notes.txt", 65, "notes.txt is not a Larder database"),
      ("music.db", 65, "music.db is not a Larder database"),
      ("newer.sqlite", 1, "written by a newer Larder"),
      ("damaged.sqlite", 65, "the backup damaged.sqlite is damaged"),
      ("nothing.sqlite", 66, "there is no backup at nothing.sqlite"),
    ]
    for (file, status, message) in cases {
      let result = try larder.runProcess(["restore", file])
      #expect(result.status == status, "\(file): \(result.stderr)")
      #expect(result.stderr.contains(message), "\(file): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(file): \(result.stderr)")
      #expect(try larder.databaseBytes() == before, "\(file)")
      #expect(!FileManager.default.fileExists(atPath: larder.database + ".before-restore"))
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: larder.folder.path)
    #expect(!left.contains { $0.contains(".partial-") }, "\(left)")
  }

  /// `restore copy.sqlite` with `arguments`, while `larder serve` holds the household (run
  /// again until the server has opened it, 10 s at most).
  func restoreWhileServed(_ larder: LarderBinary, _ arguments: [String] = []) throws
    -> (result: LarderBinary.Result, server: Int32)
  {
    #expect(try larder.run(["backup", "copy.sqlite"]).status == 0)
    let port = Int.random(in: 20_000...60_000)
    let server = try larder.start(["serve", "--listen", "127.0.0.1:\(port)"])
    defer {
      // A SIGTERM that arrives while the server is still starting (before it takes its
      // signals over) can be lost: the test never waits on it for ever.
      server.terminate()
      let deadline = Date().addingTimeInterval(15)
      while server.isRunning && Date() < deadline { usleep(50_000) }
      if server.isRunning { kill(server.processIdentifier, SIGKILL) }
      server.waitUntilExit()
    }
    var result = try larder.run(["restore", "copy.sqlite"] + arguments)
    for _ in 0..<100 where result.status == 0 || !result.stderr.contains("larder serve") {
      usleep(100_000)
      result = try larder.run(["restore", "copy.sqlite"] + arguments)
    }
    return (result, server.processIdentifier)
  }

  @Test func aRestoreRefusesWhileLarderServeHoldsTheDatabase() throws {
    let (result, server) = try restoreWhileServed(try household())
    #expect(result.status == 75)
    #expect(result.stderr.contains("is in use by another larder serve (pid \(server))"))
  }

  @Test func keepOptionsPruneTheOlderDatedBackups() throws {
    let larder = try household()
    #expect(try larder.run(["backup", "copy.sqlite"]).status == 0)
    let folder = larder.path("backups")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let old = [
      "larder-2026-09-15-080000.sqlite", "larder-2026-10-20-080000.sqlite",
      "larder-2026-11-02-080000.sqlite", "larder-2026-11-03-080000.sqlite",
      "larder-2026-11-03-200000.sqlite", "other-2026-01-01-080000.sqlite", "notes.txt",
    ]
    for name in old {
      try FileManager.default.copyItem(
        atPath: larder.path("copy.sqlite"), toPath: folder + "/" + name)
    }
    let result = try larder.run(["backup", "--keep-daily", "2", "--keep-monthly", "3"])
    #expect(result.status == 0, "\(result.stderr)")
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
    // Today's (new) and 2026-11-03's newest by day; November's is 11-03 too, October's and
    // September's newest by month. Another database's backups and other files stay.
    for kept in [
      "larder-2026-11-03-200000.sqlite", "larder-2026-10-20-080000.sqlite",
      "other-2026-01-01-080000.sqlite", "notes.txt",
    ] {
      #expect(left.contains(kept), "\(kept)")
    }
    for removed in [
      "larder-2026-09-15-080000.sqlite", "larder-2026-11-02-080000.sqlite",
      "larder-2026-11-03-080000.sqlite",
    ] {
      #expect(!left.contains(removed), "\(removed)")
      #expect(result.stdout.contains("Removed the older backup \(folder)/\(removed)."))
    }
    #expect(left.count == 5)
  }

  @Test func aBackupNeverOverwritesTheDatabaseOrItsFiles() throws {
    let larder = try household()
    let before = try larder.databaseBytes()
    let result = try larder.run(["backup", larder.database])
    #expect(result.status == 64)
    #expect(try larder.databaseBytes() == before)
  }

  @Test func aBackupKeepsTheHouseholdsOwnProblemsAndSaysSo() throws {
    // An older Larder kept a remembered receipt line with a control character: `check`
    // names it, and the household can still be backed up and restored.
    let larder = try household()
    _ = try larder.sqlite(
      """
      INSERT INTO receipt_aliases (store_key, text_key, text, store)
        VALUES ('lidl', 'lait', 'LAIT' || char(7), 'Lidl');
      """)
    #expect(try larder.run(["check"]).status == 65)
    let backup = try larder.run(["backup", "copy.sqlite"])
    #expect(backup.status == 0, "\(backup.stderr)")
    #expect(
      backup.stdout.contains(
        "It keeps the 1 problems 'larder check' reports in the household, as they are."))
    let restored = try larder.run(["restore", "copy.sqlite"])
    #expect(restored.status == 0, "\(restored.stderr)")
  }

  @Test func aSecondRestoreKeepsTheFirstHouseholdToo() throws {
    let larder = try household()
    #expect(try larder.run(["backup", "copy.sqlite"]).status == 0)
    #expect(try larder.run(["add", "Rice", "1", "--unit", "kg", "--price", "3.00"]).status == 0)
    #expect(try larder.run(["restore", "copy.sqlite"]).status == 0)
    let second = try larder.run(["restore", "copy.sqlite"])
    #expect(second.stdout.contains("is kept as \(larder.database).before-restore-2."))
    #expect(
      try larder.run(["list", "--db", larder.database + ".before-restore"]).stdout.contains("Rice"))
  }

  @Test func aRestoreGivenARelativePathStillSeesTheServer() throws {
    let (result, _) = try restoreWhileServed(try household(), ["--db", "larder.sqlite"])
    #expect(result.status == 75, "\(result.stdout)")
  }

  @Test func aBackupIsNeverWrittenOverADatabaseInUse() throws {
    let larder = try household()
    let other = try LarderBinary()
    #expect(try other.run(["add", "Salt", "1"]).status == 0)
    // Another household with its log beside it (a program has it open, or died with it).
    _ = try other.sqlite("PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS x (y);")
    _ = FileManager.default.createFile(atPath: other.database + "-wal", contents: Data([0]))
    let before = try other.databaseBytes()
    let result = try larder.run(["backup", other.database])
    #expect(result.status == 75)
    #expect(result.stderr.contains("it is a database in use"))
    #expect(try other.databaseBytes() == before)
  }
}

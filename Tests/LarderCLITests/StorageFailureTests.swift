import Foundation
import Testing

/// A full disk or a read-only database gives a clear error, exit status 1, and the data
/// as it was.
@Suite struct StorageFailureTests {
  func seeded() throws -> LarderBinary {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-10-01"]).status == 0)
    return larder
  }

  /// Runs `larder ARGS` through `sh -c`, after `setup` (shell commands) in the same shell.
  func shell(_ larder: LarderBinary, _ setup: String, _ arguments: String) throws
    -> LarderBinary.Result
  {
    let process = larder.process(
      "/bin/bash", ["-c", "\(setup); exec '\(LarderBinary.executable.path)' \(arguments)"])
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return .init(status: process.terminationStatus, stdout: "", stderr: stderr)
  }

  @Test(.tags(.slow)) func aFullDiskFailsClearlyAndKeepsThePreviousData() throws {
    let larder = try seeded()
    var csv = "date,item,quantity,price,note\n"
    for index in 0..<20_000 { csv += "2026-10-02,Item \(index % 50),1,1.00,note \(index)\n" }
    _ = try larder.write("big.csv", csv)
    // A 200 KiB limit on file size: writes past it fail with EFBIG, as on a full disk.
    let result = try shell(larder, "trap '' XFSZ; ulimit -f 200", "import big.csv")
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Error: cannot write the database (disk I/O error); nothing was changed. "
        + "Check that the disk has space and the file is writable\n")
    #expect(try larder.integrity() == "ok")
    #expect(try larder.sqlite("SELECT count(*) FROM lots") == "1")
  }

  /// Runs `larder ARGS` as nobody when this is root (root may write to any file).
  func runAsNobody(_ larder: LarderBinary, _ arguments: String, database: String? = nil) throws
    -> LarderBinary.Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c",
      (geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : "")
        + "'\(LarderBinary.executable.path)' \(arguments) --db '\(database ?? larder.database)'",
    ]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return .init(status: process.terminationStatus, stdout: stdout, stderr: stderr)
  }

  @Test func aReadOnlyDatabaseFailsClearlyAndKeepsThePreviousData() throws {
    let larder = try seeded()
    let before = try larder.databaseBytes()
    chmod(larder.database, 0o444)
    chmod(larder.folder.path, 0o555)
    defer { chmod(larder.folder.path, 0o755) }
    let result = try runAsNobody(larder, "add Pepper 1")
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Error: cannot write the database \(larder.database): you have no write permission "
        + "on its folder \(larder.folder.path), where SQLite keeps the database's journal; "
        + "nothing was changed\n")
    #expect(try larder.databaseBytes() == before)
  }

  @Test func aDatabaseInAFolderYouCannotWriteCanStillBeRead() throws {
    let larder = try seeded()
    let before = try larder.databaseBytes()
    chmod(larder.database, 0o644)
    chmod(larder.folder.path, 0o555)
    defer { chmod(larder.folder.path, 0o755) }
    for command in ["list", "report --month 2026-10 --format csv", "rates --as-of 2026-10-02"] {
      let result = try runAsNobody(larder, command)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stdout.contains("Salt"), "\(command)")
    }
    #expect(try larder.databaseBytes() == before)
  }

  @Test func aLogThatCannotBeReadIsRefusedNotSkipped() throws {
    // A copy of "the file and its log": the last purchase only in the -wal (another
    // connection held the database open, so the writer's close left its log), no -shm.
    let larder = try seeded()
    let copy = larder.path("copy")
    let script = """
      import shutil, sqlite3, subprocess, sys
      db, larder, copy = sys.argv[1:4]
      held = sqlite3.connect(db)
      held.execute("SELECT count(*) FROM lots").fetchall()
      subprocess.run([larder, "add", "Pepper", "1", "--db", db], check=True, capture_output=True)
      import os
      os.makedirs(copy)
      shutil.copy(db, copy + "/larder.sqlite")
      shutil.copy(db + "-wal", copy + "/larder.sqlite-wal")
      for name in ("/larder.sqlite", "/larder.sqlite-wal"):
          os.chmod(copy + name, 0o644)
      """
    let (status, output) = try LarderBinary.python(
      ["-c", script, larder.database, LarderBinary.executable.path, copy])
    #expect(status == 0, "\(output)")
    chmod(copy, 0o555)
    defer { chmod(copy, 0o755) }
    let result = try runAsNobody(larder, "list", database: copy + "/larder.sqlite")
    #expect(result.status == 1, "\(result.stdout)")
    #expect(
      result.stderr
        == "Error: the latest changes to \(copy)/larder.sqlite are in \(copy)/larder.sqlite-wal, "
        + "which this account cannot read without its index \(copy)/larder.sqlite-shm in a folder "
        + "it may not write; nothing was shown. Read it as the household's owner\n")
  }
}

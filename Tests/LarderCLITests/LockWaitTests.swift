import Foundation
import Testing

/// A write that waits too long for another one gives up with exit 75 (EX_TEMPFAIL) and a
/// line that says who holds the database.
@Suite struct LockWaitTests {
  @Test func aWriteBlockedByAnotherLarderImportSaysSoAndExits75() throws {
    let larder = try LarderBinary()
    #expect(try larder.run(["add", "Salt", "1", "--date", "2026-10-01"]).status == 0)
    // An import from a pipe that stays open holds its transaction until the pipe closes;
    // more than its first read (256 KiB) starts it.
    let importer = larder.process(LarderBinary.executable.path, ["import", "-"])
    let input = Pipe()
    importer.standardInput = input
    importer.standardOutput = FileHandle.nullDevice
    importer.standardError = FileHandle.nullDevice
    try importer.run()
    let rows = String(repeating: "2026-10-02,Pepper,1,1.00\n", count: 12_000)
    input.fileHandleForWriting.write(Data(("date,item,quantity,price\n" + rows).utf8))
    defer {
      kill(importer.processIdentifier, SIGKILL)
      importer.waitUntilExit()
    }
    var result = LarderBinary.Result(status: 0, stdout: "", stderr: "")
    for _ in 0..<50 {
      result = try larder.run(
        ["add", "Rice", "1", "--date", "2026-10-02"], environment: ["LARDER_LOCK_TIMEOUT": "1"])
      if result.status != 0 { break }
      usleep(100_000)
    }
    #expect(result.status == 75)
    #expect(
      result.stderr
        == "Error: the database is busy: another larder import (pid \(importer.processIdentifier)) "
        + "has been writing to it for over 1 s; nothing was changed. Try again when it has "
        + "finished\n")
    #expect(try larder.run(["list"]).status == 0, "readers are not blocked")
  }
}

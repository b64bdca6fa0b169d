import Foundation
import Testing

/// Outputs never destroy data: not the database, not a file behind a planted link, not a
/// special file; they reach the disk before they replace anything, and an interrupted
/// write leaves nothing behind.
@Suite struct OutputSafetyTests {
  /// Every command that writes a file, with `PATH` where the output goes.
  static let writers: [[String]] = [
    ["report", "--month", "2026-10", "--output", "PATH"],
    ["report", "--month", "2026-10", "--format", "xlsx", "--output", "PATH"],
    ["report", "--month", "2026-10", "--format", "csv", "--output", "PATH"],
    ["calendar", "--output", "PATH"],
    ["digest", "--always", "--to", "me@example.org", "--output", "PATH"],
    ["export", "--format", "xlsx", "--output", "PATH"],
    ["generate", "--lots", "10", "--output", "gen", "--journal", "PATH"],
  ]

  func household() throws -> LarderBinary {
    let larder = try LarderBinary()
    let csv = "date,item,quantity,price,expires\n2026-10-28,Crème fraîche,2,4.00,2026-12-01\n"
    #expect(try larder.run(["import", try larder.write("p.csv", csv)]).status == 0)
    return larder
  }

  @Test(arguments: writers) func noOutputCanReplaceTheDatabaseOrItsFiles(command: [String]) throws {
    let larder = try household()
    try FileManager.default.createDirectory(
      atPath: larder.path("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: larder.path("link"), withDestinationPath: larder.database)
    #expect(link(larder.database, larder.path("hard")) == 0)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: larder.database + ".bak-v2"))
    let before = try larder.databaseBytes()
    let paths = [
      "larder.sqlite", larder.database, "sub/../larder.sqlite", "./sub/../larder.sqlite-wal",
      "link", "hard", "larder.sqlite-shm", "larder.sqlite-journal", "larder.sqlite.bak-v2",
      "larder.sqlite.bak-v9",
    ]
    for path in paths {
      let result = try larder.run(command.map { $0 == "PATH" ? path : $0 })
      #expect(result.status == 64, "\(command) \(path): \(result.stderr)")
      #expect(result.stderr.hasPrefix("Error: Refusing to write '\(path)': it is the database"))
    }
    #expect(try larder.databaseBytes() == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: larder.database + ".bak-v2")).count == 4)
  }

  @Test func theCSVExportRefusesADatabaseNamedLikeItsFiles() throws {
    let larder = try household()
    let named = larder.path("events.csv")
    #expect(try larder.run(["add", "Salt", "1", "--db", named]).status == 0)
    let result = try larder.run(["export", "--format", "csv", "--output", ".", "--db", named])
    #expect(result.status == 64, "\(result.stderr)")
  }

  @Test func aSpecialFileIsWrittenToAndNeverReplaced() throws {
    let larder = try household()
    // A character device of our own: the null device's numbers (needs root, as in CI).
    guard mknod(larder.path("null"), S_IFCHR | 0o666, (1 << 8) | 3) == 0 else { return }
    let result = try larder.run(["calendar", "--output", larder.path("null")])
    #expect(result.status == 0, "\(result.stderr)")
    var status = stat()
    #expect(lstat(larder.path("null"), &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    let stdout = try larder.runProcess(["calendar", "--output", "/dev/stdout"])
    #expect(stdout.status == 0 && stdout.stdout.hasPrefix("BEGIN:VCALENDAR\r\n"))
  }

  @Test func aLinkToNothingIsRefusedAndLeftAlone() throws {
    let larder = try household()
    try FileManager.default.createSymbolicLink(
      atPath: larder.path("feed.ics"), withDestinationPath: larder.path("gone/feed.ics"))
    let result = try larder.run(["calendar", "--output", "feed.ics"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("symbolic link to a file that does not exist"))
    #expect(!FileManager.default.fileExists(atPath: larder.path("gone")))
  }

  @Test func theCSVExportReplacesBothFilesOrNeither() throws {
    let larder = try household()
    try FileManager.default.createDirectory(
      atPath: larder.path("out/events.csv/in-the-way"), withIntermediateDirectories: true)
    let old = try larder.write("out/purchases.csv", "old\n")
    let result = try larder.run(["export", "--format", "csv", "--output", "out"])
    #expect(result.status != 0)
    #expect(try String(contentsOfFile: old, encoding: .utf8) == "old\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: larder.path("out")).sorted() == [
        "events.csv", "purchases.csv",
      ])
  }

  @Test func finishedOutputsFollowTheUmask() throws {
    let larder = try household()
    for (mask, expected) in [("077", 0o600), ("022", 0o644), ("002", 0o664)] {
      let process = larder.process(
        "/bin/sh",
        [
          "-c", "umask \(mask) && exec \"$0\" report --month 2026-10 --output r\(mask).md",
          LarderBinary.executable.path,
        ])
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      let attributes = try FileManager.default.attributesOfItem(atPath: larder.path("r\(mask).md"))
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == expected, "umask \(mask)")
    }
  }

  @Test func everyOutputIsFlushedBeforeItsRenameAndItsFolderAfter() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { return }
    let larder = try household()
    for format in ["md", "xlsx"] {
      let process = larder.process(
        "/usr/bin/strace",
        [
          "-f", "-e", "trace=fsync,rename,renameat,renameat2", "-o", larder.path("trace"),
          LarderBinary.executable.path, "report", "--month", "2026-10", "--format", format,
          "--output", "r.\(format)",
        ])
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      // strace -f puts the process id first once there is more than one thread.
      let calls = try String(contentsOfFile: larder.path("trace"), encoding: .utf8)
        .split(separator: "\n").map { line in
          let call = line.drop { $0.isNumber }.drop { $0 == " " }
          return call.isEmpty ? line : call
        }
      let rename = calls.firstIndex { $0.hasPrefix("rename") && $0.contains("r.\(format)\"") }
      #expect(rename != nil, "\(calls)")
      guard let rename else { continue }
      #expect(calls[..<rename].contains { $0.hasPrefix("fsync(") }, "\(format): \(calls)")
      #expect(calls[(rename + 1)...].contains { $0.hasPrefix("fsync(") }, "\(format): \(calls)")
    }
  }

  /// Starts a calendar into a FIFO nobody reads, so that Larder waits, staged file ready,
  /// until it is signalled; returns the process and its temporary folder.
  func blockedWrite(_ larder: LarderBinary) throws -> Process {
    #expect(mkfifo(larder.path("pipe"), 0o600) == 0)
    try FileManager.default.createDirectory(
      atPath: larder.path("tmp"), withIntermediateDirectories: true)
    let process = try larder.start(
      ["calendar", "--output", "pipe"], environment: ["TMPDIR": larder.path("tmp")])
    let deadline = Date().addingTimeInterval(30)
    while try stagingFolders(larder).isEmpty && Date() < deadline { usleep(10_000) }
    return process
  }

  func stagingFolders(_ larder: LarderBinary) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: larder.path("tmp")).filter {
      $0.hasPrefix(".larder-tmp-")
    }
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func anInterruptedWriteRemovesItsTemporaryFiles(signal: Int32, status: Int32) throws {
    let larder = try household()
    let process = try blockedWrite(larder)
    #expect(try stagingFolders(larder).count == 1)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    #expect(try stagingFolders(larder).isEmpty)
  }

  @Test func whatAKilledWriteLeftIsRemovedByTheNextWriteThere() throws {
    let larder = try household()
    let process = try blockedWrite(larder)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(try stagingFolders(larder).count == 1)
    let result = try larder.run(["calendar", "--output", larder.path("tmp/feed.ics")])
    #expect(result.status == 0)
    #expect(try stagingFolders(larder).isEmpty)
    #expect(FileManager.default.fileExists(atPath: larder.path("tmp/feed.ics")))
  }
}

import Foundation
import LarderErrors
import Testing

@testable import LarderFiles

/// How outputs reach their targets: staged privately, then renamed or streamed, never
/// through a planted link, never replacing a special file, and all of a pair or none.
@Suite struct OutputFileTests {
  /// A scratch folder of its own.
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "larder-output-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func write(_ text: String, to name: String) throws -> String {
    let file = try AtomicFile(OutputTarget(path: folder + "/" + name))
    try file.write(text)
    try file.commit()
    return try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func aNewFileIsWrittenAndNothingElseIsLeft() throws {
    #expect(try write("hello\n", to: "report.md") == "hello\n")
    #expect(try contents() == ["report.md"])
  }

  @Test func whileBeingWrittenTheFileIsPrivateInAPrivateFolder() throws {
    let file = try AtomicFile(OutputTarget(path: folder + "/report.md"))
    try file.write("hello\n")
    let staging = try contents()
    #expect(staging.count == 1)
    #expect(staging[0].hasPrefix(".larder-tmp-\(getpid())-"))
    let stagingPath = folder + "/" + staging[0]
    #expect(try mode(stagingPath) == 0o700)
    let staged = try FileManager.default.contentsOfDirectory(atPath: stagingPath)
    #expect(staged == ["report.md"])
    #expect(try mode(stagingPath + "/report.md") == 0o600)
    try file.commit()
    #expect(try contents() == ["report.md"])
  }

  @Test func aLinkPlantedAtTheOldTemporaryNameIsNotFollowed() throws {
    let victim = folder + "/victim.txt"
    try "private\n".write(toFile: victim, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/report.md.tmp-\(getpid())", withDestinationPath: victim)
    #expect(try write("report\n", to: "report.md") == "report\n")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "private\n")
  }

  @Test func aDroppedFileLeavesTheTargetAndNoStagingBehind() throws {
    try "old\n".write(toFile: folder + "/report.md", atomically: false, encoding: .utf8)
    do {
      let file = try AtomicFile(OutputTarget(path: folder + "/report.md"))
      try file.write("new\n")
    }
    #expect(try contents() == ["report.md"])
    #expect(try String(contentsOfFile: folder + "/report.md", encoding: .utf8) == "old\n")
  }

  @Test func aLinkToAFileReplacesTheFileAndKeepsTheLink() throws {
    try "old\n".write(toFile: folder + "/real.md", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/link.md", withDestinationPath: "real.md")
    #expect(try write("new\n", to: "link.md") == "new\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.md") == "real.md")
    #expect(try String(contentsOfFile: folder + "/real.md", encoding: .utf8) == "new\n")
  }

  @Test func aLinkToNothingIsRefused() throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/dangling.md", withDestinationPath: folder + "/nowhere/x.md")
    #expect(throws: OutputFileError.self) { try OutputTarget(path: folder + "/dangling.md") }
  }

  @Test func aFolderIsRefused() throws {
    #expect(throws: OutputFileError.self) { try OutputTarget(path: folder) }
  }

  @Test func aFIFOIsWrittenToAndStaysAFIFO() async throws {
    let fifo = folder + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = Task.detached {
      try FileHandle(forReadingFrom: URL(fileURLWithPath: fifo)).readToEnd() ?? Data()
    }
    #expect(try OutputTarget(path: fifo).kind == .stream)
    let file = try AtomicFile(OutputTarget(path: fifo))
    try file.write("through the pipe\n")
    try file.commit()
    #expect(String(decoding: try await reader.value, as: UTF8.self) == "through the pipe\n")
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func aPairIsPutInPlaceTogetherOrNotAtAll() throws {
    let first = folder + "/purchases.csv"
    let second = folder + "/events.csv"
    try "old purchases\n".write(toFile: first, atomically: false, encoding: .utf8)
    let files = try [first, second].map { try AtomicFile(OutputTarget(path: $0)) }
    for file in files { try file.write("new\n") }
    // The second target becomes a folder after it was chosen, so its rename fails.
    try FileManager.default.createDirectory(
      atPath: second + "/in-the-way", withIntermediateDirectories: true)
    #expect(throws: OutputFileError.self) { try AtomicFile.commit(files) }
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "old purchases\n")
    #expect(try contents() == ["events.csv", "purchases.csv"])
  }

  @Test func staleStagingFoldersOfEndedProcessesAreRemoved() throws {
    // A process id above the kernel's largest is never running.
    let stale = folder + "/.larder-tmp-99999999-abcdef"
    let running = folder + "/.larder-tmp-1-abcdef"
    for path in [stale, running] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      try "partial".write(toFile: path + "/report.md", atomically: false, encoding: .utf8)
    }
    _ = try write("new\n", to: "report.md")
    #expect(try contents() == [".larder-tmp-1-abcdef", "report.md"])
  }
}

import Foundation

/// Helpers for the fault tests: the sqlite3 shell as an independent reader, and `larder`
/// runs that can be killed with SIGKILL part-way.
extension LarderBinary {
  /// Runs the sqlite3 shell on this folder's database and returns its output.
  func sqlite(_ sql: String, database: String? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", database ?? self.database, sql]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `PRAGMA integrity_check` and `PRAGMA foreign_key_check` together: "ok" when both pass.
  func integrity() throws -> String {
    try sqlite("PRAGMA integrity_check; PRAGMA foreign_key_check;")
  }

  /// Starts `larder ARGS` without waiting for it; its output is discarded.
  func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
    let process = self.process(LarderBinary.executable.path, arguments, environment: environment)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Runs `larder ARGS` and kills it with SIGKILL after `seconds` unless it ended first.
  /// Returns whether it was killed.
  @discardableResult
  func kill(_ arguments: [String], after seconds: Double) throws -> Bool {
    let process = try start(arguments)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(500) }
    let killed = process.isRunning
    if killed { Foundation.kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return killed
  }
}

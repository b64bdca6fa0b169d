import Foundation
import LarderErrors

/// Hands a message to the local mail system: `PROGRAM -t -i`, which reads the recipients
/// from the message's headers and takes a lone `.` line as text.
public struct Sendmail: Sendable {
  /// The program, such as `sendmail`: looked up on the `PATH` unless its name has a `/`.
  public var program: String

  /// A sender that runs `program`.
  public init(program: String) {
    self.program = program
  }

  /// Pipes `message` to the program and waits for it.
  ///
  /// The program is looked up first (on the `PATH` unless its name has a `/`), so that one
  /// that cannot run is reported as such. A program that stops reading early cannot end
  /// Larder with SIGPIPE: the write fails instead, and the exit status is reported.
  ///
  /// - Throws: `DeliveryError.cannotRun` when the program is missing or not executable;
  ///   `DeliveryError.sendmail` when it exits non-zero, or `.sendmailKilled` when a signal
  ///   ends it, with what it wrote on standard error; `DeliveryError.sendmailIncomplete`
  ///   when it exits 0 without reading the whole message.
  public func send(_ message: String) throws(DeliveryError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executablePath())
    process.arguments = ["-t", "-i"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw .cannotRun(program: program, reason: Self.startFailure(error))
    }
    let failure = PipeWriter.writeAll(
      Array(message.utf8), to: input.fileHandleForWriting.fileDescriptor)
    try? input.fileHandleForWriting.close()
    let output = Self.oneLine(errors.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    let status = process.terminationStatus
    if process.terminationReason == .uncaughtSignal {
      throw .sendmailKilled(program: program, signal: status, output: output)
    }
    guard status == 0 else { throw .sendmail(program: program, status: status, output: output) }
    if let failure {
      throw .sendmailIncomplete(program: program, reason: String(cString: strerror(failure)))
    }
  }

  /// The program's path: as given when its name has a `/`, else the first executable of
  /// that name in a folder of `$PATH`, then in `/usr/sbin` and `/usr/lib`, where Debian
  /// keeps `sendmail` although cron's `PATH` leaves them out.
  private func executablePath() throws(DeliveryError) -> String {
    if program.contains("/") {
      if let problem = Self.problem(running: program) {
        throw .cannotRun(program: program, reason: problem)
      }
      return program
    }
    let folders = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in folders.split(separator: ":") + ["/usr/sbin", "/usr/lib"] {
      let candidate = "\(folder)/\(program)"
      if Self.problem(running: candidate) == nil { return candidate }
    }
    throw .cannotRun(program: program, reason: .notOnPath)
  }

  /// Why `path` cannot be run ("no such file", "not executable"), or nil when it can.
  private static func problem(running path: String) -> DeliveryError.RunProblem? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { return .noSuchFile }
      return .system(String(cString: strerror(code)).lowercased())
    }
    if info.st_mode & S_IFMT == S_IFDIR { return .isDirectory }
    guard access(path, X_OK) == 0 else { return .notExecutable }
    return nil
  }

  /// Why `Process.run` failed once the file was found, such as a `#!` interpreter that
  /// does not exist: "it could not be started (No such file or directory)".
  private static func startFailure(_ error: any Error) -> DeliveryError.RunProblem {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    guard let underlying, underlying.domain == NSPOSIXErrorDomain else {
      return .cannotStart(nil)
    }
    return .cannotStart(String(cString: strerror(Int32(underlying.code))))
  }

  /// What the program wrote on standard error, its lines joined with "; ".
  private static func oneLine(_ output: Data) -> String {
    String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      .joined(separator: "; ")
  }
}

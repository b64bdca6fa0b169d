import Foundation

/// Hands a message to the local mail system: `PROGRAM -t -i`, which reads the recipients
/// from the message's headers and takes a lone `.` line as text.
public struct Sendmail: Sendable {
  /// The program: `$LARDER_SENDMAIL` when set, else `sendmail` on the `PATH`.
  public var program: String

  /// A sender that runs `program`.
  public init(program: String) {
    self.program = program
  }

  /// Pipes `message` to the program and waits for it.
  ///
  /// - Throws: `DeliveryError.sendmail` when it cannot start or exits non-zero, with what it
  ///   wrote on standard error.
  public func send(_ message: String) throws(DeliveryError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program, "-t", "-i"]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw .sendmail(program: program, status: nil, output: "\(error)")
    }
    input.fileHandleForWriting.write(Data(message.utf8))
    try? input.fileHandleForWriting.close()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw .sendmail(
        program: program, status: process.terminationStatus,
        output: String(decoding: output, as: UTF8.self).trimmingCharacters(
          in: .whitespacesAndNewlines))
    }
  }
}

import Foundation
import Synchronization

@testable import LarderCommandLine

/// The command line run in the test's own process, as `larder` runs it, with its standard
/// streams captured: no process is started, so a test that checks what a command says
/// and its exit status costs a function call.
enum InProcessLarder {
  /// Text written to one stream, kept as it arrives.
  final class Captured: Sendable {
    private let text = Mutex("")
    func append(_ more: String) { text.withLock { $0 += more } }
    var value: String { text.withLock { $0 } }
  }

  /// A write to a pipe no one reads fails with EPIPE instead of ending the test process.
  private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// Runs `larder ARGS` with `environment`, reading relative paths from `directory`, with
  /// `stdin` as standard input (an empty one when nil) and nothing a terminal.
  static func run(
    _ arguments: [String], stdin: String?, environment: [String: String], directory: String
  ) -> LarderBinary.Result {
    let output = Captured()
    let error = Captured()
    let input = Pipe()
    let bytes = Data((stdin ?? "").utf8)
    let writer = input.fileHandleForWriting
    _ = ignoreBrokenPipes
    // A pipe holds 64 KiB: a larger input is written while the command reads it, and what
    // a command leaves unread is dropped when it returns.
    Thread.detachNewThread {
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
          let written = write(writer.fileDescriptor, base + offset, buffer.count - offset)
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { break }
          offset += written
        }
      }
      try? writer.close()
    }
    let streams = Streams(
      output: { output.append($0) }, error: { error.append($0) },
      input: input.fileHandleForReading, isTerminal: { _ in false })
    let context = Context(environment: environment, streams: streams, directory: directory)
    let status = Larder.main(arguments, context)
    try? input.fileHandleForReading.close()
    return LarderBinary.Result(status: status, stdout: output.value, stderr: error.value)
  }
}

import Foundation
import Synchronization

/// What a command line run in the caller's process wrote, and its exit status: a test runs
/// a command as `larder` runs it, without starting a process.
struct CapturedRun: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Text written to one stream, kept as it arrives.
  private final class Captured: Sendable {
    private let text = Mutex("")
    func append(_ more: String) { text.withLock { $0 += more } }
    var value: String { text.withLock { $0 } }
  }

  /// A write to a pipe no one reads fails with EPIPE instead of ending the process.
  private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// Runs `larder ARGS` with `environment`, reading relative paths from `directory`, with
  /// `stdin` as standard input (an empty one when nil) and no stream a terminal.
  init(
    _ arguments: [String], stdin: String? = nil, environment: [String: String],
    directory: String
  ) {
    let output = Captured()
    let error = Captured()
    let input = Pipe()
    let bytes = Data((stdin ?? "").utf8)
    let writer = input.fileHandleForWriting
    _ = Self.ignoreBrokenPipes
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
    status = Larder.main(arguments, context)
    try? input.fileHandleForReading.close()
    stdout = output.value
    stderr = error.value
  }
}

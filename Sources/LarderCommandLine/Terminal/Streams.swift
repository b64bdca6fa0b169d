import Foundation

/// The standard streams a command reads and writes: the process's own, or a caller's (a
/// test runs a command in its own process and reads what it wrote).
struct Streams: Sendable {
  /// Writes text to standard output, as it is.
  var output: @Sendable (String) -> Void
  /// Writes text to standard error, as it is.
  var error: @Sendable (String) -> Void
  /// Standard input.
  var input: FileHandle
  /// Whether the stream on a descriptor (`STDIN_FILENO`, `STDOUT_FILENO`, `STDERR_FILENO`)
  /// is a terminal.
  var isTerminal: @Sendable (Int32) -> Bool

  /// The process's own standard streams.
  static let process = Streams(
    output: { write($0, to: STDOUT_FILENO) }, error: { write($0, to: STDERR_FILENO) },
    input: .standardInput, isTerminal: { isatty($0) == 1 })

  /// Writes all of `text`'s bytes to `descriptor`, again after a partial write, an
  /// interrupted one or a full non-blocking output; a descriptor that refuses them (a
  /// closed pipe) loses the rest.
  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
          // A non-blocking output that is full: wait until it takes more.
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  /// One line of standard input without its line break (and a CR before it); nil at the
  /// end of the input. Read a byte at a time, so that nothing after the line is taken
  /// from a later reader.
  func readLine() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(input.fileDescriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      guard count == 1 else { break }
      if byte == UInt8(ascii: "\n") { break }
      bytes.append(byte)
    }
    guard !bytes.isEmpty || byte == UInt8(ascii: "\n") else { return nil }
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}

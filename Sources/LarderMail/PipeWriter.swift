import Foundation

/// Writes to a pipe whose reader may be gone, without SIGPIPE ending the process.
///
/// Foundation's `FileHandle.write` cannot report a broken pipe: the signal kills the
/// process first, or, with the signal ignored, the write traps. This uses `write(2)` with
/// SIGPIPE blocked on the calling thread only, so the process's signal dispositions (and
/// those of programs it starts later) are left as they were.
enum PipeWriter {
  /// Writes all of `bytes` to `descriptor`, and returns nil, or the `errno` that stopped
  /// it (`EPIPE` when the reader has gone).
  ///
  /// A SIGPIPE raised by the write is discarded before the thread's signal mask is
  /// restored.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    let failure = writeLoop(bytes, to: descriptor)
    if failure == EPIPE && sigismember(&previous, SIGPIPE) == 0 {
      var immediately = timespec(tv_sec: 0, tv_nsec: 0)
      while sigtimedwait(&pipeSignal, nil, &immediately) == -1 && errno == EINTR {}
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    return failure
  }

  /// `write(2)` until all is written, again after an interruption; the `errno` on failure.
  private static func writeLoop(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno != EINTR {
          return errno
        }
      }
      return nil
    }
  }
}

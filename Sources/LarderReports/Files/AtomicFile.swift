import Foundation

/// A file written through a buffer to a temporary name beside its target and renamed into
/// place by `commit()`, after it is flushed to disk. Until then the target is untouched;
/// a file dropped without `commit()` removes its temporary copy.
public final class AtomicFile {
  private let path: String
  private let temporary: String
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  private var committed = false

  /// Creates the temporary file.
  ///
  /// - Throws: `OutputFileError` when it cannot be created (no such folder, no permission).
  public init(path: String) throws(OutputFileError) {
    self.path = path
    temporary = path + ".tmp-\(getpid())"
    descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw OutputFileError(path: path, reason: String(cString: strerror(errno)))
    }
    buffer.reserveCapacity(1 << 16)
  }

  deinit {
    if !committed {
      if descriptor >= 0 { close(descriptor) }
      unlink(temporary)
    }
  }

  /// Appends text, encoded as UTF-8.
  ///
  /// - Throws: `OutputFileError` when the disk refuses it.
  public func write(_ text: String) throws(OutputFileError) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { try flush() }
  }

  /// Appends bytes that `fill` adds to the file's buffer.
  ///
  /// - Throws: `OutputFileError` when the disk refuses them.
  public func write(_ fill: (inout [UInt8]) -> Void) throws(OutputFileError) {
    fill(&buffer)
    if buffer.count >= 1 << 16 { try flush() }
  }

  private func flush() throws(OutputFileError) {
    var offset = 0
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes { bytes in
        Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw OutputFileError(path: path, reason: String(cString: strerror(errno)))
      }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes the file to disk and renames it onto the target.
  ///
  /// - Throws: `OutputFileError` when writing, syncing or renaming fails.
  public func commit() throws(OutputFileError) {
    try flush()
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      throw OutputFileError(path: path, reason: String(cString: strerror(errno)))
    }
    descriptor = -1
    guard rename(temporary, path) == 0 else {
      throw OutputFileError(path: path, reason: String(cString: strerror(errno)))
    }
    committed = true
  }
}

import Foundation
import LarderErrors

/// A text file written through a buffer into a private staging folder and put in place by
/// `commit()` (see `StagedFile`). Until then the target is untouched; a file dropped
/// without `commit()` removes its staged copy.
public final class AtomicFile {
  private let staged: StagedFile
  private var descriptor: Int32
  private var buffer: [UInt8] = []

  /// Creates the staged file for `target`.
  ///
  /// - Throws: `OutputFileError` when it cannot be created (no such folder, no permission).
  public init(_ target: OutputTarget) throws(OutputFileError) {
    staged = try StagedFile(target)
    descriptor = try staged.create()
    buffer.reserveCapacity(1 << 16)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    staged.discard()
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
    try StagedFile.writeAll(buffer, count: buffer.count, to: descriptor, path: staged.target.path)
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes out the buffer and closes the staged file.
  private func finish() throws(OutputFileError) {
    try flush()
    let status = close(descriptor)
    descriptor = -1
    guard status == 0 else {
      throw OutputFileError(path: staged.target.path, reason: String(cString: strerror(errno)))
    }
  }

  /// Flushes the file to disk and puts it in place.
  ///
  /// - Throws: `OutputFileError` when writing, syncing or renaming fails.
  public func commit() throws(OutputFileError) {
    try AtomicFile.commit([self])
  }

  /// Puts several files in place together: all of them, or none (see `StagedFile`).
  ///
  /// - Throws: `OutputFileError` for the first failure; no target has changed then.
  public static func commit(_ files: [AtomicFile]) throws(OutputFileError) {
    for file in files { try file.finish() }
    try StagedFile.commit(files.map(\.staged))
  }
}

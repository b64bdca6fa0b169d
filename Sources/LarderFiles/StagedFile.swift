import Foundation
import LarderCore
import LarderErrors

/// An output written in a private staging folder and then put in place: renamed onto a
/// file target, or copied into a stream target.
///
/// The staged file is mode 0600 while it is written. When it is put in place it takes the
/// mode the user's umask gives new files (as every Unix tool's output does), is flushed to
/// disk, renamed, and the target's folder is flushed too, so that a power cut leaves either
/// the old file or the new one.
package final class StagedFile {
  /// Where the output goes.
  package let target: OutputTarget
  /// The staged file's path.
  package let path: String
  private let folder: StagingFolder

  /// Makes the staging folder for `target`.
  ///
  /// - Throws: `OutputFileError` when it cannot be made (no permission, no such folder).
  package init(_ target: OutputTarget) throws(OutputFileError) {
    self.target = target
    let parent =
      target.kind == .file
      ? target.folder : String(NSTemporaryDirectory().reversed().drop { $0 == "/" }.reversed())
    folder = try StagingFolder(in: parent.isEmpty ? "/" : parent, for: target.path)
    let name = PathParts.name(of: target.resolved)
    path = folder.path + "/" + (name.isEmpty ? "output" : name)
  }

  /// Creates the staged file and returns its open descriptor.
  ///
  /// - Throws: `OutputFileError`.
  package func create() throws(OutputFileError) -> Int32 {
    try folder.createFile(PathParts.name(of: path), for: target.path)
  }

  /// Removes the staged file and its folder: the target is left as it was.
  package func discard() { folder.remove() }

  /// The mode of a finished output: 0666 less the user's umask.
  static let finishedMode: mode_t = {
    let mask = umask(0o077)
    umask(mask)
    return 0o666 & ~mask
  }()

  /// Gives the staged file its final mode and flushes it to disk.
  private func seal() throws(OutputFileError) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure() }
    defer { close(descriptor) }
    guard fchmod(descriptor, StagedFile.finishedMode) == 0, fsync(descriptor) == 0 else {
      throw failure()
    }
  }

  /// Puts the finished file in place and removes the staging folder.
  ///
  /// - Throws: `OutputFileError` when flushing, renaming or copying fails; the target is
  ///   then unchanged (a stream may have received part of it).
  package func commit() throws(OutputFileError) {
    try StagedFile.commit([self])
  }

  /// Puts several finished files in place together: either every target is replaced, or
  /// (when one rename fails) the ones already replaced get their previous content back.
  ///
  /// - Throws: `OutputFileError` for the first failure.
  package static func commit(_ files: [StagedFile]) throws(OutputFileError) {
    defer { files.forEach { $0.discard() } }
    for file in files { try file.seal() }
    var placed: [(file: StagedFile, undo: Undo)] = []
    for file in files {
      do {
        placed.append((file, try file.place()))
      } catch {
        for (done, undo) in placed.reversed() {
          switch undo {
          case .restore(let previous): rename(previous, done.target.resolved)
          case .remove: unlink(done.target.resolved)
          case .none: break
          }
        }
        throw error
      }
    }
    for folder in Set(files.filter { $0.target.kind == .file }.map(\.target.folder)) {
      syncFolder(folder)
    }
  }

  /// How to take back a file put in place.
  private enum Undo {
    /// Rename this link to the previous file back onto the target.
    case restore(String)
    /// There was no file before: remove the new one.
    case remove
    /// Nothing can be taken back (a stream, or a file system without hard links).
    case none
  }

  /// Renames the file onto its target, keeping a link to the previous file in the staging
  /// folder for a rollback, or copies it into its stream.
  private func place() throws(OutputFileError) -> Undo {
    guard target.kind == .file else {
      try copyToStream()
      return .none
    }
    let previous = path + ".previous"
    let undo: Undo
    if link(target.resolved, previous) == 0 {
      undo = .restore(previous)
    } else {
      undo = errno == ENOENT ? .remove : .none
    }
    guard rename(path, target.resolved) == 0 else { throw failure() }
    return undo
  }

  private func copyToStream() throws(OutputFileError) {
    let source = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard source >= 0 else { throw failure() }
    defer { close(source) }
    let isStandardOutput = target == .standardOutput
    let sink =
      isStandardOutput
      ? STDOUT_FILENO : open(target.resolved, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard sink >= 0 else { throw failure() }
    defer { if !isStandardOutput { close(sink) } }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw failure() }
      if count == 0 { return }
      try StagedFile.writeAll(buffer, count: count, to: sink, path: target.path)
    }
  }

  /// Writes the first `count` of `bytes` to `descriptor`, retrying after interruptions.
  ///
  /// - Throws: `OutputFileError` naming `path` with the system's reason.
  package static func writeAll(
    _ bytes: [UInt8], count: Int, to descriptor: Int32, path: String
  ) throws(OutputFileError) {
    var offset = 0
    while offset < count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + offset }, count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw OutputFileError(path: path, reason: String(cString: strerror(errno)))
      }
      offset += written
    }
  }

  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  private func failure() -> OutputFileError {
    OutputFileError(path: target.path, reason: String(cString: strerror(errno)))
  }
}

import Foundation
import LarderErrors

/// Flushing files and folders to disk, so that a power cut after a rename leaves the old
/// file or the new one, never neither.
enum FileSync {
  /// Flushes the file at `path`.
  ///
  /// - Throws: `BackupError.cannotWrite` with the system's reason.
  static func file(_ path: String) throws(BackupError) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(path, reason: systemReason()) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw .cannotWrite(path, reason: systemReason()) }
  }

  /// Flushes the folder `path` (its entries: a rename into it); a file system that cannot
  /// flush a folder is not an error.
  static func folder(_ path: String) {
    let descriptor = open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// Creates an empty private file (0600) at `path`, which must not exist.
  ///
  /// - Throws: `BackupError.cannotWrite` with the system's reason.
  static func createPrivate(_ path: String) throws(BackupError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .cannotWrite(path, reason: systemReason()) }
    close(descriptor)
  }

  /// The system's words for `errno`.
  static func systemReason() -> String { String(cString: strerror(errno)) }
}

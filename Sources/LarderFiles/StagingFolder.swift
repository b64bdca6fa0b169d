import Foundation
import LarderErrors

/// A private folder (mode 0700, an unpredictable name) where outputs are written before
/// they are put in place.
///
/// It is made beside the target, so that the finished file is renamed within one file
/// system, or in the system's temporary folder for a target that is streamed. Nobody else
/// can create, replace or link a file inside it, so nothing written there can be diverted
/// by a planted symbolic link. Its name, `.larder-tmp-<pid>-XXXXXX`, tells which process
/// made it: the next Larder that writes into the same folder removes those whose process
/// is gone (left by `kill -9` or a power cut). `UnfinishedOutputs.remove()` removes the
/// folders of the writes in progress, for a signal handler.
final class StagingFolder {
  /// The start of every staging folder's name.
  static let prefix = ".larder-tmp-"

  /// The folder's path.
  let path: String
  private var removed = false

  /// Makes a staging folder inside `parent`, first removing stale ones there.
  ///
  /// - Throws: `OutputFileError` naming `target` when the folder cannot be made.
  init(in parent: String, for target: String) throws(OutputFileError) {
    UnfinishedOutputs.shared.prepareFirstFolder()
    StagingFolder.removeStale(in: parent)
    var failure: Int32 = 0
    // Made and added in one step: a signal's removal waits for it, so no folder is left.
    let made = UnfinishedOutputs.shared.adding { () -> String? in
      var template = Array(
        (parent + "/" + StagingFolder.prefix + "\(getpid())-XXXXXX").utf8CString)
      let made = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
      }
      guard made else {
        failure = errno
        return nil
      }
      return String(
        decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    guard let made else {
      throw OutputFileError(path: target, reason: String(cString: strerror(failure)))
    }
    path = made
  }

  deinit { remove() }

  /// Creates an empty file named `name` inside the folder (mode 0600, never through a
  /// link) and returns its open descriptor.
  ///
  /// - Throws: `OutputFileError` naming `target`.
  func createFile(_ name: String, for target: String) throws(OutputFileError) -> Int32 {
    let descriptor = open(
      path + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw OutputFileError(path: target, reason: String(cString: strerror(errno)))
    }
    return descriptor
  }

  /// Removes the folder and whatever is still in it.
  func remove() {
    guard !removed else { return }
    removed = true
    try? FileManager.default.removeItem(atPath: path)
    UnfinishedOutputs.shared.discard(path)
  }

  /// Removes the staging folders in `parent` that this user's processes left and that
  /// are no longer running.
  static func removeStale(in parent: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    for name in names where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      let path = parent + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
        status.st_uid == getuid()
      else { continue }
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}

/// The staging folders and temporary files of the writes in progress, so that an
/// interrupted Larder can remove them before it exits.
public final class UnfinishedOutputs: @unchecked Sendable {
  /// The one list of this process.
  public static let shared = UnfinishedOutputs()

  private let lock = NSLock()
  private var paths: Set<String> = []
  private var preparation: (@Sendable () -> Void)?

  /// Runs `action` once, just before the first staging folder is made: the command line
  /// installs its signal handlers there, so that a command that writes no file starts none.
  public func beforeFirstFolder(_ action: @escaping @Sendable () -> Void) {
    lock.withLock { preparation = action }
  }

  /// Runs the action `beforeFirstFolder` set, the first time only.
  func prepareFirstFolder() {
    let action = lock.withLock { () -> (@Sendable () -> Void)? in
      defer { preparation = nil }
      return preparation
    }
    action?()
  }

  func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }

  /// The path `make` makes (nil when it fails), added in the same step: `remove`, on a
  /// signal meanwhile, waits for it and removes it too, so a folder is never made unknown.
  func adding(_ make: () -> String?) -> String? {
    lock.withLock {
      guard let path = make() else { return nil }
      paths.insert(path)
      return path
    }
  }
  func discard(_ path: String) { lock.withLock { _ = paths.remove(path) } }

  /// Adds a temporary file another library writes outside a staging folder (a product
  /// catalog or a backup being built), to be removed as the folders are; its writer
  /// removes it, or renames it into place, when done (`finished`).
  public func track(_ path: String) {
    prepareFirstFolder()
    add(path)
  }

  /// Forgets a file `track` added: it was removed or put in place.
  public func finished(_ path: String) { discard(path) }

  /// Removes every staging folder still in progress, with what is in it, and every
  /// temporary file tracked.
  public func remove() {
    let current = lock.withLock { () -> Set<String> in
      defer { paths.removeAll() }
      return paths
    }
    for path in current { try? FileManager.default.removeItem(atPath: path) }
  }
}

import Foundation
import LarderCore
import LarderErrors

/// Where an output goes, decided once before anything is written.
///
/// - A path that does not exist yet, or a regular file, is a `file`: the output is written
///   beside it under a temporary name and renamed onto it.
/// - A symbolic link is followed: the file it points to is replaced and the link stays. A
///   link to nothing is refused, as `cp` refuses one.
/// - A path that exists and is not a regular file (a FIFO, a terminal, `/dev/null`) is a
///   `stream`: it is written to directly and never replaced.
/// - `-` is standard output, also a `stream`.
public struct OutputTarget: Sendable, Equatable {
  /// How the finished output reaches the target.
  public enum Kind: Sendable, Equatable {
    /// Renamed onto `resolved`.
    case file
    /// Copied into the open file at `resolved` (or standard output).
    case stream
  }

  /// The path as given.
  public let path: String
  /// The absolute path with every symbolic link and `..` resolved; `/dev/stdout` for `-`.
  public let resolved: String
  /// How the output reaches it.
  public let kind: Kind

  /// Standard output.
  public static let standardOutput = OutputTarget(
    path: "-", resolved: "/dev/stdout", kind: .stream)

  private init(path: String, resolved: String, kind: Kind) {
    self.path = path
    self.resolved = resolved
    self.kind = kind
  }

  /// Resolves `path`.
  ///
  /// - Throws: `OutputFileError` when the path is empty, names a folder, is a link to
  ///   nothing, or its folder does not exist.
  public init(path: String) throws(OutputFileError) {
    if path == "-" {
      self = .standardOutput
      return
    }
    var status = stat()
    let exists = !path.isEmpty && stat(path, &status) == 0
    switch (exists, status.st_mode & S_IFMT) {
    case (true, S_IFDIR): throw OutputFileError(path: path, problem: .isFolder)
    case (true, S_IFREG), (false, _):
      resolved = try OutputTarget.resolve(path)
      kind = .file
    default:
      // A pipe behind /dev/stdout has no path to resolve; the node is opened as named.
      resolved = path
      kind = .stream
    }
    self.path = path
  }

  /// The absolute form of `path` with its symbolic links and `..` resolved; for a path that
  /// does not exist yet, its folder's resolved path and its name.
  ///
  /// - Throws: `OutputFileError` when the path is empty, is a link to nothing, or its
  ///   folder does not exist.
  public static func resolve(_ path: String) throws(OutputFileError) -> String {
    guard !path.isEmpty else { throw OutputFileError(path: path, problem: .noFileName) }
    if let real = realPath(path) { return real }
    var link = stat()
    if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
      throw OutputFileError(
        path: path, reason: "it is a symbolic link to a file that does not exist")
    }
    let name = PathParts.name(of: path)
    let parent = PathParts.folder(of: path)
    guard let folder = realPath(parent.isEmpty ? "." : parent) else {
      throw OutputFileError(path: path, problem: .missingFolder(parent))
    }
    return (folder == "/" ? "" : folder) + "/" + name
  }

  /// Whether `other` exists and is the very file this target is (the same device and
  /// inode), whatever path leads to it.
  public func isSameFile(as other: String) -> Bool {
    var mine = stat()
    var theirs = stat()
    guard stat(resolved, &mine) == 0, stat(other, &theirs) == 0 else { return false }
    return mine.st_dev == theirs.st_dev && mine.st_ino == theirs.st_ino
  }

  /// The folder the target is in.
  var folder: String { PathParts.folder(of: resolved) }

  private static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}

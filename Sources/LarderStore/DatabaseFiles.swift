import Foundation

/// The files that make up one database: the file itself, SQLite's journals beside it
/// (`-wal`, `-shm`, `-journal`) and Larder's upgrade backups (`.bak-vN`).
public struct DatabaseFiles: Sendable {
  /// The database file's path.
  public let path: String

  /// The files of the database at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The copy kept before upgrading from schema `version`.
  public func backup(version: Int) -> String { path + ".bak-v\(version)" }

  /// Whether `candidate`, written the same way as `path` (both absolute and resolved, say),
  /// names one of the files, whether or not it exists.
  public func contains(_ candidate: String) -> Bool {
    if candidate == path { return true }
    guard candidate.hasPrefix(path) else { return false }
    let suffix = candidate.dropFirst(path.count)
    if ["-wal", "-shm", "-journal"].contains(suffix) { return true }
    guard suffix.hasPrefix(".bak-v") else { return false }
    let digits = suffix.dropFirst(".bak-v".count)
    return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  /// The files that exist now.
  public func existing() -> [String] {
    let folder = (path as NSString).deletingLastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.map { folder + "/" + $0 }.filter(contains)
  }
}

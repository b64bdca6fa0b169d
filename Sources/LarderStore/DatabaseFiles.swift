import Foundation
import LarderCore

/// The files that make up one database: the file itself, SQLite's journals beside it
/// (`-wal`, `-shm`, `-journal`), Larder's upgrade backups (`.bak-vN`) and the household a
/// restore replaced (`.before-restore`, `.before-restore-2`…).
public struct DatabaseFiles: Sendable {
  /// The database file's path.
  public let path: String

  /// The files of the database at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The copy kept before upgrading from schema `version`.
  public func backup(version: Int) -> String { path + ".bak-v\(version)" }

  /// The household kept by a restore, as it was before (`larder restore`).
  public var beforeRestore: String { path + ".before-restore" }

  /// Whether `candidate`, written the same way as `path` (both absolute and resolved, say),
  /// names one of the files, whether or not it exists.
  public func contains(_ candidate: String) -> Bool {
    if candidate == path { return true }
    guard candidate.hasPrefix(path) else { return false }
    let suffix = candidate.dropFirst(path.count)
    if ["-wal", "-shm", "-journal"].contains(suffix) { return true }
    if suffix.hasPrefix(".before-restore") {
      // `.before-restore`, `.before-restore-2`…, each with its log.
      var rest = suffix.dropFirst(".before-restore".count)
      if rest.hasSuffix("-wal") { rest = rest.dropLast(4) }
      return rest.isEmpty
        || (rest.first == "-" && rest.count > 1 && rest.dropFirst().allSatisfy(\.isASCII)
          && rest.dropFirst().allSatisfy(\.isNumber))
    }
    guard suffix.hasPrefix(".bak-v") else { return false }
    let digits = suffix.dropFirst(".bak-v".count)
    return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  /// The files that exist now.
  public func existing() -> [String] {
    let folder = PathParts.folder(of: path)
    return DatabaseFiles.names(in: folder).map { folder + "/" + $0 }.filter(contains)
  }
}

extension DatabaseFiles {
  /// The other processes that have the database open, as "another larder import (pid 12)"
  /// or "sqlite3 (pid 34)", read from `/proc`; empty where that cannot be read.
  public func holders() -> [String] {
    let own = getpid()
    // `/proc`'s links name files by their absolute, resolved paths: so is the database.
    let resolved = DatabaseFiles.resolved(path)
    let watched = Set([resolved, resolved + "-wal", resolved + "-journal"])
    var found: [String] = []
    for name in DatabaseFiles.names(in: "/proc") {
      guard let pid = pid_t(name), pid != own else { continue }
      let opened = DatabaseFiles.names(in: "/proc/\(pid)/fd").contains { fd in
        DatabaseFiles.target(of: "/proc/\(pid)/fd/\(fd)").map(watched.contains) ?? false
      }
      if opened { found.append(DatabaseFiles.describe(pid)) }
    }
    return found
  }

  /// `path` as the kernel names the file: absolute, through its links (its folder's, when
  /// the file does not exist).
  static func resolved(_ path: String) -> String {
    if let full = realpath(path, nil) {
      defer { free(full) }
      return String(cString: full)
    }
    let folder = PathParts.folder(of: path)
    guard let full = realpath(folder.isEmpty ? "." : folder, nil) else { return path }
    defer { free(full) }
    return String(cString: full) + "/" + PathParts.name(of: path)
  }

  /// The names in `folder`, or none when it cannot be listed.
  ///
  /// A documented choice, not a lost error: the callers look for the database's own files
  /// (a folder that cannot be listed shows none, and the paths themselves are compared
  /// too) and for the processes holding the database, a courtesy in a message whose
  /// `/proc` entries another user's processes hide (or that end while being read).
  static func names(in folder: String) -> [String] {
    do { return try FileManager.default.contentsOfDirectory(atPath: folder) } catch { return [] }
  }

  /// Where the link at `path` leads, or nil when it cannot be read (as `names(in:)`).
  private static func target(of path: String) -> String? {
    do { return try FileManager.default.destinationOfSymbolicLink(atPath: path) } catch {
      return nil
    }
  }

  private static func describe(_ pid: pid_t) -> String {
    let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
    let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    guard let program = words.first.map({ PathParts.name(of: $0) }) else {
      return "pid \(pid)"
    }
    if program == "larder" {
      let command = words.dropFirst().first { !$0.hasPrefix("-") } ?? ""
      return "another larder \(command) (pid \(pid))".replacingOccurrences(of: "  ", with: " ")
    }
    return "\(program) (pid \(pid))"
  }
}

import Foundation
import LarderCore

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
    let folder = PathParts.folder(of: path)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.map { folder + "/" + $0 }.filter(contains)
  }
}

extension DatabaseFiles {
  /// The other processes that have the database open, as "another larder import (pid 12)"
  /// or "sqlite3 (pid 34)", read from `/proc`; empty where that cannot be read.
  public func holders() -> [String] {
    let own = getpid()
    let watched = Set([path, path + "-wal", path + "-journal"])
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var found: [String] = []
    for name in processes {
      guard let pid = pid_t(name), pid != own else { continue }
      let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
      let opened = fds.contains { fd in
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)"))
          .map(watched.contains) ?? false
      }
      if opened { found.append(DatabaseFiles.describe(pid)) }
    }
    return found
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

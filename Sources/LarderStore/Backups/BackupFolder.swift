import Foundation
import LarderCore
import LarderErrors

/// A folder that holds backups: the dated backups of a database (`BackupName`), and the
/// temporary files a backup or a restore writes before renaming them into place.
public struct BackupFolder: Sendable {
  /// The folder's path (empty for the current folder).
  public let path: String

  public init(_ path: String) { self.path = path }

  /// The default folder for the backups of the database at `database`: `backups/` beside
  /// it.
  public static func beside(database: String) -> BackupFolder {
    let folder = PathParts.folder(of: database)
    return BackupFolder(folder.isEmpty ? "backups" : folder + "/backups")
  }

  /// The path of the file `name` in the folder.
  public func file(_ name: String) -> String { path.isEmpty ? name : path + "/" + name }

  /// Creates the folder (0700, private as the household) when it is missing.
  ///
  /// - Throws: `BackupError.cannotWrite` with the system's reason.
  public func create() throws(BackupError) {
    guard !path.isEmpty, !FileManager.default.fileExists(atPath: path) else { return }
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .cannotWrite(path, reason: error.localizedDescription)
    }
  }

  /// The temporary file a backup to `target` is written to before it is renamed: hidden,
  /// and named after this process, so that a process killed on the way leaves nothing
  /// under `target`'s name.
  func partialPath(for target: String) -> String {
    file(".\(PathParts.name(of: target)).partial-\(getpid())")
  }

  /// Removes the temporary files of backups and restores whose process has ended (killed
  /// on the way), with their journals.
  func removeAbandonedFiles() {
    for name in DatabaseFiles.names(in: path.isEmpty ? "." : path) where name.hasPrefix(".") {
      guard let marker = name.range(of: ".partial-", options: .backwards),
        let pid = pid_t(name[marker.upperBound...]), pid > 0, pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      BackupFolder.remove(file(name))
    }
  }

  /// Removes the file at `path` and the journals SQLite may have left beside it.
  static func remove(_ path: String) {
    for file in [path + "-wal", path + "-shm", path + "-journal", path] { _ = unlink(file) }
  }

  /// The dated backups of the database `stem` in the folder, oldest first.
  public func backups(of stem: String) -> [BackupName] {
    DatabaseFiles.names(in: path.isEmpty ? "." : path)
      .compactMap { BackupName(fileName: $0, stem: stem) }.sorted()
  }

  /// Removes the dated backups of `stem` that `retention` does not keep, never `written`
  /// (the backup just taken, whatever the clock said when it was named).
  ///
  /// - Returns: the paths removed, oldest first.
  public func prune(_ stem: String, keeping retention: BackupRetention, written: String)
    -> [String]
  {
    retention.toRemove(backups(of: stem)).compactMap { backup in
      let removed = file(backup.description)
      guard PathParts.name(of: removed) != PathParts.name(of: written) else { return nil }
      return unlink(removed) == 0 ? removed : nil
    }
  }
}

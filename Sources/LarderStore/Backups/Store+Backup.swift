import Foundation
import LarderCore
import LarderErrors

/// What a backup wrote: where, and what the copy holds as its check counted it.
public struct BackupSummary: Hashable, Sendable {
  /// The backup's path.
  public var path: String
  /// What the copy holds.
  public var copy: CheckedCopy
  /// The older backups removed by the retention, oldest first.
  public var removed: [String] = []
}

extension Store {
  /// Writes a consistent copy of the household to `path` while it is in use: SQLite's
  /// `VACUUM INTO` reads one snapshot (a state at a commit boundary, whatever other
  /// processes write meanwhile) into a private temporary file (0600) beside `path`, which
  /// is flushed, opened and checked as `check` does, and only then renamed to `path`. A
  /// process killed on the way leaves no file under that name; its temporary file
  /// (`.NAME.partial-PID`, handed to `staging` before it is made, so that a program
  /// stopped by a signal can remove it) is removed by the next backup into the folder.
  /// The copy is one
  /// self-contained file (no journal beside it), safe to copy anywhere.
  ///
  /// - Throws: `BackupError.cannotWrite` when the file cannot be written,
  ///   `.copyFailsCheck` when the copy fails its check (then nothing is kept), or
  ///   `SQLiteError`.
  public func backUp(to path: String, staging: (String) -> Void = { _ in }) throws
    -> BackupSummary
  {
    let folder = PathParts.folder(of: path)
    // Never over a database in use: `rename` would leave its program writing to a file
    // no longer there.
    var log = stat()
    if !DatabaseFiles(path: path).holders().isEmpty || stat(path + "-wal", &log) == 0 {
      throw BackupError.targetInUse(path)
    }
    BackupFolder(folder).removeAbandonedFiles()
    let partial = BackupFolder(folder).partialPath(for: path)
    staging(partial)
    _ = unlink(partial)
    try FileSync.createPrivate(partial)
    let copy: CheckedCopy
    do {
      copy = try self.copy(into: partial, shownAs: path)
    } catch {
      BackupFolder.remove(partial)
      throw error
    }
    FileSync.folder(folder)
    return BackupSummary(path: path, copy: copy)
  }

  /// Copies the database into the empty file `partial`, checks the copy, and renames it to
  /// `path`.
  private func copy(into partial: String, shownAs path: String) throws -> CheckedCopy {
    do {
      try db.run("VACUUM INTO ?", [.text(Connection.plainName(partial))])
    } catch  where error.isStorageFailure {
      throw BackupError.cannotWrite(path, reason: error.message)
    }
    let counts = try Store.checkedCopy(partial, shownAs: path)
    try FileSync.file(partial)
    guard rename(partial, path) == 0 else {
      throw BackupError.cannotWrite(path, reason: FileSync.systemReason())
    }
    return counts
  }
}

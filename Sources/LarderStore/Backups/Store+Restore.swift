import Foundation
import LarderCore
import LarderErrors

/// What a restore did.
public struct RestoreSummary: Hashable, Sendable {
  /// Where the household was before, kept (`PATH.before-restore`, numbered when one is
  /// there already), or nil when there was none.
  public var keptAs: String?
  /// What the restored household holds.
  public var copy: CheckedCopy
}

extension Store {
  /// Puts the household in the backup `backup` in place of the database at `path`.
  ///
  /// The backup is checked first, untouched: another application's file, a file that is
  /// not SQLite, a damaged one (SQLite's or `check`'s findings) or one a newer Larder wrote
  /// is refused. It is copied (through SQLite, so a backup that is a live database with its
  /// write-ahead log is read whole) to a private temporary file beside `path`, upgraded
  /// there when an older Larder wrote it, and checked. The current household, if any, is
  /// kept as `PATH.before-restore` (with what its journal held), and the copy is renamed
  /// onto `path`: a crash leaves the old household or the restored one. The temporary
  /// file's path is handed to `staging` before it is made.
  ///
  /// - Throws: `BackupError.missingBackup`, `.damagedBackup`, `.databaseInUse` when
  ///   another process holds the database (a `larder serve`), `.cannotWrite`;
  ///   `StoreError.notLarderDatabase` or `.newerSchema`. Nothing is changed then.
  public static func restore(
    _ backup: String, over path: String, staging: (String) -> Void = { _ in }
  ) throws -> RestoreSummary {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: backup, isDirectory: &isFolder),
      !isFolder.boolValue
    else { throw BackupError.missingBackup(backup) }
    let files = DatabaseFiles(path: path)
    try refuseWhileHeld(files)
    let folder = BackupFolder(PathParts.folder(of: path))
    try folder.create()
    folder.removeAbandonedFiles()
    let staged = folder.partialPath(for: path)
    staging(staged)
    BackupFolder.remove(staged)
    let copy: CheckedCopy
    let keptAs: String?
    do {
      copy = try stage(backup, at: staged)
      takeOwnership(of: staged, from: path)
      // Checked again just before the swap: staging a large backup takes a while.
      try refuseWhileHeld(files)
      keptAs = try keepCurrent(files)
      guard rename(staged, path) == 0 else {
        throw BackupError.cannotWrite(path, reason: FileSync.systemReason())
      }
    } catch {
      removeStaged(staged)
      throw error
    }
    FileSync.folder(folder.path)
    return RestoreSummary(keptAs: keptAs, copy: copy)
  }

  /// - Throws: `BackupError.databaseInUse` when another process holds the database.
  private static func refuseWhileHeld(_ files: DatabaseFiles) throws(BackupError) {
    let holders = files.holders()
    guard holders.isEmpty else { throw .databaseInUse(files.path, holders: holders) }
  }

  /// Gives the restored copy the current file's mode and owner, so that the program that
  /// used the household (a server's account) still may (the owner only when this process
  /// may give it, as root).
  private static func takeOwnership(of staged: String, from path: String) {
    var current = stat()
    guard stat(path, &current) == 0 else { return }
    _ = chmod(staged, current.st_mode & 0o7777)
    _ = chown(staged, current.st_uid, current.st_gid)
  }

  /// The backup copied to `staged`, upgraded, checked and flushed.
  ///
  /// - Returns: what it holds.
  private static func stage(_ backup: String, at staged: String) throws -> CheckedCopy {
    let copy: CheckedCopy
    do {
      try self.copy(backup, to: staged)
      copy = try upgradedAndChecked(staged, backup: backup)
    } catch let error as SQLiteError where error.isDamagedFile {
      throw BackupError.damagedBackup(backup, reason: error.message)
    }
    try FileSync.file(staged)
    return copy
  }

  /// Copies the Larder database `backup` (read-only, untouched) to the private file
  /// `staged`.
  ///
  /// - Throws: `StoreError.notLarderDatabase`, `.newerSchema`, or `SQLiteError`.
  private static func copy(_ backup: String, to staged: String) throws {
    let source = try openReadOnly(backup)
    try checkMark(of: source, path: backup)
    let version = try schemaVersion(of: source)
    guard version <= Migrations.latest else {
      throw StoreError.newerSchema(found: version, known: Migrations.latest)
    }
    guard version > 0 else { throw StoreError.notLarderDatabase(backup, found: .otherTables([])) }
    try FileSync.createPrivate(staged)
    try source.run("VACUUM INTO ?", [.text(Connection.plainName(staged))])
  }

  /// Upgrades the copy at `staged` to this Larder's schema when needed, leaves it one
  /// self-contained file, and checks it.
  ///
  /// - Returns: what it holds.
  /// - Throws: `BackupError.backupFailsCheck` naming `backup` when SQLite finds the copy
  ///   damaged.
  private static func upgradedAndChecked(_ staged: String, backup: String) throws
    -> CheckedCopy
  {
    do {
      let store = try Store(path: staged, creating: false)
      try store.db.execute("PRAGMA journal_mode = DELETE")
    }
    // The upgrade's own copy of the older file is not needed: the backup is that copy.
    removeUpgradeCopies(of: staged)
    do {
      return try checkedCopy(staged, shownAs: backup)
    } catch BackupError.copyFailsCheck(_, let problems) {
      throw BackupError.backupFailsCheck(backup, problems: problems)
    }
  }

  /// Keeps the current household, if any, as `PATH.before-restore` (`-2`, `-3`… when one
  /// is there: none is ever replaced), with what its write-ahead log holds written into it.
  ///
  /// - Returns: where it was kept, or nil when there was none.
  /// - Throws: `BackupError.databaseInUse` when the log cannot be written into the file
  ///   (another process reads it), `.cannotWrite` when the household cannot be kept.
  private static func keepCurrent(_ files: DatabaseFiles) throws -> String? {
    let path = files.path
    guard holdsHousehold(at: path) else {
      BackupFolder.remove(path)
      return nil
    }
    // Everything in the log into the file, so that the file alone is the household.
    var checkpointed = false
    do {
      let current = try Connection(path: path)
      let busy = try current.firstRow("PRAGMA wal_checkpoint(TRUNCATE)") {
        ColumnReader<CheckpointColumns>($0, table: "wal_checkpoint").int64(.busy)
      }
      checkpointed = busy == 0
    } catch {
      // A damaged current file is kept as it is, with its log beside it.
    }
    var log = stat()
    let hasLog = stat(path + "-wal", &log) == 0 && log.st_size > 0
    if hasLog && checkpointed == false, !files.holders().isEmpty {
      throw BackupError.databaseInUse(path, holders: files.holders())
    }
    var kept = files.beforeRestore
    var number = 1
    while FileManager.default.fileExists(atPath: kept) {
      number += 1
      kept = files.beforeRestore + "-\(number)"
    }
    guard link(path, kept) == 0 else {
      throw BackupError.cannotWrite(kept, reason: FileSync.systemReason())
    }
    if hasLog {
      // What the log still holds goes with the file it belongs to.
      guard rename(path + "-wal", kept + "-wal") == 0 else {
        let reason = FileSync.systemReason()
        _ = unlink(kept)
        throw BackupError.cannotWrite(kept + "-wal", reason: reason)
      }
    }
    for journal in ["-wal", "-shm"] { _ = unlink(path + journal) }
    return kept
  }

  private static func removeStaged(_ staged: String) {
    BackupFolder.remove(staged)
    removeUpgradeCopies(of: staged)
  }

  /// Removes the copies an upgrade of `path` kept (`.bak-vN`).
  private static func removeUpgradeCopies(of path: String) {
    for old in 0...Migrations.latest { _ = unlink(DatabaseFiles(path: path).backup(version: old)) }
  }
}

/// The row `PRAGMA wal_checkpoint` answers, in its order.
enum CheckpointColumns: Int32, ResultColumns {
  /// 1 when the checkpoint could not finish: another connection reads or writes.
  case busy
  case log, checkpointed

  var sql: String {
    switch self {
    case .busy: "busy"
    case .log: "log"
    case .checkpointed: "checkpointed"
    }
  }
}

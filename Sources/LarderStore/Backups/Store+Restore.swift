import Foundation
import LarderCore

/// What a restore did.
public struct RestoreSummary: Hashable, Sendable {
  /// Where the household was before, kept (`PATH.before-restore`), or nil when there was
  /// none.
  public var keptAs: String?
  /// What the restored household holds.
  public var items: Int
  public var lots: Int
  public var events: Int
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
    let holders = files.holders()
    guard holders.isEmpty else { throw BackupError.databaseInUse(path, holders: holders) }
    let folder = BackupFolder(PathParts.folder(of: path))
    try folder.create()
    folder.removeAbandonedFiles()
    let staged = folder.partialPath(for: path)
    staging(staged)
    BackupFolder.remove(staged)
    let counts: (items: Int, lots: Int, events: Int)
    let keptAs: String?
    do {
      counts = try stage(backup, at: staged)
      keptAs = try keepCurrent(files)
      guard rename(staged, path) == 0 else {
        throw BackupError.cannotWrite(path, reason: FileSync.systemReason())
      }
    } catch {
      removeStaged(staged)
      throw error
    }
    FileSync.folder(folder.path)
    return RestoreSummary(
      keptAs: keptAs, items: counts.items, lots: counts.lots, events: counts.events)
  }

  /// The backup copied to `staged`, upgraded, checked and flushed.
  ///
  /// - Returns: what it holds.
  private static func stage(_ backup: String, at staged: String) throws -> (
    items: Int, lots: Int, events: Int
  ) {
    let counts: (items: Int, lots: Int, events: Int)
    do {
      try copy(backup, to: staged)
      counts = try upgradedAndChecked(staged, backup: backup)
    } catch let error as SQLiteError where error.isDamagedFile {
      throw BackupError.damagedBackup(backup, reason: error.message)
    }
    try FileSync.file(staged)
    return counts
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
  /// - Throws: `BackupError.damagedBackup` naming `backup` when the check finds problems.
  private static func upgradedAndChecked(_ staged: String, backup: String) throws -> (
    items: Int, lots: Int, events: Int
  ) {
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

  /// Keeps the current household, if any, as `PATH.before-restore`, with what its
  /// write-ahead log holds written into it.
  ///
  /// - Returns: where it was kept, or nil when there was none.
  private static func keepCurrent(_ files: DatabaseFiles) throws -> String? {
    let path = files.path
    guard holdsHousehold(at: path) else {
      BackupFolder.remove(path)
      return nil
    }
    let kept = files.beforeRestore
    BackupFolder.remove(kept)
    // Everything in the log into the file, so that the file alone is the household.
    do {
      let current = try Connection(path: path)
      _ = try current.firstRow("PRAGMA wal_checkpoint(TRUNCATE)") { _ in true }
    } catch {
      // A damaged current file is kept as it is, with its log beside it.
    }
    guard link(path, kept) == 0 else {
      throw BackupError.cannotWrite(kept, reason: FileSync.systemReason())
    }
    for journal in ["-wal", "-journal"] {
      var info = stat()
      if stat(path + journal, &info) == 0, info.st_size > 0 {
        rename(path + journal, kept + journal)
      }
    }
    for journal in ["-wal", "-shm", "-journal"] { _ = unlink(path + journal) }
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

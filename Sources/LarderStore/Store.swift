import Foundation
import LarderCore
import LarderErrors

/// A household's Larder database: items, lots and events in one SQLite file.
///
/// Every method that writes runs in one `BEGIN IMMEDIATE` transaction, so it happens
/// fully or not at all, and concurrent writers wait for each other. All SQL uses bound
/// parameters.
public final class Store {
  let db: Connection

  /// Whether opening the database created its file: the household is new.
  public private(set) var created = false

  /// The folder opening the database made for it, when it made one (`created` is then
  /// true too).
  public private(set) var createdFolder: String?

  /// Whether opening the database made its file (not an empty file that was there).
  public private(set) var createdFile = false

  /// The key of the request the next recorded change answers (`applyingOnce`): it is kept
  /// with that change, in its transaction, so that the request sent again is refused.
  var requestKey: String?

  /// Opens the database at `path`, creating it (mode 0600, its folder 0700) when
  /// `creating`, and migrating it to the current schema. `":memory:"` opens a private
  /// in-memory one.
  ///
  /// Before upgrading an existing database, a copy is written beside it as
  /// `<path>.bak-v<old version>`.
  ///
  /// With `forReading`, the store is opened read-only when the file needs no upgrade, and
  /// so is a database this user may not write (its file or folder), provided it needs none. `lockTimeout` is how long, in
  /// seconds, a write waits for another process's.
  ///
  /// A file that is not empty must carry Larder's mark (or be a Larder database from before
  /// the mark); any other SQLite file, or a file that is not SQLite, is refused untouched.
  ///
  /// A command that only reads passes `forReading`, which never creates a file: a path
  /// that does not exist, or an empty file, is a mistake (a typo, a missing `$LARDER_DB`),
  /// not an empty household.
  ///
  /// - Throws: `StoreError.missingDatabase` when there is no file at `path` and it may not
  ///   be created, `.databaseIsFolder` for a folder, `.newerSchema` when a newer Larder
  ///   wrote the file, `.notLarderDatabase` for another application's file (nothing is
  ///   changed either way), `.notWritable` or `.needsUpgrade` when permissions forbid what
  ///   is needed, `.cannotCreateFolder`, or `SQLiteError`.
  public init(
    path: String, forReading: Bool = false, creating: Bool = true, lockTimeout: Int = 60
  ) throws {
    if path != ":memory:" {
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        throw StoreError.databaseIsFolder(path)
      }
      if !Store.holdsHousehold(at: path) {
        guard creating && !forReading else { throw StoreError.missingDatabase(path) }
        created = true
      }
    }
    if path != ":memory:", let problem = Store.writeProblem(path) {
      guard forReading, FileManager.default.fileExists(atPath: path) else {
        throw StoreError.notWritable(path, reason: problem)
      }
      db = try Store.openReadOnly(path, lockTimeout: lockTimeout)
      try Store.checkMark(of: db, path: path)
      let version = try schemaVersion()
      guard version <= Migrations.latest else {
        throw StoreError.newerSchema(found: version, known: Migrations.latest)
      }
      guard version == Migrations.latest else {
        throw StoreError.needsUpgrade(path, reason: problem)
      }
      return
    }
    if path != ":memory:" {
      // A command that only reads keeps a read-only connection when the file needs no
      // upgrade: it never writes, and SQLite reads the schema once. Not an immutable one,
      // which would miss what another process's WAL holds.
      if !created, forReading {
        let reader = try Store.openReadOnly(path, lockTimeout: lockTimeout)
        try Store.checkMark(of: reader, path: path)
        if reader.access == .readOnly, try Store.schemaVersion(of: reader) == Migrations.latest {
          db = reader
          return
        }
      }
      (createdFolder, createdFile) = try Store.prepareFile(at: path)
      // A household's file is private, even an empty one that was there before.
      if created { _ = chmod(path, 0o600) }
    }
    db = try Connection(path: path, lockTimeout: lockTimeout)
    if path != ":memory:", !created {
      // Every file that holds something is checked (`holdsHousehold`); none is skipped for
      // want of its size. Until it is known to be Larder's, closing the connection must
      // not checkpoint another application's WAL into its file.
      try db.checkpointOnClose(false)
      try Store.checkMark(of: db, path: path)
      try db.checkpointOnClose(true)
    }
    let version = try schemaVersion()
    guard version <= Migrations.latest else {
      throw StoreError.newerSchema(found: version, known: Migrations.latest)
    }
    if path != ":memory:" {
      try db.execute("PRAGMA journal_mode = WAL")
      try db.execute("PRAGMA synchronous = FULL")
      try db.persistLog()
    }
    try migrate(
      from: version,
      backupPath: path == ":memory:" ? nil : DatabaseFiles(path: path).backup(version: version))
  }

  /// Whether there is a household at `path`: a file that is not empty. No file, or an empty
  /// one (`touch`, `> file`, a copy cut short), holds none.
  public static func holdsHousehold(at path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_size > 0
  }

  /// A read-only connection; in a folder where SQLite cannot create the WAL index, an
  /// immutable one.
  static func openReadOnly(_ path: String, lockTimeout: Int = 60) throws -> Connection {
    let connection = try Connection(path: path, access: .readOnly, lockTimeout: lockTimeout)
    do {
      _ = try connection.firstRow("SELECT count(*) FROM sqlite_master LIMIT 1") { $0.onlyInt64 }
      return connection
    } catch let error as SQLiteError
      where [.readOnly, .cannotOpen].contains(error.result)
    {
      // An immutable connection reads the file alone: what a write-ahead log beside it holds
      // (a copy of "the file and its log" without the index) would be silently missed.
      var log = stat()
      if stat(path + "-wal", &log) == 0, log.st_size > 0 {
        throw StoreError.unreadableLog(path)
      }
      return try Connection(path: path, access: .immutable, lockTimeout: lockTimeout)
    } catch let error as SQLiteError where error.result == .notADatabase {
      throw StoreError.notLarderDatabase(path, found: .notSQLite)
    }
  }

  /// Why this user cannot write the database at `path`, or nil when they can: SQLite needs
  /// to write both the file and its folder (for the journal beside it).
  static func writeProblem(_ path: String) -> StoreError.WriteProblem? {
    let folder = PathParts.folder(of: path)
    let shownFolder = folder.isEmpty ? "." : folder
    // access(2) rather than FileManager, whose first use costs a small command's start.
    if access(shownFolder, F_OK) == 0, access(shownFolder, W_OK | X_OK) != 0 {
      return .folderNotWritable(shownFolder)
    }
    if access(path, F_OK) == 0, access(path, W_OK) != 0 {
      return .fileNotWritable
    }
    return nil
  }

  /// Whether the store's connection holds no snapshot: no transaction left open, and no
  /// read begun and not finished. A store that is not idle (after a failure SQLite could
  /// not undo, which the failing call threw) must not be handed to another request: it
  /// would read an old snapshot.
  public var isIdle: Bool { !db.isInTransaction && !db.hasStatementInProgress }

  /// Runs `body` on one consistent snapshot: reads inside it see no write that another
  /// process commits meanwhile. Use it when several reads must agree, as in an export.
  public func snapshot<T>(_ body: () throws -> T) throws -> T {
    try db.snapshot(body)
  }

  /// Refuses a file that is not a Larder database: not SQLite, another application's mark,
  /// or tables without Larder's.
  static func checkMark(of db: Connection, path: String) throws {
    let mark: Int32
    do {
      mark =
        try db.firstRow("PRAGMA application_id") { Int32(truncatingIfNeeded: $0.onlyInt64) } ?? 0
    } catch let error as SQLiteError where error.result == .notADatabase {
      throw StoreError.notLarderDatabase(path, found: .notSQLite)
    }
    if mark == Migrations.applicationID { return }
    if mark != 0 {
      throw StoreError.notLarderDatabase(path, found: .otherApplication(mark))
    }
    let tables = try db.rows(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
    ) { $0.onlyText }
    guard tables.isEmpty || tables.contains("larder_migrations") else {
      throw StoreError.notLarderDatabase(path, found: .otherTables(tables))
    }
  }

  /// The schema version recorded in the file (0 for a new, empty file).
  public func schemaVersion() throws -> Int { try Store.schemaVersion(of: db) }

  /// The schema version recorded in the file `db` reads (0 for a new, empty file).
  static func schemaVersion(of db: Connection) throws -> Int {
    let hasTable = try db.firstRow(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'larder_migrations' LIMIT 1"
    ) { _ in true }
    guard hasTable == true else { return 0 }
    return try db.firstRow("SELECT coalesce(max(version), 0) FROM larder_migrations LIMIT 1") {
      Int($0.onlyInt64)
    } ?? 0
  }

  private func migrate(from version: Int, backupPath: String?) throws {
    // Up to date, as nearly every opening is: the migrations' SQL is not even built.
    guard version < Migrations.latest else { return }
    let pending = Migrations.all.filter { $0.version > version }
    guard !pending.isEmpty else { return }
    if version > 0, let backupPath {
      // VACUUM INTO fills an empty file it is given, which keeps the backup private (0600).
      try Store.removeStaleBackup(backupPath)
      let descriptor = open(backupPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw StoreError.cannotBackUp(backupPath, reason: String(cString: strerror(errno)))
      }
      close(descriptor)
      try db.run("VACUUM INTO ?", [.text(Connection.plainName(backupPath))])
    }
    // One transaction for the whole upgrade: a file is at its old version or at the
    // latest, never between (and a new household costs one commit, not one per migration).
    try db.transaction {
      try db.execute(
        """
        CREATE TABLE IF NOT EXISTS larder_migrations (
          version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
        """)
      for migration in pending {
        try db.execute(migration.sql)
        try migration.update?(db)
        try db.run(
          "INSERT INTO larder_migrations (version, name, applied_at) VALUES (?, ?, datetime('now'))",
          [.integer(Int64(migration.version)), .text(migration.name)])
      }
      let broken = try db.rows("SELECT \"table\" FROM pragma_foreign_key_check") { $0.onlyText }
      if let table = broken.first {
        throw SQLiteError.foreignKeyCheckFailed(in: table, after: "migration")
      }
    }
  }

  /// Removes an earlier backup at `path`, left by an upgrade that did not finish; a path
  /// with nothing there is fine.
  ///
  /// - Throws: `StoreError.cannotBackUp` when something is there and cannot be removed.
  private static func removeStaleBackup(_ path: String) throws(StoreError) {
    guard unlink(path) != 0, errno != ENOENT else { return }
    throw .cannotBackUp(path, reason: String(cString: strerror(errno)))
  }

  /// Creates the file at `path` (0600) and its folder (0700) when missing.
  ///
  /// - Returns: the folder it made, if any, and whether it made the file.
  private static func prepareFile(at path: String) throws -> (folder: String?, file: Bool) {
    let manager = FileManager.default
    let folder = PathParts.folder(of: path)
    var made: String?
    if !folder.isEmpty, !manager.fileExists(atPath: folder) {
      made = folder
      do {
        try manager.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw StoreError.cannotCreateFolder(folder, reason: error.localizedDescription)
      }
    }
    var madeFile = false
    if !manager.fileExists(atPath: path) {
      madeFile = manager.createFile(
        atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
    }
    return (made, madeFile)
  }
}

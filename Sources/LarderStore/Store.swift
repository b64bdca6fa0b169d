import Foundation
import LarderCore

/// A household's Larder database: items, lots and events in one SQLite file.
///
/// Every method that writes runs in one `BEGIN IMMEDIATE` transaction, so it happens
/// fully or not at all, and concurrent writers wait for each other. All SQL uses bound
/// parameters.
public final class Store {
  let db: Connection

  /// Opens the database at `path`, creating it (mode 0600, its folder 0700) and
  /// migrating it to the current schema. `":memory:"` opens a private in-memory one.
  ///
  /// Before upgrading an existing database, a copy is written beside it as
  /// `<path>.bak-v<old version>`.
  ///
  /// - Throws: `StoreError.newerSchema` when a newer Larder wrote the file (nothing is
  ///   changed), `StoreError.cannotCreateFolder`, or `SQLiteError`.
  public init(path: String) throws {
    if path != ":memory:" { try Store.prepareFile(at: path) }
    db = try Connection(path: path)
    let version = try schemaVersion()
    guard version <= Migrations.latest else {
      throw StoreError.newerSchema(found: version, known: Migrations.latest)
    }
    if path != ":memory:" {
      try db.execute("PRAGMA journal_mode = WAL")
      try db.execute("PRAGMA synchronous = FULL")
    }
    try migrate(
      from: version,
      backupPath: path == ":memory:" ? nil : DatabaseFiles(path: path).backup(version: version))
  }

  /// Runs `body` on one consistent snapshot: reads inside it see no write that another
  /// process commits meanwhile. Use it when several reads must agree, as in an export.
  public func snapshot<T>(_ body: () throws -> T) throws -> T {
    try db.snapshot(body)
  }

  /// The database path Larder uses when none is given: `$LARDER_DB`, else
  /// `$XDG_DATA_HOME/larder/larder.sqlite`, else `~/.local/share/larder/larder.sqlite`.
  public static func defaultPath(environment: [String: String]) -> String {
    if let path = environment["LARDER_DB"], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/larder/larder.sqlite"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/share/larder/larder.sqlite"
  }

  /// The schema version recorded in the file (0 for a new, empty file).
  public func schemaVersion() throws -> Int {
    let hasTable = try db.firstRow(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'larder_migrations' LIMIT 1"
    ) { _ in true }
    guard hasTable == true else { return 0 }
    return try db.firstRow("SELECT coalesce(max(version), 0) FROM larder_migrations LIMIT 1") {
      Int($0.int64(0))
    } ?? 0
  }

  private func migrate(from version: Int, backupPath: String?) throws {
    let pending = Migrations.all.filter { $0.version > version }
    guard !pending.isEmpty else { return }
    if version > 0, let backupPath {
      // VACUUM INTO fills an empty file it is given, which keeps the backup private (0600).
      try? FileManager.default.removeItem(atPath: backupPath)
      let descriptor = open(backupPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 { close(descriptor) }
      try db.run("VACUUM INTO ?", [.text(backupPath)])
    }
    for migration in pending {
      try db.transaction {
        try db.execute(
          """
          CREATE TABLE IF NOT EXISTS larder_migrations (
            version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
          """)
        try db.execute(migration.sql)
        try db.run(
          "INSERT INTO larder_migrations (version, name, applied_at) VALUES (?, ?, datetime('now'))",
          [.integer(Int64(migration.version)), .text(migration.name)])
        let broken = try db.rows("PRAGMA foreign_key_check") { $0.text(0) }
        if let table = broken.first {
          throw SQLiteError(
            code: 787, message: "foreign key check failed in \(table) after migration",
            sql: nil)
        }
      }
    }
  }

  private static func prepareFile(at path: String) throws {
    let manager = FileManager.default
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty, !manager.fileExists(atPath: folder) {
      do {
        try manager.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw StoreError.cannotCreateFolder(folder, reason: error.localizedDescription)
      }
    }
    if !manager.fileExists(atPath: path) {
      _ = manager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
    }
  }
}

import CSQLite
import LarderErrors

/// An open SQLite connection with Larder's settings.
///
/// Opening turns on extended result codes and foreign keys, sets a busy timeout so that
/// writers wait for each other instead of failing with "database is locked", and defines
/// `larder_share` (`ShareFunction`) and `larder_reading` (`ReadingFunction`). The store
/// chooses the journal mode once it knows it may change the file. Statements are cached
/// by their SQL.
final class Connection {
  let handle: OpaquePointer
  /// How long a writer waits for another process's transaction, in seconds.
  let lockTimeout: Int
  /// How the file was opened.
  let access: Access
  private var cache: [String: Statement] = [:]
  /// The language names are read in (`larder_reading()`).
  private let reading = ReadingFunction.Language()
  /// How many transactions are open, the outermost and the savepoints inside it.
  private var depth = 0

  /// How a connection may use its file.
  enum Access {
    /// Read and write, creating the file if needed.
    case readWrite
    /// Read only, with SQLite's usual locks.
    case readOnly
    /// Read only, without locks or the WAL index, for a file in a folder nobody can write
    /// (SQLite's `immutable` parameter).
    case immutable
  }

  /// SQLite's process-wide settings, made once before the first connection: no memory
  /// statistics, which nothing reads and whose mutex every allocation would take.
  private static let configured: Void = { _ = larder_sqlite3_disable_memstatus() }()

  /// Opens (creating if needed) the database at `path`; `":memory:"` is an in-memory one.
  init(path: String, access: Access = .readWrite, lockTimeout: Int = 60) throws(SQLiteError) {
    var db: OpaquePointer?
    let flags: Int32
    let name: String
    let plain = Connection.plainName(path)
    switch access {
    case .readWrite:
      (flags, name) = (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, plain)
    case .readOnly:
      (flags, name) = (SQLITE_OPEN_READONLY, plain)
    case .immutable:
      let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
      let escaped = path.utf8.map { byte in
        allowed.contains(byte) ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16)
      }.joined()
      (flags, name) = (SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, "file:\(escaped)?immutable=1")
    }
    self.lockTimeout = lockTimeout
    self.access = access
    Connection.configured
    let code = sqlite3_open_v2(name, &db, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard code == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close_v2(db)
      throw SQLiteError(code: code, message: message, sql: nil)
    }
    handle = db
    sqlite3_extended_result_codes(db, 1)
    sqlite3_busy_timeout(db, Int32(clamping: lockTimeout * 1_000))
    do throws(SQLiteError) {
      try execute("PRAGMA foreign_keys = ON")
      for registered in [
        ShareFunction.register(on: db), ReadingFunction.register(on: db, reading),
        ReadingFunction.registerWord(on: db, reading),
      ] where registered != SQLITE_OK {
        throw self.error(registered, sql: nil)
      }
    } catch {
      cache.removeAll()
      sqlite3_close_v2(db)
      throw error
    }
  }

  /// `path` as SQLite must be given it to read a path, never a URI: SQLite built to read
  /// URI filenames takes `file:house.sqlite?mode=memory` as a URI (an in-memory database
  /// that keeps nothing), so such a name is given as `./file:…`.
  static func plainName(_ path: String) -> String {
    path.hasPrefix("file:") ? "./" + path : path
  }

  /// The language (a BCP 47 code) names are read in, nil for every item's own name.
  var readingLanguage: String? {
    get { reading.code }
    set { reading.code = newValue }
  }

  /// The reader's words for codes the household never named (`other` → `autre`).
  var readingWords: [String: String] {
    get { reading.words }
    set { reading.words = newValue }
  }

  /// The version of the SQLite library in use, as it reports itself (`3.46.1`).
  static var libraryVersion: String { String(cString: sqlite3_libversion()) }

  deinit {
    cache.removeAll()
    sqlite3_close_v2(handle)
  }

  /// The error for a result code, with SQLite's current message.
  func error(_ code: Int32, sql: String?) -> SQLiteError {
    SQLiteError(
      code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
      sql: sql)
  }

  /// Runs one or more statements that take no parameters.
  func execute(_ sql: String) throws(SQLiteError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code, sql: sql) }
  }

  /// Keeps the write-ahead log's file, empty, when the connection closes
  /// (`larder_sqlite3_persist_log`): a command's write then makes no new file.
  func persistLog() throws(SQLiteError) {
    try execute("PRAGMA journal_size_limit = 0")
    let code = larder_sqlite3_persist_log(handle)
    guard code == SQLITE_OK else { throw error(code, sql: nil) }
  }

  /// Whether closing the connection checkpoints the write-ahead log into the file.
  func checkpointOnClose(_ on: Bool) throws(SQLiteError) {
    let code = larder_sqlite3_checkpoint_on_close(handle, on ? 1 : 0)
    guard code == SQLITE_OK else { throw error(code, sql: nil) }
  }

  /// The cached prepared statement for `sql`.
  func statement(_ sql: String) throws(SQLiteError) -> Statement {
    if let cached = cache[sql] { return cached }
    let statement = try Statement(connection: self, sql: sql)
    cache[sql] = statement
    return statement
  }

  /// Runs `sql` with `values`, ignoring any rows.
  func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) {
    try statement(sql).run(values)
  }

  /// The rows of `sql`, each turned into a value by `read`.
  func rows<T>(_ sql: String, _ values: [SQLiteValue] = [], _ read: (Statement.Row) throws -> T)
    throws -> [T]
  {
    var result: [T] = []
    try statement(sql).forEachRow(values) { result.append(try read($0)) }
    return result
  }

  /// The first row of `sql` (which should end in `LIMIT 1`), or nil.
  func firstRow<T>(_ sql: String, _ values: [SQLiteValue] = [], _ read: (Statement.Row) throws -> T)
    throws -> T?
  {
    try rows(sql, values, read).first
  }

  /// Whether a statement of this connection has begun and not finished or been reset: it
  /// holds a snapshot of the database, even outside a transaction.
  var hasStatementInProgress: Bool {
    var statement = sqlite3_next_stmt(handle, nil)
    while let current = statement {
      if sqlite3_stmt_busy(current) != 0 { return true }
      statement = sqlite3_next_stmt(handle, current)
    }
    return false
  }

  /// The rowid of the last inserted row.
  var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Rows changed by the last statement.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// How a transaction's body ends it.
  enum TransactionEnd {
    /// Keep what the body wrote.
    case commit
    /// Undo it, as a dry run does.
    case rollback
  }

  /// Runs `body` in one `BEGIN IMMEDIATE` transaction, or in a savepoint when a
  /// transaction is already open, and ends it as `body` says: `return (value, dryRun ?
  /// .rollback : .commit)`. A throw rolls back and rethrows the first error.
  func transaction<T>(_ body: () throws -> (T, TransactionEnd)) throws -> T {
    let savepoint = depth > 0 ? "larder_\(depth)" : nil
    if let savepoint { try execute("SAVEPOINT \(savepoint)") } else { try beginImmediate() }
    depth += 1
    defer { depth -= 1 }
    do {
      let (value, end) = try body()
      switch (end, savepoint) {
      case (.commit, let savepoint?): try execute("RELEASE \(savepoint)")
      case (.commit, nil): try execute("COMMIT")
      case (.rollback, let savepoint?):
        try execute("ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
      case (.rollback, nil): try execute("ROLLBACK")
      }
      return value
    } catch {
      try rollBack(after: error, savepoint: savepoint)
    }
  }

  /// Undoes what a transaction's body wrote after it threw `error`, and throws `error`.
  ///
  /// A savepoint that cannot be rolled back is left to the enclosing transaction, which
  /// `error` ends too. SQLite itself rolls a whole transaction back on some errors (a full
  /// disk, an I/O error), after which `ROLLBACK` fails with nothing left to undo: that
  /// failure is expected and `error` is thrown. Any other failure that leaves the
  /// connection inside the transaction is thrown instead, so the connection is never
  /// handed on holding a half-done write.
  private func rollBack(after error: any Error, savepoint: String?) throws -> Never {
    do {
      try execute(savepoint.map { "ROLLBACK TO \($0); RELEASE \($0)" } ?? "ROLLBACK")
    } catch let failure where savepoint == nil && isInTransaction {
      throw failure
    } catch {
      // Expected: nothing was left to undo here, or the enclosing transaction undoes it.
    }
    throw error
  }

  /// SQLite's default page cache, in KiB.
  static let defaultCacheKiB = 2_000

  /// Gives the page cache back its default size after a command that enlarged it.
  ///
  /// A documented choice, not a handled error: setting the size touches no file and
  /// cannot fail on an open connection, and should it fail, the connection only keeps a
  /// larger cache (memory, never data); the command's own result or error is what counts.
  func restoreCacheSize() {
    do { try execute("PRAGMA cache_size = -\(Connection.defaultCacheKiB)") } catch {}
  }

  /// Whether a transaction is open on this connection (SQLite's autocommit is off).
  var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// Runs `body` in one transaction (see above) that commits when it returns.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    try transaction { (try body(), .commit) }
  }

  /// Starts a write transaction, waiting up to `lockTimeout` for other writers.
  ///
  /// - Throws: `StoreError.busy` when another process still holds the database after
  ///   the wait, naming it when `/proc` tells; other `SQLiteError`s as they come.
  func beginImmediate() throws {
    let code = sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil)
    guard code != SQLITE_OK else { return }
    let failure = error(code, sql: "BEGIN IMMEDIATE")
    guard failure.result == .busy else { throw failure }
    let name = sqlite3_db_filename(handle, "main").map { String(cString: $0) } ?? ""
    throw StoreError.busy(seconds: lockTimeout, holders: DatabaseFiles(path: name).holders())
  }

  /// Runs `body` in one read transaction, so every query in it sees the same snapshot
  /// of the database even while other processes write. Inside a transaction already,
  /// `body` simply runs in it.
  ///
  /// - Throws: what `body` throws, after ending the read transaction; `SQLiteError` when
  ///   the transaction cannot be ended (a failed `COMMIT` is rolled back, and only thrown
  ///   when that fails too), so a connection never leaves a snapshot still inside it.
  func snapshot<T>(_ body: () throws -> T) throws -> T {
    guard !isInTransaction else { return try body() }
    try execute("BEGIN DEFERRED")
    let value: T
    do { value = try body() } catch { try rollBack(after: error, savepoint: nil) }
    do { try execute("COMMIT") } catch {
      // A read transaction has nothing to keep: rolling it back ends it just as well.
      if isInTransaction { try execute("ROLLBACK") }
    }
    return value
  }
}

import Foundation
import LarderCore
import LarderErrors
import LarderFiles
import LarderLanguage
import LarderReports
import LarderStore

/// What every command may use: the environment, today, the database and the output.
struct Context {
  var environment: [String: String]

  /// The width help is wrapped to: `$COLUMNS`, else the terminal's, else 80.
  var width: Int { TerminalWidth.columns(environment) }

  /// Opens the database named by `--db`, `$LARDER_DB` or the XDG default. A command that
  /// only reads passes `forReading`, so that it works read-only where writing is not allowed.
  /// Only a command that adds to a household (`creating`) starts a new one where there is no
  /// file, and says so on standard error once it has succeeded (`NewHouseholds`); one that
  /// fails leaves no file behind. Any other refuses a missing database (exit 66).
  /// Items are read by their names in the output's language (`--lang`), except in JSON.
  /// Writes wait `$LARDER_LOCK_TIMEOUT` seconds (default 60) for another writer.
  func openStore(_ command: ParsedCommand, forReading: Bool = false, creating: Bool = false)
    throws -> Store
  {
    let path = try databasePath(command)
    let store = try Store(
      path: path, forReading: forReading, creating: creating, lockTimeout: lockTimeout())
    if store.created {
      NewHouseholds.shared.add(path, folder: store.createdFolder, madeFile: store.createdFile)
    }
    // JSON is an interface: it names each item by its own name in every language.
    let json =
      command.spec.allOptions.contains(TextOrJSON.option.spec)
      && (try? command[TextOrJSON.option]) == .json
    store.readingLanguage = json ? nil : Localization.current.language.code
    store.readingWords = json ? [:] : Localization.current.defaultWords
    return store
  }

  /// `$LARDER_LOCK_TIMEOUT`, whole seconds from 0 to 3600; 60 when unset.
  func lockTimeout() throws(UsageError) -> Int {
    guard let text = environment["LARDER_LOCK_TIMEOUT"], !text.isEmpty else { return 60 }
    guard let seconds = Int(text), (0...3600).contains(seconds) else {
      throw UsageError(
        message: Localization.current.tr(
          "The environment variable LARDER_LOCK_TIMEOUT is '{value}'; it must be a whole number of seconds from 0 to 3600",
          ["value": text]), command: nil)
    }
    return seconds
  }

  /// The database's path: `--db`, `$LARDER_DB` or the XDG default.
  func databasePath(_ command: ParsedCommand) throws(UsageError) -> String {
    try command[CommonOptions.db] ?? defaultDatabasePath()
  }

  /// The database path when `--db` is not given: `$LARDER_DB`, else
  /// `$XDG_DATA_HOME/larder/larder.sqlite` (when that is an absolute path), else
  /// `~/.local/share/larder/larder.sqlite`.
  func defaultDatabasePath() -> String {
    if let path = environment["LARDER_DB"], !path.isEmpty { return path }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return data + "/larder/larder.sqlite"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/share/larder/larder.sqlite"
  }

  /// The output at `path` (`-` for standard output), refused when it is the database or
  /// one of its files, through whatever links or `..` lead there.
  ///
  /// - Throws: `UsageError` for a database file; `OutputFileError` for a path that cannot
  ///   be an output (a folder, a link to nothing, a missing folder).
  func output(_ path: String, _ command: ParsedCommand) throws -> OutputTarget {
    let target = try OutputTarget(path: path)
    let database = try databasePath(command)
    let files = DatabaseFiles(path: (try? OutputTarget.resolve(database)) ?? database)
    if files.contains(target.resolved) || files.existing().contains(where: target.isSameFile) {
      throw UsageError(
        message: Localization.current.tr(
          "Refusing to write '{path}': it is the database {database} or one of its journal or backup files; choose another output",
          ["path": path, "database": database]),
        command: command.spec.name)
    }
    return target
  }

  /// The local calendar date now.
  func today() -> CalendarDate { Context.realToday() }

  /// The local calendar date now.
  static func realToday() -> CalendarDate { LocalClock.today() }

  /// The currency used when a purchase names none: `$LARDER_CURRENCY`, else EUR.
  ///
  /// - Throws: `UsageError` naming the variable when it is not a currency code.
  func defaultCurrency() throws(UsageError) -> Currency {
    guard let code = environment["LARDER_CURRENCY"], !code.isEmpty else { return .euro }
    do { return try Currency(code: code) } catch {
      throw UsageError(
        message: Localization.current.tr(
          "The environment variable LARDER_CURRENCY is '{value}': {reason}",
          ["value": code, "reason": ErrorMessage.text(error)]), command: nil)
    }
  }

  /// Writes `text` to standard output, or atomically to the file `path` (`-`, or no path,
  /// is standard output).
  ///
  /// - Throws: `UsageError` when `path` is the database or one of its files;
  ///   `OutputFileError` when the file cannot be written.
  func emit(_ text: String, to path: String?, _ command: ParsedCommand) throws {
    guard let path, path != "-" else {
      write(text)
      return
    }
    let file = try AtomicFile(output(path, command))
    try file.write(text)
    try file.commit()
  }

  /// Writes `text` to standard output as it is.
  func write(_ text: String) {
    Context.write(text, to: STDOUT_FILENO)
  }

  /// Writes a line to standard error (`terminated: false` when `text` ends its own lines).
  func note(_ text: String, terminated: Bool = true) {
    Context.write(terminated ? text + "\n" : text, to: STDERR_FILENO)
  }

  /// Writes all of `text`'s bytes to `descriptor`, again after a partial write, an
  /// interrupted one or a full non-blocking output; a descriptor that refuses them (a
  /// closed pipe) loses the rest.
  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
          // A non-blocking output that is full: wait until it takes more.
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

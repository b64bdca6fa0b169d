import Foundation
import LarderCore
import LarderErrors
import LarderFiles
import LarderLanguage
import LarderReports
import LarderStore

/// What every command may use: the environment, the standard streams, the working
/// directory, today, the database and the output.
struct Context: Sendable {
  var environment: [String: String]
  /// Where the command's text goes and its input comes from.
  var streams: Streams = .process
  /// The folder relative paths are read from; nil for the process's own.
  var directory: String?
  /// The households this command started.
  let households = NewHouseholds()

  /// The context of a command run with `environment`, on the process's streams and in its
  /// working directory.
  init(environment: [String: String]) {
    self.environment = environment
  }

  /// The context of a command run with `environment`, on `streams`, reading relative paths
  /// from `directory`.
  init(environment: [String: String], streams: Streams, directory: String) {
    self.environment = environment
    self.streams = streams
    self.directory = directory
  }

  /// `path` as the command opens it: a relative path from `directory`; `-` and absolute
  /// paths as they are.
  func path(_ path: String) -> String {
    guard let directory, !path.isEmpty, path != "-", !path.hasPrefix("/") else { return path }
    return directory + "/" + path
  }

  /// Whether the stream on `descriptor` is a terminal.
  func isTerminal(_ descriptor: Int32) -> Bool { streams.isTerminal(descriptor) }

  /// One line of standard input; nil at its end.
  func readLine() -> String? { streams.readLine() }

  /// The width help is wrapped to: `$COLUMNS`, else the terminal's, else 80.
  var width: Int { width(of: STDOUT_FILENO) }

  /// The width of text written to `descriptor`: `$COLUMNS`, else its terminal's, else 80.
  func width(of descriptor: Int32) -> Int {
    TerminalWidth.columns(environment, descriptor: isTerminal(descriptor) ? descriptor : nil)
  }

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
      households.add(path, folder: store.createdFolder, madeFile: store.createdFile)
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
    path(try command[CommonOptions.db] ?? defaultDatabasePath())
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
    let target = try OutputTarget(path: self.path(path))
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

  /// The local time zone: the one `$TZ` names, else the system's.
  var timeZone: TimeZone {
    environment["TZ"].flatMap {
      TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0)
    }
      ?? .current
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
    streams.output(text)
  }

  /// Writes a line to standard error (`terminated: false` when `text` ends its own lines).
  func note(_ text: String, terminated: Bool = true) {
    streams.error(terminated ? text + "\n" : text)
  }
}

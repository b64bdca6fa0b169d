import Foundation
import LarderCore
import LarderStore

/// A `larder` subcommand: its declared command line and what it does.
protocol Command {
  static var spec: CommandSpec { get }
  static func run(_ command: ParsedCommand, _ context: Context) throws
}

/// What every command may use: the environment, today, the database and the output.
struct Context {
  var environment: [String: String]

  /// Opens the database named by `--db`, `$LARDER_DB` or the XDG default.
  func openStore(_ command: ParsedCommand) throws -> Store {
    try Store(path: command.string("db") ?? Store.defaultPath(environment: environment))
  }

  /// The as-of date: `--as-of` when given, else the local date today.
  func asOf(_ command: ParsedCommand) throws(UsageError) -> CalendarDate {
    if let date = try command.date("as-of") { return date }
    return today()
  }

  /// The local calendar date now.
  func today() -> CalendarDate {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
      ?? CalendarDate(daysSinceEpoch: 0)
  }

  /// The currency used when a purchase names none: `$LARDER_CURRENCY`, else EUR.
  func defaultCurrency() throws -> Currency {
    try Currency(code: environment["LARDER_CURRENCY"].flatMap { $0.isEmpty ? nil : $0 } ?? "EUR")
  }

  /// Writes `text` to standard output as it is.
  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes a line to standard error (`terminated: false` when `text` ends its own lines).
  func note(_ text: String, terminated: Bool = true) {
    FileHandle.standardError.write(Data((terminated ? text + "\n" : text).utf8))
  }
}

/// A reason given by the CLI itself, for a value it refuses.
struct Reason: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

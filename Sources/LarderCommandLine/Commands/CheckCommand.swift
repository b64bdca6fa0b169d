import Foundation
import LarderErrors
import LarderLanguage
import LarderReports
import LarderStore

/// `larder check`: verifies the database after a crash or a hand edit.
enum CheckCommand: Command {
  static let repairSummaries = Flag(
    "repair-summaries",
    "Rebuild the summaries from the lots and events, say what that fixed, then check.")

  static let spec = CommandSpec(
    name: "check", abstract: "Verify the database: structure, stock, dates and summaries.",
    discussion: """
      Runs SQLite's integrity and foreign-key checks, then checks that every lot's
      remaining quantity is its quantity less its events and not below zero, that no
      event is dated before its lot was bought, and that the summaries the reports read
      equal a recomputation from the lots and events. Each problem is one line (table, row
      id or key, what is wrong); the exit status is 65 if there is any, 0 if none. It only
      reads, unless --repair-summaries is given: then the summaries are rebuilt in one
      transaction (not recorded in the history, as they are derived from what is), each
      row it fixed is printed, and the check runs on the result.
      """,
    options: [repairSummaries],
    examples: [
      .init("Check the database after a crash or a hand edit.", "larder check"),
      .init(
        "Rebuild the summaries after a hand edit of the lots or events, then check.",
        "larder check --repair-summaries"),
    ])

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    let repairing = command[repairSummaries]
    let violations: [Violation]
    let store: Store
    do {
      store = try context.openStore(command, forReading: !repairing)
      if repairing {
        let fixed = try store.repairSummaries()
        context.write(
          fixed.isEmpty
            ? Localization.current.tr("summaries: nothing to repair.") + "\n"
            : fixed.map {
              Localization.current.tr("fixed: {what}", ["what": $0.message(Localization.current)])
                + "\n"
            }.joined())
      }
      violations = try store.check()
    } catch let error as SQLiteError where error.isDamagedFile {
      context.write(
        Localization.current.tr(
          "database: the file is damaged ({reason}); restore it from a backup or a copy, or recover what SQLite can with 'sqlite3 FILE .recover'",
          ["reason": error.message]) + "\n")
      throw CheckFailed(count: 1)
    }
    guard violations.isEmpty else {
      context.write(violations.map { $0.message(Localization.current) + "\n" }.joined())
      throw CheckFailed(count: violations.count)
    }
    let (items, lots, events) = try store.counts()
    context.write(
      Localization.current.tr(
        "ok: {items} items, {lots} lots and {events} events checked.",
        ["items": "\(items)", "lots": "\(lots)", "events": "\(events)"]) + "\n")
  }
}

/// `check` found problems: exit 65, with their count.
struct CheckFailed: Error {
  var count: Int
}

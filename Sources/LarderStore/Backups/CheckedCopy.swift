import Foundation
import LarderCore
import LarderErrors

/// What a checked copy holds: its counts, and the problems `check` reports in it that are
/// the household's own (a value set by hand, an old name with a control character), which
/// a copy keeps as they are. A copy that SQLite finds damaged is never kept.
public struct CheckedCopy: Hashable, Sendable {
  public var items: Int
  public var lots: Int
  public var events: Int
  /// How many problems `check` reports in the copy, all of them the household's own.
  public var problems: Int
}

extension Store {
  /// Makes the copy at `path` one self-contained file (no write-ahead log), then opens it
  /// read-only and checks it.
  ///
  /// - Returns: what it holds.
  /// - Throws: `BackupError.copyFailsCheck` naming `shownAs` when SQLite's own checks
  ///   (`integrity_check`, `foreign_key_check`) find the copy damaged.
  static func checkedCopy(_ path: String, shownAs: String) throws -> CheckedCopy {
    do {
      let writer = try Connection(path: path)
      try writer.execute("PRAGMA journal_mode = DELETE")
    }
    let copy = try Store(path: path, forReading: true, creating: false)
    let problems = try copy.check()
    let damage = problems.filter(\.isDamage)
    guard damage.isEmpty else {
      throw BackupError.copyFailsCheck(shownAs, problems: damage.count)
    }
    let counts = try copy.counts()
    return CheckedCopy(
      items: counts.items, lots: counts.lots, events: counts.events, problems: problems.count)
  }
}

extension Violation {
  /// Whether the violation is damage to the file (SQLite's integrity or foreign-key
  /// checks), not a value of the household.
  var isDamage: Bool {
    switch problem {
    case .integrity, .missingParent: true
    default: false
    }
  }
}

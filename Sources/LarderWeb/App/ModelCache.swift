import LarderStore
import Synchronization

/// What the pages read from the database, kept while nothing is written to it, and shared
/// by every session: phones polling an unchanged household cost a look-up each, not the
/// queries (a food bank's Stock page reads some 27,000 lots on hand).
///
/// A value is kept under the database's version as a connection of its own reads it
/// (`Store.dataVersion`), taken before the value is computed: a commit by anyone, this
/// server or the command line, moves the version, and the next read computes afresh. A
/// value computed inside a transaction (its writes not yet committed) is never kept.
final class ModelCache: Sendable {
  private let path: String
  private let lockTimeout: Int
  /// The most values kept; past it, all are forgotten (a search per distinct text).
  static let capacity = 256

  private struct Entries {
    var version: Int64 = -1
    var values: [String: any Sendable] = [:]
  }

  /// The connection whose `dataVersion` dates the values; it never writes.
  private struct Watcher: @unchecked Sendable {
    let store: Store
  }

  private let watcher = Mutex<Watcher?>(nil)
  private let entries = Mutex(Entries())

  init(path: String, lockTimeout: Int) {
    self.path = path
    self.lockTimeout = lockTimeout
  }

  /// The value of `key` as `compute` gives it from `store`, computed once for each version
  /// of the database.
  ///
  /// - Throws: what `compute` throws; a failure to read the version only means the value
  ///   is computed without being kept.
  func value<T: Sendable>(
    _ store: Store, _ key: String..., compute: () throws -> T
  ) throws -> T {
    guard store.isIdle, let version = try? currentVersion() else { return try compute() }
    let name = key.joined(separator: "\u{1F}")
    let kept: T? = entries.withLock { entries in
      entries.version == version ? entries.values[name] as? T : nil
    }
    if let kept { return kept }
    let value = try compute()
    entries.withLock { entries in
      if version > entries.version || entries.values.count >= Self.capacity {
        entries = Entries(version: max(version, entries.version))
      }
      if version == entries.version { entries.values[name] = value }
    }
    return value
  }

  /// The database's version as the watcher sees it (opened at the first call).
  private func currentVersion() throws -> Int64 {
    try watcher.withLock { watcher in
      let store = try watcher?.store ?? Store(path: path, creating: false, lockTimeout: lockTimeout)
      do {
        let version = try store.dataVersion()
        watcher = Watcher(store: store)
        return version
      } catch {
        watcher = nil  // Opened again at the next call.
        throw error
      }
    }
  }
}

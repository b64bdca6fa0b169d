import Foundation
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

  /// One value of one version of the database: computed by the first request that needs
  /// it while the others that need it wait, so that a commit read by many phones at once
  /// costs one computation, not one each.
  private final class Slot: @unchecked Sendable {
    /// Held while the value is computed; guards `value`.
    let lock = NSLock()
    /// The value once computed (a computed value may itself be nil).
    var value: (any Sendable)?? = .none
  }

  private struct Entries {
    var version: Int64 = -1
    var slots: [String: Slot] = [:]
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
    // Names are read in the store's language: a value is kept per language.
    let name = ([store.readingLanguage ?? ""] + key).joined(separator: "\u{1F}")
    let slot: Slot? = entries.withLock { entries in
      if version > entries.version || entries.slots.count >= Self.capacity {
        entries = Entries(version: max(version, entries.version))
      }
      // A request that read an older version than another already did computes alone.
      guard version == entries.version else { return nil }
      if let slot = entries.slots[name] { return slot }
      let slot = Slot()
      entries.slots[name] = slot
      return slot
    }
    guard let slot else { return try compute() }
    slot.lock.lock()
    defer { slot.lock.unlock() }
    if case .some(let kept) = slot.value, let kept = kept as? T { return kept }
    let value = try compute()
    slot.value = value
    return value
  }

  /// The database's version as the watcher sees it (opened at the first call).
  private func currentVersion() throws -> Int64 {
    try watcher.withLock { watcher in
      let reopened = watcher == nil
      let store = try watcher?.store ?? Store(path: path, creating: false, lockTimeout: lockTimeout)
      do {
        let version = try store.dataVersion()
        watcher = Watcher(store: store)
        // A new connection counts its versions afresh: what was kept under the old one's
        // numbers is forgotten, never compared with the new ones.
        if reopened { entries.withLock { $0 = Entries(version: version) } }
        return version
      } catch {
        watcher = nil  // Opened again at the next call.
        throw error
      }
    }
  }
}

import Foundation
import LarderLanguage
import LarderStore
import Synchronization

/// Open connections to the database, one per request being served: a request borrows one
/// (opening it if none is free) and gives it back; at most `capacity` are kept open.
final class StorePool: Sendable {
  let path: String
  let lockTimeout: Int
  let capacity: Int
  private let idle = Mutex<[UncheckedStore]>([])

  /// A store handed between threads, used by one request at a time.
  private struct UncheckedStore: @unchecked Sendable {
    let store: Store
  }

  init(path: String, lockTimeout: Int, capacity: Int) {
    self.path = path
    self.lockTimeout = lockTimeout
    self.capacity = capacity
  }

  /// The key of the request being answered (`Store.applyingOnce`): set around a POST
  /// that carries one, so that the change it makes is made once.
  @TaskLocal static var requestKey: String?

  /// Runs `body` with a store no other request is using, applying the request's key
  /// (`requestKey`) to the first change it records; items are read by their names in the
  /// page's language.
  ///
  /// - Throws: what opening the store or `body` throws; `RequestAlreadyApplied`.
  func with<T>(_ body: (Store) throws -> T) throws -> T {
    let store =
      try idle.withLock { $0.popLast() }?.store
      // `serve` started the household: a file gone since is an error, not a new one.
      ?? Store(path: path, creating: false, lockTimeout: lockTimeout)
    defer {
      // A store left inside a transaction (a COMMIT that failed) is closed, never handed to
      // the next request.
      if store.isIdle {
        idle.withLock { idle in
          if idle.count < capacity { idle.append(UncheckedStore(store: store)) }
        }
      }
    }
    store.readingLanguage = Localization.current.language.code
    store.readingWords = Localization.current.defaultWords
    return try store.applyingOnce(Self.requestKey) { try body(store) }
  }
}

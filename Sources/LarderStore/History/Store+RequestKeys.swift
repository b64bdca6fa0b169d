import Foundation
import LarderCore

/// A request sent again with the key of one already applied (a retry after a timeout, a
/// phone's queue sent twice): nothing was changed.
public struct RequestAlreadyApplied: Error, Equatable {
  /// Creates the error.
  public init() {}
}

extension Store {
  /// The fewest and most characters of a request's key.
  public static let requestKeyLength = 16...100

  /// Runs `body`, whose writes answer the request with `key` (an idempotency key a phone
  /// sends with a form): the first change it records keeps the key in its own
  /// transaction. A key already kept makes that change throw `RequestAlreadyApplied`, so a
  /// request sent twice is applied once, even when both arrive at once. Keys are kept
  /// outside the history: undoing the change does not make the request new again.
  ///
  /// - Throws: what `body` throws; `RequestAlreadyApplied`.
  public func applyingOnce<T>(_ key: String?, _ body: () throws -> T) throws -> T {
    requestKey = key
    defer { requestKey = nil }
    return try body()
  }

  /// Whether a change already answered the request with `key`.
  public func hasApplied(_ key: String) throws -> Bool {
    try db.firstRow("SELECT 1 FROM request_keys WHERE key = ? LIMIT 1", [.text(key)]) { _ in
      true
    } ?? false
  }

  /// The first key kept that starts with `prefix` and goes on with lower-case hex digits
  /// (as the API's keys do: a hash of the client's key, then of its request); nil when none.
  public func appliedKey(startingWith prefix: String) throws -> String? {
    try db.firstRow(
      "SELECT key FROM request_keys WHERE key BETWEEN ? AND ? LIMIT 1",
      [.text(prefix), .text(prefix + "g")]
    ) { $0.onlyText }
  }

  /// Keeps `key` as answered by the change `uuid`.
  func keep(_ key: String, change uuid: String) throws {
    try db.run(
      "INSERT INTO request_keys (key, change_uuid, kept_at) VALUES (?, ?, ?)",
      [.text(key), .text(uuid), .text(Store.timestamp(Date()))])
  }
}

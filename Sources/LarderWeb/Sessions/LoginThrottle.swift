import Synchronization

/// Slows down guessing: after `allowed` failed logins from one address within `window`
/// seconds, that address is refused (without the password being checked) until the oldest
/// failure is more than `window` seconds old.
final class LoginThrottle: Sendable {
  let allowed: Int
  let window: Double
  private let failures = Mutex<[String: [Double]]>([:])
  private let clock: @Sendable () -> Double

  init(allowed: Int = 5, window: Double = 60, clock: @escaping @Sendable () -> Double) {
    self.allowed = allowed
    self.window = window
    self.clock = clock
  }

  /// Seconds `address` must wait before trying again, or nil when it may try now.
  func wait(for address: String) -> Double? {
    let now = clock()
    return failures.withLock { failures in
      let recent = (failures[address] ?? []).filter { now - $0 < window }
      failures[address] = recent.isEmpty ? nil : recent
      guard recent.count >= allowed, let oldest = recent.first else { return nil }
      return max(1, window - (now - oldest))
    }
  }

  /// Counts a failed login from `address`.
  func fail(_ address: String) {
    let now = clock()
    failures.withLock { failures in
      if failures.count > 100_000 {
        failures = failures.filter { now - ($0.value.last ?? 0) < window }
      }
      failures[address, default: []].append(now)
    }
  }

  /// Forgets the failures of `address` after a successful login.
  func succeed(_ address: String) {
    _ = failures.withLock { $0.removeValue(forKey: address) }
  }
}

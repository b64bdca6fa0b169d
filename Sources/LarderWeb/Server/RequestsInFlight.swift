import Dispatch
import Synchronization

/// The requests begun and not yet completed, which the server's shutdown waits for: the
/// wait wakes the moment the last one completes, or at its deadline, and never polls.
final class RequestsInFlight: Sendable {
  private let count = Mutex(0)
  /// Signalled each time the count falls to zero.
  private let none = DispatchSemaphore(value: 0)

  init() {}

  /// A request has begun.
  func begin() { count.withLock { $0 += 1 } }

  /// A request has completed.
  func end() {
    let left = count.withLock { count in
      count -= 1
      return count
    }
    if left == 0 { none.signal() }
  }

  /// Whether none is in flight.
  var isEmpty: Bool { count.withLock { $0 <= 0 } }

  /// Waits until none is in flight, `seconds` at most.
  ///
  /// - Returns: whether none is.
  @discardableResult
  func waitUntilNone(seconds: Double) -> Bool {
    let deadline = DispatchTime.now() + max(seconds, 0)
    // A signal left from an earlier fall to zero only wakes the loop to look again.
    while !isEmpty {
      if none.wait(timeout: deadline) == .timedOut { return isEmpty }
    }
    return true
  }
}

import Dispatch
import Synchronization

/// The requests begun and not yet completed, which the server's shutdown waits for: the
/// wait wakes the moment the last one completes, or at its deadline, and never polls.
final class RequestsInFlight: Sendable {
  /// How many are in flight, and whether a shutdown waits for none.
  private let state = Mutex((count: 0, waiting: false))
  /// Signalled when the count falls to zero while a shutdown waits.
  private let none = DispatchSemaphore(value: 0)

  init() {}

  /// A request has begun.
  func begin() { state.withLock { $0.count += 1 } }

  /// A request has completed.
  func end() {
    let wake = state.withLock { state in
      state.count -= 1
      return state.count == 0 && state.waiting
    }
    if wake { none.signal() }
  }

  /// Whether none is in flight.
  var isEmpty: Bool { state.withLock { $0.count <= 0 } }

  /// Waits until none is in flight, `seconds` at most.
  ///
  /// - Returns: whether none is.
  @discardableResult
  func waitUntilNone(seconds: Double) -> Bool {
    let deadline = DispatchTime.now() + max(seconds, 0)
    let busy = state.withLock { state in
      state.waiting = state.count > 0
      return state.waiting
    }
    guard busy else { return true }
    defer { state.withLock { $0.waiting = false } }
    // A signal from an earlier wait that timed out only wakes the loop to look again.
    while !isEmpty {
      if none.wait(timeout: deadline) == .timedOut { return isEmpty }
    }
    return true
  }
}

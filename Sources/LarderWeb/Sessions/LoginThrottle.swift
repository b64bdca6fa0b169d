import Synchronization

/// Slows down guessing by delay, never by refusal: each login try from a client waits
/// before its password is checked, 0 s after no wrong password, then 1 s, 2 s, 4 s, 8 s and
/// at most `cap` (16 s) once it has had 1, 2, 3, 4, 5 or more wrong ones in a row. The
/// right password is always checked, so it always logs in, after that pause at most.
///
/// Tries are counted as they begin, atomically: a try still being checked counts as a
/// wrong one for the pause of the tries that begin after it, so 24 simultaneous guesses
/// wait 0 s, 1 s, 2 s, 4 s, 8 s, then 16 s each, and all 24 are counted. A client's count
/// is forgotten after the right password, or `forgetting` seconds (15 minutes) after its
/// last try.
final class LoginThrottle: Sendable {
  /// What is known of one client.
  private struct Tries {
    /// Wrong passwords in a row, checked.
    var wrong = 0
    /// Tries begun and not yet checked.
    var pending = 0
    /// When the last try began, in seconds on `clock`.
    var last = 0.0
  }

  /// One try, from `begin` to `end`.
  struct Attempt: Sendable {
    /// Seconds it waits before its password is checked.
    let pause: Double
  }

  let cap: Double
  let forgetting: Double
  private let tries = Mutex<[String: Tries]>([:])
  private let clock: @Sendable () -> Double

  init(cap: Double = 16, forgetting: Double = 15 * 60, clock: @escaping @Sendable () -> Double) {
    self.cap = cap
    self.forgetting = forgetting
    self.clock = clock
  }

  /// Seconds of pause after `wrong` wrong passwords in a row: 0, then 1, 2, 4… up to `cap`.
  func pause(after wrong: Int) -> Double {
    wrong == 0 ? 0 : min(cap, Double(1 << min(wrong - 1, 20)))
  }

  /// Begins a try from `client`; its pause counts the client's wrong passwords and, with
  /// `countsPending`, the tries still in progress (an API token, 32 random bytes, cannot be
  /// guessed by trying many at once, so a client's right token is never slowed by its own
  /// other requests). Every `begin` must be followed by one `end`.
  func begin(_ client: String, countsPending: Bool = true) -> Attempt {
    let now = clock()
    return tries.withLock { tries in
      if tries.count > 100_000 {
        tries = tries.filter { $0.value.pending > 0 || now - $0.value.last < forgetting }
      }
      var known = tries[client] ?? Tries()
      if known.pending == 0 && now - known.last >= forgetting { known.wrong = 0 }
      let pause = pause(after: known.wrong + (countsPending ? known.pending : 0))
      known.pending += 1
      known.last = now
      tries[client] = known
      return Attempt(pause: pause)
    }
  }

  /// Ends a try `client` began: `right` forgets its wrong passwords, a wrong one counts;
  /// `checked: false` (the try was refused before its password was checked) counts nothing.
  /// Returns the client's wrong passwords in a row, this one included.
  @discardableResult
  func end(_ client: String, right: Bool, checked: Bool = true) -> Int {
    tries.withLock { tries in
      var known = tries[client] ?? Tries()
      known.pending = max(0, known.pending - 1)
      if checked { known.wrong = right ? 0 : known.wrong + 1 }
      tries[client] = known
      return known.wrong
    }
  }

  /// The pause the next try from `client` would wait, for the message after a wrong one.
  func nextPause(_ client: String) -> Double {
    tries.withLock { tries in
      let known = tries[client] ?? Tries()
      return pause(after: known.wrong + known.pending)
    }
  }
}

import Synchronization
import Testing

@testable import LarderWeb

/// The login throttle: a growing pause per wrong password, counted as tries begin.
@Suite struct LoginThrottleTests {
  /// A clock a test moves by hand.
  final class Clock: Sendable {
    let now = Mutex(0.0)
    func advance(_ seconds: Double) { now.withLock { $0 += seconds } }
  }

  @Test func thePauseDoublesFromOneSecondUpToSixteen() {
    let throttle = LoginThrottle(clock: { 0 })
    #expect((0...7).map(throttle.pause(after:)) == [0, 1, 2, 4, 8, 16, 16, 16])
  }

  @Test func triesInProgressCountForTheNextOnesPause() {
    let throttle = LoginThrottle(clock: { 0 })
    let pauses = (0..<4).map { _ in throttle.begin("a").pause }
    #expect(pauses == [0, 1, 2, 4])
    let counts = (0..<4).map { _ in throttle.end("a", right: false) }
    #expect(counts == [1, 2, 3, 4])
  }

  @Test func theRightPasswordForgetsTheWrongOnes() {
    let throttle = LoginThrottle(clock: { 0 })
    for _ in 0..<3 { throttle.end("a", right: false) }
    _ = throttle.begin("a")
    throttle.end("a", right: true)
    #expect(throttle.begin("a").pause == 0)
  }

  @Test func aTryRefusedBeforeItsPasswordIsCheckedCountsNothing() {
    let throttle = LoginThrottle(clock: { 0 })
    _ = throttle.begin("a")
    #expect(throttle.end("a", right: false, checked: false) == 0)
    #expect(throttle.nextPause("a") == 0)
  }

  @Test func clientsAreCountedApart() {
    let throttle = LoginThrottle(clock: { 0 })
    _ = throttle.begin("a")
    throttle.end("a", right: false)
    #expect(throttle.begin("b").pause == 0)
  }

  @Test func wrongPasswordsAreForgottenAFifteenMinutesAfterTheLastTry() {
    let clock = Clock()
    let throttle = LoginThrottle(clock: { clock.now.withLock { $0 } })
    _ = throttle.begin("a")
    throttle.end("a", right: false)
    clock.advance(15 * 60 - 1)
    #expect(throttle.begin("a").pause == 1)
    throttle.end("a", right: false)
    clock.advance(15 * 60)
    #expect(throttle.begin("a").pause == 0)
  }
}

import Synchronization
import Testing

@testable import LarderWeb

/// Sessions in memory: anonymous ones never push out a member's (admitted by the password
/// or the key).
@Suite struct SessionStoreTests {
  /// A clock a test moves by hand.
  final class Clock: Sendable {
    let now = Mutex(0.0)
    func advance(_ seconds: Double) { now.withLock { $0 += seconds } }
  }

  @Test func aFloodOfAnonymousSessionsLeavesTheLoggedInOnes() {
    let clock = Clock()
    let sessions = SessionStore(lifetime: 60, capacity: 3) { clock.now.withLock { $0 } }
    let member = sessions.create(admission: .password(hash: "h"))
    for _ in 0..<100 {
      clock.advance(0.01)
      _ = sessions.create(admission: nil)
    }
    #expect(sessions.find(member.id)?.admission == .password(hash: "h"))
  }

  @Test func aFloodOfAnonymousSessionsLeavesTheKeysOnes() {
    let clock = Clock()
    let sessions = SessionStore(lifetime: 60, capacity: 3) { clock.now.withLock { $0 } }
    let owner = sessions.create(admission: .key)
    for _ in 0..<100 {
      clock.advance(0.01)
      _ = sessions.create(admission: nil)
    }
    #expect(sessions.find(owner.id)?.csrf == owner.csrf)
  }

  @Test func membersBeyondTheCapacityPushOutTheLeastRecentlyUsedMember() {
    let clock = Clock()
    let sessions = SessionStore(lifetime: 60, capacity: 2) { clock.now.withLock { $0 } }
    let first = sessions.create(admission: .key)
    clock.advance(1)
    let second = sessions.create(admission: .password(hash: "h"))
    clock.advance(1)
    let anonymous = sessions.create(admission: nil)
    clock.advance(1)
    _ = sessions.create(admission: .key)
    #expect(sessions.find(first.id) == nil)
    #expect(sessions.find(second.id) != nil)
    #expect(sessions.find(anonymous.id) != nil)
  }

  @Test func theLeastRecentlyUsedAnonymousSessionGoesFirst() {
    let clock = Clock()
    let sessions = SessionStore(lifetime: 60, capacity: 2) { clock.now.withLock { $0 } }
    let first = sessions.create(admission: nil)
    clock.advance(1)
    let second = sessions.create(admission: nil)
    clock.advance(1)
    #expect(sessions.find(first.id) != nil)  // now the second is the least recently used
    clock.advance(1)
    let third = sessions.create(admission: nil)
    #expect(sessions.find(second.id) == nil)
    #expect(sessions.find(first.id) != nil)
    #expect(sessions.find(third.id) != nil)
  }

  @Test func aSessionUnusedForItsLifetimeEnds() {
    let clock = Clock()
    let sessions = SessionStore(lifetime: 10, capacity: 5) { clock.now.withLock { $0 } }
    let session = sessions.create(admission: .password(hash: "h"))
    clock.advance(10)
    #expect(sessions.find(session.id) != nil)
    clock.advance(10.5)
    #expect(sessions.find(session.id) == nil)
  }

  @Test func manyUsesKeepTheQueueSmallAndTheOrderRight() {
    let clock = Clock()
    let sessions = SessionStore(lifetime: 1e9, capacity: 2) { clock.now.withLock { $0 } }
    let kept = sessions.create(admission: nil)
    let other = sessions.create(admission: nil)
    for _ in 0..<1_000 {
      clock.advance(1)
      _ = sessions.find(other.id)
      clock.advance(1)
      _ = sessions.find(kept.id)
    }
    _ = sessions.create(admission: nil)
    #expect(sessions.find(kept.id) != nil)
    #expect(sessions.find(other.id) == nil)
  }
}

/// Where the undo button may send a browser back to.
@Suite struct LocalPathTests {
  @Test func plainPathsOnThisSiteAreFollowed() {
    #expect(WebApp.isLocalPath("/"))
    #expect(WebApp.isLocalPath("/items/6f1c2a3e-0000-4000-8000-000000000001"))
  }

  @Test func aPagesSearchAndFiltersComeBackWithIt() {
    #expect(WebApp.isLocalPath("/?q=cr%C3%A8me&sort=expiry&place=fridge"))
    #expect(!WebApp.isLocalPath("/?q=<script>"))
    #expect(!WebApp.isLocalPath("/?q=a\r\nSet-Cookie:%20x"))
    #expect(!WebApp.isLocalPath("/?q=a b"))
  }

  @Test func otherHostsBackslashesAndControlCharactersAreNot() {
    for back in [
      "//evil.example", "/\\evil.example", "\\\\evil.example", "https://evil.example",
      "/\r\nSet-Cookie: x=1", "/a b", "/a?x=1?y", "", "evil",
    ] {
      #expect(!WebApp.isLocalPath(back), "\(back)")
    }
  }
}

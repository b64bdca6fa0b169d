import Foundation
import LarderLanguage
import Synchronization

/// The sessions, kept in memory only: a restart logs everyone out. A session ends when it
/// is not used for `lifetime` seconds, or on logging out.
///
/// Members' sessions (admitted by the key or the password) and anonymous ones (a visitor at
/// the login page) are kept apart, at most `capacity` each, the least recently used going
/// first: a flood of anonymous visits never pushes out a household member.
final class SessionStore: Sendable {
  /// The cookie's name.
  static let cookie = "larder_session"

  let lifetime: Double
  private let pools: Mutex<(anonymous: SessionPool, members: SessionPool)>
  private let clock: @Sendable () -> Double

  init(lifetime: Double, capacity: Int = 10_000, clock: @escaping @Sendable () -> Double) {
    self.lifetime = lifetime
    self.clock = clock
    pools = Mutex((SessionPool(capacity: capacity), SessionPool(capacity: capacity)))
  }

  /// The live session with `id`, marked as used now; nil when there is none or it expired.
  func find(_ id: String?) -> Session? {
    guard let id, !id.isEmpty else { return nil }
    let now = clock()
    return pools.withLock { pools in
      pools.members.find(id, now: now, lifetime: lifetime)
        ?? pools.anonymous.find(id, now: now, lifetime: lifetime)
    }
  }

  /// A new session with fresh random id and CSRF token, admitted by `admission` (nil for an
  /// anonymous one), in a member's `language` (nil for the device's) and `timeZone` (nil
  /// for the server's).
  func create(
    admission: Admission?, language: Localization? = nil, timeZone: TimeZone? = nil
  ) -> Session {
    let session = Session(
      id: Secrets.token(), csrf: Secrets.token(), admission: admission, lastSeen: clock(),
      language: language, timeZone: timeZone)
    pools.withLock { pools in
      if admission != nil {
        pools.members.insert(session)
      } else {
        pools.anonymous.insert(session)
      }
    }
    return session
  }

  /// Ends the session `id`.
  func end(_ id: String) {
    pools.withLock { pools in
      pools.members.remove(id)
      pools.anonymous.remove(id)
    }
  }

  /// Leaves `message` for the next page of session `id`.
  func setFlash(_ id: String, _ message: String?) {
    pools.withLock { pools in
      if !pools.members.update(id, { $0.flash = message }) {
        _ = pools.anonymous.update(id) { $0.flash = message }
      }
    }
  }

  /// Makes `language` the language of every session of the member `name` (their new
  /// choice, on all their devices).
  func setLanguage(member name: String, _ language: Localization) {
    pools.withLock { pools in pools.members.updateMember(name) { $0.language = language } }
  }

  /// The message left for session `id`, removed.
  func takeFlash(_ id: String) -> String? {
    pools.withLock { pools in
      var message: String?
      let take: (inout Session) -> Void = { session in
        message = session.flash
        session.flash = nil
      }
      if !pools.members.update(id, take) { _ = pools.anonymous.update(id, take) }
      return message
    }
  }

  /// The `Set-Cookie` value for `session`; `secure` over TLS.
  static func cookieHeader(_ session: Session, secure: Bool) -> String {
    "\(cookie)=\(session.id); Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
  }

  /// The `Set-Cookie` value that removes the cookie.
  static func clearingCookie(secure: Bool) -> String {
    "\(cookie)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
  }
}

import Foundation
import Synchronization

/// The sessions, kept in memory only: a restart logs everyone out. A session ends when it
/// is not used for `lifetime` seconds, or on logging out; at most `capacity` are kept
/// (the least recently used go first).
final class SessionStore: Sendable {
  /// The cookie's name.
  static let cookie = "larder_session"

  let lifetime: Double
  let capacity: Int
  private let sessions = Mutex<[String: Session]>([:])
  private let clock: @Sendable () -> Double

  init(lifetime: Double, capacity: Int = 10_000, clock: @escaping @Sendable () -> Double) {
    self.lifetime = lifetime
    self.capacity = capacity
    self.clock = clock
  }

  /// The live session with `id`, marked as used now; nil when there is none or it expired.
  func find(_ id: String?) -> Session? {
    guard let id, !id.isEmpty else { return nil }
    let now = clock()
    return sessions.withLock { sessions in
      guard var session = sessions[id] else { return nil }
      guard now - session.lastSeen <= lifetime else {
        sessions[id] = nil
        return nil
      }
      session.lastSeen = now
      sessions[id] = session
      return session
    }
  }

  /// A new session with fresh random id and CSRF token.
  func create(loggedIn: Bool) -> Session {
    let session = Session(
      id: Secrets.token(), csrf: Secrets.token(), loggedIn: loggedIn, lastSeen: clock())
    let now = session.lastSeen
    sessions.withLock { sessions in
      if sessions.count >= capacity {
        sessions = sessions.filter { now - $0.value.lastSeen <= lifetime }
        if sessions.count >= capacity,
          let oldest = sessions.min(by: { $0.value.lastSeen < $1.value.lastSeen })
        {
          sessions[oldest.key] = nil
        }
      }
      sessions[session.id] = session
    }
    return session
  }

  /// Ends the session `id`.
  func end(_ id: String) {
    _ = sessions.withLock { $0.removeValue(forKey: id) }
  }

  /// Leaves `message` for the next page of session `id`.
  func setFlash(_ id: String, _ message: String?) {
    sessions.withLock { $0[id]?.flash = message }
  }

  /// The message left for session `id`, removed.
  func takeFlash(_ id: String) -> String? {
    sessions.withLock { sessions in
      let message = sessions[id]?.flash
      sessions[id]?.flash = nil
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

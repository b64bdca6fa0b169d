/// Sessions kept up to a capacity, the least recently used removed first to make room.
///
/// Each use appends the session to a queue of uses; the oldest entry whose use is still the
/// session's last one names the least recently used session. Entries made stale by a later
/// use are skipped, and the queue is compacted when it grows past twice the sessions, so
/// finding, adding and evicting take constant time on average.
struct SessionPool {
  let capacity: Int
  private(set) var sessions: [String: Session] = [:]
  private var uses: [(id: String, at: Double)] = []
  private var head = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// The session `id` if it was used within `lifetime` seconds of `now`, marked as used
  /// now; an expired one is removed.
  mutating func find(_ id: String, now: Double, lifetime: Double) -> Session? {
    guard var session = sessions[id] else { return nil }
    guard now - session.lastSeen <= lifetime else {
      sessions[id] = nil
      return nil
    }
    session.lastSeen = now
    sessions[id] = session
    record(id, at: now)
    return session
  }

  /// Adds `session`, first removing the least recently used one when the pool is full.
  mutating func insert(_ session: Session) {
    while sessions.count >= capacity, let oldest = popOldest() {
      sessions[oldest] = nil
    }
    sessions[session.id] = session
    record(session.id, at: session.lastSeen)
  }

  /// Removes the session `id`.
  mutating func remove(_ id: String) {
    sessions[id] = nil
  }

  /// Changes the session `id`, when there is one.
  mutating func update(_ id: String, _ change: (inout Session) -> Void) -> Bool {
    guard var session = sessions[id] else { return false }
    change(&session)
    sessions[id] = session
    return true
  }

  /// Changes every session of the member `name` (as admitted).
  mutating func updateMember(_ name: String, _ change: (inout Session) -> Void) {
    for (id, session) in sessions where session.admission?.member == name {
      var changed = session
      change(&changed)
      sessions[id] = changed
    }
  }

  private mutating func record(_ id: String, at time: Double) {
    uses.append((id, time))
    if uses.count > 2 * capacity + 16 { compact() }
  }

  /// The id of the least recently used session, its queue entries consumed.
  private mutating func popOldest() -> String? {
    while head < uses.count {
      let use = uses[head]
      head += 1
      if let session = sessions[use.id], session.lastSeen == use.at { return use.id }
    }
    return nil
  }

  /// Drops the queue's consumed and stale entries: at most one per session is left, so
  /// this runs once per `capacity` or more uses.
  private mutating func compact() {
    let live = uses[head...].filter { sessions[$0.id]?.lastSeen == $0.at }
    uses = Array(live)
    head = 0
  }
}

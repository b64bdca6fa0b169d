import LarderCore
import LarderErrors
import LarderStore

/// What a visitor needs to get in at this moment: read at each request, so that a password
/// or a member stored while the server runs (`larder serve --set-password`,
/// `--add-member`) takes effect at once.
enum Gate: Equatable {
  /// No password, on a loopback address: the key `larder serve` printed when it started.
  case key
  /// The household password whose hash is `hash`.
  case password(hash: String)
  /// The household's members: each logs in with their name and password. The hashes of
  /// their passwords, by their names folded (`SearchKey.fold`).
  case members(hashes: [String: String])
  /// No password, on an address other machines can reach: nobody (`serve` refuses to start
  /// so; this is for a password that went away while it ran).
  case closed

  /// Whether a session admitted by `admission` still counts now.
  func admits(_ admission: Admission) -> Bool {
    switch (self, admission) {
    case (.key, .key): true
    case (.password(let hash), .password(let given)): hash == given
    case (.members(let hashes), .member(let name, let hash)):
      hashes[SearchKey.fold(name)] == hash
    default: false
    }
  }

  /// Whether visitors log in with a password (the household's or their own).
  var asksPassword: Bool {
    switch self {
    case .password, .members: true
    case .key, .closed: false
    }
  }
}

extension WebApp {
  /// The gate now: the members' (read from the database, one small query) when the
  /// household has any, else `$LARDER_WEB_PASSWORD`'s, else the stored password's, else
  /// the key's on loopback, else closed.
  ///
  /// - Throws: `StoreError` when the database cannot be read.
  func currentGate() throws -> Gate {
    try pool.with { store in
      let members = try store.members()
      if !members.isEmpty {
        return .members(
          hashes: Dictionary(
            members.map { (SearchKey.fold($0.name), $0.passwordHash) },
            uniquingKeysWith: { first, _ in first }))
      }
      if let hash = configuration.fixedPasswordHash { return .password(hash: hash) }
      if let hash = try store.webSetting(.passwordHash), !hash.isEmpty {
        return .password(hash: hash)
      }
      return configuration.address.isLoopback ? .key : .closed
    }
  }
}

import LarderStore

/// What a visitor needs to get in at this moment: read at each request, so that a password
/// stored while the server runs (`larder serve --set-password`) takes effect at once.
enum Gate: Equatable {
  /// No password, on a loopback address: the key `larder serve` printed when it started.
  case key
  /// The household password whose hash is `hash`.
  case password(hash: String)
  /// No password, on an address other machines can reach: nobody (`serve` refuses to start
  /// so; this is for a password that went away while it ran).
  case closed

  /// The admission a session must have to count now; nil when none does.
  var admission: Admission? {
    switch self {
    case .key: .key
    case .password(let hash): .password(hash: hash)
    case .closed: nil
    }
  }
}

extension WebApp {
  /// The gate now: `$LARDER_WEB_PASSWORD`'s, else the stored password's (read from the
  /// database, one small query), else the key's on loopback, else closed.
  ///
  /// - Throws: `StoreError` when the database cannot be read.
  func currentGate() throws -> Gate {
    if let hash = configuration.fixedPasswordHash { return .password(hash: hash) }
    if let hash = try pool.with({ try $0.webSetting(.passwordHash) }), !hash.isEmpty {
      return .password(hash: hash)
    }
    return configuration.address.isLoopback ? .key : .closed
  }
}

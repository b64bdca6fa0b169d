import LarderCore

/// What let a visitor in: the key printed by a server without a password, the household
/// password, or a member's name and password. A session remembers its admission, and
/// counts only while the gate still admits it (`Gate.admits`): a new password
/// (`larder serve --set-password`, or a member's own) ends every session made with the old
/// one, removing a member ends theirs, and the key's sessions end once there is a password.
enum Admission: Equatable, Sendable {
  /// The key in the address `larder serve` printed when it started.
  case key
  /// The household password whose hash (as stored, salt included) is `hash`.
  case password(hash: String)
  /// The member `name` (as stored), with the hash of their password then.
  case member(name: String, hash: String)

  /// The member's name, for the history; nil for the key or the household password.
  var member: String? {
    if case .member(let name, _) = self { name } else { nil }
  }
}

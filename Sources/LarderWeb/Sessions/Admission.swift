/// What let a visitor in: the key printed by a server without a password, or the household
/// password. A session remembers its admission, and counts only while it is still the one
/// that admits visitors: a new password (`larder serve --set-password`) ends every session
/// made with the old one, and the key's sessions once there is a password.
enum Admission: Equatable, Sendable {
  /// The key in the address `larder serve` printed when it started.
  case key
  /// The household password whose hash (as stored, salt included) is `hash`.
  case password(hash: String)
}

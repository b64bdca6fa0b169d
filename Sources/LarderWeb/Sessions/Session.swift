/// A visitor's session: its CSRF token, whether it logged in, and the message to show on
/// the next page.
struct Session: Sendable {
  /// The session's id, the cookie's value.
  var id: String
  /// The token every form of this session must send back in the field `csrf`.
  var csrf: String
  /// Whether the visitor gave the household password (always false when none is needed).
  var loggedIn: Bool
  /// Seconds since the server started when the session was last used.
  var lastSeen: Double
  /// The message of the last form sent, shown once.
  var flash: String?
}

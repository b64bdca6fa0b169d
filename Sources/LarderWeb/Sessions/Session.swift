import Foundation
import LarderLanguage

/// A visitor's session: its CSRF token, what let it in, and the message to show on the
/// next page.
struct Session: Sendable {
  /// The session's id, the cookie's value.
  var id: String
  /// The token every form of this session must send back in the field `csrf`.
  var csrf: String
  /// What let the visitor in; nil for an anonymous visitor (at the login page).
  var admission: Admission?
  /// Seconds since the server started when the session was last used.
  var lastSeen: Double
  /// The message of the last form sent, shown once.
  var flash: String?
  /// The language and locale a member chose, kept with the member: it follows them to
  /// every device, over the device's own choice. Nil for everyone else.
  var language: Localization?
  /// The time zone a member chose (`larder serve --add-member … --time-zone`); nil for
  /// everyone else, whose times are the server's.
  var timeZone: TimeZone?

  /// Whether the visitor gave a password (the household's or their own) and may log out.
  var loggedIn: Bool {
    switch admission {
    case .password, .member: true
    case .key, nil: false
    }
  }
}

import Foundation

extension Store {
  /// The settings of `larder serve` kept in the database, outside the change history
  /// (undo never brings back an old password or token).
  public enum WebSetting: String, Sendable {
    /// The household password's hash, as libsodium's `crypto_pwhash_str` writes it.
    case passwordHash = "password_hash"
    /// The token that opens the calendar feed.
    case calendarToken = "calendar_token"
  }

  /// The value of a web setting, or nil when it was never set.
  public func webSetting(_ setting: WebSetting) throws -> String? {
    try db.firstRow(
      "SELECT value FROM web_settings WHERE name = ? LIMIT 1", [.text(setting.rawValue)]
    ) { $0.onlyText }
  }

  /// Sets a web setting, in one transaction.
  public func setWebSetting(_ setting: WebSetting, to value: String) throws {
    try db.transaction {
      try db.run(
        """
        INSERT INTO web_settings (name, value) VALUES (?, ?)
        ON CONFLICT (name) DO UPDATE SET value = excluded.value
        """, [.text(setting.rawValue), .text(value)])
    }
  }
}

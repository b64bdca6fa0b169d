/// A member of the household who logs in to `larder serve` with their own name and
/// password: their changes carry their name in the history, and their language and
/// locale go with them from phone to phone.
public struct Member: Hashable, Sendable {
  /// The name as the member wrote it (`Zoé`); logging in folds case and accents.
  public var name: String
  /// The password's Argon2id hash, as libsodium's `crypto_pwhash_str` writes it.
  public var passwordHash: String
  /// The language code the member chose (`fr`, `zh-Hant`); nil to follow the device.
  public var language: String?
  /// The locale of their money and dates (`fr_CA`); nil for the language's own.
  public var locale: String?
  /// The time zone the member's times are shown in (`Europe/Paris`); nil for the
  /// server's.
  public var timeZone: String?
  /// The day the member was added.
  public var addedOn: CalendarDate

  /// Creates a member.
  public init(
    name: String, passwordHash: String, language: String?, locale: String?,
    timeZone: String? = nil, addedOn: CalendarDate
  ) {
    self.name = name
    self.passwordHash = passwordHash
    self.language = language
    self.locale = locale
    self.timeZone = timeZone
    self.addedOn = addedOn
  }
}

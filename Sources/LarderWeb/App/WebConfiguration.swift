import LarderCore
import LarderFiles
import LarderLanguage
import LarderReports
import LarderStore

/// What `larder serve` was asked for, and what the household has set.
public struct WebConfiguration: Sendable {
  /// The database file.
  public var databasePath: String
  /// Seconds a write waits for another writer (as the CLI's `$LARDER_LOCK_TIMEOUT`).
  public var lockTimeout: Int
  /// Where the server listens.
  public var address: ListenAddress
  /// Whether it serves HTTPS (cookies are then `Secure`).
  public var tls: Bool
  /// The hash of `$LARDER_WEB_PASSWORD`, the password for the server's whole life; nil to
  /// read the stored one (`larder serve --set-password`) at each request, so that a new
  /// one takes effect at once. Without either, a loopback server asks for `key`.
  public var fixedPasswordHash: String?
  /// The key that admits a visitor to a server without a password: opening `/?key=KEY`
  /// exchanges it for a session cookie.
  public var key: String
  /// The currency of a purchase that names none.
  public var defaultCurrency: Currency
  /// The locale money is shown in, such as `en_US`.
  public var locale: String
  /// The local time the calendar feed's reminders fire at (`serve --alarm-time`).
  public var alarmTime: AlarmTime
  /// The language of the calendar feed's texts (`serve --lang`): requests are answered
  /// on the server's threads, which do not see the command's `Localization.current`.
  public var language: Language
  /// Today: the fixed `--as-of` day, or the local date at each request.
  public var today: @Sendable () -> CalendarDate
  /// Seconds a session lives without being used.
  public var sessionLifetime: Double
  /// The most members' sessions kept, and the most anonymous ones.
  public var sessionCapacity: Int
  /// Writes the household workbook (`larder export --format xlsx`) as of a day.
  public var householdWorkbook: @Sendable (Store, OutputTarget, CalendarDate) throws -> Void

  /// Creates a configuration.
  public init(
    databasePath: String, lockTimeout: Int, address: ListenAddress, tls: Bool,
    fixedPasswordHash: String?, key: String, defaultCurrency: Currency, locale: String,
    today: @escaping @Sendable () -> CalendarDate, sessionLifetime: Double,
    sessionCapacity: Int,
    householdWorkbook: @escaping @Sendable (Store, OutputTarget, CalendarDate) throws -> Void,
    alarmTime: AlarmTime = .standard, language: Language = .english
  ) {
    self.alarmTime = alarmTime
    self.language = language
    self.databasePath = databasePath
    self.lockTimeout = lockTimeout
    self.address = address
    self.tls = tls
    self.fixedPasswordHash = fixedPasswordHash
    self.key = key
    self.defaultCurrency = defaultCurrency
    self.locale = locale
    self.today = today
    self.sessionLifetime = sessionLifetime
    self.sessionCapacity = sessionCapacity
    self.householdWorkbook = householdWorkbook
  }
}

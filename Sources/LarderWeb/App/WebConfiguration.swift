import LarderCore
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
  /// The household password's hash; nil when no login is asked for (loopback only).
  public var passwordHash: String?
  /// The currency of a purchase that names none.
  public var defaultCurrency: Currency
  /// The locale money is shown in, such as `en_US`.
  public var locale: String
  /// Today: the fixed `--as-of` day, or the local date at each request.
  public var today: @Sendable () -> CalendarDate
  /// Seconds a session lives without being used.
  public var sessionLifetime: Double
  /// Writes the household workbook (`larder export --format xlsx`) as of a day.
  public var householdWorkbook: @Sendable (Store, OutputTarget, CalendarDate) throws -> Void

  /// Creates a configuration.
  public init(
    databasePath: String, lockTimeout: Int, address: ListenAddress, tls: Bool,
    passwordHash: String?, defaultCurrency: Currency, locale: String,
    today: @escaping @Sendable () -> CalendarDate, sessionLifetime: Double,
    householdWorkbook: @escaping @Sendable (Store, OutputTarget, CalendarDate) throws -> Void
  ) {
    self.databasePath = databasePath
    self.lockTimeout = lockTimeout
    self.address = address
    self.tls = tls
    self.passwordHash = passwordHash
    self.defaultCurrency = defaultCurrency
    self.locale = locale
    self.today = today
    self.sessionLifetime = sessionLifetime
    self.householdWorkbook = householdWorkbook
  }
}

import Dispatch
import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderMail
import LarderStore
import Synchronization

/// What `larder serve --mqtt` tells Home Assistant: the household's sensors, announced by
/// MQTT discovery and their states retained, both published again when a change of the
/// history (`ChangeWatcher`) or the day changes them. It reads the household from a
/// read-only connection of its own, on a queue of its own, so the watcher never waits.
/// Its parts are immutable, atomic, or touched on its queue alone (the timer is only
/// cancelled), so it is shared.
public final class MQTTPublisher: @unchecked Sendable {
  /// What the publisher needs to know.
  public struct Settings: Sendable {
    /// The broker.
    public var url: MQTTURL
    /// The node, the household's part of every topic, and Larder's version.
    public var discovery: HomeAssistantDiscovery
    /// The household's database.
    public var databasePath: String
    /// The currency whose value at risk is always shown, even at zero.
    public var defaultCurrency: Currency
    /// The language of the sensors' names and of the log lines.
    public var language: Localization
    /// The day the figures are for.
    public var today: @Sendable () -> CalendarDate

    public init(
      url: MQTTURL, discovery: HomeAssistantDiscovery, databasePath: String,
      defaultCurrency: Currency, language: Localization,
      today: @escaping @Sendable () -> CalendarDate
    ) {
      self.url = url
      self.discovery = discovery
      self.databasePath = databasePath
      self.defaultCurrency = defaultCurrency
      self.language = language
      self.today = today
    }
  }

  /// What the publisher last read: touched only on its queue.
  private final class Cursor: @unchecked Sendable {
    var store: Store?
    var day: CalendarDate?
    /// Every currency shown so far: a sensor, once there, stays.
    var currencies: Set<Currency> = []
  }

  private let settings: Settings
  private let link: MQTTLink
  private let queue = DispatchQueue(label: "larder-mqtt", qos: .utility)
  private let cursor = Cursor()
  /// Whether a refresh is queued and not yet begun.
  private let refreshWaiting = Atomic<Bool>(false)
  private let dayTimer: DispatchSourceTimer
  private let log: @Sendable (String) -> Void

  /// Sets up the link to the broker, with the login `netrc` holds for its host (or, with a
  /// user in the URL, that user's password there), and starts connecting; nothing is
  /// published before the first batch of changes (`listener`).
  ///
  /// - Throws: `MQTTError` when libmosquitto cannot be loaded or refuses the settings.
  public init(_ settings: Settings, netrc: Netrc?, log: @escaping @Sendable (String) -> Void)
    throws
  {
    self.settings = settings
    self.log = log
    link = try MQTTLink(
      url: settings.url, login: Self.login(for: settings.url, netrc: netrc),
      clientID: "larder-\(settings.discovery.node)-\(getpid())",
      availabilityTopic: settings.discovery.availabilityTopic, language: settings.language,
      log: log)
    cursor.currencies = [settings.defaultCurrency]
    dayTimer = DispatchSource.makeTimerSource(queue: queue)
    dayTimer.schedule(deadline: .now() + 60, repeating: 60)
    dayTimer.setEventHandler { [cursor, settings] in
      // A new day changes what has expired, with no change recorded.
      if let day = cursor.day, day != settings.today() { self.refresh() }
    }
    dayTimer.resume()
  }

  /// The watcher's listener: each batch of changes (the first, empty, at start) reads the
  /// figures again and publishes what changed.
  public var listener: ChangeWatcher.Listener {
    { [self] _ in
      // One refresh waiting is enough: it reads whatever the batches since changed.
      guard !refreshWaiting.exchange(true, ordering: .acquiringAndReleasing) else {
        return
      }
      queue.async {
        self.refreshWaiting.store(false, ordering: .releasing)
        self.refresh()
      }
    }
  }

  /// Says `offline` and ends the link, after the figures being published.
  public func stop() {
    dayTimer.cancel()
    queue.sync {}
    link.close()
  }

  /// On the queue: reads the figures and hands the link every config and state.
  private func refresh() {
    let day = settings.today()
    let figures: SensorFigures
    do {
      let store =
        try cursor.store
        ?? Store(path: settings.databasePath, forReading: true, creating: false)
      cursor.store = store
      figures = try store.sensorFigures(asOf: day)
    } catch {
      cursor.store = nil
      log(
        settings.language.tr(
          "MQTT: cannot read the household: {reason}",
          [
            "reason": LogText.detail(
              (error as? any LocalizedMessage)?.message(settings.language)
                ?? String(reflecting: error))
          ]))
      return
    }
    cursor.day = day
    cursor.currencies.formUnion(figures.valueAtRisk.currencies)
    let states = HomeAssistantStates(
      figures, currencies: cursor.currencies, settings.language)
    let discovery = settings.discovery
    link.retain(
      states.sensors.map {
        (discovery.configTopic($0.sensor), discovery.config($0.sensor).rendered())
      }
        + states.sensors.map { (discovery.stateTopic($0.sensor), $0.state) })
  }

  /// libmosquitto's version (`2.0.11`), which loads it.
  ///
  /// - Throws: `LibraryError` when libmosquitto is not installed or not loadable.
  public static func libraryVersion() throws(LibraryError) -> String {
    let library = try Mosquitto.shared.get()
    var (major, minor, revision): (Int32, Int32, Int32) = (0, 0, 0)
    _ = library.libraryVersion(&major, &minor, &revision)
    return "\(major).\(minor).\(revision)"
  }

  /// The login for the broker at `url`, as libcurl finds one for SMTP: with a user name in
  /// the URL, that user and `netrc`'s password for the host and that login (else none);
  /// without, `netrc`'s entry for the host or its `default` entry; else no login.
  static func login(for url: MQTTURL, netrc: Netrc?) -> (user: String, password: String)? {
    if let user = url.user {
      return (user, netrc?.entry(host: url.host, user: user)?.password ?? "")
    }
    guard let entry = netrc?.entry(host: url.host), entry.login != nil || entry.password != nil
    else { return nil }
    return (entry.login ?? "", entry.password ?? "")
  }
}

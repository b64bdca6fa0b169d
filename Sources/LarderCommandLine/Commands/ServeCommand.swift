import Dispatch
import Foundation
import LarderCore
import LarderErrors
import LarderLanguage
import LarderMail
import LarderReports
import LarderStore
import LarderWeb
import Synchronization

/// `larder serve`: the web interface, served by libmicrohttpd until SIGINT or SIGTERM.
enum ServeCommand: Command {
  static let listen = Option<ListenAddress?>.value(
    "listen", "address:port", "Where to listen, such as 0.0.0.0:8080 or [::1]:8080.",
    describedDefault: "127.0.0.1:8080"
  ) { try ListenAddress(parsing: $0) }
  static let tlsCert = Option<String?>.text(
    "tls-cert", "path", "A PEM certificate, to serve HTTPS (with --tls-key)."
  ).completing(.file)
  static let tlsKey = Option<String?>.text(
    "tls-key", "path", "The PEM private key of --tls-cert."
  ).completing(.file)
  static let setPassword = Flag(
    "set-password", "Read a new household password from standard input, store its hash, and exit.")
  static let addMember = Option<String?>.label(
    "add-member", "name",
    "Add a member who logs in with their own name, reading their password from standard input (a member already there gets the new password); --lang or --locale keeps their language; then exit."
  )
  static let removeMember = Option<String?>.label(
    "remove-member", "name", "Remove a member (what they did stays in the history), and exit.")
  static let listMembers = Flag("list-members", "List the household's members, and exit.")
  static let rotateToken = Flag(
    "rotate-calendar-token", "Replace the calendar feed's token (the old address stops working).")
  static let trustedProxy = Option<[String]>(
    spec: OptionSpec(
      name: "trusted-proxy", valueName: "address",
      help:
        "A reverse proxy whose X-Forwarded-For header names the client (repeatable), such as 127.0.0.1.",
      repeatable: true)
  ) { texts throws(OptionError) in
    try texts.map { text throws(OptionError) in
      try Option<String>.convert(text) { text in
        guard let address = TrustedProxies.canonical(text) else {
          throw Reason(
            Localization.current.tr(
              "'{host}' is not an IPv4 or IPv6 address (names are not looked up)",
              ["host": text]))
        }
        return address
      }
    }
  }
  static let backupEvery = Option<Int?>.value(
    "backup-every", "interval",
    "Back up the household at start and then every INTERVAL (30m, 24h, 7d; at least 1m) into backups/ beside it, as 'larder backup' does."
  ) { text in
    // A whole number and its unit: minutes, hours or days.
    let units: [Character: Int] = ["m": 60, "h": 3_600, "d": 86_400]
    guard let unit = text.last.flatMap({ units[$0] }), let count = Int(text.dropLast()),
      (1...3_650).contains(count), count * unit >= 60
    else {
      throw Reason(
        Localization.current.tr(
          "it must be a whole number of minutes, hours or days, such as 30m, 24h or 7d"))
    }
    return count * unit
  }
  static let timeZone = Option<String?>.value(
    "time-zone", "zone",
    "With --add-member: the time zone the member's times are shown in, such as Europe/Paris (else the server's, TZ)."
  ) { text in
    guard TimeZone(identifier: text) != nil else {
      throw Reason(
        Localization.current.tr(
          "it must be a time zone of the tz database, such as Europe/Paris or Asia/Taipei"))
    }
    return text
  }
  static let mqtt = Option<String?>.text(
    "mqtt", "url",
    "An MQTT broker, as mqtt://HOST[:PORT] or mqtts://HOST[:PORT] (TLS), to show the household in Home Assistant."
  )
  static let mqttNode = Option<String?>.value(
    "mqtt-node", "name",
    "With --mqtt: the household's name in MQTT topics and Home Assistant ids (a-z, 0-9, _).",
    describedDefault: "the database file's name"
  ) { text in
    guard HomeAssistantDiscovery.isNode(text) else {
      throw Reason(
        Localization.current.tr("it must be 1 to 64 lower-case letters a-z, digits or _"))
    }
    return text
  }
  static let locale = LocaleOption.standard
  static let alarmTime = AlarmTimeOption.option
  static let webhook = Option<String?>.value(
    "webhook", "url",
    "Post signed JSON events to this http:// or https:// URL ($LARDER_WEBHOOK_SECRET signs them)."
  ) { text in
    guard HTTPPost.acceptsURL(text) else {
      throw Reason(Localization.current.tr("only http:// and https:// URLs are allowed"))
    }
    return text
  }
  static let webhookEvents = Option<Set<WebhookEventKind>?>.value(
    "webhook-events", "list", "With --webhook, the events to post, separated by commas.",
    describedDefault: "every event"
  ) { text in
    switch WebhookEventKind.parse(text) {
    case .success(let kinds): return kinds
    case .failure(let unknown):
      throw Reason(
        Localization.current.tr(
          "'{name}' is not an event; the events are expiring, shopping and changes",
          ["name": unknown.name]))
    }
  }
  static let webhookLog = Flag(
    "webhook-log", "Show the webhooks' last deliveries and their attempts, and exit.")
  static let asOf = Option<CalendarDate?>.date(
    "as-of", "date", "Serve as if today were this day, as YYYY-MM-DD.",
    describedDefault: "each request's local date")

  static let spec = CommandSpec(
    name: "serve", abstract: "Serve the web interface for the household's phones and computers.",
    discussion: """
      Serves the stock, items, purchases, what to eat first, restock, spending and
      downloads as web pages, on 127.0.0.1:8080 unless --listen says otherwise, and logs
      one line per request to standard error. Ctrl-C (or SIGTERM) stops it once the
      requests in progress are answered, within 10 seconds, and it exits 130 (or 143).

      Without a password it listens only on a loopback address, and admits only whoever
      opens the address it prints on starting, which carries a random key ($LARDER_WEB_KEY
      sets one: 32 to 256 letters, digits or -._~). Any other address needs a household
      password: $LARDER_WEB_PASSWORD (for the server's life), or one stored (as a salted
      Argon2id hash) with --set-password, which a running server takes at once, logging
      everyone out; without one it refuses to start. With a password, every page asks to
      log in. Sessions end after 12 idle hours ($LARDER_WEB_SESSION_SECONDS, 1 to 2592000
      seconds) or a restart; at most 10000 members' sessions are kept, and as many
      anonymous ones ($LARDER_WEB_SESSIONS, 1 to 1000000). Start it with, for example:

      larder serve

      larder serve --listen 0.0.0.0:8443 --tls-cert cert.pem --tls-key key.pem

      A household can instead give each member their own login: --add-member NAME reads
      their password from standard input and keeps its Argon2id hash; from then on every
      page asks for a member's name and password (the household password no longer opens
      it), each change made on the web records who made it ('larder history'), and the
      language a member picks goes with them to every phone. Times (the history) are shown
      in the member's --time-zone, else in the server's (TZ). --remove-member ends their
      sessions at once; --list-members shows who there is.

      Behind a reverse proxy, --trusted-proxy names it: the client of a request from it is
      the right-most address of X-Forwarded-For that is not a trusted proxy, so that each
      client's wrong passwords are counted apart.

      Other systems (Home Assistant, scripts, phone apps) use the JSON API under
      /api/v1/ with a token: --add-token NAME prints one (once; only its hash is kept),
      --read-only keeps it to reads, --member names who it speaks for in the history;
      --list-tokens and --remove-token manage them. Requests send 'Authorization: Bearer
      TOKEN'. /api/v1/openapi.json (or --openapi) describes every route; docs/api.md shows
      each with curl.

      Calendar apps read /calendar.ics?token=T with the token shown on the Downloads page;
      --rotate-calendar-token replaces it. Its reminders fire at --alarm-time, as those of
      'larder calendar' do, and its texts are in the server's language (--lang).

      --webhook URL posts JSON events to URL (ntfy, Gotify, n8n, Home Assistant's webhook
      trigger…): each change made, whoever made it (change.made), each line put on the
      shopping list or ticked (shopping.added, shopping.ticked), and each morning at
      --alarm-time, or at start when the server was not running then, what expires
      (expiring.digest); --webhook-events chooses among expiring, shopping and changes.
      Each is signed as Standard Webhooks specifies (webhook-id, webhook-timestamp and
      webhook-signature headers, HMAC-SHA256) with the secret in $LARDER_WEBHOOK_SECRET,
      whsec_ then 24 to 64 bytes in base64; without one the server refuses to start. A
      receiver that fails (no answer, or a status other than 2xx) is tried again after 5
      seconds, 5 minutes, 30 minutes, 2, 5, 10 and 10 hours, then the event is given up.
      Posting never delays a request; each failed attempt is logged, and every attempt is
      kept in the database: --webhook-log shows the last ones. Events still due when the
      server stops are sent when it starts again. For example:

      larder serve --webhook http://homeassistant.local:8123/api/webhook/larder

      With --mqtt, the server shows the household in Home Assistant through an MQTT broker
      (libmosquitto, Debian's libmosquitto1, is loaded then): by MQTT discovery, sensors of
      the items expired, the items expiring within 7 days, the value at risk of those in
      each currency, the shopping list's lines to buy, and the usable stock of each item
      marked with 'larder edit ITEM --home-assistant'. Their names are in the server's
      language (--lang); their states are retained and published again on every change,
      whoever makes it. The login for the broker comes from ~/.netrc, as for SMTP;
      mqtts:// uses TLS, checked against the system's certificates. The topics are under
      larder/NODE/, NODE being --mqtt-node or the database file's name; the broker says
      'offline' on larder/NODE/availability once the server stops or is lost. A broker
      that cannot be reached is tried again, and the pages are served meanwhile. For
      example, with the broker on the home server:

      larder serve --mqtt mqtt://192.168.1.10 --mqtt-node home
      """,
    options: [
      listen, tlsCert, tlsKey, trustedProxy, setPassword, addMember, timeZone, removeMember,
      listMembers, rotateToken, mqtt, mqttNode, locale, alarmTime, asOf, backupEvery,
      BackupCommand.keepDaily, BackupCommand.keepWeekly, BackupCommand.keepMonthly, webhook,
      webhookEvents, webhookLog,
    ] + apiOptions,
    examples: [
      .init(
        "Give Zoé her own login, in French.",
        "larder serve --add-member Zoé --lang fr --time-zone Europe/Paris"),
      .init(
        "Give Home Assistant a token that may only read.",
        "larder serve --add-token home-assistant --read-only"),
      .init(
        "Give calendar apps a new address for the expiry feed.",
        "larder serve --rotate-calendar-token"),
    ])

  static func validate(_ command: ParsedCommand) throws(UsageError) {
    if let url = try command[mqtt] { _ = try brokerURL(url) }
    if command.isGiven(tlsCert.spec) != command.isGiven(tlsKey.spec) {
      throw UsageError(
        message: Localization.current.tr("Give --tls-cert and --tls-key together"),
        command: spec.name)
    }
    if command.isGiven(mqttNode.spec) && !command.isGiven(mqtt.spec) {
      throw UsageError(
        message: Localization.current.tr("Give --mqtt-node with --mqtt"), command: spec.name)
    }
    if command.isGiven(timeZone.spec) && !command.isGiven(addMember.spec) {
      throw UsageError(
        message: Localization.current.tr("Give --time-zone with --add-member"),
        command: spec.name)
    }
    if command.isGiven(webhookEvents.spec) && !command.isGiven(webhook.spec) {
      throw UsageError(
        message: Localization.current.tr("Give --webhook-events with --webhook"),
        command: spec.name)
    }
    try validateAPI(command)
    let actions =
      [
        command[setPassword], command[rotateToken], command.isGiven(addMember.spec),
        command.isGiven(removeMember.spec), command[listMembers], command[webhookLog],
      ] + apiActions(command)
    if actions.filter({ $0 }).count > 1 {
      throw UsageError(
        message: Localization.current.tr(
          "Give one of --set-password, --add-member, --remove-member, --list-members, --webhook-log, --rotate-calendar-token, --add-token, --list-tokens, --remove-token and --openapi"
        ), command: spec.name)
    }
  }

  static func run(_ command: ParsedCommand, _ context: Context) throws {
    try Secrets.prepare()
    let l = Localization.current
    // The description needs no household.
    if try api(command, context, store: { try context.openStore(command, creating: true) }) {
      return
    }
    let store = try context.openStore(command, creating: true)
    // The server runs until stopped: it says at once that it started a household.
    context.households.announce(context)
    if command[setPassword] {
      let line = context.readLine() ?? ""
      let hash: String
      do { hash = try Secrets.hash(password: line) } catch {
        throw UsageError(message: ErrorMessage.text(error).capitalizedFirst, command: spec.name)
      }
      try store.setWebSetting(.passwordHash, to: hash)
      context.note(
        l.tr(
          "Stored the household password's hash in {path}.",
          ["path": try context.databasePath(command)]))
      if let set = context.environment["LARDER_WEB_PASSWORD"], !set.isEmpty {
        context.note(
          l.tr(
            "Note: LARDER_WEB_PASSWORD is set here; a server started with it uses that password, not the one stored"
          ))
      }
      return
    }
    if try members(command, store, context) { return }
    if command[webhookLog] {
      context.write(WebhookLogView.text(try store.webhookAttempts()))
      return
    }
    if command[rotateToken] {
      try store.setWebSetting(.calendarToken, to: Secrets.token())
      context.write(
        l.tr("The calendar feed has a new token; see the Downloads page for its address.")
          + "\n")
      return
    }
    let address = try command[listen] ?? .standard
    let fixedPasswordHash = try environmentPasswordHash(context)
    let hasPassword =
      try fixedPasswordHash != nil || store.webSetting(.passwordHash) != nil
      || !store.members().isEmpty
    if !hasPassword && !address.isLoopback {
      throw UsageError(
        message: l.tr(
          "Listening on {address}, which other machines can reach, needs a household password: set LARDER_WEB_PASSWORD or run 'larder serve --set-password'",
          ["address": "\(address)"]), command: spec.name)
    }
    if try store.webSetting(.calendarToken) == nil {
      try store.setWebSetting(.calendarToken, to: Secrets.token())
    }
    let tls = try tlsFiles(command, context)
    if tls != nil && !HTTPServer.supportsTLS { throw WebError.tlsUnsupported }
    let webhookSettings = try webhook(command, context)
    let fixedDay = try command[asOf]
    let configuration = WebConfiguration(
      databasePath: try context.databasePath(command), lockTimeout: try context.lockTimeout(),
      address: address, tls: tls != nil, fixedPasswordHash: fixedPasswordHash,
      key: try key(context),
      defaultCurrency: try context.defaultCurrency(),
      locale: try locale.identifier(command, context),
      today: { fixedDay ?? context.today() }, sessionLifetime: try sessionLifetime(context),
      sessionCapacity: try sessionCapacity(context),
      householdWorkbook: { store, target, asOf in
        try ExportCommand.exportXLSX(
          store, to: target, period: nil, asOf: asOf, within: 7, maxRows: Workbook.maxRows,
          minHistory: 14, context, showsProgress: false)
      }, alarmTime: try command[alarmTime], language: Localization.current.language)
    let backups = try command[backupEvery].map { interval in
      BackupSchedule(
        database: configuration.databasePath,
        folder: BackupFolder.beside(database: configuration.databasePath), interval: interval,
        retention: BackupRetention(
          daily: try command[BackupCommand.keepDaily],
          weekly: try command[BackupCommand.keepWeekly],
          monthly: try command[BackupCommand.keepMonthly]),
        log: { line in context.note(line) })
    }
    let broker = try command[mqtt].map { text in
      MQTTPublisher.Settings(
        url: try brokerURL(text),
        discovery: HomeAssistantDiscovery(
          node: try command[mqttNode]
            ?? HomeAssistantDiscovery.node(forDatabase: configuration.databasePath),
          version: Version.number),
        databasePath: configuration.databasePath,
        defaultCurrency: configuration.defaultCurrency, language: Localization.current,
        today: configuration.today)
    }
    try serve(
      configuration, tls: tls, hasPassword: hasPassword,
      proxies: TrustedProxies(try command[trustedProxy]), backups: backups,
      webhook: webhookSettings, broker: broker, context)
  }

  /// What `--webhook` asks for: where to post, the secret, the events and the schedule.
  struct WebhookSettings {
    var url: String
    var secret: WebhookSecret
    var kinds: Set<WebhookEventKind>
    var schedule: RetrySchedule
  }

  /// `--webhook` with `$LARDER_WEBHOOK_SECRET` and `--webhook-events`, libcurl loaded; nil
  /// without `--webhook`.
  ///
  /// - Throws: `UsageError` for a missing or malformed secret or retry scale,
  ///   `LibraryError` when libcurl cannot be loaded.
  private static func webhook(_ command: ParsedCommand, _ context: Context) throws
    -> WebhookSettings?
  {
    guard let url = try command[webhook] else { return nil }
    let l = Localization.current
    guard let text = context.environment["LARDER_WEBHOOK_SECRET"], !text.isEmpty,
      let secret = WebhookSecret(text)
    else {
      throw UsageError(
        message: l.tr(
          "--webhook needs a secret: set LARDER_WEBHOOK_SECRET to whsec_ then 24 to 64 bytes in base64 (such as 'whsec_' followed by the output of 'openssl rand -base64 32')"
        ), command: nil)
    }
    // For tests: the pauses between attempts, shrunk.
    var scale = 1.0
    if let text = context.environment["LARDER_WEBHOOK_RETRY_SCALE"], !text.isEmpty {
      guard let value = Double(text), value > 0, value <= 1 else {
        throw UsageError(
          message: l.tr(
            "The environment variable LARDER_WEBHOOK_RETRY_SCALE is '{text}'; it must be a number above 0 and at most 1",
            ["text": text]), command: nil)
      }
      scale = value
    }
    try HTTPPost.prepare()
    return WebhookSettings(
      url: url, secret: secret,
      kinds: try command[webhookEvents] ?? Set(WebhookEventKind.allCases),
      schedule: RetrySchedule(scale: scale))
  }

  /// Serves until SIGINT or SIGTERM, stops after the requests in progress (10 seconds at
  /// most), then exits 130 or 143 as a shell reports a command stopped by those signals.
  private static func serve(
    _ configuration: WebConfiguration, tls: (certificate: String, key: String)?,
    hasPassword: Bool, proxies: TrustedProxies, backups: BackupSchedule?,
    webhook settings: WebhookSettings?, broker: MQTTPublisher.Settings?,
    _ context: Context
  ) throws {
    let limits = HTTPServer.Limits()
    let log: @Sendable (String) -> Void = { line in
      context.note(line)
    }
    let app = WebApp(
      configuration: configuration, connections: limits.readers + limits.writers, log: log)
    let server = try HTTPServer(
      address: configuration.address, tls: tls, limits: limits,
      largerBodies: WebApp.largerBodies, proxies: proxies, log: log,
      tooLarge: app.tooLarge, handling: app.handling, handler: app.respond)
    // What the household's other systems are told (webhooks, Home Assistant) follows the
    // history; with no listener there is nothing to watch.
    let webhook = settings.map { settings in
      WebhookDelivery(
        url: settings.url, secret: settings.secret, kinds: settings.kinds,
        schedule: settings.schedule, database: configuration.databasePath, log: log)
    }
    webhook?.resume()
    let morning = webhook.flatMap { webhook in
      webhook.sendsExpiring
        ? MorningWebhook(
          delivery: webhook, database: configuration.databasePath,
          alarmTime: configuration.alarmTime, today: configuration.today, log: log) : nil
    }
    let publisher = try broker.map { settings in
      try MQTTPublisher(
        settings,
        netrc: Netrc.path(environment: context.environment).flatMap(Netrc.read(path:)),
        log: log)
    }
    let listeners: [ChangeWatcher.Listener] = [webhook?.listener, publisher?.listener].compactMap {
      $0
    }
    let watcher =
      listeners.isEmpty
      ? nil : ChangeWatcher(path: configuration.databasePath, listeners: listeners, log: log)
    let stop = DispatchSemaphore(value: 0)
    let signal = Mutex<Int32>(SIGTERM)
    Interruption.takeOver { number in
      signal.withLock { $0 = number }
      stop.signal()
    }
    let l = Localization.current
    let url = "\(configuration.address.url(tls: configuration.tls))/"
    // The key goes only to standard error, the terminal of whoever started the server.
    context.note(
      hasPassword
        ? l.tr("Serving {url} (login required); Ctrl-C stops.", ["url": url])
        : l.tr(
          "Serving {url} (no password: only whoever opens this address, with its key); Ctrl-C stops.",
          ["url": url + "?key=" + configuration.key]))
    stop.wait()
    context.note(l.tr("Stopping after the requests in progress…"))
    backups?.stop()
    server.stop(grace: 10)
    watcher?.stop()
    morning?.stop()
    webhook?.stop()
    publisher?.stop()
    context.note(l.tr("Stopped."))
    exit(128 + signal.withLock { $0 })
  }

  /// `--add-member`, `--remove-member` or `--list-members`, when one is given: true once
  /// done.
  ///
  /// - Throws: `UsageError` for a password too short, `StoreError.unknownMember`.
  private static func members(_ command: ParsedCommand, _ store: Store, _ context: Context)
    throws -> Bool
  {
    let l = Localization.current
    if let name = try command[addMember] {
      // The zone checked before the password is read.
      let zone = try command[timeZone]
      let line = context.readLine() ?? ""
      let hash: String
      do { hash = try Secrets.hash(password: line) } catch {
        throw UsageError(message: ErrorMessage.text(error).capitalizedFirst, command: spec.name)
      }
      let chosenLocale = try command[locale.option]
      let language =
        try command[LanguageOption.option] ?? chosenLocale.flatMap(Language.init(posix:))
      let (member, added) = try store.setMember(
        name, passwordHash: hash, language: language?.code, locale: chosenLocale,
        timeZone: zone, today: context.today())
      context.note(
        added
          ? l.tr(
            "Added {member}: they log in with their name and this password.",
            ["member": member.name])
          : l.tr(
            "Gave {member} a new password; their sessions have ended.", ["member": member.name]))
      return true
    }
    if let name = try command[removeMember] {
      let member = try store.removeMember(name)
      context.note(
        l.tr("Removed {member}; their changes stay in the history.", ["member": member.name]))
      return true
    }
    if command[listMembers] {
      context.write(MembersView.text(try store.members()))
      return true
    }
    return false
  }

  /// The broker `--mqtt` names.
  ///
  /// - Throws: `UsageError` for a URL that is not `mqtt://HOST[:PORT]` or
  ///   `mqtts://HOST[:PORT]`, shown without any `user:password@` it holds.
  private static func brokerURL(_ text: String) throws(UsageError) -> MQTTURL {
    let problem: MQTTURL.Problem
    switch MQTTURL.parse(text) {
    case .success(let url): return url
    case .failure(let found): problem = found
    }
    let l = Localization.current
    let reason: String =
      switch problem {
      case .scheme: l.tr("it must start with mqtt:// or mqtts://")
      case .host: l.tr("it must name a host, such as mqtt://192.168.1.10 or mqtts://broker.lan")
      case .port: l.tr("the port must be a whole number from 1 to 65535")
      case .password: l.tr("a password does not go in the URL: put it in ~/.netrc")
      case .path: l.tr("it must be only mqtt://HOST[:PORT], without a path")
      }
    throw UsageError.invalidValue(
      SMTPSender.redacted(text), for: mqtt.spec, command: spec.name, reason: reason)
  }

  /// The hash of `$LARDER_WEB_PASSWORD` when it is set (it then wins over the stored one),
  /// else nil.
  private static func environmentPasswordHash(_ context: Context) throws -> String? {
    if let password = context.environment["LARDER_WEB_PASSWORD"], !password.isEmpty {
      do { return try Secrets.hash(password: password) } catch {
        throw UsageError(
          message: Localization.current.tr(
            "The environment variable LARDER_WEB_PASSWORD is too short: {reason}",
            ["reason": ErrorMessage.text(error)]), command: spec.name)
      }
    }
    return nil
  }

  /// `$LARDER_WEB_KEY` (32 to 256 of RFC 3986's unreserved characters, so that it is
  /// printed in the address as it is), else a random one of 64 hex digits.
  private static func key(_ context: Context) throws(UsageError) -> String {
    guard let key = context.environment["LARDER_WEB_KEY"], !key.isEmpty else {
      return Secrets.token()
    }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    guard (32...256).contains(key.count), key.allSatisfy(allowed.contains) else {
      throw UsageError(
        message: Localization.current.tr(
          "The environment variable LARDER_WEB_KEY must be 32 to 256 letters, digits or -._~ (such as the output of 'openssl rand -hex 16')"
        ), command: nil)
    }
    return key
  }

  /// `$LARDER_WEB_SESSIONS` (1 to 1,000,000; small ones are for tests), else 10,000: the
  /// most members' sessions kept, and the most anonymous ones.
  private static func sessionCapacity(_ context: Context) throws(UsageError) -> Int {
    guard let text = context.environment["LARDER_WEB_SESSIONS"], !text.isEmpty else {
      return 10_000
    }
    guard let count = Int(text), (1...1_000_000).contains(count) else {
      throw UsageError(
        message: Localization.current.tr(
          "The environment variable LARDER_WEB_SESSIONS is '{text}'; it must be a whole number from 1 to 1000000",
          ["text": text]), command: nil)
    }
    return count
  }

  /// `$LARDER_WEB_SESSION_SECONDS` (1 to 2,592,000: 30 days; short ones are for tests),
  /// else 12 hours.
  private static func sessionLifetime(_ context: Context) throws(UsageError) -> Double {
    guard let text = context.environment["LARDER_WEB_SESSION_SECONDS"], !text.isEmpty else {
      return 12 * 3600
    }
    guard let seconds = Int(text), (1...2_592_000).contains(seconds) else {
      throw UsageError(
        message: Localization.current.tr(
          "The environment variable LARDER_WEB_SESSION_SECONDS is '{text}'; it must be a whole number of seconds from 1 to 2592000",
          ["text": text]), command: nil)
    }
    return Double(seconds)
  }

  /// The PEM certificate and key named by --tls-cert and --tls-key, when given.
  private static func tlsFiles(_ command: ParsedCommand, _ context: Context) throws -> (
    certificate: String, key: String
  )? {
    guard let certificatePath = try command[tlsCert], let keyPath = try command[tlsKey] else {
      return nil
    }
    // A missing or unreadable file is missing input (66); one GnuTLS refuses is bad data
    // (65, `WebError.badTLSFiles` when the server starts).
    func read(_ path: String) throws -> String {
      guard let data = FileManager.default.contents(atPath: context.path(path)) else {
        throw MissingInput(path: path)
      }
      return String(decoding: data, as: UTF8.self)
    }
    return (try read(certificatePath), try read(keyPath))
  }
}

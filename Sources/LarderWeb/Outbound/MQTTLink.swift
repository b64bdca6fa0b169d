import Dispatch
import Foundation
import LarderErrors
import LarderLanguage
import Synchronization

/// A client of libmosquitto connected to one broker, with the messages it retains there:
/// publishes go through libmosquitto's own network thread, so a call never waits for the
/// broker; a connection lost is tried again, and each connection says `online` and
/// publishes again every retained message (a broker without persistence lost them).
final class MQTTLink: @unchecked Sendable {
  private let library: Mosquitto
  private let client: Mosquitto.Client
  private let broker: String
  private let availabilityTopic: String
  private let log: @Sendable (String) -> Void
  private let l: Localization
  /// What each topic retains, as last published.
  private let retained = Mutex<[(topic: String, payload: String)]>([])
  /// The message ids the broker has acknowledged lately, for `close` to wait on.
  private let acknowledged = Mutex<Set<Int32>>([])
  private let acknowledgement = DispatchSemaphore(value: 0)

  private let host: String
  private let port: Int32
  /// Where the first connection is tried, and tried again.
  private let queue = DispatchQueue(label: "larder-mqtt-link", qos: .utility)
  /// Whether libmosquitto's network thread runs (it then connects again itself), and
  /// whether `close` was called: touched only on `queue`.
  private final class Progress: @unchecked Sendable {
    var looping = false
    var closed = false
    var failures = 0
  }
  private let progress = Progress()

  /// MOSQ_ERR_NO_CONN: not connected (yet); the message goes out again on connection.
  private static let notConnected: Int32 = 4
  /// The QoS of every message: at least once.
  private static let qos: Int32 = 1

  /// Sets up the client for `url`, with `login`, and the last will `offline` on
  /// `availabilityTopic`, then starts connecting in the background (`connect(after:)`); a
  /// broker that cannot be reached now is logged and tried again.
  ///
  /// - Throws: `MQTTError.notLoaded` without libmosquitto, `.failed` when it refuses the
  ///   settings (TLS without a CA folder, say).
  init(
    url: MQTTURL, login: (user: String, password: String)?, clientID: String,
    availabilityTopic: String, language: Localization, log: @escaping @Sendable (String) -> Void
  ) throws(MQTTError) {
    let library: Mosquitto
    switch Mosquitto.shared {
    case .success(let loaded): library = loaded
    case .failure(let error): throw .notLoaded(error)
    }
    guard let client = library.new(clientID, true, nil) else {
      throw .failed(function: "mosquitto_new", reason: String(cString: strerror(errno)))
    }
    self.library = library
    self.client = client
    self.broker = url.description
    self.availabilityTopic = availabilityTopic
    self.log = log
    self.l = language
    self.host = url.host
    self.port = Int32(clamping: url.port)
    do {
      try check("mosquitto_will_set") {
        let offline = Array(HomeAssistantDiscovery.offline.utf8)
        return offline.withUnsafeBytes {
          library.setWill(
            client, availabilityTopic, Int32($0.count), $0.baseAddress, Self.qos, true)
        }
      }
      if let login {
        try check("mosquitto_username_pw_set") {
          library.setLogin(client, login.user, login.password)
        }
      }
      if url.tls {
        try check("mosquitto_tls_set") {
          library.setTLS(client, nil, "/etc/ssl/certs", nil, nil, nil)
        }
      }
      try check("mosquitto_reconnect_delay_set") { library.setReconnectDelay(client, 1, 30, true) }
    } catch {
      library.destroy(client)
      throw error
    }
    // The callbacks find this link through the object pointer, which `close` outlives.
    let object = Unmanaged.passUnretained(self).toOpaque()
    library.setObject(client, object)
    library.onConnect(client) { _, object, code in
      guard let object else { return }
      Unmanaged<MQTTLink>.fromOpaque(object).takeUnretainedValue().connected(code)
    }
    library.onDisconnect(client) { _, object, code in
      guard let object else { return }
      Unmanaged<MQTTLink>.fromOpaque(object).takeUnretainedValue().disconnected(code)
    }
    library.onPublish(client) { _, object, id in
      guard let object else { return }
      Unmanaged<MQTTLink>.fromOpaque(object).takeUnretainedValue().published(id)
    }
    queue.async { self.connect(after: 1) }
  }

  /// Retains `messages` (topic and payload, in order) as the broker's: those that changed
  /// since the last call are published, and a topic no longer among them is cleared (an
  /// empty retained payload, which removes a Home Assistant entity's config).
  func retain(_ messages: [(topic: String, payload: String)]) {
    let changed: [(topic: String, payload: String)] = retained.withLock { retained in
      let before = Dictionary(retained.map { ($0.topic, $0.payload) }) { first, _ in first }
      let wanted = Set(messages.map(\.topic))
      let cleared = retained.filter { !wanted.contains($0.topic) }.map { ($0.topic, "") }
      retained = messages
      return messages.filter { before[$0.topic] != $0.payload } + cleared
    }
    for message in changed { _ = send(message.topic, message.payload) }
  }

  /// On the queue: starts connecting, then libmosquitto's network thread, which keeps the
  /// connection from then on. A broker that refuses at once (not running, a name not yet
  /// known) is tried again after `delay` seconds, doubled each time up to 30: the network
  /// thread would only try again after a keep-alive period.
  private func connect(after delay: Double) {
    guard !progress.closed else { return }
    let code = library.connectAsync(client, host, port, 60)
    guard code == 0 else {
      if progress.failures == 0 {
        log(
          l.tr(
            "MQTT: cannot reach {broker} yet ({reason}); trying again",
            ["broker": broker, "reason": library.text(ofError: code)]))
      }
      progress.failures += 1
      queue.asyncAfter(deadline: .now() + delay) { self.connect(after: min(delay * 2, 30)) }
      return
    }
    let looping = library.loopStart(client)
    guard looping == 0 else {
      log(
        l.tr(
          "cannot set up the link to the MQTT broker: libmosquitto's {function} failed: {reason}",
          ["function": "mosquitto_loop_start", "reason": library.text(ofError: looping)]))
      return
    }
    progress.looping = true
  }

  /// Says `offline`, waits up to `grace` seconds for the broker to take it, disconnects and
  /// stops the network thread.
  func close(grace: Double = 2) {
    let looping = queue.sync {
      progress.closed = true
      return progress.looping
    }
    guard looping else {
      library.destroy(client)
      return
    }
    if let id = send(availabilityTopic, HomeAssistantDiscovery.offline) {
      let deadline = DispatchTime.now() + grace
      while !acknowledged.withLock({ $0.contains(id) }),
        acknowledgement.wait(timeout: deadline) == .success
      {}
    }
    _ = library.disconnect(client)
    _ = library.loopStop(client, false)
    library.destroy(client)
  }

  /// Publishes `payload` on `topic`, retained; the message id, or nil when it was not sent
  /// (not connected: it goes out again once connected).
  private func send(_ topic: String, _ payload: String) -> Int32? {
    var id: Int32 = 0
    let bytes = Array(payload.utf8)
    guard let length = Int32(exactly: bytes.count) else { return nil }
    let code = bytes.withUnsafeBytes {
      library.publish(client, &id, topic, length, $0.baseAddress, Self.qos, true)
    }
    if code == 0 { return id }
    if code != Self.notConnected {
      log(
        l.tr(
          "MQTT: cannot publish to {topic}: {reason}",
          ["topic": topic, "reason": library.text(ofError: code)]))
    }
    return nil
  }

  /// On libmosquitto's thread: the broker answered a connection with `code`.
  private func connected(_ code: Int32) {
    guard code == 0 else {
      log(
        l.tr(
          "MQTT: {broker} refused the connection: {reason}; trying again",
          ["broker": broker, "reason": library.text(ofConnack: code)]))
      return
    }
    log(l.tr("MQTT: connected to {broker}.", ["broker": broker]))
    _ = send(availabilityTopic, HomeAssistantDiscovery.online)
    for message in retained.withLock({ $0 }) { _ = send(message.topic, message.payload) }
  }

  /// On libmosquitto's thread: the connection ended, on purpose (`code` 0) or not.
  private func disconnected(_ code: Int32) {
    guard code != 0 else { return }
    log(
      l.tr(
        "MQTT: lost the connection to {broker} ({reason}); trying again",
        ["broker": broker, "reason": library.text(ofError: code)]))
  }

  /// On libmosquitto's thread: the broker took the message `id`.
  private func published(_ id: Int32) {
    acknowledged.withLock {
      if $0.count >= 1_024 { $0.removeAll() }
      $0.insert(id)
    }
    acknowledgement.signal()
  }

  /// Runs a libmosquitto call that returns its error code.
  private func check(_ function: String, _ call: () -> Int32) throws(MQTTError) {
    let code = call()
    guard code == 0 else { throw .failed(function: function, reason: library.text(ofError: code)) }
  }
}

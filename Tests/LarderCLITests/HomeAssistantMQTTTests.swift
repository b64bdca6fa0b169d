import Foundation
import Testing

/// `larder serve --mqtt` against a real Mosquitto broker (Debian's `mosquitto`, which
/// `make test` installs), watched by a paho-mqtt subscriber: the discovery configs arrive
/// retained with Home Assistant's documented keys, a `larder consume` changes the states,
/// and the server's stop says `offline`.
@Suite(.tags(.slow)) struct HomeAssistantMQTTTests {
  /// The subscriber: it prints `READY` once subscribed to `homeassistant/#` and
  /// `larder/#`, then each message as one line of JSON (topic, retain flag, payload).
  static let subscriber = """
    import json, sys
    import paho.mqtt.client as mqtt

    def on_connect(client, userdata, flags, reason, properties):
        client.subscribe([("homeassistant/#", 1), ("larder/#", 1)])

    def on_subscribe(client, userdata, mid, reasons, properties):
        print("READY", flush=True)

    def on_message(client, userdata, message):
        print(json.dumps({"topic": message.topic, "retain": bool(message.retain),
                          "payload": message.payload.decode("utf-8")}), flush=True)

    client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2)
    client.on_connect = on_connect
    client.on_subscribe = on_subscribe
    client.on_message = on_message
    client.connect("127.0.0.1", int(sys.argv[1]))
    client.loop_forever()
    """

  /// The keys of an MQTT sensor's discovery config that Home Assistant documents
  /// (integrations/sensor.mqtt), and those Larder always sends.
  static let documentedKeys: Set<String> = [
    "availability", "availability_mode", "availability_template", "availability_topic",
    "default_entity_id", "device", "device_class", "enabled_by_default", "encoding",
    "entity_category", "entity_picture", "expire_after", "force_update", "icon",
    "json_attributes_template", "json_attributes_topic", "last_reset_value_template", "name",
    "options", "origin", "payload_available", "payload_not_available", "platform", "qos",
    "state_class", "state_topic", "suggested_display_precision", "unique_id",
    "unit_of_measurement", "value_template",
  ]
  static let requiredKeys: Set<String> = [
    "name", "unique_id", "default_entity_id", "state_topic", "availability_topic",
    "payload_available", "payload_not_available", "device",
  ]

  /// One message as the subscriber printed it.
  struct Message {
    var topic: String
    var retained: Bool
    var payload: String
  }

  /// A process started in the scratch folder, its output going to a file there.
  final class Started {
    let process: Process
    let output: String
    init(_ larder: LarderBinary, _ program: String, _ arguments: [String], output name: String)
      throws
    {
      output = larder.path(name)
      FileManager.default.createFile(atPath: output, contents: nil)
      process = larder.process(program, arguments)
      let file = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
      process.standardOutput = file
      process.standardError = file
      try process.run()
    }
    var text: String {
      (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }
    /// The messages printed so far.
    var messages: [Message] {
      text.split(separator: "\n").compactMap { line in
        guard let data = line.data(using: .utf8),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let topic = object["topic"] as? String, let retained = object["retain"] as? Bool,
          let payload = object["payload"] as? String
        else { return nil }
        return Message(topic: topic, retained: retained, payload: payload)
      }
    }
    /// Waits up to `seconds` for `condition` to hold of this process's output.
    @discardableResult
    func wait(_ seconds: Double = 20, until condition: (Started) -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if condition(self) { return true }
        usleep(100_000)
      }
      return condition(self)
    }
    /// Kills it: SIGKILL, since a child of the test process starts with the signals it
    /// blocks (SIGTERM among them) blocked too.
    func stop() {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
  }

  /// A TCP port that nothing listens on now.
  static func freePort() throws -> Int {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    try #require(bound, "no free port")
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Whether something accepts connections on `port` of 127.0.0.1.
  static func listening(_ port: Int) -> Bool {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(clamping: port).bigEndian
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  /// Debian's broker, where its package installs it.
  static let mosquitto = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The day `days` after today, as `larder add --expires` takes it.
  static func day(after days: Int) -> String {
    let date = Calendar.current.date(byAdding: .day, value: days, to: Date()) ?? Date()
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
    return String(
      format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }

  @Test func theBrokerCarriesTheConfigsTheStatesAfterAConsumeAndOffline() throws {
    let broker = try #require(
      Self.mosquitto, "mosquitto is not installed: 'make test-deps' installs Debian's mosquitto")
    let larder = try LarderBinary()
    #expect(
      try larder.run([
        "add", "Milk", "2", "l", "--price", "3.50", "--expires", Self.day(after: 2),
      ]).status == 0)
    #expect(try larder.run(["edit", "Milk", "--home-assistant"]).status == 0)

    let port = try Self.freePort()
    let configuration = try larder.write(
      "mosquitto.conf", "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\n")
    let mosquitto = try Started(larder, broker, ["-c", configuration], output: "broker.log")
    defer { mosquitto.stop() }
    try #require(
      mosquitto.wait(10) { _ in Self.listening(port) },
      "the broker did not start: \(mosquitto.text)")

    let server = try Started(
      larder, LarderBinary.executable.path,
      [
        "serve", "--listen", "127.0.0.1:\(try Self.freePort())", "--mqtt",
        "mqtt://127.0.0.1:\(port)", "--mqtt-node", "home",
      ], output: "serve.log")
    defer { server.stop() }
    try #require(
      server.wait { $0.text.contains("MQTT: connected") }, "no connection: \(server.text)")

    // Subscribed after the server published (it does once connected): what arrives now
    // was retained.
    usleep(500_000)
    let script = try larder.write("subscriber.py", Self.subscriber)
    let subscriber = try Started(
      larder, LarderBinary.pythonExecutable.path, [script, "\(port)"], output: "messages.log")
    defer { subscriber.stop() }
    let item = "larder/home/item_"
    let allThere = subscriber.wait { started in
      let topics = Set(started.messages.map(\.topic))
      return [
        "expired_items", "expiring_items", "value_at_risk_eur", "shopping_lines",
      ].allSatisfy { topics.contains("homeassistant/sensor/home/\($0)/config") }
        && topics.contains { $0.hasPrefix(item) } && topics.contains("larder/home/availability")
    }
    try #require(allThere, "messages: \(subscriber.text)\nserver: \(server.text)")

    let first = subscriber.messages
    let configs = first.filter { $0.topic.hasPrefix("homeassistant/sensor/home/") }
    #expect(configs.count == 5)
    for config in configs {
      #expect(config.retained, "\(config.topic)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(config.payload.utf8)) as? [String: Any])
      let keys = Set(object.keys)
      #expect(keys.isSubset(of: Self.documentedKeys), "\(config.topic): \(keys)")
      #expect(Self.requiredKeys.isSubset(of: keys), "\(config.topic): \(keys)")
    }
    let states = Dictionary(
      first.filter { $0.topic.hasPrefix("larder/home/") }.map { ($0.topic, $0) }
    ) { $1 }
    #expect(states["larder/home/availability"]?.payload == "online")
    #expect(states["larder/home/expiring_items"]?.payload == "1")
    #expect(states["larder/home/value_at_risk_eur"]?.payload == "3.50")
    #expect(states.values.allSatisfy { $0.retained })
    #expect(states.first { $0.key.hasPrefix(item) }?.value.payload == "2")

    #expect(try larder.run(["consume", "Milk", "0.5"]).status == 0)
    let consumed = subscriber.wait { started in
      started.messages.dropFirst(first.count).contains {
        $0.topic == "larder/home/value_at_risk_eur" && $0.payload == "2.63"
      }
    }
    #expect(consumed, "messages: \(subscriber.text)")
    #expect(
      subscriber.messages.dropFirst(first.count).contains {
        $0.topic.hasPrefix(item) && $0.payload == "1.5"
      })

    // Unmarked, the item's entity goes: its config is cleared.
    #expect(try larder.run(["edit", "Milk", "--no-home-assistant"]).status == 0)
    let cleared = subscriber.wait { started in
      started.messages.contains {
        $0.topic.hasPrefix("homeassistant/sensor/home/item_") && $0.payload.isEmpty
      }
    }
    #expect(cleared, "messages: \(subscriber.text)")

    server.process.interrupt()
    server.process.waitUntilExit()
    let offline = subscriber.wait { started in
      started.messages.last { $0.topic == "larder/home/availability" }?.payload == "offline"
    }
    #expect(offline, "messages: \(subscriber.text)")
  }

  @Test func aBrokerStartedAfterTheServerIsConnectedToAndTheServerServesMeanwhile() throws {
    let broker = try #require(
      Self.mosquitto, "mosquitto is not installed: 'make test-deps' installs Debian's mosquitto")
    let larder = try LarderBinary()
    let port = try Self.freePort()
    let web = try Self.freePort()
    let server = try Started(
      larder, LarderBinary.executable.path,
      ["serve", "--listen", "127.0.0.1:\(web)", "--mqtt", "mqtt://127.0.0.1:\(port)"],
      output: "serve.log")
    defer { server.stop() }
    try #require(
      server.wait { $0.text.contains("MQTT: cannot reach mqtt://127.0.0.1:\(port) yet") },
      "\(server.text)")
    #expect(server.wait { _ in Self.listening(web) }, "\(server.text)")

    let configuration = try larder.write(
      "mosquitto.conf", "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\n")
    let mosquitto = try Started(larder, broker, ["-c", configuration], output: "broker.log")
    defer { mosquitto.stop() }
    #expect(
      server.wait { $0.text.contains("MQTT: connected to mqtt://127.0.0.1:\(port).") },
      "\(server.text)")
    #expect(server.process.isRunning)
  }
}

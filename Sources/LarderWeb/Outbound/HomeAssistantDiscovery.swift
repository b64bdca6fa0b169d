import LarderReports

/// Home Assistant's MQTT discovery, as Larder speaks it: where each sensor's config and
/// state go, and the config itself, whose keys are those Home Assistant's MQTT sensor
/// documents (so the entities appear with no custom component).
public struct HomeAssistantDiscovery: Sendable, Hashable {
  /// The node: the household's part of every topic and id (`[a-z0-9_]`).
  public var node: String
  /// Larder's version, which the device block and the origin show.
  public var version: String

  /// Home Assistant's discovery prefix, as it is by default.
  public static let prefix = "homeassistant"
  /// What the availability topic says while Larder serves, and once it stopped.
  public static let online = "online"
  public static let offline = "offline"

  public init(node: String, version: String) {
    self.node = node
    self.version = version
  }

  /// `larder/NODE/availability`: `online` while the server runs, `offline` once it
  /// stopped (also the broker's last will).
  public var availabilityTopic: String { "larder/\(node)/availability" }

  /// `homeassistant/sensor/NODE/OBJECT/config`: where the sensor's config is retained.
  public func configTopic(_ sensor: HomeAssistantSensor) -> String {
    "\(Self.prefix)/sensor/\(node)/\(sensor.object)/config"
  }

  /// `larder/NODE/OBJECT`: where the sensor's state is retained.
  public func stateTopic(_ sensor: HomeAssistantSensor) -> String {
    "larder/\(node)/\(sensor.object)"
  }

  /// The sensor's config: its name, ids, state topic, unit and classes, the availability
  /// topic and its payloads, and the device (one "Larder" per household) it belongs to.
  public func config(_ sensor: HomeAssistantSensor) -> JSONValue {
    let id = "larder_\(node)_\(sensor.object)"
    var fields: [(String, JSONValue)] = [
      ("name", .string(sensor.name)),
      ("unique_id", .string(id)),
      ("default_entity_id", .string("sensor.\(id)")),
      ("state_topic", .string(stateTopic(sensor))),
    ]
    if let unit = sensor.unit { fields.append(("unit_of_measurement", .string(unit))) }
    if let deviceClass = sensor.deviceClass {
      fields.append(("device_class", .string(deviceClass)))
    }
    fields.append(("state_class", .string(sensor.stateClass)))
    if let icon = sensor.icon { fields.append(("icon", .string(icon))) }
    fields += [
      ("availability_topic", .string(availabilityTopic)),
      ("payload_available", .string(Self.online)),
      ("payload_not_available", .string(Self.offline)),
      ("device", device),
      ("origin", .object([("name", .string("Larder")), ("sw_version", .string(version))])),
    ]
    return .object(fields)
  }

  /// The device every sensor of the household belongs to.
  private var device: JSONValue {
    .object([
      ("identifiers", .array([.string("larder_\(node)")])),
      ("name", .string("Larder")),
      ("manufacturer", .string("Larder")),
      ("model", .string("larder serve")),
      ("sw_version", .string(version)),
    ])
  }

  /// The node of a household whose database is at `path`: the file's name without its
  /// extension, lower-cased, each character other than `a-z`, `0-9` and `_` as `_`
  /// (`Larder.sqlite` gives `larder`, `Our home.db` `our_home`); `larder` when nothing is
  /// left.
  public static func node(forDatabase path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? ""
    let stem =
      file.contains(".") ? String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)]) : file
    let node = String(stem.lowercased().map { isNodeCharacter($0) ? $0 : "_" }.prefix(64))
    return node.allSatisfy({ $0 == "_" }) ? "larder" : node
  }

  /// Whether `text` may be a node as given (`--mqtt-node`): 1 to 64 of `a-z`, `0-9`, `_`.
  public static func isNode(_ text: String) -> Bool {
    (1...64).contains(text.count) && text.allSatisfy(isNodeCharacter)
  }

  private static func isNodeCharacter(_ character: Character) -> Bool {
    guard let byte = character.asciiValue else { return false }
    return (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
  }
}

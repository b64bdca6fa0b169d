import Foundation
import LarderCore
import LarderLanguage
import LarderReports
import Testing

@testable import LarderWeb

/// The discovery configs Larder publishes: only keys that Home Assistant's MQTT sensor
/// documents, those it needs present, and the node named after the household's file.
@Suite struct HomeAssistantDiscoveryTests {
  /// The keys of an MQTT sensor's discovery config that Home Assistant documents
  /// (integrations/sensor.mqtt, 2025.10 and later: `default_entity_id` replaces
  /// `object_id`).
  static let sensorKeys: Set<String> = [
    "availability", "availability_mode", "availability_template", "availability_topic",
    "default_entity_id", "device", "device_class", "enabled_by_default", "encoding",
    "entity_category", "entity_picture", "expire_after", "force_update", "icon",
    "json_attributes_template", "json_attributes_topic", "last_reset_value_template", "name",
    "options", "origin", "payload_available", "payload_not_available", "platform", "qos",
    "state_class", "state_topic", "suggested_display_precision", "unique_id",
    "unit_of_measurement", "value_template",
  ]
  /// The keys of the `device` block it documents.
  static let deviceKeys: Set<String> = [
    "configuration_url", "connections", "hw_version", "identifiers", "manufacturer", "model",
    "model_id", "name", "serial_number", "suggested_area", "sw_version", "via_device",
  ]
  /// The keys of the `origin` block it documents.
  static let originKeys: Set<String> = ["name", "sw_version", "support_url"]

  static let discovery = HomeAssistantDiscovery(node: "home", version: "1.0.0")

  /// Every sensor of a household with a value at risk in euros and one item shown.
  static func sensors() throws -> [HomeAssistantSensor] {
    let milk = SensorFigures.ShownItem(
      id: try #require(UUID(uuidString: "760F4491-26E8-40A4-9B3B-BC11FC9013C6")), name: "Milk",
      unit: "l", usable: Quantity(thousandths: 1_500))
    let outlook = ExpiryOutlook(asOf: .latest, within: 7, lots: [])
    let figures = try SensorFigures(outlook: outlook, shoppingList: [], items: [milk])
    return HomeAssistantStates(figures, currencies: [.euro], .english).sensors.map(\.sensor)
  }

  /// The config of `sensor` as the broker carries it, read back as JSON.
  static func config(_ sensor: HomeAssistantSensor) throws -> [String: Any] {
    let text = discovery.config(sensor).rendered()
    return try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func everyConfigHasOnlyDocumentedKeys() throws {
    for sensor in try Self.sensors() {
      let config = try Self.config(sensor)
      #expect(Set(config.keys).isSubset(of: Self.sensorKeys), "\(sensor.object)")
      let device = try #require(config["device"] as? [String: Any])
      #expect(Set(device.keys).isSubset(of: Self.deviceKeys))
      let origin = try #require(config["origin"] as? [String: Any])
      #expect(Set(origin.keys).isSubset(of: Self.originKeys))
    }
  }

  @Test func everyConfigNamesItsStateItsAvailabilityAndTheHouseholdsDevice() throws {
    for sensor in try Self.sensors() {
      let config = try Self.config(sensor)
      #expect(config["unique_id"] as? String == "larder_home_\(sensor.object)")
      #expect(config["default_entity_id"] as? String == "sensor.larder_home_\(sensor.object)")
      #expect(config["state_topic"] as? String == "larder/home/\(sensor.object)")
      #expect(config["availability_topic"] as? String == "larder/home/availability")
      #expect(config["payload_available"] as? String == "online")
      #expect(config["payload_not_available"] as? String == "offline")
      let device = try #require(config["device"] as? [String: Any])
      #expect(device["identifiers"] as? [String] == ["larder_home"])
      #expect(device["name"] as? String == "Larder")
    }
  }

  @Test func theValueAtRiskIsMonetaryInItsCurrency() throws {
    let sensor = try #require(try Self.sensors().first { $0.object == "value_at_risk_eur" })
    let config = try Self.config(sensor)
    #expect(config["device_class"] as? String == "monetary")
    #expect(config["unit_of_measurement"] as? String == "EUR")
    #expect(config["state_class"] as? String == "total")
  }

  @Test func aShownItemIsMeasuredInItsUnit() throws {
    let sensor = try #require(try Self.sensors().last)
    let config = try Self.config(sensor)
    #expect(config["name"] as? String == "Milk: usable")
    #expect(config["unit_of_measurement"] as? String == "l")
    #expect(config["state_class"] as? String == "measurement")
    #expect(sensor.object == "item_760f449126e840a49b3bbc11fc9013c6")
  }

  @Test func theNodeIsTheDatabaseFilesNameInLowerCaseLettersDigitsAndUnderscores() {
    #expect(HomeAssistantDiscovery.node(forDatabase: "/home/zoé/Larder.sqlite") == "larder")
    #expect(HomeAssistantDiscovery.node(forDatabase: "Our home.db") == "our_home")
    #expect(HomeAssistantDiscovery.node(forDatabase: "/tmp/Crème-brûlée") == "cr_me_br_l_e")
    #expect(HomeAssistantDiscovery.node(forDatabase: "/tmp/.sqlite") == "larder")
    #expect(HomeAssistantDiscovery.isNode("home_2"))
    #expect(!HomeAssistantDiscovery.isNode("Home"))
    #expect(!HomeAssistantDiscovery.isNode(""))
  }
}

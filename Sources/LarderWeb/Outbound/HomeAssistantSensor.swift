import LarderCore
import LarderLanguage

/// One sensor Larder shows in Home Assistant: what names it, where its state goes, and
/// how Home Assistant should read the state.
public struct HomeAssistantSensor: Sendable, Hashable {
  /// The part of its ids and topics that names it (`expired_items`, `value_at_risk_eur`).
  public var object: String
  /// Its name, in the server's language.
  public var name: String
  /// Its unit, when its state is a measure (a currency code, an item's unit).
  public var unit: String?
  /// Home Assistant's class of the sensor (`monetary`), when one applies.
  public var deviceClass: String?
  /// Home Assistant's class of the state: `measurement`, or `total` for money.
  public var stateClass: String
  /// The icon Home Assistant shows (`mdi:…`), when Home Assistant has none for its class.
  public var icon: String?

  /// Items with an expired lot.
  static func expiredItems(_ l: Localization) -> HomeAssistantSensor {
    HomeAssistantSensor(
      object: "expired_items", name: l.tr("Items expired"), stateClass: "measurement",
      icon: "mdi:food-off")
  }

  /// Items with a lot expiring within the week.
  static func expiringItems(_ l: Localization) -> HomeAssistantSensor {
    HomeAssistantSensor(
      object: "expiring_items",
      name: l.tr("Items expiring within {days} days", ["days": "\(SensorFigures.window)"]),
      stateClass: "measurement", icon: "mdi:clock-alert-outline")
  }

  /// The value of the lots expiring within the week, in `currency`.
  static func valueAtRisk(_ currency: Currency, _ l: Localization) -> HomeAssistantSensor {
    HomeAssistantSensor(
      object: "value_at_risk_\(currency.code.lowercased())",
      name: l.tr("Value at risk ({currency})", ["currency": currency.code]),
      unit: currency.code, deviceClass: "monetary", stateClass: "total")
  }

  /// The shopping list's lines still to buy.
  static func shoppingLines(_ l: Localization) -> HomeAssistantSensor {
    HomeAssistantSensor(
      object: "shopping_lines", name: l.tr("Shopping list lines"), stateClass: "measurement",
      icon: "mdi:cart")
  }

  /// The usable stock of an item the household shows.
  static func item(_ item: SensorFigures.ShownItem, _ l: Localization) -> HomeAssistantSensor {
    HomeAssistantSensor(
      object: "item_" + UUIDText.format(item.id).lowercased().filter { $0 != "-" },
      name: l.tr("{item}: usable", ["item": item.name]), unit: item.unit,
      stateClass: "measurement", icon: "mdi:package-variant")
  }
}

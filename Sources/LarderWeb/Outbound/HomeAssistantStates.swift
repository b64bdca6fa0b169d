import LarderCore
import LarderLanguage

/// The sensors a household shows in Home Assistant on a day, each with its state as the
/// MQTT payload says it: whole counts (`3`), money as an exact decimal in its currency's
/// minor units (`3.50`, never through a binary floating point), quantities as Larder
/// writes them (`1.5`).
public struct HomeAssistantStates: Sendable {
  /// Each sensor and its state, in the order they are published.
  public var sensors: [(sensor: HomeAssistantSensor, state: String)]

  /// The sensors of `figures`: the counts, the value at risk in each of `currencies` and
  /// each currency the figures hold (`0.00` when nothing of it is at risk), the shopping
  /// list's lines, then each item shown. Names are in `l`'s language.
  public init(_ figures: SensorFigures, currencies: Set<Currency>, _ l: Localization) {
    var sensors: [(sensor: HomeAssistantSensor, state: String)] = [
      (.expiredItems(l), String(figures.expiredItems)),
      (.expiringItems(l), String(figures.expiringItems)),
    ]
    for currency in currencies.union(figures.valueAtRisk.currencies).sorted() {
      sensors.append((.valueAtRisk(currency, l), figures.valueAtRisk[currency].amount))
    }
    sensors.append((.shoppingLines(l), String(figures.shoppingLines)))
    for item in figures.items {
      sensors.append((.item(item, l), item.usable.description))
    }
    self.sensors = sensors
  }
}

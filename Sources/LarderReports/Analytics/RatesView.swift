import LarderCore

/// `larder rates`: consumption rates and run-out forecasts.
public enum RatesView {
  /// `[{item, unit, onHand, ratePerDay, ratePerWeek, daysOfSupply, runOutOn}]`; rates to
  /// 3 decimals, days of supply to 1.
  public static func json(_ rates: [ConsumptionRate]) -> String {
    JSONValue.array(
      rates.map { rate in
        .object([
          ("item", .string(rate.item.name)), ("unit", .string(rate.item.unit)),
          ("onHand", .string(rate.onHand.description)),
          ("ratePerDay", .optional(rate.perDay?.formatted(places: 3))),
          ("ratePerWeek", .optional(rate.perWeek?.formatted(places: 3))),
          ("daysOfSupply", .optional(rate.daysOfSupply?.formatted(places: 1))),
          ("runOutOn", .optional(rate.runOutOn)),
        ])
      }
    ).rendered()
  }

  /// An aligned table.
  public static func text(_ rates: [ConsumptionRate]) -> String {
    guard !rates.isEmpty else { return "No items.\n" }
    var table = TextTable([
      ("ITEM", .left), ("UNIT", .left), ("ON HAND", .right), ("PER DAY", .right),
      ("PER WEEK", .right), ("DAYS LEFT", .right), ("RUNS OUT", .left),
    ])
    for rate in rates {
      table.add([
        rate.item.name, rate.item.unit, rate.onHand.description,
        rate.perDay?.formatted(places: 3) ?? "-", rate.perWeek?.formatted(places: 3) ?? "-",
        rate.daysOfSupply?.formatted(places: 1) ?? "-", rate.runOutOn?.description ?? "-",
      ])
    }
    return table.rendered()
  }
}

import LarderCore

/// `larder forecast`: what goes to waste at the current pace, and when each item runs out.
public enum ForecastView {
  /// `{asOf, window, items:[…], lots:[…], totals:[{currency, wasteValue}]}`: quantities
  /// rounded to 3 decimals, rates to 3, days of supply to 1, half away from zero; `lots`
  /// are those projected partly or wholly wasted, limited to expiries ≤ D + `within` days
  /// when given, and `totals` their waste values per currency.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits.
  public static func json(_ forecast: Forecast, within: Int?) throws(ValueError) -> String {
    let lots = forecast.wastedLots(within: within)
    let totals = try Forecast.totals(of: lots)
    return JSONValue.object([
      ("asOf", .string(forecast.asOf.description)), ("window", .number(forecast.window)),
      ("items", .array(forecast.items.map(itemJSON))),
      ("lots", .array(lots.map(lotJSON))),
      (
        "totals",
        .array(
          totals.amounts.map {
            .object([("currency", .string($0.currency.code)), ("wasteValue", .string($0.amount))])
          })
      ),
    ]).rendered()
  }

  static func itemJSON(_ item: ItemProjection) -> JSONValue {
    .object([
      ("item", .string(item.item.name)), ("unit", .string(item.item.unit)),
      ("usable", .string(item.usable.description)),
      ("expired", .string(item.expired.description)),
      ("ratePerDay", .optional(item.perDay?.formatted(places: 3))),
      ("daysOfSupply", .optional(item.daysOfSupply?.formatted(places: 1))),
      ("runOutOn", .optional(item.runOutOn)), ("status", .string(item.status.rawValue)),
      ("projectedWaste", .optional(item.projectedWaste)),
    ])
  }

  static func lotJSON(_ lot: LotProjection) -> JSONValue {
    .object([
      ("item", .string(lot.item)), ("lot", .string(UUIDText.format(lot.lot.id))),
      ("expires", .optional(lot.lot.expiresOn)), ("remaining", .string(lot.remaining.description)),
      ("projectedUse", .string(lot.projectedUse.description)),
      ("projectedWaste", .string(lot.projectedWaste.description)),
      ("currency", .string(lot.wasteValue.currency.code)),
      ("wasteValue", .string(lot.wasteValue.amount)), ("finishedOn", .optional(lot.finishedOn)),
    ])
  }

  /// "Eat first": one sentence per lot projected wasted, with totals per currency; then a
  /// table of each item's usable stock, rate and run-out date ("out of stock" when out).
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits.
  public static func text(_ forecast: Forecast, within: Int?) throws(ValueError) -> String {
    let lots = forecast.wastedLots(within: within)
    var heading =
      "Eat first (as of \(forecast.asOf), at the pace of the last \(forecast.window) days"
    if let within { heading += ", expiring within \(within) days" }
    var out = Emphasis.bold.apply(heading + "):") + "\n"
    if lots.isEmpty { out += "  Nothing goes to waste at this pace.\n" }
    for lot in lots {
      let by = lot.lot.expiresOn.map { " by " + DayLabel.short($0) } ?? ""
      out +=
        "  Use \(lot.remaining) \(lot.unit.singleLine) of \(lot.item.singleLine)\(by), "
        + "or \(lot.wasteValue) goes in the bin.\n"
    }
    let totals = try Forecast.totals(of: lots)
    if !totals.isEmpty {
      out += "  In all: " + totals.amounts.map(\.description).joined(separator: ", ") + ".\n"
    }
    out += "\n" + Emphasis.bold.apply("Run-out (as of \(forecast.asOf)):") + "\n"
    guard !forecast.items.isEmpty else { return out + "  No items.\n" }
    var table = TextTable([
      ("ITEM", .left), ("UNIT", .left), ("USABLE", .right), ("EXPIRED", .right),
      ("PER DAY", .right), ("DAYS LEFT", .right), ("RUNS OUT", .left), ("STATUS", .left),
    ])
    for item in forecast.items {
      table.add(
        [
          item.item.name, item.item.unit, item.usable.description, item.expired.description,
          item.perDay?.formatted(places: 3) ?? "-", item.daysOfSupply?.formatted(places: 1) ?? "-",
          item.status == .out ? "out of stock" : item.runOutOn?.description ?? "-",
          item.status.rawValue,
        ], emphasis: item.status == .out ? .dim : .plain)
    }
    return out + table.rendered()
  }
}

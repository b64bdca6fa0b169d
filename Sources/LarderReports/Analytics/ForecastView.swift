import LarderCore
import LarderLanguage

/// `larder forecast`: what goes to waste at the current pace, and when each item runs out.
public enum ForecastView {
  /// `{asOf, window, items:[…], lots:[…], totals:[{currency, wasteValue}],
  /// pastBestBefore:[…], pastBestBeforeTotals:[{currency, wasteValue}], shortHistory:
  /// {items, minHistory, lots:[{item, lot, expires, remaining, unit, currency, value}]}}`:
  /// quantities rounded to 3 decimals, rates to 3, days of supply to 1, half away from
  /// zero; `lots` are those projected partly or wholly wasted, limited to expiries ≤ D +
  /// `within` days when given, and `totals` their waste values per currency;
  /// `pastBestBefore` the lots that will be past their best before by then (not waste),
  /// with their totals; `shortHistory` counts the items without a pace and lists their
  /// usable lots expiring within `within` days (7 when not given), valued whole.
  ///
  /// - Throws: `ValueError.overflow` when a currency's total passes 64 bits.
  public static func json(_ forecast: Forecast, within: Int?) throws(ValueError) -> String {
    let lots = forecast.wastedLots(within: within)
    let totals = try Forecast.totals(of: lots)
    let unpaced = try forecast.shortHistoryLots(within: within ?? Forecast.shortHistoryOutlook)
    let past = forecast.pastBestBeforeLots(within: within)
    func totalsJSON(_ totals: MoneyTotals) -> JSONValue {
      .array(
        totals.amounts.map {
          .object([("currency", .string($0.currency.code)), ("wasteValue", .string($0.amount))])
        })
    }
    return JSONValue.object([
      ("asOf", .string(forecast.asOf.description)), ("window", .number(forecast.window)),
      ("items", .array(forecast.items.map(itemJSON))),
      ("lots", .array(lots.map(lotJSON))), ("totals", totalsJSON(totals)),
      ("pastBestBefore", .array(past.map(lotJSON))),
      ("pastBestBeforeTotals", totalsJSON(try Forecast.totals(of: past))),
      (
        "shortHistory",
        .object([
          ("items", .number(forecast.shortHistoryCount)),
          ("minHistory", .number(forecast.minHistory)),
          ("lots", .array(unpaced.map(unpacedJSON))),
        ])
      ),
    ]).rendered()
  }

  static func unpacedJSON(_ lot: ExpiringLot) -> JSONValue {
    .object([
      ("item", .string(lot.item)), ("lot", .string(UUIDText.format(lot.lotID))),
      ("expires", .string(lot.expires.description)),
      ("remaining", .string(lot.remaining.description)), ("unit", .string(lot.unit)),
      ("currency", .string(lot.valueAtRisk.currency.code)),
      ("value", .string(lot.valueAtRisk.amount)),
    ])
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
    let texts = Localization.current
    let formats = Formats(texts)
    let lots = forecast.wastedLots(within: within)
    let asOf = formats.date(forecast.asOf)
    let heading =
      within.map {
        texts.trn(
          "Eat first (as of {date}, at the pace of the last {window} days, expiring within {count} day):",
          "Eat first (as of {date}, at the pace of the last {window} days, expiring within {count} days):",
          count: $0, ["date": asOf, "window": String(forecast.window)])
      }
      ?? texts.tr(
        "Eat first (as of {date}, at the pace of the last {window} days):",
        ["date": asOf, "window": String(forecast.window)])
    var out = Emphasis.bold.apply(heading) + "\n"
    let unpaced = try forecast.shortHistoryLots(within: within ?? Forecast.shortHistoryOutlook)
    // Never "nothing goes to waste" while lots without a pace expire within the outlook.
    if lots.isEmpty && unpaced.isEmpty {
      out += "  " + texts.tr("Nothing goes to waste at this pace.") + "\n"
    }
    for lot in lots {
      let values: KeyValuePairs<String, String> = [
        "quantity": formats.quantity(lot.remaining) + " " + lot.unit.singleLine,
        "item": lot.item.singleLine, "day": lot.lot.expiresOn.map(formats.shortDay) ?? "",
        "money": formats.sentenceMoney(lot.wasteValue),
      ]
      out +=
        "  "
        + (lot.lot.expiresOn == nil
          ? texts.tr("Use {quantity} of {item}, or {money} goes in the bin.", values)
          : texts.tr("Use {quantity} of {item} by {day}, or {money} goes in the bin.", values))
        + "\n"
    }
    let totals = try Forecast.totals(of: lots)
    if !totals.isEmpty {
      out +=
        "  "
        + texts.tr(
          "In all: {amounts}.", ["amounts": texts.list(totals.amounts.map(formats.sentenceMoney))])
        + "\n"
    }
    out += unpacedLines(unpaced, formats)
    if let note = ShortHistoryNote.line(
      count: forecast.shortHistoryCount, minHistory: forecast.minHistory, texts)
    {
      out += "  " + note + "\n"
    }
    out += try pastBestBefore(forecast.pastBestBeforeLots(within: within), formats)
    out +=
      "\n" + Emphasis.bold.apply(texts.tr("Run-out (as of {date}):", ["date": asOf])) + "\n"
    guard !forecast.items.isEmpty else { return out + "  " + texts.tr("No items.") + "\n" }
    var table = TextTable([
      (Localization.current.tr("ITEM"), .left), (Localization.current.tr("UNIT"), .left),
      (Localization.current.tr("USABLE"), .right), (Localization.current.tr("EXPIRED"), .right),
      (Localization.current.tr("PER DAY"), .right), (Localization.current.tr("DAYS LEFT"), .right),
      (Localization.current.tr("RUNS OUT"), .left), (Localization.current.tr("STATUS"), .left),
    ])
    for item in forecast.items {
      table.add(
        [
          item.item.name, item.item.unit, formats.tableQuantity(item.usable),
          formats.tableQuantity(item.expired),
          item.perDay.map { formats.tableRatio($0, places: 3) } ?? "-",
          item.daysOfSupply.map { formats.tableRatio($0, places: 1) } ?? "-",
          RatesView.runsOut(item), item.status.word(texts),
        ], emphasis: item.status == .out ? .dim : .plain)
    }
    return out + table.rendered()
  }

  /// One sentence per lot of an item without a pace that expires within the outlook:
  /// what is left, by when, and its value.
  static func unpacedLines(_ lots: [ExpiringLot], _ formats: Formats) -> String {
    lots.map { lot in
      "  "
        + formats.localization.tr(
          "Use {quantity} of {item} by {day} (no pace known yet): {money} at stake.",
          [
            "quantity": formats.quantity(lot.remaining) + " " + lot.unit.singleLine,
            "item": lot.item.singleLine, "day": formats.shortDay(lot.expires),
            "money": formats.sentenceMoney(lot.valueAtRisk),
          ]) + "\n"
    }.joined()
  }

  /// The lots that will be past their best before at this pace, one sentence each, and
  /// their value per currency; "" when there are none.
  static func pastBestBefore(_ lots: [LotProjection], _ formats: Formats) throws(ValueError)
    -> String
  {
    guard !lots.isEmpty else { return "" }
    let texts = formats.localization
    var out = ""
    for lot in lots {
      out +=
        "  "
        + texts.tr(
          "Check {quantity} of {item} after {day}: past its best before by then, worth {money}.",
          [
            "quantity": formats.quantity(lot.projectedWaste) + " " + lot.unit.singleLine,
            "item": lot.item.singleLine, "day": lot.lot.expiresOn.map(formats.shortDay) ?? "",
            "money": formats.sentenceMoney(lot.wasteValue),
          ]) + "\n"
    }
    let totals = try Forecast.totals(of: lots)
    return out + "  "
      + texts.tr(
        "Past best before by then, not waste: {amounts}.",
        ["amounts": texts.list(totals.amounts.map(formats.sentenceMoney))]) + "\n"
  }
}

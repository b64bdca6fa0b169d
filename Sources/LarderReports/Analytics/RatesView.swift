import LarderCore
import LarderLanguage

/// `larder rates`: consumption rates, usable stock and run-out dates (docs definitions 3
/// to 5).
public enum RatesView {
  /// `[{item, unit, onHand, usable, expired, status, ratePerDay, ratePerWeek, daysOfSupply,
  /// runOutOn}]`; rates to 3 decimals, days of supply to 1; nulls for what an item's status
  /// leaves undefined.
  public static func json(_ items: [ItemProjection]) -> String {
    JSONValue.array(
      items.map { item in
        .object([
          ("item", .string(item.item.name)), ("unit", .string(item.item.unit)),
          ("onHand", .string(item.onHand.description)),
          ("usable", .string(item.usable.description)),
          ("expired", .string(item.expired.description)),
          ("status", .string(item.status.rawValue)),
          ("ratePerDay", .optional(item.perDay?.formatted(places: 3))),
          ("ratePerWeek", .optional(item.perWeek?.formatted(places: 3))),
          ("daysOfSupply", .optional(item.daysOfSupply?.formatted(places: 1))),
          ("runOutOn", .optional(item.runOutOn)),
        ])
      }
    ).rendered()
  }

  /// An aligned table; an item that is out says "out of stock" where the run-out date goes.
  public static func text(_ items: [ItemProjection]) -> String {
    guard !items.isEmpty else { return Localization.current.tr("No items.") + "\n" }
    let f = Formats()
    var table = TextTable([
      (Localization.current.tr("ITEM"), .left), (Localization.current.tr("UNIT"), .left),
      (Localization.current.tr("USABLE"), .right), (Localization.current.tr("EXPIRED"), .right),
      (Localization.current.tr("PER DAY"), .right), (Localization.current.tr("PER WEEK"), .right),
      (Localization.current.tr("DAYS LEFT"), .right), (Localization.current.tr("RUNS OUT"), .left),
      (Localization.current.tr("STATUS"), .left),
    ])
    for item in items {
      table.add(
        [
          item.item.name, item.item.unit, f.tableQuantity(item.usable),
          f.tableQuantity(item.expired), item.perDay.map { f.tableRatio($0, places: 3) } ?? "-",
          item.perWeek.map { f.tableRatio($0, places: 3) } ?? "-",
          item.daysOfSupply.map { f.tableRatio($0, places: 1) } ?? "-", runsOut(item),
          item.status.word(),
        ], emphasis: item.status == .out ? .dim : .plain)
    }
    return table.rendered()
  }

  /// The run-out date, "out of stock" for an item that is out, "-" for none.
  static func runsOut(_ item: ItemProjection) -> String {
    item.status == .out
      ? Localization.current.tr("out of stock") : item.runOutOn.map(Formats().date) ?? "-"
  }
}

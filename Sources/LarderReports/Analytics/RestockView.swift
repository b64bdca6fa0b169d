import LarderCore
import LarderLanguage

/// `larder restock`: what to buy (docs definition 8).
public enum RestockView {
  /// `[{item, unit, onHand, usable, status, minStock, runOutOn, buyBy, suggested, pack,
  /// packs}]`: `suggested` is `packs` usual packs of `pack`.
  public static func json(_ suggestions: [RestockSuggestion]) -> String {
    JSONValue.array(
      suggestions.map { suggestion in
        let item = suggestion.projection
        return .object([
          ("item", .string(item.item.name)), ("unit", .string(item.item.unit)),
          ("onHand", .string(item.onHand.description)),
          ("usable", .string(item.usable.description)),
          ("status", .string(item.status.rawValue)),
          ("minStock", .optional(item.item.minimumStock)),
          ("runOutOn", .optional(item.runOutOn)),
          ("buyBy", .string(suggestion.buyBy.description)),
          ("suggested", .string(suggestion.suggested.description)),
          ("pack", .string(suggestion.pack.description)), ("packs", .number(Int(suggestion.packs))),
        ])
      }
    ).rendered()
  }

  /// An aligned table; why each item is there reads from RUNS OUT: a date, "out of stock",
  /// or "below minimum"; BUY BY is the day to buy by, PACKS the usual packs. Then the
  /// line about items with a short history, if any.
  public static func text(_ plan: RestockPlan) -> String {
    let note =
      ShortHistoryNote.line(
        count: plan.shortHistoryCount, minHistory: plan.minHistory
      ).map { $0 + "\n" } ?? ""
    return text(plan.suggestions) + note
  }

  /// The table of `suggestions` alone.
  public static func text(_ suggestions: [RestockSuggestion]) -> String {
    guard !suggestions.isEmpty else {
      return Localization.current.tr("Nothing needs restocking.") + "\n"
    }
    let f = Formats()
    var table = TextTable([
      (Localization.current.tr("ITEM"), .left), (Localization.current.tr("USABLE"), .right),
      (Localization.current.tr("MIN"), .right), (Localization.current.tr("RUNS OUT"), .left),
      (Localization.current.tr("BUY BY"), .left), (Localization.current.tr("BUY"), .right),
      (Localization.current.tr("PACKS"), .right), (Localization.current.tr("UNIT"), .left),
    ])
    for suggestion in suggestions {
      let item = suggestion.projection
      table.add(
        [
          item.item.name, f.tableQuantity(item.usable),
          item.item.minimumStock.map(f.tableQuantity) ?? "-", reason(item, f),
          f.date(suggestion.buyBy), f.tableQuantity(suggestion.suggested),
          "\(suggestion.packs) × " + f.tableQuantity(suggestion.pack), item.item.unit,
        ], emphasis: item.status == .out ? .dim : .plain)
    }
    return table.rendered()
  }

  /// The run-out date, or "out of stock", or "below minimum" when neither applies.
  public static func reason(_ item: ItemProjection, _ formats: Formats = Formats()) -> String {
    let texts = formats.localization
    return item.status == .out
      ? texts.tr("out of stock") : item.runOutOn.map(formats.date) ?? texts.tr("below minimum")
  }
}

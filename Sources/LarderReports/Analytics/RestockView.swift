import LarderCore
import LarderLanguage

/// `larder restock`: what to buy (docs definition 8).
public enum RestockView {
  /// `[{item, unit, onHand, usable, status, minStock, runOutOn, suggested}]`.
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
          ("suggested", .string(suggestion.suggested.description)),
        ])
      }
    ).rendered()
  }

  /// An aligned table; why each item is there reads from RUNS OUT: a date, "out of stock",
  /// or "below minimum".
  public static func text(_ suggestions: [RestockSuggestion]) -> String {
    guard !suggestions.isEmpty else {
      return Localization.current.tr("Nothing needs restocking.") + "\n"
    }
    let f = Formats()
    var table = TextTable([
      (Localization.current.tr("ITEM"), .left), (Localization.current.tr("USABLE"), .right),
      (Localization.current.tr("MIN"), .right), (Localization.current.tr("RUNS OUT"), .left),
      (Localization.current.tr("BUY"), .right),
      (Localization.current.tr("UNIT"), .left),
    ])
    for suggestion in suggestions {
      let item = suggestion.projection
      table.add(
        [
          item.item.name, f.tableQuantity(item.usable),
          item.item.minimumStock.map(f.tableQuantity) ?? "-", reason(item, f),
          f.tableQuantity(suggestion.suggested), item.item.unit,
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

import LarderCore

/// `larder restock`: what to buy.
public enum RestockView {
  /// `[{item, unit, onHand, minStock, runOutOn, suggested}]`.
  public static func json(_ suggestions: [RestockSuggestion]) -> String {
    JSONValue.array(
      suggestions.map { suggestion in
        let rate = suggestion.rate
        return .object([
          ("item", .string(rate.item.name)), ("unit", .string(rate.item.unit)),
          ("onHand", .string(rate.onHand.description)),
          ("minStock", .optional(rate.item.minimumStock)),
          ("runOutOn", .optional(rate.runOutOn)),
          ("suggested", .string(suggestion.suggested.description)),
        ])
      }
    ).rendered()
  }

  /// An aligned table.
  public static func text(_ suggestions: [RestockSuggestion]) -> String {
    guard !suggestions.isEmpty else { return "Nothing needs restocking.\n" }
    var table = TextTable([
      ("ITEM", .left), ("ON HAND", .right), ("MIN", .right), ("RUNS OUT", .left), ("BUY", .right),
      ("UNIT", .left),
    ])
    for suggestion in suggestions {
      let rate = suggestion.rate
      table.add([
        rate.item.name, rate.onHand.description, rate.item.minimumStock?.description ?? "-",
        rate.runOutOn?.description ?? "-", suggestion.suggested.description, rate.item.unit,
      ])
    }
    return table.rendered()
  }
}

import LarderCore

extension Formats {
  /// What `larder open`, `freeze`, `thaw` and the web's Open say they did: `Opened 1 L of
  /// Milk from 1 lot; expires 3 Nov 2026.`, with the soonest new expiry of `lots` (a
  /// best-before worded as such), in this localization.
  public func stateChange(
    to state: FoodState, quantity: Quantity, unit: String, item: String, lots: [Lot]
  ) -> String {
    let l = localization
    // Every lot changed has an expiry: a life gives one.
    let soonest = lots.min { ($0.expiresOn ?? .latest) < ($1.expiresOn ?? .latest) }
    let values: KeyValuePairs<String, String> = [
      "quantity": tableQuantity(quantity), "unit": unit, "item": item,
      "lots": l.trn("{count} lot", "{count} lots", count: lots.count),
      "date": soonest.flatMap(expiry) ?? "",
    ]
    switch (state, soonest?.dateKind) {
    case (.frozen, .bestBefore):
      return l.tr("Froze {quantity} {unit} of {item} from {lots}; {date}.", values)
    case (.frozen, _):
      return l.tr("Froze {quantity} {unit} of {item} from {lots}; expires {date}.", values)
    case (.sealed, .bestBefore), (.opened, .bestBefore):
      return l.tr("Opened {quantity} {unit} of {item} from {lots}; {date}.", values)
    case (.sealed, _), (.opened, _):
      return l.tr("Opened {quantity} {unit} of {item} from {lots}; expires {date}.", values)
    case (.thawed, _):
      return l.tr("Thawed {quantity} {unit} of {item} from {lots}; expires {date}.", values)
    }
  }
}

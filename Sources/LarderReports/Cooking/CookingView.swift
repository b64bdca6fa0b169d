import Foundation
import LarderCore
import LarderLanguage

/// `larder cook --suggest`: the recipes that use up what expires first (docs definition
/// 27), for people and for programs.
public enum CookingView {
  /// `{"asOf", "within", "suggestions": [{"recipe", "id", "rescued": [{currency, amount}],
  /// "usesUp": [{"item", "quantity", "unit", "by"}], "missing": [food]}]}`, ranked.
  public static func json(_ suggestions: [CookingSuggestion], asOf: CalendarDate, within: Int)
    -> String
  {
    JSONValue.object([
      ("asOf", .string(asOf.description)), ("within", .number(within)),
      ("suggestions", .array(suggestions.map(json))),
    ]).rendered()
  }

  /// One suggestion as JSON.
  static func json(_ suggestion: CookingSuggestion) -> JSONValue {
    .object([
      ("recipe", .string(suggestion.name)), ("id", .string(UUIDText.format(suggestion.recipe))),
      ("rescued", JSONValue.amounts(suggestion.rescued)),
      (
        "usesUp",
        .array(
          suggestion.usesUp.map { used in
            .object([
              ("item", .string(used.item.name)), ("quantity", .string(used.quantity.description)),
              ("unit", .string(used.item.unit)), ("by", .string(used.by.description)),
            ])
          })
      ),
      ("missing", .array(suggestion.missing.map { .string($0.name) })),
    ])
  }

  /// One line per suggestion: `Gratin dauphinois: uses 600 g of Pommes de terre (Thu) and
  /// 200 g of Crème fraîche (Wed), 3.85 EUR saved; missing: Gruyère`.
  public static func text(_ suggestions: [CookingSuggestion]) -> String {
    suggestions.map { sentence($0) + "\n" }.joined()
  }

  /// A suggestion in one sentence, in the reader's language (`l`).
  public static func sentence(
    _ suggestion: CookingSuggestion, _ l: Localization = .current
  ) -> String {
    var text = suggestion.name
    if let uses = usesUp(suggestion, l) {
      text = l.tr("{recipe}: uses {uses}", ["recipe": suggestion.name, "uses": uses])
      if let saved = saved(suggestion, l) {
        text = l.tr("{sentence}, {saved} saved", ["sentence": text, "saved": saved])
      }
    }
    guard !suggestion.missing.isEmpty else { return text }
    return l.tr(
      "{sentence}; missing: {missing}",
      ["sentence": text, "missing": l.list(suggestion.missing.map(\.name))])
  }

  /// What it uses up, as a list: `600 g of Pommes de terre (Thu) and 200 g of …`; nil when
  /// it uses nothing that expires within the days.
  public static func usesUp(
    _ suggestion: CookingSuggestion, _ l: Localization = .current
  ) -> String? {
    guard !suggestion.usesUp.isEmpty else { return nil }
    let f = Formats(l)
    return l.list(
      suggestion.usesUp.map { used in
        l.tr(
          "{quantity} {unit} of {item} ({day})",
          [
            "quantity": f.quantity(used.quantity), "unit": used.item.unit,
            "item": used.item.name, "day": f.shortDay(used.by),
          ])
      })
  }

  /// The value rescued, each currency's: `3.85 EUR`; nil when it is none.
  public static func saved(
    _ suggestion: CookingSuggestion, _ l: Localization = .current
  ) -> String? {
    let amounts = suggestion.rescued.amounts.filter { $0.minorUnits != 0 }
    guard !amounts.isEmpty else { return nil }
    let f = Formats(l)
    return amounts.map(f.sentenceMoney).joined(separator: " + ")
  }
}

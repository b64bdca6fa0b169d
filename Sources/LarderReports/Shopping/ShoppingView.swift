import LarderCore
import LarderLanguage

/// `larder shopping`: the shared shopping list, for people and for programs.
public enum ShoppingView {
  /// `[{"name", "item", "quantity", "unit", "suggested", "buyBy", "addedOn", "boughtOn"}]`,
  /// in the list's order: quantities as decimal strings, days as ISO dates, the item's id
  /// null for a line that names no item, `addedOn` null for a suggestion.
  public static func json(_ lines: [ShoppingLine]) -> String {
    JSONValue.array(
      lines.map { line in
        .object(
          [
            ("name", .string(line.name)),
            ("item", .optional(line.item.map(UUIDText.format))),
            ("quantity", .optional(line.quantity?.description)), ("unit", .optional(line.unit)),
            ("suggested", .bool(line.isSuggested)), ("buyBy", .optional(line.buyBy?.description)),
            ("addedOn", .optional(line.addedOn?.description)),
            ("boughtOn", .optional(line.boughtOn?.description)),
          ]
            + (line.meal.map { meal in
              [
                (
                  "planned",
                  JSONValue.object([
                    ("recipe", .string(meal.recipe)), ("day", .string(meal.day.description)),
                  ])
                )
              ]
            } ?? []))
      }
    ).rendered()
  }

  /// One line per line of the list, `[ ]` to buy and `[x]` bought: the name, how much,
  /// and for a suggestion the day to buy it by; nothing for an empty list, which the caller
  /// words (the command line says how to add to it).
  public static func text(_ lines: [ShoppingLine]) -> String {
    let l = Localization.current
    let f = Formats(l)
    return lines.map { line in
      var parts = [line.isBought ? "[x]" : "[ ]", line.name]
      if let quantity = line.quantity {
        parts.append(
          [f.quantity(quantity), line.unit ?? ""].filter { !$0.isEmpty }.joined(separator: " "))
      }
      if let boughtOn = line.boughtOn {
        parts.append(l.tr("(bought {date})", ["date": f.date(boughtOn)]))
      } else if let meal = line.meal {
        parts.append(
          l.tr(
            "(for {recipe} on {day})", ["recipe": meal.recipe, "day": f.shortDay(meal.day)]))
      } else if let buyBy = line.buyBy {
        parts.append(
          line.isSuggested
            ? l.tr("(suggested: buy by {date})", ["date": f.date(buyBy)])
            : l.tr("(buy by {date})", ["date": f.date(buyBy)]))
      }
      return parts.joined(separator: " ") + "\n"
    }.joined()
  }
}

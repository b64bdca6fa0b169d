import LarderCore
import LarderLanguage
import LarderStore

extension Flash {
  /// `Cooked Gratin dauphinois (4 servings): used 600 g of Pommes de terre and 20 cl of
  /// Crème. Missing: Gruyère. Kept 2 pcs of leftovers, to eat by 4 Dec 2026.`
  static func cooked(_ cooked: Store.Cooked, _ f: Formats) -> String {
    let l = f.localization
    let servings = l.trn("{count} serving", "{count} servings", count: cooked.servings)
    let items = l.list(
      cooked.used.map { used in
        l.tr(
          "{quantity} {unit} of {item}",
          ["quantity": f.quantity(used.quantity), "unit": used.item.unit, "item": used.item.name])
      })
    var parts = [
      cooked.used.isEmpty
        ? l.tr(
          "Cooked {recipe} ({servings}), using nothing from the stock.",
          ["recipe": cooked.recipe.name, "servings": servings])
        : l.tr(
          "Cooked {recipe} ({servings}): used {items}.",
          ["recipe": cooked.recipe.name, "servings": servings, "items": items])
    ]
    if !cooked.missing.isEmpty {
      parts.append(l.tr("Missing: {items}.", ["items": l.list(cooked.missing)]))
    }
    if let (item, lot) = cooked.leftovers {
      parts.append(
        l.tr(
          "Kept {quantity} {unit} of leftovers, to eat by {date}.",
          [
            "quantity": f.quantity(lot.quantity), "unit": item.unit,
            "date": lot.expiresOn.map(f.date) ?? l.tr("never"),
          ]))
    }
    return sentences(parts)
  }

  /// `Planned Gratin dauphinois on 3 Dec 2026 (4 servings).`
  static func planned(_ meal: PlannedMeal, _ f: Formats) -> String {
    let l = f.localization
    return l.tr(
      "Planned {recipe} on {date} ({servings}).",
      [
        "recipe": meal.recipeName, "date": f.date(meal.day),
        "servings": l.trn("{count} serving", "{count} servings", count: meal.servings),
      ])
  }

  /// `Took Gratin dauphinois on 3 Dec 2026 off the plan.`
  static func unplanned(_ meal: PlannedMeal, _ f: Formats) -> String {
    f.localization.tr(
      "Took {recipe} on {date} off the plan.",
      ["recipe": meal.recipeName, "date": f.date(meal.day)])
  }
}

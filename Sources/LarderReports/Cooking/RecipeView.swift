import Foundation
import LarderCore
import LarderLanguage

/// `larder recipe list` and `larder recipe show`: the recipes kept, for people and for
/// programs.
public enum RecipeView {
  /// `[{"id", "name", "servings", "ingredients", "minutes", "source"}]`, by name.
  public static func listJSON(_ recipes: [Recipe]) -> String {
    JSONValue.array(
      recipes.map { recipe in
        .object([
          ("id", .string(UUIDText.format(recipe.id))), ("name", .string(recipe.name)),
          ("servings", .number(recipe.servings)),
          ("ingredients", .number(recipe.ingredients.count)),
          ("minutes", recipe.minutes.map { .number($0) } ?? .null),
          ("source", .optional(recipe.source)),
        ])
      }
    ).rendered()
  }

  /// One line per recipe: its name, servings, ingredients and time.
  public static func listText(_ recipes: [Recipe]) -> String {
    let l = Localization.current
    return recipes.map { recipe in
      var parts = [
        recipe.name,
        l.trn("{count} serving", "{count} servings", count: recipe.servings),
        l.trn("{count} ingredient", "{count} ingredients", count: recipe.ingredients.count),
      ]
      if let minutes = recipe.minutes {
        parts.append(l.trn("{count} minute", "{count} minutes", count: minutes))
      }
      return parts.joined(separator: " · ") + "\n"
    }.joined()
  }

  /// `{"id", "name", "servings", "yield", "language", "minutes", "source", "ingredients":
  /// [{"line", "food", "amount", "unit", "note", "item", "atHand"}], "steps"}`: each
  /// ingredient as read, with the item it is matched to (null when none) and whether it is
  /// a food always at hand.
  public static func showJSON(_ recipe: Recipe, items: [Item?], atHand: [Bool] = []) -> String {
    JSONValue.object([
      ("id", .string(UUIDText.format(recipe.id))), ("name", .string(recipe.name)),
      ("servings", .number(recipe.servings)), ("yield", .optional(recipe.yield)),
      ("language", .string(recipe.language)),
      ("minutes", recipe.minutes.map { .number($0) } ?? .null),
      ("source", .optional(recipe.source)),
      (
        "ingredients",
        .array(
          recipe.ingredients.enumerated().map { index, ingredient in
            .object([
              ("line", .string(ingredient.line)), ("food", .string(ingredient.food)),
              ("amount", .optional(ingredient.amount?.description)),
              ("unit", .optional(ingredient.unit?.symbol)), ("note", .optional(ingredient.note)),
              ("item", .optional(index < items.count ? items[index]?.name : nil)),
              ("atHand", .bool(index < atHand.count && atHand[index])),
            ])
          })
      ),
      ("steps", .array(recipe.steps.map { .string($0) })),
    ]).rendered()
  }

  /// The recipe: its name and servings, each ingredient numbered with what it reads as and
  /// its item, then the steps.
  public static func showText(_ recipe: Recipe, items: [Item?], atHand: [Bool] = []) -> String {
    let l = Localization.current
    var out =
      recipe.name + " (" + l.trn("{count} serving", "{count} servings", count: recipe.servings)
    if let minutes = recipe.minutes {
      out += ", " + l.trn("{count} minute", "{count} minutes", count: minutes)
    }
    out += ")\n"
    if let source = recipe.source { out += source + "\n" }
    out += "\n" + l.tr("Ingredients:") + "\n"
    for (index, ingredient) in recipe.ingredients.enumerated() {
      let item = index < items.count ? items[index] : nil
      var reading: String
      if let amount = ingredient.amount, let unit = ingredient.unit {
        reading = "\(amount) \(unit.symbol) · \(ingredient.food)"
      } else {
        reading = l.tr("{food}, unmeasured", ["food": ingredient.food])
      }
      if index < atHand.count && atHand[index] {
        reading += " → " + l.tr("at hand")
      } else {
        reading += item.map { " → " + $0.name } ?? " → " + l.tr("no item")
      }
      out += "  \(index + 1). \(ingredient.line)   [\(reading)]\n"
    }
    if !recipe.steps.isEmpty {
      out += "\n" + l.tr("Steps:") + "\n"
      for (index, step) in recipe.steps.enumerated() { out += "  \(index + 1). \(step)\n" }
    }
    return out
  }
}

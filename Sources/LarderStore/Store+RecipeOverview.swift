import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// A recipe as its page shows it (docs definitions 26–28): each ingredient with its
  /// matched item and whether the stock has enough of it, what cooking it now would use
  /// up, and its meals still to cook.
  public struct RecipeOverview: Sendable {
    /// One ingredient line and what the household holds for it.
    public struct Line: Sendable {
      /// The line as read.
      public var ingredient: RecipeIngredient
      /// Its matched item; nil when none is.
      public var item: Item?
      /// Whether it is missing at the recipe's own servings (definition 27): unmatched,
      /// not converting to its item's unit, or not enough usable stock. Never for an
      /// unmeasured line.
      public var isMissing: Bool
    }

    /// The recipe.
    public var recipe: Recipe
    /// Its ingredients, in the recipe's order.
    public var lines: [Line]
    /// What cooking it at its servings uses up, saves and lacks, as the Recipes page ranks
    /// it.
    public var suggestion: CookingSuggestion
    /// Its meals still to cook, in the plan's order, with what they reserve and lack.
    public var meals: [MealPlan.Meal]
  }

  /// The recipe `reference` names as of `asOf`, its suggestion computed over `within`
  /// days, read from one snapshot.
  ///
  /// - Throws: as `findRecipe`; `StoreError.unreadable` for a row that cannot be read;
  ///   `ValueError.overflow` beyond Larder's bounds.
  public func recipeOverview(_ reference: String, asOf: CalendarDate, within: Int) throws
    -> RecipeOverview
  {
    try db.snapshot {
      let recipe = try findRecipe(reference).recipe
      let matches = FoodMatches()
      let needs = try self.needs(of: recipe, matches)
      let suggestions = try cookingSuggestions(asOf: asOf, within: within)
      guard let suggestion = suggestions.first(where: { $0.recipe == recipe.id }) else {
        throw StoreError.unknownRecipe(reference)
      }
      // The missing ingredients are those of the needs, in the same order.
      var missing = suggestion.missing[...]
      var lines: [RecipeOverview.Line] = []
      for (ingredient, need) in zip(recipe.ingredients, needs) {
        var isMissing = false
        if need.demand != .unmeasured, let next = missing.first, next.name == need.name {
          isMissing = true
          missing = missing.dropFirst()
        }
        lines.append(
          RecipeOverview.Line(ingredient: ingredient, item: need.item, isMissing: isMissing))
      }
      let meals = try readMealPlan(asOf: asOf, matches).meals.filter {
        $0.meal.recipe == recipe.id
      }
      return RecipeOverview(recipe: recipe, lines: lines, suggestion: suggestion, meals: meals)
    }
  }
}

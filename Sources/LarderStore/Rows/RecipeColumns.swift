import Foundation
import LarderCore
import LarderErrors

/// How a recipe is read from `recipes`, without its ingredients.
enum RecipeColumns: Int32, ResultColumns {
  case id, uuid, name, servings, yield, language, minutes, source, steps

  var sql: String {
    switch self {
    case .id: "recipes.id"
    case .uuid: "recipes.uuid"
    case .name: "recipes.name"
    case .servings: "recipes.servings"
    case .yield: "recipes.yield"
    case .language: "recipes.language"
    case .minutes: "recipes.minutes"
    case .source: "recipes.source"
    case .steps: "recipes.steps"
    }
  }

  /// The recipe whose columns start at `offset`, with no ingredients yet, and its row id.
  ///
  /// - Throws: `StoreError.unreadable` for an id or steps that cannot be read.
  static func decode(_ row: Statement.Row, at offset: Int32 = 0) throws -> (Int64, Recipe) {
    let reader = ColumnReader<RecipeColumns>(row, table: "recipes", at: offset)
    let steps = reader.text(.steps)
    var decoded: [String] = []
    if steps != "[]" {
      do { decoded = try JSONDecoder().decode([String].self, from: Data(steps.utf8)) } catch {
        throw reader.unreadable(.steps)
      }
    }
    return (
      reader.rowID,
      Recipe(
        id: try reader.uuid(.uuid), name: reader.text(.name),
        servings: Int(clamping: reader.int64(.servings)), yield: reader.optionalText(.yield),
        language: reader.text(.language), ingredients: [], steps: decoded,
        minutes: reader.optionalInt64(.minutes).map { Int(clamping: $0) },
        source: reader.optionalText(.source))
    )
  }

  /// `steps` as the `steps` column keeps them: a JSON array of strings.
  static func stored(_ steps: [String]) -> String { StoredJSON.strings(steps).text }
}

/// How an ingredient is read from `recipe_ingredients`.
enum IngredientColumns: Int32, ResultColumns {
  case recipe, position, line, food, numerator, denominator, unit, note

  var sql: String {
    switch self {
    case .recipe: "recipe_ingredients.recipe_id"
    case .position: "recipe_ingredients.position"
    case .line: "recipe_ingredients.line"
    case .food: "recipe_ingredients.food"
    case .numerator: "recipe_ingredients.amount_numerator"
    case .denominator: "recipe_ingredients.amount_denominator"
    case .unit: "recipe_ingredients.unit"
    case .note: "recipe_ingredients.note"
    }
  }

  /// The ingredient of the row, and the row id of its recipe.
  ///
  /// - Throws: `StoreError.unreadable` for an amount that is no positive fraction.
  static func decode(_ row: Statement.Row) throws -> (recipe: Int64, RecipeIngredient) {
    let reader = ColumnReader<IngredientColumns>(row, table: "recipe_ingredients")
    var amount: CookingAmount?
    if let numerator = reader.optionalInt64(.numerator) {
      guard let read = CookingAmount(numerator, reader.optionalInt64(.denominator) ?? 0) else {
        throw reader.unreadable(.numerator)
      }
      amount = read
    }
    return (
      reader.int64(.recipe),
      RecipeIngredient(
        line: reader.text(.line), food: reader.text(.food), amount: amount,
        unit: reader.optionalText(.unit).map { CookingUnit(stored: $0) },
        note: reader.optionalText(.note))
    )
  }
}

/// How a planned meal is read from `planned_meals` joined with its recipe.
enum MealColumns: Int32, ResultColumns {
  case id, uuid, recipe, recipeName, day, servings, cookedOn

  var sql: String {
    switch self {
    case .id: "planned_meals.id"
    case .uuid: "planned_meals.uuid"
    case .recipe: "recipes.uuid"
    case .recipeName: "recipes.name"
    case .day: "planned_meals.day"
    case .servings: "planned_meals.servings"
    case .cookedOn: "planned_meals.cooked_on"
    }
  }

  /// The meal of the row.
  ///
  /// - Throws: `StoreError.unreadable` for an id or a day that cannot be read.
  static func decode(_ row: Statement.Row) throws -> PlannedMeal {
    let reader = ColumnReader<MealColumns>(row, table: "planned_meals")
    return PlannedMeal(
      id: try reader.uuid(.uuid), recipe: try reader.uuid(.recipe),
      recipeName: reader.text(.recipeName), day: try reader.date(.day),
      servings: Int(clamping: reader.int64(.servings)), plannedOrder: reader.rowID,
      cookedOn: try reader.optionalDate(.cookedOn))
  }
}

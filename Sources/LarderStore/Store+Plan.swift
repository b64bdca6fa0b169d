import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// How far ahead a meal may be planned, in days.
  public static let planningDays = 366

  /// Plans `recipe` on `day` for `servings` (the recipe's own when nil), as one change.
  ///
  /// - Throws: as `findRecipe`; `StoreError.mealDayOutOfRange` for a day before `today` or
  ///   more than `planningDays` after it, `.servingsOutOfBounds`.
  @discardableResult
  public func planMeal(
    _ recipe: String, on day: CalendarDate, servings: Int?, today: CalendarDate,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> PlannedMeal {
    let last = today.adding(days: Store.planningDays)
    guard day >= today, day <= last else {
      throw StoreError.mealDayOutOfRange(day, first: today, last: last)
    }
    if let servings, !(1...Recipe.maximumServings).contains(servings) {
      throw StoreError.servingsOutOfBounds(servings, maximum: Recipe.maximumServings)
    }
    return try recorded(
      origin,
      action: { (meal: PlannedMeal) in
        .plannedMeal(recipe: meal.recipeName, date: meal.day, servings: meal.servings)
      }
    ) {
      let record = try findRecipe(recipe)
      let id = UUIDText.random()
      let servings = servings ?? record.recipe.servings
      try db.run(
        "INSERT INTO planned_meals (uuid, recipe_id, day, servings) VALUES (?, ?, ?, ?)",
        [
          .text(UUIDText.format(id)), .integer(record.rowID), .text(day.description),
          .integer(Int64(servings)),
        ])
      return PlannedMeal(
        id: id, recipe: record.recipe.id, recipeName: record.recipe.name, day: day,
        servings: servings, plannedOrder: db.lastInsertRowID)
    }
  }

  /// Takes off the plan the meal of `recipe` on `day` still to cook (the first planned,
  /// when there are several), as one change.
  ///
  /// - Throws: as `findRecipe`; `StoreError.noPlannedMeal` when none is planned then.
  @discardableResult
  public func unplanMeal(
    _ recipe: String, on day: CalendarDate, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> PlannedMeal {
    try recorded(
      origin,
      action: { (meal: PlannedMeal) in .unplannedMeal(recipe: meal.recipeName, date: meal.day) }
    ) {
      let record = try findRecipe(recipe)
      guard let meal = try plannedMeal(of: record, on: day) else {
        throw StoreError.noPlannedMeal(recipe: record.recipe.name, date: day)
      }
      try db.run("DELETE FROM planned_meals WHERE id = ?", [.integer(meal.plannedOrder)])
      return meal
    }
  }

  /// The first meal of `record` planned on `day` still to cook, or nil.
  func plannedMeal(of record: RecipeRecord, on day: CalendarDate) throws -> PlannedMeal? {
    try db.firstRow(
      """
      SELECT \(MealColumns.select) FROM planned_meals JOIN recipes ON recipes.id = recipe_id
      WHERE recipe_id = ? AND day = ? AND cooked_on IS NULL ORDER BY planned_meals.id LIMIT 1
      """, [.integer(record.rowID), .text(day.description)], { try MealColumns.decode($0) })
  }

  /// The plan as of `asOf` (docs definition 28): every meal still to cook, in the plan's
  /// order, those on or after `asOf` with what they reserve and lack.
  ///
  /// - Throws: `StoreError.unreadable` for a row that cannot be read; `ValueError.overflow`
  ///   beyond Larder's bounds.
  public func mealPlan(asOf: CalendarDate) throws -> MealPlan {
    try db.snapshot { try readMealPlan(asOf: asOf, FoodMatches()) }
  }

  /// What the meals ahead as of `asOf` reserve (docs definition 28): each lot drawn from,
  /// with what all of them reserve of it; empty without a meal ahead.
  func reservations(asOf: CalendarDate) throws -> [UUID: StockDraws.Draw] {
    let ahead = try db.firstRow(
      "SELECT count(*) FROM planned_meals WHERE cooked_on IS NULL AND day >= ?",
      [.text(asOf.description)]
    ) { $0.onlyInt64 }
    guard (ahead ?? 0) > 0 else { return [:] }
    var lots: [UUID: StockDraws.Draw] = [:]
    for meal in try readMealPlan(asOf: asOf, FoodMatches()).meals {
      for reservation in meal.reserved {
        let draw = reservation.draw
        if var kept = lots[draw.lot.id] {
          try kept.quantity += draw.quantity
          lots[draw.lot.id] = kept
        } else {
          lots[draw.lot.id] = draw
        }
      }
    }
    return lots
  }

  /// `mealPlan`, inside the caller's read or transaction; with `extra`, the lots read are
  /// also enough for what those needs draw (a recipe to rank or cook on `asOf`), and are
  /// returned with the plan.
  func readMealPlan(
    asOf: CalendarDate, _ matches: FoodMatches, extra: [[IngredientNeed]] = []
  ) throws -> MealPlan {
    try readMealPlanAndLots(asOf: asOf, matches, extra: extra).plan
  }

  /// The plan as of `asOf` and the lots it and `extra` may draw from.
  func readMealPlanAndLots(
    asOf: CalendarDate, _ matches: FoodMatches, extra: [[IngredientNeed]] = []
  ) throws -> (plan: MealPlan, lots: [HeldLot]) {
    let meals = try db.rows(
      """
      SELECT \(MealColumns.select) FROM planned_meals JOIN recipes ON recipes.id = recipe_id
      WHERE cooked_on IS NULL ORDER BY day, planned_meals.id
      """, [], { try MealColumns.decode($0) })
    var recipes: [UUID: Recipe] = [:]
    var needs: [(PlannedMeal, [IngredientNeed])] = []
    var bounds: [UUID: Quantity] = [:]
    var through = asOf
    for meal in meals {
      if recipes[meal.recipe] == nil {
        recipes[meal.recipe] = try findRecipe(UUIDText.format(meal.recipe)).recipe
      }
      guard let recipe = recipes[meal.recipe] else { continue }
      let mealNeeds = try self.needs(of: recipe, servings: meal.servings, matches)
      if meal.reserves(asOf: asOf) {
        try Store.adding(mealNeeds, to: &bounds)
        through = max(through, meal.day)
      }
      needs.append((meal, mealNeeds))
    }
    try Store.raising(&bounds, toEachOf: extra)
    let lots = try heldLotsForCooking(asOf: asOf, bounds: bounds, through: through)
    return (try MealPlan(asOf: asOf, meals: needs, lots: lots), lots)
  }
}

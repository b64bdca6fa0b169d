import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// A recipe kept, with its row id.
  struct RecipeRecord {
    var rowID: Int64
    var recipe: Recipe
  }

  /// What `recipe edit` can change; nil and empty leave a part as it is.
  public struct RecipeChanges: Sendable {
    /// The new name.
    public var name: String?
    /// The new servings S.
    public var servings: Int?
    /// Ingredients added at the end, as read.
    public var addIngredients: [RecipeIngredient]
    /// Ingredients taken off, by their place from 1, as `recipe show` numbers them.
    public var removeIngredients: [Int]
    /// Foods matched to items, for every recipe (`--match FOOD=ITEM`): the food, the item.
    public var matches: [(food: String, item: String)]
    /// Foods whose learned match is forgotten (`--no-match FOOD`).
    public var unmatch: [String]
    /// Foods always at hand, for every recipe (`--at-hand FOOD`): never drawn, never
    /// missing (water, salt).
    public var atHand: [String]

    /// The given changes.
    public init(
      name: String? = nil, servings: Int? = nil, addIngredients: [RecipeIngredient] = [],
      removeIngredients: [Int] = [], matches: [(food: String, item: String)] = [],
      unmatch: [String] = [], atHand: [String] = []
    ) {
      self.name = name?.trimmedLabel
      self.servings = servings
      self.addIngredients = addIngredients
      self.removeIngredients = removeIngredients
      self.matches = matches
      self.unmatch = unmatch
      self.atHand = atHand
    }
  }

  /// What a recipe import did: the recipes added, and those skipped because a recipe of
  /// that name is kept already.
  public struct RecipeImport: Hashable, Sendable {
    public var added: [Recipe]
    public var skipped: [String]
  }

  /// Keeps `recipe`, as one change.
  ///
  /// - Throws: `StoreError.recipeNameTaken` when a recipe of that name is kept (ignoring
  ///   case), `.blank` for a name that is only white space, `.servingsOutOfBounds`,
  ///   `.tooManyIngredients`, `ValueError.badText` for a name or line too long.
  @discardableResult
  public func addRecipe(
    _ recipe: Recipe, today: CalendarDate, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> Recipe {
    let recipe = try Store.checked(recipe)
    return try recorded(
      origin,
      action: { (kept: Recipe) in
        .addedRecipe(recipe: kept.name, ingredients: kept.ingredients.count)
      }
    ) {
      if try recipeNamed(recipe.name) != nil { throw StoreError.recipeNameTaken(recipe.name) }
      try insertRecipe(recipe, today: today)
      return recipe
    }
  }

  /// Keeps the recipes of a file, as one change; one whose name is kept already (or came
  /// earlier in the file) is skipped and named.
  ///
  /// - Throws: as `addRecipe`, for the first recipe that cannot be kept.
  public func importRecipes(
    _ recipes: [Recipe], file: String, today: CalendarDate,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> RecipeImport {
    let recipes = try recipes.map(Store.checked)
    return try recorded(
      origin,
      action: { (done: RecipeImport) in
        .importedRecipes(file: file, recipes: done.added.count)
      }
    ) {
      var done = RecipeImport(added: [], skipped: [])
      for recipe in recipes {
        if try recipeNamed(recipe.name) != nil {
          done.skipped.append(recipe.name)
          continue
        }
        try insertRecipe(recipe, today: today)
        done.added.append(recipe)
      }
      return done
    }
  }

  /// Every recipe kept, by name (`NameOrder`), with its ingredients and steps; with
  /// `withSteps` false, without steps and in the order they were kept (what ranking
  /// recipes reads).
  ///
  /// - Throws: `StoreError.unreadable` for a row that cannot be read.
  public func recipes(withSteps: Bool = true) throws -> [Recipe] {
    try db.snapshot {
      var recipes: [Int64: Recipe] = [:]
      var order: [Int64] = []
      let columns = RecipeColumns.select(withSteps ? { _ in nil } : { $0 == .steps ? "'[]'" : nil })
      try db.statement("SELECT \(columns) FROM recipes ORDER BY recipes.id")
        .forEachRow([]) { row in
          let (rowID, recipe) = try RecipeColumns.decode(row)
          recipes[rowID] = recipe
          order.append(rowID)
        }
      // Ranking reads no line nor note.
      let ingredients = IngredientColumns.select(
        withSteps ? { _ in nil } : { $0 == .line ? "''" : $0 == .note ? "NULL" : nil })
      try db.statement(
        """
        SELECT \(ingredients) FROM recipe_ingredients
        ORDER BY recipe_id, position
        """
      ).forEachRow([]) { row in
        let (recipe, ingredient) = try IngredientColumns.decode(row)
        recipes[recipe]?.ingredients.append(ingredient)
      }
      let kept = order.compactMap { recipes[$0] }
      guard withSteps else { return kept }
      let ranks = NameOrder.ranks(kept.map(\.name))
      return kept.sorted { (ranks[$0.name] ?? 0) < (ranks[$1.name] ?? 0) }
    }
  }

  /// The recipe `reference` names.
  ///
  /// - Throws: as `findRecipe`.
  public func recipe(_ reference: String) throws -> Recipe {
    try db.snapshot { try findRecipe(reference).recipe }
  }

  /// Deletes a recipe with its planned meals still to cook, as one change.
  ///
  /// - Throws: as `findRecipe`.
  @discardableResult
  public func deleteRecipe(
    _ reference: String, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> Recipe {
    try recorded(
      origin, action: { (recipe: Recipe) in .deletedRecipe(recipe: recipe.name) }
    ) {
      let record = try findRecipe(reference)
      try db.run("DELETE FROM planned_meals WHERE recipe_id = ?", [.integer(record.rowID)])
      try db.run(
        "DELETE FROM recipe_ingredients WHERE recipe_id = ?", [.integer(record.rowID)])
      try db.run("DELETE FROM recipes WHERE id = ?", [.integer(record.rowID)])
      return record.recipe
    }
  }

  /// Changes a recipe, and the household's matches of foods to items, as one change.
  ///
  /// - Throws: as `findRecipe`; `StoreError.recipeNameTaken`, `.servingsOutOfBounds`,
  ///   `.tooManyIngredients`, `.noSuchIngredient` for a place the recipe does not have,
  ///   `.unknownItem` for a match's item.
  @discardableResult
  public func editRecipe(
    _ reference: String, _ changes: RecipeChanges,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> Recipe {
    if changes.name?.isEmpty == true { throw StoreError.blank(.name) }
    return try recorded(
      origin, action: { (recipe: Recipe) in .editedRecipe(recipe: recipe.name) }
    ) {
      let record = try findRecipe(reference)
      var recipe = record.recipe
      if let name = changes.name {
        if let other = try recipeNamed(name), other.rowID != record.rowID {
          throw StoreError.recipeNameTaken(name)
        }
        recipe.name = name
      }
      if let servings = changes.servings { recipe.servings = servings }
      for place in changes.removeIngredients.sorted(by: >) {
        guard (1...recipe.ingredients.count).contains(place) else {
          throw StoreError.noSuchIngredient(recipe: recipe.name, place: place)
        }
        recipe.ingredients.remove(at: place - 1)
      }
      recipe.ingredients += changes.addIngredients
      recipe = try Store.checked(recipe)
      try db.run(
        "DELETE FROM recipe_ingredients WHERE recipe_id = ?", [.integer(record.rowID)])
      try db.run(
        """
        UPDATE recipes SET name = ?, name_key = ?, search_key = ?, servings = ? WHERE id = ?
        """,
        [
          .text(recipe.name), .text(SearchKey.nameKey(recipe.name)),
          .text(SearchKey.fold(recipe.name)), .integer(Int64(recipe.servings)),
          .integer(record.rowID),
        ])
      try insertIngredients(recipe.ingredients, of: record.rowID)
      for food in changes.unmatch {
        try db.run(
          "DELETE FROM ingredient_matches WHERE food_key = ?", [.text(SearchKey.fold(food))])
      }
      for (food, item) in changes.matches { try match(food, to: try findItem(item)) }
      for food in changes.atHand { try match(food, to: nil) }
      return recipe
    }
  }

  /// Learns that the household's `food` is `item`, for every recipe; always at hand when
  /// `item` is nil.
  func match(_ food: String, to item: ItemRecord?) throws {
    let food = food.trimmedLabel
    if food.isEmpty { throw StoreError.blank(.name) }
    try TextField.name.check(food)
    try db.run(
      """
      INSERT INTO ingredient_matches (food_key, food, item_id) VALUES (?, ?, ?)
      ON CONFLICT (food_key) DO UPDATE SET food = excluded.food, item_id = excluded.item_id
      """, [.text(SearchKey.fold(food)), .text(food), item.map { .integer($0.rowID) } ?? .null])
  }

  /// The recipe `reference` names: the one of that name ignoring case; else the one whose
  /// id starts with it (4+ hex digits); else the one of that name ignoring case, accents
  /// and width; else the one whose name holds it as a word (`gratin` finds `Gratin
  /// dauphinois`).
  ///
  /// - Throws: `StoreError.unknownRecipe`, or `.ambiguousReference` when more than one
  ///   matches.
  func findRecipe(_ given: String) throws -> RecipeRecord {
    let reference = given.trimmedLabel
    if let found = try recipeNamed(reference) { return found }
    let lower = reference.lowercased()
    if lower.count >= 4, lower.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
      let found = try recipeRecords(
        where: "recipes.uuid >= ?1 AND recipes.uuid < ?1 || 'g'", [.text(lower)])
      if found.count == 1 { return found[0] }
      if found.count > 1 {
        throw StoreError.ambiguousReference(reference, matches: found.map(\.recipe.name))
      }
    }
    let folded = try recipeRecords(
      where: "recipes.search_key = ?1", [.text(SearchKey.fold(reference))])
    if folded.count > 1 {
      throw StoreError.ambiguousReference(
        reference, matches: NameOrder.sorted(folded.map(\.recipe.name)))
    }
    if let found = folded.first { return found }
    let key = SearchKey.fold(reference)
    let holding = try recipeRecords(
      where: "instr(recipes.search_key, ?1) > 0", [.text(key)]
    ).filter { WordMatch.contains(SearchKey.fold($0.recipe.name), key) }
    if holding.count > 1 {
      throw StoreError.ambiguousReference(
        reference, matches: NameOrder.sorted(holding.map(\.recipe.name)))
    }
    guard let found = holding.first, !key.isEmpty else {
      throw StoreError.unknownRecipe(reference)
    }
    return found
  }

  /// The recipe named `name` ignoring case, or nil.
  func recipeNamed(_ name: String) throws -> RecipeRecord? {
    try recipeRecords(where: "recipes.name_key = ?1", [.text(SearchKey.nameKey(name))]).first
  }

  /// The recipes `condition` keeps (at most 10), each with its ingredients.
  private func recipeRecords(where condition: String, _ values: [SQLiteValue]) throws
    -> [RecipeRecord]
  {
    var records = try db.rows(
      "SELECT \(RecipeColumns.select) FROM recipes WHERE \(condition) ORDER BY recipes.id LIMIT 10",
      values
    ) { row in
      let (rowID, recipe) = try RecipeColumns.decode(row)
      return RecipeRecord(rowID: rowID, recipe: recipe)
    }
    for index in records.indices {
      records[index].recipe.ingredients = try db.rows(
        """
        SELECT \(IngredientColumns.select) FROM recipe_ingredients WHERE recipe_id = ?
        ORDER BY position
        """, [.integer(records[index].rowID)]
      ) { try IngredientColumns.decode($0).1 }
    }
    return records
  }

  /// Inserts `recipe` and its ingredients.
  private func insertRecipe(_ recipe: Recipe, today: CalendarDate) throws {
    try db.run(
      """
      INSERT INTO recipes (uuid, name, name_key, search_key, servings, yield, language,
        minutes, source, steps, added_on)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(UUIDText.format(recipe.id)), .text(recipe.name),
        .text(SearchKey.nameKey(recipe.name)), .text(SearchKey.fold(recipe.name)),
        .integer(Int64(recipe.servings)), recipe.yield.map { .text($0) } ?? .null,
        .text(recipe.language), recipe.minutes.map { .integer(Int64($0)) } ?? .null,
        recipe.source.map { .text($0) } ?? .null, .text(RecipeColumns.stored(recipe.steps)),
        .text(today.description),
      ])
    try insertIngredients(recipe.ingredients, of: db.lastInsertRowID)
  }

  /// Inserts `ingredients` as those of recipe `rowID`, in order.
  private func insertIngredients(_ ingredients: [RecipeIngredient], of rowID: Int64) throws {
    for (position, ingredient) in ingredients.enumerated() {
      try db.run(
        """
        INSERT INTO recipe_ingredients (recipe_id, position, line, food, food_key,
          amount_numerator, amount_denominator, unit, note)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .integer(rowID), .integer(Int64(position)), .text(ingredient.line),
          .text(ingredient.food), .text(SearchKey.fold(ingredient.food)),
          ingredient.amount.map { .integer($0.numerator) } ?? .null,
          ingredient.amount.map { .integer($0.denominator) } ?? .null,
          ingredient.unit.map { .text($0.stored) } ?? .null,
          ingredient.note.map { .text($0) } ?? .null,
        ])
    }
  }

  /// `recipe` with its name, lines and steps trimmed and checked.
  ///
  /// - Throws: `StoreError.blank` for a name or a food that is only white space,
  ///   `.servingsOutOfBounds`, `.tooManyIngredients`, `ValueError.badText`.
  static func checked(_ recipe: Recipe) throws -> Recipe {
    var recipe = recipe
    recipe.name = recipe.name.trimmedLabel
    if recipe.name.isEmpty { throw StoreError.blank(.name) }
    try TextField.name.check(recipe.name)
    guard (1...Recipe.maximumServings).contains(recipe.servings) else {
      throw StoreError.servingsOutOfBounds(recipe.servings, maximum: Recipe.maximumServings)
    }
    guard recipe.ingredients.count <= Recipe.maximumIngredients else {
      throw StoreError.tooManyIngredients(
        recipe.ingredients.count, maximum: Recipe.maximumIngredients)
    }
    for index in recipe.ingredients.indices {
      var ingredient = recipe.ingredients[index]
      ingredient.line = Store.oneLine(ingredient.line)
      ingredient.food = ingredient.food.trimmedLabel
      if ingredient.food.isEmpty { ingredient.food = ingredient.line }
      if ingredient.food.isEmpty { throw StoreError.blank(.name) }
      try TextField.note.check(ingredient.line)
      try TextField.name.check(ingredient.food)
      ingredient.note = ingredient.note.map(\.trimmedLabel).flatMap { $0.isEmpty ? nil : $0 }
      try ingredient.note.map(TextField.note.check)
      recipe.ingredients[index] = ingredient
    }
    recipe.steps = recipe.steps.map(Store.oneLine).filter { !$0.isEmpty }
    for step in recipe.steps { try TextField.note.check(step) }
    recipe.yield = recipe.yield.map(\.trimmedLabel).flatMap { $0.isEmpty ? nil : $0 }
    try recipe.yield.map(TextField.note.check)
    try recipe.source.map(TextField.note.check)
    return recipe
  }

  /// `text` on one line: its line ends and tabs as spaces, trimmed.
  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ")
      .trimmedLabel
  }
}

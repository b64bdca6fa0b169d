import Foundation

extension Recipe {
  /// The recipe a file gave (`RecipeDraft`), its lines read in its language: the one it
  /// states when Larder reads it, else the one its lines are written in; its servings the
  /// draft's, else 1 (definition 26); its time the total, else preparation and cooking.
  public init(draft: RecipeDraft, id: UUID) {
    let language =
      draft.language.flatMap(RecipeLanguage.init(tag:))
      ?? RecipeLanguage.guess(from: [draft.name] + draft.ingredients)
    let minutes =
      draft.totalMinutes
      ?? (draft.prepMinutes == nil && draft.cookMinutes == nil
        ? nil
        : (draft.prepMinutes ?? 0).addingReportingOverflow(draft.cookMinutes ?? 0).partialValue)
    self.init(
      id: id, name: draft.name, servings: min(max(draft.servings ?? 1, 1), Recipe.maximumServings),
      yield: draft.yieldText, language: language.rawValue,
      ingredients: draft.ingredients.map { RecipeIngredient(line: $0, language: language) },
      steps: draft.steps, minutes: minutes, source: draft.source)
  }
}

extension RecipeIngredient {
  /// The ingredient `line` reads as in `language` (`IngredientLine`).
  public init(line: String, language: RecipeLanguage) {
    let read = IngredientLine.parse(line, language: language)
    self.init(
      line: read.text, food: read.name, amount: read.isMeasured ? read.amount : nil,
      unit: read.isMeasured ? read.unit : nil, note: read.note)
  }
}

/// A recipe as a page or an exporter describes it (schema.org's `Recipe`), before Larder
/// makes anything of it: its text is plain (tags removed, entities decoded, spaces
/// collapsed), its numbers read, nothing else interpreted.
public struct RecipeDraft: Hashable, Sendable {
  /// The recipe's name (`name`, or `headline` when it has none).
  public var name: String
  /// The number of servings: the first whole number of `recipeYield` ("Serves 4" is 4,
  /// "4人分" is 4); nil when it holds none, or only 0.
  public var servings: Int?
  /// `recipeYield` as written ("4 servings", "6 parts", "4人分"); of several, the first
  /// that says more than a number.
  public var yieldText: String?
  /// The `recipeIngredient` (or older `ingredients`) lines, in order, one line each.
  public var ingredients: [String]
  /// The `recipeInstructions` as one list of steps, in order: sections flattened, their
  /// own names left out.
  public var steps: [String]
  /// `totalTime` in minutes, as the recipe states it (not the sum of the others).
  public var totalMinutes: Int?
  /// `prepTime` in minutes.
  public var prepMinutes: Int?
  /// `cookTime` in minutes.
  public var cookMinutes: Int?
  /// Where the recipe comes from: `url`, else `mainEntityOfPage`, else `isBasedOn`.
  public var source: String?
  /// `inLanguage` as written ("fr", "ja-JP").
  public var language: String?
  /// `description`, on one line.
  public var description: String?

  /// A draft of these values; only the name is needed.
  public init(
    name: String, servings: Int? = nil, yieldText: String? = nil, ingredients: [String] = [],
    steps: [String] = [], totalMinutes: Int? = nil, prepMinutes: Int? = nil,
    cookMinutes: Int? = nil, source: String? = nil, language: String? = nil,
    description: String? = nil
  ) {
    self.name = name
    self.servings = servings
    self.yieldText = yieldText
    self.ingredients = ingredients
    self.steps = steps
    self.totalMinutes = totalMinutes
    self.prepMinutes = prepMinutes
    self.cookMinutes = cookMinutes
    self.source = source
    self.language = language
    self.description = description
  }
}

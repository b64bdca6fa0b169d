import Foundation

/// A recipe the household keeps (docs definition 26): its servings, its ingredient lines as
/// read, its steps and where it came from.
public struct Recipe: Hashable, Sendable, Identifiable {
  /// The most servings a recipe or a meal may have.
  public static let maximumServings = 1000
  /// The most ingredients a recipe may have.
  public static let maximumIngredients = 200

  /// The recipe.
  public var id: UUID
  /// Its name, unique in the household ignoring case.
  public var name: String
  /// S: how many servings its amounts make, at least 1.
  public var servings: Int
  /// What the recipe says it makes, as written (`4 servings`, `4人分`); nil when it does
  /// not say.
  public var yield: String?
  /// The language its lines are written in, as a BCP 47 tag (`fr`, `ja`, `zh-Hant`, `en`).
  public var language: String
  /// Its ingredients, in the recipe's order.
  public var ingredients: [RecipeIngredient]
  /// Its steps, in order.
  public var steps: [String]
  /// How long it takes in all, in minutes; nil when not said.
  public var minutes: Int?
  /// Where it came from (a web address); nil when typed.
  public var source: String?

  /// Creates a recipe.
  public init(
    id: UUID, name: String, servings: Int, yield: String? = nil, language: String,
    ingredients: [RecipeIngredient], steps: [String] = [], minutes: Int? = nil,
    source: String? = nil
  ) {
    self.id = id
    self.name = name
    self.servings = servings
    self.yield = yield
    self.language = language
    self.ingredients = ingredients
    self.steps = steps
    self.minutes = minutes
    self.source = source
  }
}

/// One ingredient line of a recipe as it was read: the food, and its exact amount and
/// cooking unit unless it is unmeasured.
public struct RecipeIngredient: Hashable, Sendable {
  /// The line as the recipe writes it.
  public var line: String
  /// The food it names: `farine`, `醤油`.
  public var food: String
  /// The exact amount; nil when the line is unmeasured (`a pinch of salt`, `塩 少々`).
  public var amount: CookingAmount?
  /// The cooking unit of `amount`; nil for an unmeasured line.
  public var unit: CookingUnit?
  /// What the line adds about the food (`sifted`, `doux`); nil when nothing.
  public var note: String?

  /// Creates an ingredient.
  public init(
    line: String, food: String, amount: CookingAmount?, unit: CookingUnit?, note: String? = nil
  ) {
    self.line = line
    self.food = food
    self.amount = amount
    self.unit = unit
    self.note = note
  }

  /// Whether it has an amount to draw.
  public var isMeasured: Bool { amount != nil && unit != nil }
}

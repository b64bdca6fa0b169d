import Foundation

/// A meal of the household's plan (`larder plan add`): a recipe to cook on a day, for some
/// servings.
public struct PlannedMeal: Hashable, Sendable, Identifiable {
  /// The meal.
  public var id: UUID
  /// Its recipe.
  public var recipe: UUID
  /// Its recipe's name.
  public var recipeName: String
  /// The day it is to be cooked.
  public var day: CalendarDate
  /// How many servings.
  public var servings: Int
  /// Its place in the order meals were planned (lower first): the tie-break of meals on
  /// one day.
  public var plannedOrder: Int64
  /// The day it was cooked; nil while it is still to cook.
  public var cookedOn: CalendarDate?

  /// Creates a meal.
  public init(
    id: UUID, recipe: UUID, recipeName: String, day: CalendarDate, servings: Int,
    plannedOrder: Int64, cookedOn: CalendarDate? = nil
  ) {
    self.id = id
    self.recipe = recipe
    self.recipeName = recipeName
    self.day = day
    self.servings = servings
    self.plannedOrder = plannedOrder
    self.cookedOn = cookedOn
  }

  /// Whether it reserves in a plan as of `day`: still to cook, on that day or later.
  public func reserves(asOf day: CalendarDate) -> Bool { cookedOn == nil && self.day >= day }

  /// Whether it comes before `other` in the plan: the earlier day, then planned first.
  public func comesBefore(_ other: PlannedMeal) -> Bool {
    (day, plannedOrder) < (other.day, other.plannedOrder)
  }
}

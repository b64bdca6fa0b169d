import Foundation

/// What one ingredient of a recipe asks of the household's stock at some servings (docs
/// definition 26): its item, and how much of it in the item's unit.
public struct IngredientNeed: Hashable, Sendable {
  /// How much an ingredient asks for.
  public enum Demand: Hashable, Sendable {
    /// This much of its item, in the item's unit: the recipe's amount scaled to the
    /// servings, converted exactly and rounded up to the thousandth.
    case quantity(Quantity)
    /// Needed but not measured ("a pinch of salt", `塩 少々`): never drawn, never missing.
    case unmeasured
    /// Measured in a unit that does not convert to its item's (grams of an item counted in
    /// pieces, millilitres of one in grams without a stated density), or not matched to an
    /// item: `amount` of `unit` as the recipe writes it, scaled; always missing.
    case unconverted(amount: Quantity?, unit: String?)
  }

  /// The ingredient's place in its recipe, from 0.
  public var position: Int
  /// The food as the recipe names it: `farine`, `醤油`.
  public var name: String
  /// The item it is matched to; nil when none is.
  public var item: Item?
  /// What it asks for.
  public var demand: Demand

  /// Creates a need.
  public init(position: Int, name: String, item: Item?, demand: Demand) {
    self.position = position
    self.name = name
    self.item = item
    self.demand = demand
  }

  /// The quantity to draw from the item's lots; nil when nothing is drawn (unmeasured,
  /// unconverted, unmatched).
  public var drawn: Quantity? {
    guard item != nil, case .quantity(let quantity) = demand else { return nil }
    return quantity
  }
}

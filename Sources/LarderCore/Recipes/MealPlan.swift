import Foundation

/// The household's planned meals as of a day, each with the stock it reserves and what it
/// lacks (docs definition 28).
///
/// The meals still to cook on or after D reserve in turn, by day and then in the order they
/// were planned: each measured ingredient of a matched item takes its need from that item's
/// lots usable on the meal's day, first-expiring-first-out, from what is left of them at D
/// once earlier meals took their part. What a meal cannot reserve is its shortfall, bought
/// by the meal's day: a shopping line "for the meal".
public struct MealPlan: Sendable {
  /// One meal of the plan with what it reserves and lacks.
  public struct Meal: Hashable, Sendable {
    /// The meal.
    public var meal: PlannedMeal
    /// What each ingredient reserves, lot by lot, in the recipe's order.
    public var reserved: [Reservation]
    /// What it lacks, in the recipe's order.
    public var missing: [Shortfall]
    /// Whether it reserves (still to cook on or after D): false for a meal past or cooked.
    public var isAhead: Bool
  }

  /// What an ingredient of a meal reserves from one lot.
  public struct Reservation: Hashable, Sendable {
    /// The ingredient's place in its recipe.
    public var ingredient: Int
    /// The ingredient's food as the recipe names it.
    public var name: String
    /// Its item.
    public var item: Item
    /// The lot and the quantity reserved.
    public var draw: StockDraws.Draw
  }

  /// What an ingredient of a meal lacks.
  public struct Shortfall: Hashable, Sendable {
    /// The ingredient's place in its recipe.
    public var ingredient: Int
    /// The ingredient's food as the recipe names it.
    public var name: String
    /// Its item; nil when the ingredient is not matched to one.
    public var item: Item?
    /// How much is lacking: in the item's unit for a matched ingredient; as the recipe
    /// writes it (`unit`) for one not matched or in a unit that does not convert; nil when
    /// not measured.
    public var quantity: Quantity?
    /// The unit of `quantity`.
    public var unit: String?
  }

  /// The day computed for.
  public var asOf: CalendarDate
  /// Every meal given, in the plan's order.
  public var meals: [Meal]
  /// What the meals ahead reserve of each lot, by lot id.
  public var reservedByLot: [UUID: Quantity]

  /// Reserves for `meals` (each with its ingredients' needs at its servings) from `lots`,
  /// the lots with something left at `asOf`.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits (beyond Larder's bounds).
  public init(asOf: CalendarDate, meals: [(PlannedMeal, [IngredientNeed])], lots: [HeldLot])
    throws(ValueError)
  {
    self.asOf = asOf
    var stock = StockDraws(lots)
    var planned: [Meal] = []
    for (meal, needs) in meals.sorted(by: { $0.0.comesBefore($1.0) }) {
      let ahead = meal.reserves(asOf: asOf)
      var reserved: [Reservation] = []
      var missing: [Shortfall] = []
      for need in needs where ahead {
        switch need.demand {
        case .unmeasured:
          continue
        case .unconverted(let amount, let unit):
          missing.append(
            Shortfall(
              ingredient: need.position, name: need.name, item: need.item, quantity: amount,
              unit: unit))
        case .quantity(let quantity):
          guard let item = need.item else {
            missing.append(
              Shortfall(
                ingredient: need.position, name: need.name, item: nil, quantity: quantity,
                unit: nil))
            continue
          }
          let draws = stock.take(quantity, of: item.id, usableOn: meal.day)
          var got = Quantity.zero
          for draw in draws {
            try got += draw.quantity
            reserved.append(
              Reservation(ingredient: need.position, name: need.name, item: item, draw: draw))
          }
          if got < quantity {
            missing.append(
              Shortfall(
                ingredient: need.position, name: need.name, item: item,
                quantity: try quantity - got, unit: item.unit))
          }
        }
      }
      planned.append(Meal(meal: meal, reserved: reserved, missing: missing, isAhead: ahead))
    }
    self.meals = planned
    reservedByLot = stock.taken
  }

  /// The meal `id`, when the plan holds it.
  public func meal(_ id: UUID) -> Meal? { meals.first { $0.meal.id == id } }
}

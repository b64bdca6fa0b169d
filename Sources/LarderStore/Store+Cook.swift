import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// What `cook` is asked to do.
  public struct CookRequest: Sendable {
    /// The recipe, by name or id.
    public var recipe: String
    /// The servings; the planned meal's, else the recipe's own, when nil.
    public var servings: Int?
    /// The day it is cooked.
    public var date: CalendarDate
    /// Whether to cook with what there is when an ingredient is missing.
    public var partial: Bool
    /// Pieces of leftovers to keep as a lot of their own, none when nil.
    public var leftovers: Quantity?
    /// Days the leftovers keep.
    public var leftoverDays: Int
    /// The currency of the leftovers' price of 0.
    public var currency: Currency

    /// A request to cook `recipe` on `date`.
    public init(
      recipe: String, servings: Int? = nil, date: CalendarDate, partial: Bool = false,
      leftovers: Quantity? = nil, leftoverDays: Int = 3, currency: Currency
    ) {
      self.recipe = recipe
      self.servings = servings
      self.date = date
      self.partial = partial
      self.leftovers = leftovers
      self.leftoverDays = leftoverDays
      self.currency = currency
    }
  }

  /// What a cook did.
  public struct Cooked: Sendable {
    /// The recipe.
    public var recipe: Recipe
    /// The servings cooked.
    public var servings: Int
    /// What was consumed, item by item, in the recipe's order.
    public var used: [(item: Item, quantity: Quantity)]
    /// The ingredients missing (cooked anyway with `partial`).
    public var missing: [String]
    /// The planned meal it closed, if any.
    public var meal: PlannedMeal?
    /// The leftovers' lot, if any.
    public var leftovers: (item: Item, lot: Lot)?
  }

  /// The recipes ranked as `cook --suggest` ranks them as of `asOf` (docs definition 27),
  /// with what the planned meals ahead reserve set aside.
  ///
  /// - Throws: `StoreError.unreadable` for a row that cannot be read; `ValueError.overflow`
  ///   beyond Larder's bounds.
  public func cookingSuggestions(asOf: CalendarDate, within: Int, first: Int = .max) throws
    -> [CookingSuggestion]
  {
    try db.snapshot {
      let matches = FoodMatches()
      let recipes = try recipes(withSteps: false)
      var needs: [(id: UUID, name: String, needs: [IngredientNeed])] = []
      for recipe in recipes {
        needs.append((recipe.id, recipe.name, try self.needs(of: recipe, matches)))
      }
      let (plan, lots) = try readMealPlanAndLots(asOf: asOf, matches, extra: needs.map(\.needs))
      return try CookingSuggestion.ranked(
        needs, lots: lots, reserved: plan.reservedByLot, asOf: asOf, within: within,
        first: first)
    }
  }

  /// Cooks a recipe (docs definition 27): consumes each measured ingredient's need on the
  /// day, from what the meal planned then reserved first, then first-expiring-first-out
  /// from the usable lots; closes that meal; keeps the leftovers. One change.
  ///
  /// - Throws: as `findRecipe`; `ValueError.futureDate` for a day after `today`;
  ///   `StoreError.missingIngredients` naming what is missing, unless `partial`;
  ///   `.servingsOutOfBounds`; what the leftovers' purchase throws.
  @discardableResult
  public func cook(
    _ request: CookRequest, today: CalendarDate,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> Cooked {
    _ = try request.date.checkedNotAfter(Store.lastWritableDay(today))
    if let servings = request.servings, !(1...Recipe.maximumServings).contains(servings) {
      throw StoreError.servingsOutOfBounds(servings, maximum: Recipe.maximumServings)
    }
    return try recorded(
      origin,
      action: { (cooked: Cooked) in
        .cooked(
          recipe: cooked.recipe.name, servings: cooked.servings, date: request.date,
          items: cooked.used.count)
      }
    ) {
      let record = try findRecipe(request.recipe)
      let matches = FoodMatches()
      let meal = try plannedMeal(of: record, on: request.date)
      let servings = request.servings ?? meal?.servings ?? record.recipe.servings
      let needs = try self.needs(of: record.recipe, servings: servings, matches)
      let (plan, lots) = try readMealPlanAndLots(asOf: request.date, matches, extra: [needs])
      let reserved = meal.flatMap { plan.meal($0.id)?.reserved } ?? []
      var stock = StockDraws(lots)
      var draws: [(Item, StockDraws.Draw)] = []
      var missing: [String] = []
      for need in needs {
        switch need.demand {
        case .unmeasured: continue
        case .unconverted: missing.append(need.name)
        case .quantity(let quantity):
          guard let item = need.item else {
            missing.append(need.name)
            continue
          }
          var got = Quantity.zero
          // What the meal reserved, as far as the servings cooked need it.
          for reservation in reserved where reservation.ingredient == need.position {
            guard got < quantity else { break }
            let part = min(reservation.draw.quantity, try quantity - got)
            try stock.setAside(part, of: reservation.draw.lot.id)
            draws.append((item, StockDraws.Draw(lot: reservation.draw.lot, quantity: part)))
            try got += part
          }
          if got < quantity {
            for draw in stock.take(try quantity - got, of: item.id, usableOn: request.date) {
              draws.append((item, draw))
              try got += draw.quantity
            }
          }
          if got < quantity { missing.append(need.name) }
        }
      }
      if !missing.isEmpty && !request.partial {
        throw StoreError.missingIngredients(recipe: record.recipe.name, missing: missing)
      }
      var used: [(item: Item, quantity: Quantity)] = []
      for (item, draw) in draws {
        _ = try insertEvent(
          EventRow(
            line: 0, date: request.date, item: UUIDText.format(item.id), kind: .consume,
            quantity: draw.quantity, note: record.recipe.name, lot: draw.lot.id),
          cache: nil)
        if let index = used.firstIndex(where: { $0.item.id == item.id }) {
          try used[index].quantity += draw.quantity
        } else {
          used.append((item, draw.quantity))
        }
      }
      if let meal {
        try db.run(
          "UPDATE planned_meals SET cooked_on = ? WHERE id = ?",
          [.text(request.date.description), .integer(meal.plannedOrder)])
      }
      var leftovers: (item: Item, lot: Lot)?
      if let pieces = request.leftovers {
        var row = PurchaseRow(
          line: 0, date: request.date, item: record.recipe.name, quantity: pieces,
          price: .zero(request.currency), unit: "pcs",
          expires: request.date.adding(days: request.leftoverDays))
        row.dateKind = .useBy
        try row.checkText()
        leftovers = try insertPurchase(row, cache: nil)
      }
      return Cooked(
        recipe: record.recipe, servings: servings, used: used, missing: missing, meal: meal,
        leftovers: leftovers)
    }
  }
}

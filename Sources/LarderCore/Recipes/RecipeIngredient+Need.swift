extension RecipeIngredient {
  /// What this ingredient, at `position` in a recipe of `recipeServings`, asks of `item`
  /// (kept in `itemUnit`, with the density and the weight of a piece the household
  /// stated) at `servings` (docs definition 26): amount × servings ÷ S, converted exactly
  /// and rounded up to the thousandth; unmeasured, or unconverted (as written, scaled) when it has no item or
  /// its unit does not convert to the item's.
  public func need(
    at position: Int, servings: Int, of recipeServings: Int, item: Item?, itemUnit: Unit?,
    gramsPerMilliliter: CookingAmount?, gramsPerPiece: CookingAmount? = nil
  ) -> IngredientNeed {
    let make = { (demand: IngredientNeed.Demand) in
      IngredientNeed(position: position, name: food, item: item, demand: demand)
    }
    guard let amount, let unit else { return make(.unmeasured) }
    guard let scale = CookingAmount(Int64(servings), Int64(max(recipeServings, 1))),
      let scaled = amount.multiplied(by: scale)
    else { return make(.unconverted(amount: nil, unit: unit.symbol)) }
    let written = IngredientNeed.Demand.unconverted(
      amount: Quantity.roundedUp(scaled), unit: unit.symbol)
    guard item != nil, let itemUnit else { return make(written) }
    do {
      var (unit, scaled) = (unit, scaled)
      // Pieces of an item kept by weight or volume: what a piece weighs, in grams.
      if unit.family == .pieces, itemUnit.family != .count, let gramsPerPiece,
        let grams = scaled.multiplied(by: gramsPerPiece)
      {
        (unit, scaled) = (.gram, grams)
      }
      let converted = try unit.convert(
        scaled, to: itemUnit, gramsPerMilliliter: gramsPerMilliliter)
      guard let quantity = Quantity.roundedUp(converted) else { return make(written) }
      return make(.quantity(quantity))
    } catch {
      return make(written)
    }
  }
}

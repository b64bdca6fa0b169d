/// Why an amount of a recipe's unit does not convert to the unit an item is kept in.
public enum CookingUnitError: Error, Hashable, Sendable {
  /// Units that do not convert: pieces to grams, a can to millilitres, a clove to `pcs`.
  case otherFamily(from: CookingUnit, to: Unit)
  /// Mass to volume or volume to mass, with no grams per millilitre stated for the item.
  case needsDensity(from: CookingUnit, to: Unit)
  /// An exact result whose terms do not fit in 64 bits.
  case tooLarge(CookingAmount, from: CookingUnit, to: Unit)
}

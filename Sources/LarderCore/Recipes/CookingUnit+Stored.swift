extension CookingUnit {
  /// The unit as `recipe_ingredients.unit` keeps it: its symbol, and a stated cup's size
  /// after it (`cup=237`).
  public var stored: String {
    if case .stated(let milliliters) = cup { return "cup=\(milliliters)" }
    return symbol
  }

  /// The unit kept as `stored`: a symbol of the word tables' units, a stated cup, else a
  /// count word as written.
  public init(stored: String) {
    if stored.hasPrefix("cup="),
      let size = CookingAmount.parse(stored.dropFirst(4), language: .english)
    {
      self = .cup(.stated(milliliters: size))
      return
    }
    self = CookingUnit.known[stored] ?? (stored == "pcs" ? .pieces : .counted(stored))
  }

  /// The units Larder converts, by symbol.
  private static let known: [String: CookingUnit] = Dictionary(
    uniqueKeysWithValues: [
      milligram, gram, kilogram, ounce, pound, taiwaneseCatty, milliliter, centiliter,
      deciliter, liter, teaspoon, tablespoon, fluidOunce, gou, pieces, usCup, metricCup,
      japaneseCup, taiwaneseCup,
    ].map { ($0.symbol, $0) })
}

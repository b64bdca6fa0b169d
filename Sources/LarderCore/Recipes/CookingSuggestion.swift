import Foundation

/// A recipe as `cook --suggest` ranks it (docs definition 27): what cooking it now uses up
/// of what expires within N days, what that saves, and what is missing.
public struct CookingSuggestion: Hashable, Sendable {
  /// N: how many days ahead an expiry counts as rescued unless told otherwise (`cook
  /// --suggest`, the web's Recipes page, the digest's "Tonight").
  public static let defaultWithin = 3

  /// What cooking it uses up of one item's lots expiring within N days.
  public struct UsedUp: Hashable, Sendable {
    /// The item.
    public var item: Item
    /// How much of its lots expiring within N days it draws, in the item's unit.
    public var quantity: Quantity
    /// The earliest expiry of those lots: when it is to be used by.
    public var by: CalendarDate
  }

  /// The recipe.
  public var recipe: UUID
  /// Its name.
  public var name: String
  /// The value rescued: each draw from a lot expiring within N days valued at price ×
  /// drawn ÷ lot quantity, rounded half away from zero to the minor unit, per currency.
  public var rescued: MoneyTotals
  /// What it uses up, item by item, by `by` and then in the recipe's order.
  public var usesUp: [UsedUp]
  /// The ingredients missing, in the recipe's order: the food as the recipe names it, and
  /// its item when matched.
  public var missing: [(name: String, item: Item?)] {
    get { missingNames.map { ($0.name, $0.item) } }
    set { missingNames = newValue.map { Missing(name: $0.name, item: $0.item) } }
  }
  private var missingNames: [Missing] = []

  private struct Missing: Hashable, Sendable {
    var name: String
    var item: Item?
  }

  /// Whether it comes before `other` by what it saves and lacks: more value rescued
  /// (compared currency by currency in code order), then fewer ingredients missing; nil
  /// when they tie, for the names to decide.
  func savesMore(than other: CookingSuggestion) -> Bool? {
    if rescued != other.rescued {
      for currency in Set(rescued.currencies + other.rescued.currencies).sorted() {
        let (left, right) = (rescued[currency].minorUnits, other.rescued[currency].minorUnits)
        if left != right { return left > right }
      }
    }
    if missingNames.count != other.missingNames.count {
      return missingNames.count < other.missingNames.count
    }
    return nil
  }

  /// Whether cooking it rescues something: it draws from lots expiring within N days
  /// (whose value may be 0, a gift's).
  public var rescuesSomething: Bool { !usesUp.isEmpty }

  /// The suggestion for a recipe whose ingredients ask `needs` of `shelves` (each item's
  /// lots as `StockDraws.shelves` gives them) as of `asOf`, rescuing what expires on or
  /// before `asOf` + `within` days.
  ///
  /// A recipe's draws of an item take its lots from the front (first-expiring-first-out),
  /// so what it drew of each item is a total to pass over: no copy of the stock is made
  /// for each of ten thousand recipes.
  ///
  /// - Throws: `ValueError.overflow` past 64 bits (beyond Larder's bounds).
  init(
    recipe: UUID, name: String, needs: [IngredientNeed], shelves: [UUID: [StockDraws.Draw]],
    asOf: CalendarDate, within: Int
  ) throws(ValueError) {
    self.recipe = recipe
    self.name = name
    let last = asOf.adding(days: within)
    var rescued = MoneyTotals()
    // A recipe names few items: lists searched in turn are quicker than hashing their ids.
    var usedUp: [UsedUp] = []
    var drawnOf: [(item: UUID, thousandths: Int64)] = []
    for need in needs {
      switch need.demand {
      case .unmeasured: continue
      case .unconverted:
        missingNames.append(Missing(name: need.name, item: need.item))
      case .quantity(let quantity):
        guard let item = need.item else {
          missingNames.append(Missing(name: need.name, item: nil))
          continue
        }
        let earlier = drawnOf.firstIndex { $0.item == item.id }
        // What the recipe's earlier lines drew of the item, from the front of its lots.
        var passed = earlier.map { drawnOf[$0].thousandths } ?? 0
        var wanted = quantity.thousandths
        for shelf in shelves[item.id] ?? [] {
          guard wanted > 0 else { break }
          var left = shelf.quantity.thousandths
          let skipped = min(passed, left)
          (left, passed) = (left - skipped, passed - skipped)
          guard left > 0 else { continue }
          let part = Quantity(thousandths: min(wanted, left))
          wanted -= part.thousandths  // 0 < part ≤ wanted: cannot overflow.
          guard let expires = shelf.lot.expiresOn, expires <= last else { continue }
          try rescued.add(shelf.lot.price.prorated(part, of: shelf.lot.quantity))
          if let index = usedUp.firstIndex(where: { $0.item.id == item.id }) {
            try usedUp[index].quantity += part
            usedUp[index].by = min(usedUp[index].by, expires)
          } else {
            usedUp.append(UsedUp(item: item, quantity: part, by: expires))
          }
        }
        // Both are parts of what the item's lots hold, so their sum fits.
        let got = quantity.thousandths - wanted
        if let earlier {
          drawnOf[earlier].thousandths += got
        } else {
          drawnOf.append((item.id, got))
        }
        if wanted > 0 { missingNames.append(Missing(name: need.name, item: item)) }
      }
    }
    self.rescued = rescued
    // By day, then in the order the recipe first names them (a stable sort keeps it).
    usesUp =
      usedUp.count > 1
      ? usedUp.enumerated().sorted { ($0.1.by, $0.0) < ($1.1.by, $1.0) }.map(\.1) : usedUp
  }

  /// Every recipe of `recipes` (each with its ingredients' needs at its own servings)
  /// ranked as of `asOf` over `lots` (the lots with something left at `asOf`), with what
  /// the planned meals ahead reserve (`reserved`, by lot) set aside; the order is exact
  /// for the `first` recipes (`ranking`).
  ///
  /// - Throws: `ValueError.overflow` past 64 bits (beyond Larder's bounds).
  public static func ranked(
    _ recipes: [(id: UUID, name: String, needs: [IngredientNeed])], lots: [HeldLot],
    reserved: [UUID: Quantity], asOf: CalendarDate, within: Int, first: Int = .max
  ) throws(ValueError) -> [CookingSuggestion] {
    var stock = StockDraws(lots.filter { $0.isUsable(asOf: asOf) })
    for (lot, quantity) in reserved { try stock.setAside(quantity, of: lot) }
    let shelves = stock.shelves(usableOn: asOf)
    var suggestions: [CookingSuggestion] = []
    suggestions.reserveCapacity(recipes.count)
    for recipe in recipes {
      suggestions.append(
        try CookingSuggestion(
          recipe: recipe.id, name: recipe.name, needs: recipe.needs, shelves: shelves,
          asOf: asOf, within: within))
    }
    return ranking(suggestions, first: first)
  }

  /// `suggestions` in the ranking's order (definition 27), exact for the first `first`:
  /// they are ordered by what they save and lack, and only recipes that tie among the
  /// first are put in their names' order (`NameOrder`), so that ten thousand recipes are
  /// not collated to show five.
  static func ranking(_ suggestions: [CookingSuggestion], first: Int) -> [CookingSuggestion] {
    // Each recipe's key, made once: its value in each currency (most first), then what it
    // lacks (fewest first).
    let currencies = Set(suggestions.flatMap(\.rescued.currencies)).sorted()
    let keyed = suggestions.map { suggestion in
      (
        key: currencies.map { ~suggestion.rescued[$0].minorUnits }
          + [Int64(suggestion.missingNames.count)],
        suggestion: suggestion
      )
    }
    var ranked = keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.suggestion)
    var start = 0
    while start < min(first, ranked.count) {
      var end = start + 1
      while end < ranked.count, ranked[start].savesMore(than: ranked[end]) == nil { end += 1 }
      if end - start > 1 {
        let ties = Array(ranked[start..<end])
        let ranks = NameOrder.ranks(ties.map(\.name))
        ranked.replaceSubrange(
          start..<end,
          with: ties.sorted {
            let (left, right) = (ranks[$0.name] ?? 0, ranks[$1.name] ?? 0)
            return left != right ? left < right : $0.recipe.uuidString < $1.recipe.uuidString
          })
      }
      start = end
    }
    return ranked
  }
}

import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// The items the household's foods are matched to (docs definition 26), read once per
  /// food while one read of the kitchen lasts.
  final class FoodMatches {
    /// What a food is: an item matched, with the density the household stated for it;
    /// or always at hand (`record` nil), never drawn and never missing.
    struct Match {
      var record: ItemRecord?
      var gramsPerMilliliter: CookingAmount?
    }

    private var found: [String: Match?] = [:]

    /// The matches the store found so far, by the food's search key.
    func cached(_ key: String) -> Match?? { found[key] }

    func remember(_ key: String, _ match: Match?) { found[key] = match }
  }

  /// What `food` is (docs definition 26): the household's learned choice (an item, or
  /// always at hand), else the item one of whose names is the food ignoring case, else the
  /// one item one of whose names folds to the food's search key, else the one item one of
  /// whose names holds it as a word (`WordMatch`); nil when none is or several are.
  func matchedItem(_ food: String, _ matches: FoodMatches) throws -> FoodMatches.Match? {
    let key = SearchKey.fold(food)
    if let known = matches.cached(key) { return known }
    let learned = try db.firstRow(
      "SELECT item_id FROM ingredient_matches WHERE food_key = ?", [.text(key)]
    ) { $0.onlyOptionalInt64 }
    var record: ItemRecord?
    if let learned {
      guard let rowID = learned else {
        let atHand = FoodMatches.Match(record: nil, gramsPerMilliliter: nil)
        matches.remember(key, atHand)
        return atHand
      }
      record = try db.firstRow(
        "SELECT \(ItemColumns.select) FROM items WHERE id = ?", [.integer(rowID)],
        { try ItemColumns.decode($0) })
    }
    if record == nil { record = try itemNamed(food) }
    if record == nil {
      let folded = try itemsFolding(to: key)
      record = folded.count == 1 ? folded[0] : nil
    }
    if record == nil {
      let holding = try itemsHolding(key)
      record = holding.count == 1 ? holding[0] : nil
    }
    let match = try record.map { record in
      FoodMatches.Match(record: record, gramsPerMilliliter: try gramsPerMilliliter(of: record))
    }
    matches.remember(key, match)
    return match
  }

  /// The item `food` is matched to; nil when none is or it is always at hand.
  func matchedRecord(_ food: String, _ matches: FoodMatches) throws -> ItemRecord? {
    try matchedItem(food, matches)?.record
  }

  /// The density the household stated for `record`'s item, in grams per millilitre.
  private func gramsPerMilliliter(of record: ItemRecord) throws -> CookingAmount? {
    let thousandths = try db.firstRow(
      "SELECT grams_per_ml FROM items WHERE id = ?", [.integer(record.rowID)]
    ) { $0.onlyOptionalInt64 }
    return thousandths.flatMap { $0.flatMap { CookingAmount($0, 1000) } }
  }

  /// What each ingredient of `recipe` asks at `servings` (its own S when nil), in order.
  func needs(of recipe: Recipe, servings: Int? = nil, _ matches: FoodMatches) throws
    -> [IngredientNeed]
  {
    try recipe.ingredients.enumerated().map { position, ingredient in
      let match = try matchedItem(ingredient.food, matches)
      if let match, match.record == nil {
        // Always at hand: needed, never drawn, never missing.
        return IngredientNeed(
          position: position, name: ingredient.food, item: nil, demand: .unmeasured)
      }
      return ingredient.need(
        at: position, servings: servings ?? recipe.servings, of: recipe.servings,
        item: match?.record?.item, itemUnit: match?.record.map { Unit($0.ownUnit) },
        gramsPerMilliliter: match?.gramsPerMilliliter)
    }
  }

  /// The lots with something left at `asOf` (what was left of each), of the items `items`
  /// (by row id) or of every item when nil, in creation order.
  func heldLotsForCooking(asOf: CalendarDate, items: Set<Int64>?) throws -> [HeldLot] {
    try withStock(at: asOf) { stock in
      var lots: [HeldLot] = []
      try db.statement(
        """
        SELECT \(LotColumns.select(remaining: stock.remaining)), \(CookingLotItemColumns.select)
        FROM (\(stock.held())) AS lots JOIN items ON items.id = lots.item_id
        WHERE \(stock.remaining) > 0 ORDER BY lots.id
        """
      ).forEachRow([.text(asOf.description)]) { row in
        let item = ColumnReader<CookingLotItemColumns>(
          row, table: "items", at: LotColumns.count)
        guard items.map({ $0.contains(item.int64(.rowID)) }) ?? true else { return }
        lots.append(
          HeldLot(
            status: try LotColumns.decode(row, itemID: try item.uuid(.uuid)),
            creationOrder: ColumnReader<LotColumns>(row, table: "lots").rowID))
      }
      return lots
    }
  }
}

/// The item of a held lot after the lot's columns, for cooking: its id and row id.
enum CookingLotItemColumns: Int32, ResultColumns {
  case uuid, rowID

  var sql: String {
    switch self {
    case .uuid: "items.uuid"
    case .rowID: "items.id"
    }
  }
}

extension Store {
  /// The item each ingredient of `recipe` is matched to, in order (nil when none).
  ///
  /// - Throws: `StoreError.unreadable` for a row that cannot be read.
  public func matchedItems(of recipe: Recipe) throws -> [Item?] {
    try db.snapshot {
      let matches = FoodMatches()
      return try recipe.ingredients.map { try matchedRecord($0.food, matches)?.item }
    }
  }
}

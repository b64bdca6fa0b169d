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
      /// What one piece of it weighs, in grams.
      var gramsPerPiece: CookingAmount?
      /// The item's unit, read once.
      var unit: LarderCore.Unit?
    }

    private var found: [String: Match?] = [:]
    /// The matches found so far by the food as written, which saves folding it again.
    private var written: [String: Match?] = [:]

    /// The matches the store found so far, by the food's search key.
    func cached(_ key: String) -> Match?? { found[key] }

    func remember(_ key: String, _ match: Match?) { found[key] = match }

    /// The match found for `food` as written, if it was looked for.
    func cached(written food: String) -> Match?? { written[food] }

    func remember(written food: String, _ match: Match?) { written[food] = match }
  }

  /// What `food` is (docs definition 26): the household's learned choice (an item, or
  /// always at hand), else the item one of whose names is the food ignoring case, else the
  /// one item one of whose names folds to the food's search key, else the one item one of
  /// whose names holds it as a word (`WordMatch`); nil when none is or several are.
  func matchedItem(_ food: String, _ matches: FoodMatches) throws -> FoodMatches.Match? {
    if let known = matches.cached(written: food) { return known }
    let match = try matchedItem(folded: food, matches)
    matches.remember(written: food, match)
    return match
  }

  /// `matchedItem` of a food not yet looked for as written.
  private func matchedItem(folded food: String, _ matches: FoodMatches) throws
    -> FoodMatches.Match?
  {
    let key = SearchKey.fold(food)
    if let known = matches.cached(key) { return known }
    let learned = try db.firstRow(
      "SELECT item_id FROM ingredient_matches WHERE food_key = ?", [.text(key)]
    ) { $0.onlyOptionalInt64 }
    var record: ItemRecord?
    if let learned {
      guard let rowID = learned else {
        let atHand = FoodMatches.Match(
          record: nil, gramsPerMilliliter: nil, gramsPerPiece: nil, unit: nil)
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
    if record == nil, key.count >= 2 {
      // A food of one character (`油`) is part of too many names (`醬油`) to find one.
      let holding = try itemsHolding(key)
      record = holding.count == 1 ? holding[0] : nil
    }
    let match = try record.map { record in
      let (density, piece) = try weights(of: record)
      return FoodMatches.Match(
        record: record, gramsPerMilliliter: density, gramsPerPiece: piece,
        unit: Unit(record.ownUnit))
    }
    matches.remember(key, match)
    return match
  }

  /// The item `food` is matched to; nil when none is or it is always at hand.
  func matchedRecord(_ food: String, _ matches: FoodMatches) throws -> ItemRecord? {
    try matchedItem(food, matches)?.record
  }

  /// The density and the weight of a piece the household stated for `record`'s item, in
  /// grams per millilitre and grams.
  private func weights(of record: ItemRecord) throws -> (CookingAmount?, CookingAmount?) {
    try db.firstRow(
      "SELECT \(WeightColumns.select) FROM items WHERE id = ?", [.integer(record.rowID)]
    ) { row in
      let reader = ColumnReader<WeightColumns>(row, table: "items")
      return (
        reader.optionalInt64(.perMilliliter).flatMap { CookingAmount($0, 1000) },
        reader.optionalInt64(.perPiece).flatMap { CookingAmount($0, 1000) }
      )
    } ?? (nil, nil)
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
        item: match?.record?.item, itemUnit: match?.unit,
        gramsPerMilliliter: match?.gramsPerMilliliter, gramsPerPiece: match?.gramsPerPiece)
    }
  }

  /// What cooking or a plan may draw of each item (by id): the lots usable at `asOf` with
  /// what was left of each, first-expiring-first, only as many as can be drawn.
  ///
  /// Of an item, every lot expiring by `through` (the last day a draw is made for) is read,
  /// since a meal on a later day passes over it; of the lots after it (or without expiry),
  /// which every draw may take from in the same order, only those until `bounds` (the most
  /// the draws can take of the item) is reached. So a household of a million lots is not
  /// read for a recipe's few.
  func heldLotsForCooking(
    asOf: CalendarDate, bounds: [UUID: Quantity], through: CalendarDate
  ) throws -> [HeldLot] {
    guard !bounds.isEmpty else { return [] }
    let limits =
      "{"
      + bounds.map { "\"\(UUIDText.format($0.key))\": \($0.value.thousandths)" }
      .joined(separator: ", ") + "}"
    return try withStock(at: asOf) { stock in
      guard stock.laterEvents else {
        return try bounds.flatMap { item, bound in
          try heldLotsNow(of: item, asOf: asOf, bound: bound, through: through)
        }.sorted { $0.creationOrder < $1.creationOrder }
      }
      var lots: [HeldLot] = []
      let soon = "(lots.expires_on IS NOT NULL AND lots.expires_on <= ?2)"
      try db.statement(
        """
        SELECT \(LotColumns.select(remaining: "lots.left_then")), \(CookingLotItemColumns.select)
        FROM (
          SELECT lots.*, \(stock.remaining) AS left_then, bounds.value AS bound,
            sum(CASE WHEN \(soon) THEN 0 ELSE \(stock.remaining) END) OVER (
              PARTITION BY lots.item_id
              ORDER BY lots.expires_on IS NULL, lots.expires_on, lots.purchased_on, lots.id
              ROWS UNBOUNDED PRECEDING) AS running
          FROM (\(stock.held())) AS lots
          JOIN items ON items.id = lots.item_id
          JOIN json_each(?3) AS bounds ON bounds.key = items.uuid
          WHERE \(UsableSQL.isUsable(expiry: "lots.expires_on", kind: "lots.date_kind", on: "?1"))
        ) AS lots JOIN items ON items.id = lots.item_id
        WHERE lots.left_then > 0 AND (\(soon) OR lots.running - lots.left_then < lots.bound)
        ORDER BY lots.id
        """
      ).forEachRow([.text(asOf.description), .text(through.description), .text(limits)]) { row in
        let item = ColumnReader<CookingLotItemColumns>(
          row, table: "items", at: LotColumns.count)
        lots.append(
          HeldLot(
            status: try LotColumns.decode(row, itemID: try item.uuid(.uuid)),
            creationOrder: ColumnReader<LotColumns>(row, table: "lots").rowID))
      }
      return lots
    }
  }

  /// `heldLotsForCooking` of one item when nothing happened after `asOf` (what is left now
  /// is what was left then): its held lots in first-expiring-first order through the index
  /// of held lots by item, read until `bound` is reached past `through`.
  private func heldLotsNow(
    of item: UUID, asOf: CalendarDate, bound: Quantity, through: CalendarDate
  ) throws -> [HeldLot] {
    var lots: [HeldLot] = []
    var running = Quantity.zero
    let day = asOf.description
    // Lots with an expiry by expiry, then those without; each then by purchase and id.
    for expiring in [true, false] {
      guard running < bound || expiring else { break }
      try db.statement(
        """
        SELECT \(LotColumns.select) FROM lots
        WHERE lots.item_id = (SELECT id FROM items WHERE uuid = ?1) AND lots.remaining > 0
          AND +lots.purchased_on <= ?2 AND lots.expires_on IS \(expiring ? "NOT NULL" : "NULL")
        ORDER BY lots.expires_on, lots.purchased_on, lots.id
        """
      ).forEachRowWhile([.text(UUIDText.format(item)), .text(day)]) { row in
        let status = try LotColumns.decode(row, itemID: item)
        guard status.lot.standing(on: asOf).isUsable else { return true }
        let held = HeldLot(
          status: status, creationOrder: ColumnReader<LotColumns>(row, table: "lots").rowID)
        if let expires = status.lot.expiresOn, expires <= through {
          lots.append(held)
          return true
        }
        guard running < bound else { return false }
        lots.append(held)
        try running += status.remaining
        return true
      }
    }
    return lots
  }

  /// `bounds` with what `needs` draw added, item by item.
  static func adding(_ needs: [IngredientNeed], to bounds: inout [UUID: Quantity]) throws {
    for need in needs {
      guard let item = need.item, let quantity = need.drawn else { continue }
      bounds[item.id] = try (bounds[item.id] ?? .zero) + quantity
    }
  }

  /// `bounds` raised, item by item, to what each of `recipes` draws.
  static func raising(_ bounds: inout [UUID: Quantity], toEachOf recipes: [[IngredientNeed]])
    throws
  {
    var most: [UUID: Quantity] = [:]
    var drawn: [(item: UUID, quantity: Quantity)] = []
    for needs in recipes {
      drawn.removeAll(keepingCapacity: true)
      for need in needs {
        guard let item = need.item?.id, let quantity = need.drawn else { continue }
        if let index = drawn.firstIndex(where: { $0.item == item }) {
          try drawn[index].quantity += quantity
        } else {
          drawn.append((item, quantity))
        }
      }
      for (item, quantity) in drawn where quantity > most[item] ?? .zero { most[item] = quantity }
    }
    for (item, quantity) in most { bounds[item] = try (bounds[item] ?? .zero) + quantity }
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

  /// Whether each ingredient of `recipe` is a food the household said is always at hand.
  ///
  /// - Throws: `StoreError.unreadable` for a row that cannot be read.
  public func atHand(in recipe: Recipe) throws -> [Bool] {
    try db.snapshot {
      let matches = FoodMatches()
      return try recipe.ingredients.map { ingredient in
        guard let match = try matchedItem(ingredient.food, matches) else { return false }
        return match.record == nil
      }
    }
  }
}

/// What a recipe reads of an item besides its columns: grams per millilitre and per piece.
enum WeightColumns: Int32, ResultColumns {
  case perMilliliter, perPiece

  var sql: String {
    switch self {
    case .perMilliliter: "items.grams_per_ml"
    case .perPiece: "items.grams_per_piece"
    }
  }
}

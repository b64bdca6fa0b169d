import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// How long after a tick the list can take it back (`untick`): 60 seconds.
  public static let untickSeconds: TimeInterval = 60

  /// The shopping list on `today` (`ShoppingList.lines`): what members put on it, and
  /// what restock suggests over its default horizon, read from one snapshot.
  public func shoppingList(asOf today: CalendarDate) throws -> [ShoppingLine] {
    try snapshot {
      ShoppingList.lines(
        listed: try listedLines(), suggestions: try shoppingSuggestions(asOf: today),
        planned: try plannedLines(asOf: today), today: today)
    }
  }

  /// What the planned meals ahead lack as of `today` (docs definition 28): one line per
  /// meal and missing ingredient, for the meal, to buy by its day.
  func plannedLines(asOf today: CalendarDate) throws -> [ShoppingLine] {
    try readMealPlan(asOf: today, FoodMatches()).meals.filter(\.isAhead).flatMap { meal in
      meal.missing.map { missing in
        var line = ShoppingLine(
          source: .planned(meal: meal.meal.id), name: missing.item?.name ?? missing.name,
          item: missing.item?.id, quantity: missing.quantity, unit: missing.unit,
          buyBy: meal.meal.day)
        line.meal = (meal.meal.recipeName, meal.meal.day)
        return line
      }
    }
  }

  /// Puts `name` on the shopping list, or adds `amount` to its line when it is already on
  /// it still to buy: an item added twice is one line with the quantities added. `name`
  /// is an item's (found as `findItem` finds it, `creme fraiche` for `Crème fraîche`) or
  /// anything else the household writes; an item's amount is converted to its unit.
  ///
  /// - Returns: the line as it now is.
  /// - Throws: `StoreError.blank` for a blank name, `ValueError.badText` for one that
  ///   breaks the text rules, the errors of `quantity(_:of:)` for an item's amount,
  ///   `StoreError.unitMismatch` for a unit other than the line's, `ValueError.overflow`
  ///   for a total past 64 bits.
  @discardableResult
  public func listToBuy(
    _ name: String, amount: Amount?, today: CalendarDate,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> ShoppingLine {
    let written = name.trimmedLabel
    guard !written.isEmpty else { throw StoreError.blank(.name) }
    try TextField.name.check(written)
    return try recorded(
      origin,
      action: { (line: ShoppingLine, added: Quantity?) in
        .listed(name: line.name, quantity: added, unit: added == nil ? nil : line.unit)
      }
    ) { () throws -> (ShoppingLine, Quantity?) in
      let item = try knownItem(written)
      var wanted: Quantity?
      var unit: String?
      if let item, let amount {
        wanted = try quantity(amount, of: item.item.name).quantity
        unit = item.item.unit
      } else if let amount {
        guard case .quantity(let given, let given_unit) = amount else {
          throw StoreError.noUsualPack(item: written)
        }
        wanted = given
        unit = given_unit
      }
      if var line = try openLine(written, item: item) {
        if let added = wanted {
          if let had = line.quantity {
            guard line.unit == unit else {
              throw StoreError.unitMismatch(
                item: line.name, unit: line.unit ?? "", given: unit ?? "")
            }
            line.quantity = try had + added
          } else {
            line.quantity = added
            line.unit = unit
          }
          guard case .listed(let id) = line.source else { return (line, added) }
          try db.run(
            "UPDATE shopping_lines SET quantity = ?, unit = ? WHERE id = ?",
            [
              line.quantity.map { .integer($0.thousandths) } ?? .null,
              line.unit.map { .text($0) } ?? .null, .integer(id),
            ])
        }
        return (line, wanted)
      }
      let shown = item?.item.name ?? written
      try db.run(
        """
        INSERT INTO shopping_lines (name, name_key, item_id, quantity, unit, added_on)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
        [
          .text(shown), .text(SearchKey.nameKey(shown)),
          item.map { .integer($0.rowID) } ?? .null,
          wanted.map { .integer($0.thousandths) } ?? .null, unit.map { .text($0) } ?? .null,
          .text(today.description),
        ])
      let line = ShoppingLine(
        source: .listed(id: db.lastInsertRowID), name: shown, item: item?.item.id,
        quantity: wanted, unit: unit, addedOn: today)
      return (line, wanted)
    }.0
  }

  /// Takes `name`'s line off the shopping list, unbought.
  ///
  /// - Throws: `StoreError.notOnShoppingList` when nothing of that name is on it to buy.
  @discardableResult
  public func unlist(_ name: String, via origin: ChangeOrigin = .commandLine(arguments: []))
    throws -> ShoppingLine
  {
    try recorded(origin, action: { (line: ShoppingLine) in .unlisted(name: line.name) }) {
      let written = name.trimmedLabel
      guard let line = try openLine(written, item: try knownItem(written)),
        case .listed(let id) = line.source
      else { throw StoreError.notOnShoppingList(written) }
      try db.run("DELETE FROM shopping_lines WHERE id = ?", [.integer(id)])
      return line
    }
  }

  /// Clears the lines bought from the shopping list; their purchases stay.
  ///
  /// - Returns: how many lines were cleared (0 changes nothing and records nothing).
  @discardableResult
  public func clearBought(via origin: ChangeOrigin = .commandLine(arguments: [])) throws -> Int {
    try recorded(origin, action: { (lines: Int) in .clearedBought(lines: lines) }) {
      try db.run("DELETE FROM shopping_lines WHERE bought_on IS NOT NULL")
      return Int(db.changes)
    }
  }

  /// Ticks `name` on the shopping list: records its purchase and marks its line bought,
  /// as one change. What is not given is the line's, else as usual: the quantity the line
  /// or restock says, else the item's usual pack; the price of that quantity at the last
  /// purchase's price per unit and the last store (`remember`); today.
  ///
  /// A suggestion ticked becomes a line bought. Two members ticking the same line record
  /// one purchase: the second finds it bought. `seen` is the line the tick was made on
  /// (a page's): a tick of a line since removed, or bought and put on the list again, is
  /// refused rather than buying what is there now.
  ///
  /// - Throws: `StoreError.alreadyBought` when the line was bought from the list today (or
  ///   the line `seen` was bought), `.listLineChanged` when the line `seen` is gone,
  ///   `.notOnShoppingList` when nothing of that name is on it, `.listNeedsPrice` for an
  ///   item never bought without `price`, `.noUsualPack` without a quantity for an item
  ///   never bought, and the errors of `addPurchase`.
  @discardableResult
  public func buyFromList(
    _ name: String, seen: ShoppingLine.Seen? = nil, amount: Amount? = nil,
    price: Money? = nil, store: String? = nil, date: CalendarDate? = nil,
    expires: CalendarDate? = nil, today: CalendarDate,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> (item: Item, lot: Lot) {
    let written = name.trimmedLabel
    let day = try (date ?? today).checkedNotAfter(Store.lastWritableDay(today))
    return try recorded(
      origin,
      action: { (item: Item, lot: Lot) in
        .boughtFromList(
          item: item.name, quantity: lot.quantity, unit: item.unit, price: lot.price, lot: lot.id)
      }
    ) {
      let known = try knownItem(written)
      let line: ShoppingLine
      if let open = try openLine(written, item: known) {
        line = open
      } else if let known, let bought = try boughtLine(of: known, on: today) {
        throw StoreError.alreadyBought(item: bought.name, on: today)
      } else if let planned = try plannedLines(asOf: today).first(where: { line in
        known.map { line.item == $0.item.id }
          ?? (SearchKey.nameKey(line.name) == SearchKey.nameKey(written))
      }) {
        line = planned
      } else if let known,
        let suggestion = try shoppingSuggestions(asOf: today).first(where: {
          $0.projection.item.id == known.item.id
        })
      {
        line = ShoppingLine(
          source: .suggested, name: known.item.name, item: known.item.id,
          quantity: suggestion.suggested, unit: known.item.unit)
      } else if seen != nil {
        throw StoreError.listLineChanged(item: written)
      } else {
        throw StoreError.notOnShoppingList(written)
      }
      if let seen, !seen.matches(line) {
        // The line the member saw was bought and put on again, removed, or given another
        // quantity, or the suggestion was put on the list: what they ticked is not there.
        if case .listed(let id) = seen.source, let bought = try boughtDay(ofLine: id) {
          throw StoreError.alreadyBought(item: line.name, on: bought)
        }
        throw StoreError.listLineChanged(item: line.name)
      }
      let last = try lastPurchase(line.name)
      let bought: Quantity
      var unit = line.unit
      if let amount, let known {
        bought = try quantity(amount, of: known.item.name).quantity
        unit = known.item.unit
      } else if case .quantity(let given, let given_unit)? = amount {
        bought = given
        unit = given_unit ?? unit
      } else if amount != nil {
        // Packs of something that is no item: there is no pack to count.
        throw StoreError.noUsualPack(item: line.name)
      } else if let listed = line.quantity {
        bought = listed
      } else if let known,
        let suggested = try shoppingSuggestions(asOf: today).first(where: {
          $0.projection.item.id == known.item.id
        })?.suggested
      {
        // A line put on the list without a quantity shows restock's: that is what is bought.
        bought = suggested
        unit = known.item.unit
      } else if let known {
        bought = try usualPack(known)
        unit = known.item.unit
      } else {
        throw StoreError.noUsualPack(item: line.name)
      }
      guard price != nil || last != nil else { throw StoreError.listNeedsPrice(item: line.name) }
      var row = PurchaseRow(
        line: 0, date: day, item: line.name, quantity: bought,
        price: price ?? Money(minorUnits: 0, currency: last?.lot.price.currency ?? .euro),
        unit: unit, store: store ?? "", expires: expires)
      try row.checkText()
      var remembering: Remembered = []
      if price == nil { remembering.formUnion([.price, .currency]) }
      if store == nil { remembering.insert(.store) }
      if let last, !remembering.isEmpty { try remember(last, remembering, in: &row) }
      let added = try insertPurchase(row, cache: nil)
      let change = try db.firstRow(
        "SELECT uuid FROM changes WHERE id = (SELECT change_id FROM change_open)"
      ) { $0.onlyText }
      let lot = try db.firstRow(
        "SELECT id FROM lots WHERE uuid = ?", [.text(UUIDText.format(added.lot.id))]
      ) { $0.onlyInt64 }
      let itemRow = try db.firstRow(
        "SELECT id FROM items WHERE uuid = ?", [.text(UUIDText.format(added.item.id))]
      ) { $0.onlyInt64 }
      if case .listed(let id) = line.source {
        try db.run(
          """
          UPDATE shopping_lines SET bought_on = ?, bought_change = ?, lot_id = ?, item_id = ?
          WHERE id = ?
          """,
          [
            .text(today.description), change.map { .text($0) } ?? .null,
            lot.map { .integer($0) } ?? .null, itemRow.map { .integer($0) } ?? .null,
            .integer(id),
          ])
      } else {
        try db.run(
          """
          INSERT INTO shopping_lines (name, name_key, item_id, quantity, unit, added_on,
            bought_on, bought_change, lot_id)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            .text(added.item.name), .text(SearchKey.nameKey(added.item.name)),
            itemRow.map { .integer($0) } ?? .null, .integer(bought.thousandths),
            .text(added.item.unit), .text(today.description), .text(today.description),
            change.map { .text($0) } ?? .null, lot.map { .integer($0) } ?? .null,
          ])
      }
      return added
    }
  }

  /// The day the list's line `id` was bought, or nil when it is gone or not bought.
  private func boughtDay(ofLine id: Int64) throws -> CalendarDate? {
    try db.firstRow(
      "SELECT bought_on FROM shopping_lines WHERE id = ? AND bought_on IS NOT NULL LIMIT 1",
      [.integer(id)]
    ) { try CalendarDate(parsing: $0.onlyText) }
  }

  /// Takes back the tick of `name` made less than `untickSeconds` before `now`: undoes the
  /// change that recorded its purchase (`undo`), so the line is to buy again.
  ///
  /// - Returns: the change undone.
  /// - Throws: `StoreError.notOnShoppingList` when no line of that name was bought,
  ///   `.tooLateToUntick` for a tick older than a minute or already undone, and the errors
  ///   of `undo`.
  @discardableResult
  public func untick(
    _ name: String, now: Date, via origin: ChangeOrigin = .commandLine(arguments: []),
    naming: (ChangeAction) -> String = { _ in "" }
  ) throws -> Change {
    let written = name.trimmedLabel
    let known = try knownItem(written)
    let found = try db.firstRow(
      """
      SELECT \(TickColumns.select)
      FROM shopping_lines JOIN changes ON changes.uuid = shopping_lines.bought_change
      WHERE shopping_lines.bought_on IS NOT NULL
        AND (shopping_lines.item_id = ?1 OR shopping_lines.name_key = ?2)
      ORDER BY changes.id DESC LIMIT 1
      """,
      [known.map { .integer($0.rowID) } ?? .null, .text(SearchKey.nameKey(written))]
    ) { row in
      let reader = ColumnReader<TickColumns>(row, table: "shopping_lines")
      return (reader.text(.name), reader.text(.change), reader.text(.madeAt), reader.flag(.undone))
    }
    guard let (shown, change, madeAt, undone) = found else {
      throw StoreError.notOnShoppingList(written)
    }
    guard !undone, madeAt >= Store.timestamp(now.addingTimeInterval(-Store.untickSeconds))
    else { throw StoreError.tooLateToUntick(item: shown) }
    return try undo(change, via: origin, naming: naming)
  }

  /// The item `name` names, or nil when it names none: then it is something new written on
  /// the list. An ambiguous name is still an error.
  private func knownItem(_ name: String) throws -> ItemRecord? {
    do { return try findItem(name) } catch StoreError.unknownItem { return nil }
  }

  /// The line of `name` (or of `item`) on the list still to buy, if any: an item's line
  /// by item, or by name when it was written before the item existed.
  private func openLine(_ name: String, item: ItemRecord?) throws -> ShoppingLine? {
    let key = SearchKey.nameKey(item?.item.name ?? name)
    return try db.firstRow(
      """
      SELECT \(ShoppingColumns.select) FROM shopping_lines
      LEFT JOIN items ON items.id = shopping_lines.item_id
      WHERE shopping_lines.bought_on IS NULL
        AND (shopping_lines.item_id = ?1
          OR (shopping_lines.item_id IS NULL AND shopping_lines.name_key = ?2))
      ORDER BY shopping_lines.id LIMIT 1
      """, [item.map { .integer($0.rowID) } ?? .null, .text(key)], ShoppingColumns.decode)
  }

  /// The line of `item` bought from the list on `day`, if any.
  private func boughtLine(of item: ItemRecord, on day: CalendarDate) throws -> ShoppingLine? {
    try db.firstRow(
      """
      SELECT \(ShoppingColumns.select) FROM shopping_lines
      LEFT JOIN items ON items.id = shopping_lines.item_id
      WHERE shopping_lines.item_id = ? AND shopping_lines.bought_on = ?
      ORDER BY shopping_lines.id DESC LIMIT 1
      """, [.integer(item.rowID), .text(day.description)], ShoppingColumns.decode)
  }

  /// Every line the list holds, bought or not, in the order they were put on it.
  private func listedLines() throws -> [ShoppingLine] {
    try db.rows(
      """
      SELECT \(ShoppingColumns.select) FROM shopping_lines
      LEFT JOIN items ON items.id = shopping_lines.item_id
        OR (shopping_lines.item_id IS NULL AND items.name_key = shopping_lines.name_key)
      ORDER BY shopping_lines.id
      """, [], ShoppingColumns.decode)
  }

  /// Restock's suggestions as of `today`, as the Restock page and `larder restock` make
  /// them by default.
  private func shoppingSuggestions(asOf today: CalendarDate) throws -> [RestockSuggestion] {
    try restockPlan(
      asOf: today, window: MonthlyReport.rateWindow, minHistory: 14,
      horizon: MonthlyReport.restockHorizon
    ).suggestions
  }
}

/// The columns of a tick: the line's name and the change that recorded its purchase.
enum TickColumns: Int32, ResultColumns {
  case id, name, change, madeAt, undone

  var sql: String {
    switch self {
    case .id: "shopping_lines.id"
    case .name: "shopping_lines.name"
    case .change: "changes.uuid"
    case .madeAt: "changes.made_at"
    case .undone: "changes.undone"
    }
  }
}

/// The columns of a shopping line, with its item's name and id when it has one.
enum ShoppingColumns: Int32, ResultColumns {
  case id, name, quantity, unit, addedOn, boughtOn, boughtChange, itemName, itemUUID, itemUnit

  var sql: String {
    switch self {
    case .id: "shopping_lines.id"
    case .name: "shopping_lines.name"
    case .quantity: "shopping_lines.quantity"
    case .unit: "shopping_lines.unit"
    case .addedOn: "shopping_lines.added_on"
    case .boughtOn: "shopping_lines.bought_on"
    case .boughtChange: "shopping_lines.bought_change"
    case .itemName: ShownNameSQL.item
    case .itemUUID: "items.uuid"
    case .itemUnit: "items.unit"
    }
  }

  /// A line as `select` reads it: an item's line shows the item's name as it is now.
  static func decode(_ row: Statement.Row) throws -> ShoppingLine {
    let reader = ColumnReader<ShoppingColumns>(row, table: "shopping_lines")
    let quantity = reader.optionalInt64(.quantity).map { Quantity(thousandths: $0) }
    return ShoppingLine(
      source: .listed(id: reader.rowID), name: reader.optionalText(.itemName) ?? reader.text(.name),
      item: try reader.optionalText(.itemUUID).map { _ in try reader.uuid(.itemUUID) },
      quantity: quantity,
      unit: reader.optionalText(.unit) ?? (quantity == nil ? nil : reader.optionalText(.itemUnit)),
      addedOn: try reader.date(.addedOn), boughtOn: try reader.optionalDate(.boughtOn),
      boughtChange: reader.optionalText(.boughtChange).flatMap(UUIDText.parse))
  }
}

import LarderCore
import LarderErrors

/// Receipts turned into purchases: each product line matched to an item (the store's
/// alias for its text, else an item of that name), sized and priced, then recorded as one
/// change that also remembers the decisions taken, so the store's next receipt needs none.
extension Store {
  /// What recording `receipt` would do, bought at `store` on `date`: each product line
  /// with its match, quantity and price (`ReceiptPricing`); nothing is written.
  ///
  /// A line is matched by the decision given for its text (`decisions`, keyed by
  /// `ReceiptAlias.key`), else by the store's alias (`ReceiptAlias.closest`: OCR's
  /// misread letter or two still finds it), else by the alias other stores agree on for
  /// the text, else by the item whose name it is
  /// (case, accents and width ignored), else it is unknown. Its quantity is its weight
  /// for a weighed line, else its count times the pack decided, else times the item's
  /// usual pack, else its count for an item counted in pieces or a new item; an item in
  /// another unit never bought waits for a pack (`needsPack`). A line of no quantity, or of
  /// an amount below zero (a refund), buys nothing and is left out (`nothingBought`).
  ///
  /// - Throws: `StoreError.ambiguousReference` for a name that matches several items,
  ///   `ValueError` for a quantity or sum past its bound, `SQLiteError`.
  public func planReceipt(
    _ receipt: Receipt, store: String, date: CalendarDate,
    decisions: [String: ReceiptDecision] = [:]
  ) throws -> ReceiptPlan {
    let aliases = try aliasDecisions(store: store)
    var lines: [ReceiptPlan.Line] = []
    for (index, line) in receipt.lines.enumerated() where line.kind == .product {
      let key = ReceiptAlias.key(line.text)
      var planned = ReceiptPlan.Line(index: index, line: line, match: .unknown)
      var decision: ReceiptDecision?
      if let decided = decisions[key] {
        (decision, planned.decision) = (decided, decided)
        (planned.match, planned.learns) = (.decided, true)
      } else if let alias = ReceiptAlias.closest(to: key, in: aliases) {
        (decision, planned.match) = (alias, .alias)
      } else if let record = try existingItem(line.text) {
        (decision, planned.match) = (.item(record.item.name, pack: nil), .name)
      }
      switch decision {
      case .skip: planned.match = .skipped
      case .item(let name, let pack):
        planned.item = name
        try size(&planned, item: existingItem(name), pack: pack)
      case nil: break
      }
      if line.count <= .zero || line.total.minorUnits < 0 {
        // `0,000 kg x 3,99 €/kg 0,00`, or a refund's `-2,00`: no purchase can come of it
        // (a thing given free, `SAC 0,00`, is bought for nothing).
        (planned.match, planned.learns) = (.nothingBought, false)
      }
      lines.append(planned)
    }
    let recorded = Set(lines.filter(\.isRecorded).map(\.index))
    let prices = try ReceiptPricing.prices(receipt.lines) { recorded.contains($0) }
    for position in lines.indices where lines[position].isRecorded {
      lines[position].price = prices[lines[position].index]
    }
    return ReceiptPlan(receipt: receipt, store: store, date: date, lines: lines)
  }

  /// Records `plan` as one change: a purchase per recorded line, on its day at its store,
  /// the decisions it took as the store's aliases, and the receipt itself, by which the
  /// same receipt is refused a second time.
  ///
  /// - Throws: `StoreError.receiptUndecided` while a line waits for a decision,
  ///   `.duplicateReceipt` for a receipt recorded before (same store, day, lines and
  ///   total), `ValueError.futureDate` for a day after `today`, and the errors of
  ///   `addPurchase` for a line.
  @discardableResult
  public func recordReceipt(
    _ plan: ReceiptPlan, today: CalendarDate,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> (purchases: Int, total: Money) {
    let undecided = plan.undecided.count
    guard undecided == 0 else { throw StoreError.receiptUndecided(lines: undecided) }
    _ = try plan.date.checkedNotAfter(Store.lastWritableDay(today))
    let store = plan.store.trimmedLabel
    guard !store.isEmpty else { throw StoreError.blank(.store) }
    try TextField.store.check(store)
    let total = try plan.recordedTotal()
    let fingerprint = Store.fingerprint(plan.receipt, store: store, date: plan.date)
    let purchases = plan.recorded
    return try recorded(
      origin,
      action: { (result: (purchases: Int, total: Money)) in
        .recordedReceipt(
          store: store, date: plan.date, purchases: result.purchases, total: result.total)
      }
    ) {
      if let earlier = try db.firstRow(
        "SELECT recorded_on FROM receipts WHERE fingerprint = ? LIMIT 1", [.text(fingerprint)],
        { row in try CalendarDate(parsing: row.onlyText) })
      {
        throw StoreError.duplicateReceipt(store: store, date: plan.date, recordedOn: earlier)
      }
      for line in purchases {
        guard let item = line.item, let quantity = line.quantity, let price = line.price else {
          continue
        }
        var row = PurchaseRow(
          line: line.index + 1, date: plan.date, item: item, quantity: quantity, price: price,
          unit: line.unit, store: store)
        row.payment = plan.receipt.payment
        try row.checkText()
        _ = try insertPurchase(row, cache: nil)
      }
      for line in plan.lines where line.learns {
        guard let decision = line.decision else { continue }
        try remember(ReceiptAlias(store: store, text: line.line.text, decision: decision))
      }
      try db.run(
        """
        INSERT INTO receipts (fingerprint, store, purchased_on, total, currency, lines,
          recorded_on) VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(fingerprint), .text(store), .text(plan.date.description),
          .integer(total.minorUnits), .text(total.currency.code),
          .integer(Int64(plan.lines.count)), .text(Store.lastWritableDay(today).description),
        ])
      return (purchases.count, total)
    }
  }

  /// The household's receipt aliases, of `store` only when given, by store then text.
  ///
  /// - Throws: `SQLiteError`.
  public func receiptAliases(store: String? = nil) throws -> [ReceiptAlias] {
    try db.rows(
      """
      SELECT \(ReceiptAliasColumns.select) FROM \(ReceiptAliasColumns.from)
      WHERE ?1 IS NULL OR receipt_aliases.store_key = ?1
      ORDER BY receipt_aliases.store_key, receipt_aliases.text_key
      """, [store.map { .text(SearchKey.fold($0.trimmedLabel)) } ?? .null]
    ) { Store.alias(ColumnReader<ReceiptAliasColumns>($0, table: "receipt_aliases")) }
  }

  /// Forgets the alias of `text` at `store`, so its next receipt asks again; one change.
  ///
  /// - Throws: `StoreError.unknownReceiptAlias` when there is none, `SQLiteError`.
  public func forgetReceiptAlias(
    store: String, text: String, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws {
    let storeKey = SearchKey.fold(store.trimmedLabel)
    let textKey = ReceiptAlias.key(text)
    guard
      let alias = try db.firstRow(
        """
        SELECT \(ReceiptAliasColumns.select) FROM \(ReceiptAliasColumns.from)
        WHERE receipt_aliases.store_key = ? AND receipt_aliases.text_key = ? LIMIT 1
        """, [.text(storeKey), .text(textKey)],
        { Store.alias(ColumnReader<ReceiptAliasColumns>($0, table: "receipt_aliases")) })
    else { throw StoreError.unknownReceiptAlias(store: store, text: text) }
    try recorded(
      origin, action: { _ in .forgotReceiptAlias(store: alias.store, text: alias.text) }
    ) {
      try db.run(
        "DELETE FROM receipt_aliases WHERE store_key = ? AND text_key = ?",
        [.text(storeKey), .text(textKey)])
    }
  }

  /// The aliases a receipt of `store` is matched by, by their text's key: the store's own,
  /// then for a text the store has none for, the one item other stores agree on (the
  /// same product prints the same at two shops of a chain, or two chains). A skip stays
  /// with its store: what one shop's line is not says nothing of another's.
  private func aliasDecisions(store: String) throws -> [String: ReceiptDecision] {
    let storeKey = SearchKey.fold(store.trimmedLabel)
    var own: [String: ReceiptDecision] = [:]
    var others: [String: Set<ReceiptDecision>] = [:]
    for alias in try receiptAliases() {
      let key = ReceiptAlias.key(alias.text)
      if SearchKey.fold(alias.store) == storeKey {
        own[key] = alias.decision
      } else if case .item = alias.decision {
        others[key, default: []].insert(alias.decision)
      }
    }
    for (key, decisions) in others where own[key] == nil && decisions.count == 1 {
      own[key] = decisions.first
    }
    return own
  }

  /// The item `name` finds (definition 19), nil when none does or more than one would: the
  /// line is then left to decide.
  private func existingItem(_ name: String) throws -> ItemRecord? {
    do { return try findItem(name) } catch StoreError.unknownItem, StoreError.ambiguousReference {
      return nil
    }
  }

  /// Gives `line` its quantity and unit, or marks it as needing a pack.
  private func size(_ line: inout ReceiptPlan.Line, item: ItemRecord?, pack: ReceiptPack?)
    throws
  {
    let count = line.line.count
    if let measured = line.line.measuredUnit {
      (line.quantity, line.unit) = (count, measured)
    } else if let pack {
      (line.quantity, line.unit) = (try Store.times(count, pack.quantity), pack.unit)
    } else if let item, Unit(item.item.unit).family != .count {
      do {
        line.quantity = try Store.times(count, usualPack(item))
        line.unit = item.item.unit
      } catch StoreError.noUsualPack {
        line.match = .needsPack
      }
    } else {
      (line.quantity, line.unit) = (count, item?.item.unit ?? "pcs")
    }
  }

  /// `count` packs of `pack`, exactly.
  private static func times(_ count: Quantity, _ pack: Quantity) throws -> Quantity {
    try Amount.packs(count).converted(to: "", pack: { pack })
  }

  /// Keeps `alias` for its store, in place of the one it had for the same text.
  private func remember(_ alias: ReceiptAlias) throws {
    // Kept as a name is: what a receipt's reader gave, checked again here, where it is
    // stored (a line given by another program is held to the same rule).
    try TextField.name.check(alias.text)
    var itemRowID: SQLiteValue = .null
    var pack: SQLiteValue = .null
    var unit: SQLiteValue = .null
    if case .item(let name, let size) = alias.decision {
      itemRowID = .integer(try findItem(name).rowID)
      if let size { (pack, unit) = (.integer(size.quantity.thousandths), .text(size.unit)) }
    }
    try db.run(
      """
      INSERT INTO receipt_aliases (store_key, text_key, text, store, item_id, pack, pack_unit)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (store_key, text_key) DO UPDATE SET item_id = excluded.item_id,
        pack = excluded.pack, pack_unit = excluded.pack_unit
      """,
      [
        .text(SearchKey.fold(alias.store)), .text(ReceiptAlias.key(alias.text)),
        .text(alias.text), .text(alias.store), itemRowID, pack, unit,
      ])
  }

  /// The alias a row of `ReceiptAliasColumns` holds: no item is a skip.
  private static func alias(_ row: ColumnReader<ReceiptAliasColumns>) -> ReceiptAlias {
    var decision = ReceiptDecision.skip
    if let item = row.optionalText(.item) {
      let pack = row.optionalInt64(.pack).flatMap { thousandths in
        row.optionalText(.packUnit).map {
          ReceiptPack(quantity: Quantity(thousandths: thousandths), unit: $0)
        }
      }
      decision = .item(item, pack: pack)
    }
    return ReceiptAlias(store: row.text(.store), text: row.text(.text), decision: decision)
  }

  /// The receipt's fingerprint: its store (folded), day, currency, total and every line's
  /// kind, text and amount, and the number of an invoice that prints one, hashed with
  /// SHA-256.
  static func fingerprint(_ receipt: Receipt, store: String, date: CalendarDate) -> String {
    var text = "larder-receipt-1\n\(SearchKey.fold(store))\n\(date)\n\(receipt.currency.code)\n"
    text += receipt.total.map { String($0.minorUnits) } ?? "-"
    // An invoice's number tells two invoices of the same store, day and items apart.
    if let number = receipt.invoiceNumber { text += "\ninvoice\t\(number)" }
    for line in receipt.lines {
      text += "\n\(line.kind.rawValue)\t\(line.text)\t\(line.count)\t\(line.total.minorUnits)"
    }
    var hash = SHA256()
    hash.update(Array(text.utf8))
    return hash.hexDigest()
  }
}

import LarderCore
import LarderErrors

extension Store {
  /// What a merge did: the item kept, with its names, and how much moved into it.
  public struct Merged: Sendable {
    /// The item the other was merged into, as it is now.
    public var target: Item
    /// The merged item's name as the reader was shown it.
    public var source: String
    /// How many purchases moved.
    public var lots: Int
  }

  /// Merges the item `sourceReference` into `targetReference`, as one change that `undo`
  /// takes back exactly: its lots (with their events) are the target's, counted in the
  /// target's unit (converted exactly within the unit's family), and so are its barcodes,
  /// the receipt lines that learned it and its shopping list lines; the target takes its
  /// shelf lives and date kind where it has none; the source's own name and its aliases
  /// become the target's aliases, its names in languages the target's where the target
  /// has none in that language (else aliases). The source is then deleted.
  ///
  /// The two items' consumes and discards are then drawn again over all the lots, in date
  /// order (`redrawUses`), so that every figure of the target afterwards (spending, rates,
  /// forecast, prices, waste, what is left of each lot) is what it would be had the
  /// purchases always been one item's.
  ///
  /// - Throws: `StoreError.mergeIntoItself`, `.mergeAcrossUnits` for units that do not
  ///   convert (L into kg), `.cannotRescale` for a quantity the target's unit cannot count
  ///   exactly, `.itemTotalTooLarge` when the target would hold too much in all, and the
  ///   lookup errors of `findItem`.
  @discardableResult
  public func merge(
    _ sourceReference: String, into targetReference: String,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> Merged {
    try recorded(
      origin,
      action: { (merged: Merged) in
        .mergedItems(source: merged.source, target: merged.target.name, lots: merged.lots)
      }
    ) {
      let source = try findItem(sourceReference)
      var target = try findItem(targetReference)
      guard source.rowID != target.rowID else {
        throw StoreError.mergeIntoItself(target.item.name)
      }
      guard Unit(source.item.unit).converts(to: Unit(target.item.unit)) else {
        throw StoreError.mergeAcrossUnits(
          source: source.item.name, sourceUnit: source.item.unit, target: target.item.name,
          targetUnit: target.item.unit)
      }
      if source.item.unit != target.item.unit { _ = try rescale(source, to: target.item.unit) }
      let names = try self.names(ofRow: source.rowID, own: source.ownName)
      let kept = try self.names(ofRow: target.rowID, own: target.ownName)
      let ids: [SQLiteValue] = [.integer(source.rowID), .integer(target.rowID)]
      let (from, into) = ([ids[0]], [ids[1]])
      let lots =
        try db.firstRow("SELECT count(*) FROM lots WHERE item_id = ? LIMIT 1", from) {
          Int($0.onlyInt64)
        } ?? 0
      for table in ["lots", "item_barcodes", "receipt_aliases", "shopping_lines"] {
        try db.run("UPDATE \(table) SET item_id = ?2 WHERE item_id = ?1", ids)
      }
      try redrawUses(ofRow: target.rowID)
      let total =
        try db.firstRow(
          "SELECT coalesce(sum(quantity), 0) FROM lots WHERE item_id = ? LIMIT 1", into
        ) { Quantity(thousandths: $0.onlyInt64) } ?? .zero
      _ = try Store.checkItemTotal(total, target.item)
      var lives = target.item.lives
      lives.shelf = lives.shelf ?? source.item.lives.shelf
      lives.opened = lives.opened ?? source.item.lives.opened
      lives.frozen = lives.frozen ?? source.item.lives.frozen
      lives.thawed = lives.thawed ?? source.item.lives.thawed
      target.item.lives = lives
      target.item.dateKind = target.item.dateKind ?? source.item.dateKind
      try db.run(
        """
        UPDATE items SET shelf_life = ?, opened_life = ?, frozen_life = ?, thawed_life = ?,
          date_kind = ? WHERE id = ?
        """, Store.livesValues(target.item) + [.integer(target.rowID)])
      try db.run("DELETE FROM item_names WHERE item_id = ?", from)
      try db.run("DELETE FROM items WHERE id = ?", from)
      for (language, name) in names.inLanguages where kept.byLanguage[language] == nil {
        try insertName(name, language: language, item: target.rowID)
      }
      let aliases =
        [names.own] + names.aliases
        + names.inLanguages.filter { kept.byLanguage[$0.language] != nil }.map(\.name)
      // Each name once: one the target has (or took in a language) is not an alias too.
      var keys = Set(
        try self.names(ofRow: target.rowID, own: target.ownName).all.map(SearchKey.nameKey))
      for alias in aliases where keys.insert(SearchKey.nameKey(alias)).inserted {
        try checkFree(alias, for: target.rowID)
        try insertName(alias, language: nil, item: target.rowID)
      }
      return Merged(target: target.item, source: source.item.name, lots: lots)
    }
  }
}

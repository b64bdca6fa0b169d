import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// The changes `edit` can make to an item; nil leaves a field as it is.
  public struct ItemChanges: Sendable {
    public var name: String?
    public var category: String?
    public var unit: String?
    /// The new minimum stock; `.some(nil)` removes it.
    public var minimumStock: Quantity??
    public var location: String?
    /// The new shelf life in days; `.some(nil)` removes it. So for the others.
    public var shelfLife: Int??
    public var openedLife: Int??
    public var frozenLife: Int??
    public var thawedLife: Int??
    /// The new date kind of `--expires`; `.some(nil)` removes it.
    public var dateKind: DateKind??
    /// Barcodes the item gains; each must not be another item's.
    public var addBarcodes: [GTIN]
    /// Barcodes the item loses; each must be one of its own.
    public var removeBarcodes: [GTIN]
    /// The item's names in other languages, by BCP 47 code (`ja`, `zh-Hant`): a name set,
    /// or nil to remove the language's name.
    public var namesIn: [String: String?]
    /// Aliases the item gains: other names it is found by.
    public var addAliases: [String]
    /// Aliases the item loses; each must be one of its own.
    public var removeAliases: [String]
    /// Whether Home Assistant shows the item's usable stock (`larder serve --mqtt`).
    public var homeAssistant: Bool?
    /// How many grams a millilitre weighs, for recipes (docs definition 26); `.some(nil)`
    /// removes it.
    public var gramsPerMilliliter: Quantity??
    /// How many grams one piece weighs, for recipes that count pieces of an item kept by
    /// weight or volume (docs definition 26); `.some(nil)` removes it.
    public var gramsPerPiece: Quantity??

    /// The given changes, with names, categories, units and locations trimmed of white
    /// space.
    public init(
      name: String? = nil, category: String? = nil, unit: String? = nil,
      minimumStock: Quantity?? = nil, location: String? = nil, shelfLife: Int?? = nil,
      openedLife: Int?? = nil, frozenLife: Int?? = nil, thawedLife: Int?? = nil,
      dateKind: DateKind?? = nil, addBarcodes: [GTIN] = [], removeBarcodes: [GTIN] = [],
      namesIn: [String: String?] = [:], addAliases: [String] = [], removeAliases: [String] = [],
      homeAssistant: Bool? = nil, gramsPerMilliliter: Quantity?? = nil,
      gramsPerPiece: Quantity?? = nil
    ) {
      self.name = name?.trimmedLabel
      self.category = category?.trimmedLabel
      self.unit = unit?.trimmedLabel
      self.minimumStock = minimumStock
      self.location = location?.trimmedLabel
      self.shelfLife = shelfLife
      self.openedLife = openedLife
      self.frozenLife = frozenLife
      self.thawedLife = thawedLife
      self.dateKind = dateKind
      self.addBarcodes = addBarcodes
      self.removeBarcodes = removeBarcodes
      self.namesIn = namesIn.mapValues { $0?.trimmedLabel }
      self.addAliases = addAliases.map(\.trimmedLabel)
      self.removeAliases = removeAliases.map(\.trimmedLabel)
      self.homeAssistant = homeAssistant
      self.gramsPerMilliliter = gramsPerMilliliter
      self.gramsPerPiece = gramsPerPiece
    }

    /// The fields given a new value, in `ChangeAction.ItemField` order.
    var fields: [ChangeAction.ItemField] {
      [
        name.map { _ in .name }, category.map { _ in .category }, unit.map { _ in .unit },
        minimumStock.map { _ in .minimumStock }, location.map { _ in .location },
        shelfLife.map { _ in .shelfLife }, openedLife.map { _ in .openedLife },
        frozenLife.map { _ in .frozenLife }, thawedLife.map { _ in .thawedLife },
        dateKind.map { _ in .dateKind },
        addBarcodes.isEmpty && removeBarcodes.isEmpty ? nil : .barcodes,
        namesIn.isEmpty ? nil : .names,
        addAliases.isEmpty && removeAliases.isEmpty ? nil : .aliases,
        homeAssistant.map { _ in .homeAssistant },
        gramsPerMilliliter.map { _ in .gramsPerMilliliter },
        gramsPerPiece.map { _ in .gramsPerPiece },
      ].compactMap { $0 }
    }

    /// The changes with every name, category, unit, location and alias trimmed as a label
    /// is (`trimmedLabel`), whichever way they came in; an empty text stays empty, for the
    /// store to refuse.
    func trimmed() -> ItemChanges {
      var changes = self
      let trim = { (text: String) in text.trimmedLabel }
      changes.name = name.map(trim)
      changes.category = category.map(trim)
      changes.unit = unit.map(trim)
      changes.location = location.map(trim)
      changes.namesIn = namesIn.mapValues { $0.map(trim) }
      changes.addAliases = addAliases.map(trim)
      changes.removeAliases = removeAliases.map(trim)
      return changes
    }

    /// The minimum stock given is not below zero, and the lives given are each within
    /// 0 … `ShelfLives.maximumDays`.
    ///
    /// - Throws: `ValueError.negative` for a minimum below zero;
    ///   `StoreError.lifeOutOfBounds` naming the life outside them.
    func checkBounds() throws {
      if case .some(.some(let minimum)) = minimumStock, minimum < .zero {
        throw ValueError.negative(what: .minimumStock, value: minimum.description)
      }
      let lives: [(FoodState, Int??)] = [
        (.sealed, shelfLife), (.opened, openedLife), (.frozen, frozenLife), (.thawed, thawedLife),
      ]
      for (state, life) in lives {
        guard case .some(.some(let days)) = life else { continue }
        guard (0...ShelfLives.maximumDays).contains(days) else {
          throw StoreError.lifeOutOfBounds(state, days: days, maximum: ShelfLives.maximumDays)
        }
      }
    }
  }

  /// Inserts a new item and returns its row id.
  func insertItem(_ item: Item) throws -> Int64 {
    if let similar = try similarItem(item.name) {
      throw StoreError.accentOnlyDifference(given: item.name, existing: similar)
    }
    try db.run(
      """
      INSERT INTO items (uuid, name, name_key, search_key, category, unit, location, min_stock,
        created_on, shelf_life, opened_life, frozen_life, thawed_life, date_kind)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(UUIDText.format(item.id)), .text(item.name),
        .text(SearchKey.nameKey(item.name)), .text(SearchKey.fold(item.name)),
        .text(item.category), .text(item.unit), .text(item.location),
        item.minimumStock.map { .integer($0.thousandths) } ?? .null,
        .text(item.createdOn.description),
      ] + Store.livesValues(item))
    return db.lastInsertRowID
  }

  /// An item with all its lots and events, or with its lots on hand and only its `recent`
  /// latest lots and events: what a page shows, read through the indexes by item, the lots
  /// on hand and the events by lot, so its cost does not grow with the item's history.
  ///
  /// - Throws: `StoreError.unknownItem` and the other lookup errors of `findItem`.
  public func history(of reference: String, recent: Int? = nil) throws -> ItemHistory {
    let record = try findItem(reference)
    let item: [SQLiteValue] = [.integer(record.rowID), .integer(Int64(recent ?? -1))]
    let lots = try db.rows(
      recent == nil
        ? "SELECT \(LotColumns.select()) FROM lots WHERE item_id = ?1 ORDER BY purchased_on, id"
        : """
        SELECT \(LotColumns.select()) FROM lots WHERE lots.id IN (
          SELECT id FROM lots WHERE item_id = ?1 AND remaining > 0
          UNION SELECT id FROM (
            SELECT id FROM lots WHERE item_id = ?1 ORDER BY purchased_on DESC, id DESC LIMIT ?2))
        ORDER BY purchased_on, id
        """, recent == nil ? [item[0]] : item, { try LotColumns.decode($0, itemID: record.item.id) }
    )
    // An item bought often has its latest events close together: walking the events from
    // the newest finds them at once. One bought rarely has few events, read by its lots.
    let often = try recent != nil && (lotCount(ofItem: record.rowID, upTo: 500) >= 500)
    let events = try db.rows(
      """
      SELECT * FROM (
        SELECT \(EventColumns.select) FROM events \(often ? "CROSS JOIN" : "JOIN") lots
          ON lots.id = events.lot_id
        WHERE lots.item_id = ?1 ORDER BY events.occurred_on DESC, events.id DESC LIMIT ?2)
      ORDER BY 4, 1
      """, item, { try EventColumns.decode($0) })
    var history = try ItemHistory(item: record.item, lots: lots, events: events)
    history.barcodes = try barcodes(ofRow: record.rowID)
    history.names = try names(ofRow: record.rowID, own: record.ownName)
    return history
  }

  /// How many lots item `rowID` has, counted up to `limit` through the index of lots by item.
  private func lotCount(ofItem rowID: Int64, upTo limit: Int) throws -> Int {
    try db.firstRow(
      "SELECT count(*) FROM (SELECT 1 FROM lots WHERE item_id = ? LIMIT ?)",
      [.integer(rowID), .integer(Int64(limit))]
    ) { Int($0.onlyInt64) } ?? 0
  }

  /// Changes an item's name, category, unit, minimum stock or location, and whether Home
  /// Assistant shows it.
  ///
  /// A new unit of the same family (g to kg, L to ml) rescales every lot, event and the
  /// minimum stock exactly; a new minimum given with it is in the new unit. A unit that does
  /// not convert is allowed only for an item without purchases.
  ///
  /// Barcodes are added after those to remove are taken off; one the item already has is
  /// kept as it is.
  ///
  /// - Throws: `StoreError.nameTaken` when another item has the new name, `.blank` for a
  ///   name, category or unit that is only white space, `.cannotRescale` or
  ///   `.itemTotalTooLarge` for a unit the item's quantities cannot be counted in,
  ///   `.barcodeTaken` for a barcode another item has, `.barcodeNotOnItem` for one to remove
  ///   that the item does not have.
  @discardableResult
  public func editItem(
    _ reference: String, _ changes: ItemChanges,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> Item {
    let changes = changes.trimmed()
    for (field, value) in [
      (TextField.name, changes.name), (.category, changes.category), (.unit, changes.unit),
    ]
    where value?.isEmpty == true {
      throw StoreError.blank(field)
    }
    try TextField.name.check(changes.name)
    try TextField.category.check(changes.category)
    try TextField.unit.check(changes.unit)
    try TextField.location.check(changes.location)
    for name in changes.namesIn.values.compactMap({ $0 }) + changes.addAliases {
      if name.isEmpty { throw StoreError.blank(.name) }
      try TextField.name.check(name)
    }
    if let alias = changes.addAliases.first(where: { $0.contains(ImportFormat.aliasSeparator) }) {
      throw StoreError.aliasWithSeparator(alias)
    }
    try changes.checkBounds()
    return try recorded(
      origin, action: { (item: Item) in .editedItem(item: item.name, fields: changes.fields) }
    ) {
      var record = try findItem(reference)
      if let name = changes.name {
        try checkFree(name, for: record.rowID)
        record.ownName = name
        record.item.name = name
      }
      if let category = changes.category {
        record.ownCategory = try categoryCode(category)
        record.item.category = category
      }
      if let unit = changes.unit.map({ Unit($0).symbol }), unit != Unit(record.ownUnit).symbol {
        record.item.minimumStock = try rescale(record, to: unit)
        (record.item.unit, record.ownUnit) = (unit, unit)
      }
      if let minimum = changes.minimumStock { record.item.minimumStock = minimum }
      if let location = changes.location { record.item.location = location }
      if let days = changes.shelfLife { record.item.lives.shelf = days }
      if let days = changes.openedLife { record.item.lives.opened = days }
      if let days = changes.frozenLife { record.item.lives.frozen = days }
      if let days = changes.thawedLife { record.item.lives.thawed = days }
      if let kind = changes.dateKind { record.item.dateKind = kind }
      let item = record.item
      try db.run(
        """
        UPDATE items SET name = ?, name_key = ?, search_key = ?, category = ?, unit = ?,
          min_stock = ?, location = ?, shelf_life = ?, opened_life = ?, frozen_life = ?,
          thawed_life = ?, date_kind = ? WHERE id = ?
        """,
        [
          .text(record.ownName), .text(SearchKey.nameKey(record.ownName)),
          .text(SearchKey.fold(record.ownName)), .text(record.ownCategory),
          .text(record.ownUnit),
          item.minimumStock.map { .integer($0.thousandths) } ?? .null, .text(item.location),
        ] + Store.livesValues(item) + [.integer(record.rowID)])
      try removeBarcodes(changes.removeBarcodes, from: record)
      try addBarcodes(changes.addBarcodes, to: record)
      try setNames(changes, of: record)
      if let weight = changes.gramsPerPiece {
        try db.run(
          "UPDATE items SET grams_per_piece = ? WHERE id = ?",
          [weight.map { .integer($0.thousandths) } ?? .null, .integer(record.rowID)])
      }
      if let density = changes.gramsPerMilliliter {
        try db.run(
          "UPDATE items SET grams_per_ml = ? WHERE id = ?",
          [density.map { .integer($0.thousandths) } ?? .null, .integer(record.rowID)])
      }
      if let shown = changes.homeAssistant {
        try db.run(
          "UPDATE items SET home_assistant = ? WHERE id = ?",
          [.integer(shown ? 1 : 0), .integer(record.rowID)])
      }
      return item
    }
  }

  /// Deletes an item. An item with purchases is kept unless `purge` is true, in which
  /// case its lots and events go too.
  ///
  /// - Throws: `StoreError.hasHistory` when the item has purchases and `purge` is false.
  @discardableResult
  public func deleteItem(
    _ reference: String, purge: Bool, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws
    -> Item
  {
    try recorded(origin, action: { (item: Item) in .deletedItem(item: item.name) }) {
      let record = try findItem(reference)
      let lots =
        try db.firstRow(
          "SELECT count(*) FROM lots WHERE item_id = ? LIMIT 1", [.integer(record.rowID)]
        ) { Int($0.onlyInt64) } ?? 0
      if lots > 0 && !purge { throw StoreError.hasHistory(item: record.item.name, lots: lots) }
      try db.run(
        "DELETE FROM events WHERE lot_id IN (SELECT id FROM lots WHERE item_id = ?)",
        [.integer(record.rowID)])
      try db.run("DELETE FROM lots WHERE item_id = ?", [.integer(record.rowID)])
      try db.run("DELETE FROM item_barcodes WHERE item_id = ?", [.integer(record.rowID)])
      try db.run("DELETE FROM receipt_aliases WHERE item_id = ?", [.integer(record.rowID)])
      try db.run("DELETE FROM item_names WHERE item_id = ?", [.integer(record.rowID)])
      try db.run("DELETE FROM items WHERE id = ?", [.integer(record.rowID)])
      return record.item
    }
  }
}

extension Store {
  /// The shelf lives and date kind of `item`, as `items`' last five columns take them.
  static func livesValues(_ item: Item) -> [SQLiteValue] {
    [item.lives.shelf, item.lives.opened, item.lives.frozen, item.lives.thawed].map {
      $0.map { .integer(Int64($0)) } ?? .null
    } + [item.dateKind.map { .text($0.rawValue) } ?? .null]
  }
}

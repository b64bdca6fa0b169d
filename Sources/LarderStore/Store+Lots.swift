import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// The corrections `edit --lot` can make; nil leaves a field as it is.
  public struct LotChanges: Sendable {
    public var quantity: Quantity?
    /// The new total price, as text in the lot's currency (checked against its decimals).
    public var price: String?
    /// The new expiry; `.some(nil)` removes it.
    public var expiresOn: CalendarDate??
    /// The new location; `editLot` trims and cleans it as `trimmedLabel` does, whichever
    /// way it came in.
    public var location: String?

    /// The fields given a new value, in `ChangeAction.LotField` order.
    var fields: [ChangeAction.LotField] {
      [
        quantity.map { _ in .quantity }, price.map { _ in .price },
        expiresOn.map { _ in .expiry }, location.map { _ in .location },
      ].compactMap { $0 }
    }

    /// No changes.
    public init(
      quantity: Quantity? = nil, price: String? = nil, expiresOn: CalendarDate?? = nil,
      location: String? = nil
    ) {
      self.quantity = quantity
      self.price = price
      self.expiresOn = expiresOn
      self.location = location
    }
  }

  /// Records a purchase, creating the item on first use.
  ///
  /// A new item takes the row's unit (default `pcs`), category (default `other`) and
  /// location. An existing item keeps its own: a quantity in another unit of the item's
  /// family is converted to it exactly (1 kg of an item counted in g is 1000 g; the price
  /// stays the total paid), and any other unit is refused.
  ///
  /// - Throws: `ValueError.futureDate` for a purchase dated after `today`,
  ///   `StoreError.unitMismatch` for a unit that does not convert to the item's,
  ///   `.cannotConvert` for a conversion needing more than 3 decimals,
  ///   `.accentOnlyDifference`, `.itemTotalTooLarge` when the item's lots would hold more
  ///   than `Quantity.itemMaximum` in all, `ValueError.tooLarge` for a quantity or price
  ///   beyond the bound of one lot, or `SQLiteError`.
  ///
  /// - Parameters:
  ///   - today: the current day; the purchase may not be dated after it.
  ///   - origin: where the change was asked for, for the change history.
  ///   - remembering: what the row leaves out and the item's last purchase gives
  ///     (`Remembered`).
  ///   - barcode: a barcode the item gains in the same change (`StoreError.barcodeTaken`
  ///     when another item has it).
  @discardableResult
  public func addPurchase(
    _ row: PurchaseRow, today: CalendarDate, remembering: Remembered = [],
    barcode: GTIN? = nil, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> (item: Item, lot: Lot) {
    _ = try row.date.checkedNotAfter(Store.lastWritableDay(today))
    // A name that trims to nothing (spaces, an ideographic space, a zero-width one) names
    // no item, whichever way it came.
    guard !row.item.isEmpty else { throw StoreError.blank(.name) }
    try row.checkText()
    return try recorded(
      origin,
      action: { (item: Item, lot: Lot) in
        .added(
          item: item.name, quantity: lot.quantity, unit: item.unit, price: lot.price, lot: lot.id)
      }
    ) {
      var row = row
      if !remembering.isEmpty, let last = try lastPurchase(row.item) {
        try remember(last, remembering, in: &row)
      }
      let added = try insertPurchase(row, cache: nil)
      if let barcode { try addBarcodes([barcode], to: findItem(added.item.name)) }
      return added
    }
  }

  /// Inserts a purchase inside the caller's transaction. `cache` remembers items by
  /// name key across the rows of one import.
  ///
  /// - Throws: `StoreError.expiryBeforePurchase` for an expiry before the purchase date,
  ///   whichever way the purchase came in (a command, a form, an import, a receipt).
  func insertPurchase(_ row: PurchaseRow, cache: ItemCache?) throws -> (item: Item, lot: Lot) {
    if let expires = row.expires, expires < row.date {
      throw StoreError.expiryBeforePurchase(expires: expires, purchased: row.date)
    }
    if let cached = cache?.spellings[row.item] {
      return try insertLot(row, cached, cache: cache)
    }
    let key = cache?.nameKey(row.item) ?? SearchKey.nameKey(row.item)
    let record: ItemRecord
    if let cached = cache?.items[key] {
      record = cached
    } else if let found = try itemNamed(row.item) {
      record = found
    } else {
      let item = Item(
        name: row.item, category: try row.category.map(categoryCode) ?? "other",
        unit: row.unit.map { Unit($0).symbol } ?? "pcs",
        location: row.location ?? "", createdOn: row.date)
      let rowID = try insertItem(item)
      // A purchase on its own is shown as the reader reads the new item (its category and
      // unit in their words); an import's rows need no reading back.
      let read =
        cache == nil
        ? try db.firstRow(
          "SELECT \(ItemColumns.select) FROM items WHERE id = ? LIMIT 1", [.integer(rowID)],
          { try ItemColumns.decode($0) }) : nil
      record =
        read
        ?? ItemRecord(
          rowID: rowID, ownName: item.name, ownCategory: item.category, ownUnit: item.unit,
          item: item)
    }
    cache?.items[key] = record
    cache?.spellings[row.item] = record
    return try insertLot(row, record, cache: cache)
  }

  private func insertLot(_ row: PurchaseRow, _ record: ItemRecord, cache: ItemCache?) throws
    -> (item: Item, lot: Lot)
  {
    try Store.checkLotBounds(quantity: row.quantity, price: row.price)
    let quantity = try Store.converted(row, to: record.item)
    let bought = try cache?.bought[record.rowID] ?? boughtQuantity(itemRowID: record.rowID)
    let total = try Store.checkItemTotal(bought + quantity, record.item)
    // A new lot: the id the row gives (as an export writes it), else a new one.
    var lot = Lot(
      itemID: record.item.id, purchasedOn: row.date, quantity: quantity, price: row.price,
      store: row.store, expiresOn: row.expires, location: row.location ?? record.item.location,
      note: row.note, dateKind: row.dateKind ?? record.item.dateKind ?? DateKind.unknown,
      expiresEstimated: row.expiresEstimated, expiresMonth: row.expiresMonth, state: row.state,
      stateOn: row.stateOn, payment: row.payment)
    // `add` estimates a missing expiry; an import (with its cache) keeps the file's rows
    // as they are, so that an export imports back exactly.
    if cache == nil, row.expires == nil, let days = record.item.lives.shelf {
      lot.expiresOn = row.date.adding(days: days)
      lot.expiresEstimated = true
    }
    if let id = row.lot {
      lot.id = id
    } else if let cache {
      lot.id = cache.ids.next()
    }
    do {
      try insertLotRow(lot, itemRowID: record.rowID)
    } catch {
      // The lot's id is the only unique column a new lot can clash on: an id from a file
      // that is taken.
      throw error.isUniqueConstraint
        ? StoreError.lotTaken(UUIDText.format(lot.id)) : error
    }
    cache?.bought[record.rowID] = total
    cache?.queues[record.rowID] = nil
    return (record.item, lot)
  }

  /// The row's quantity in the item's unit: as it is when the row names no unit or the
  /// item's, else converted exactly.
  ///
  /// - Throws: `StoreError.unitMismatch` for a unit that does not convert to the item's,
  ///   `.cannotConvert` for a result needing more than 3 decimals or past the bound of one
  ///   lot.
  static func converted(_ row: PurchaseRow, to item: Item) throws(StoreError) -> Quantity {
    guard let given = row.unit, given != item.unit else { return row.quantity }
    do { return try Unit(given).convert(row.quantity, to: Unit(item.unit)) } catch {
      if case .otherFamily = error {
        throw .unitMismatch(item: item.name, unit: item.unit, given: given)
      }
      throw .cannotConvert(item: item.name, unit: item.unit, reason: error)
    }
  }

  /// The quantity bought of an item, over all its lots (through the index by item).
  func boughtQuantity(itemRowID: Int64) throws -> Quantity {
    try db.firstRow(
      "SELECT coalesce(sum(quantity), 0) FROM lots WHERE item_id = ? LIMIT 1",
      [.integer(itemRowID)]
    ) { Quantity(thousandths: try $0.onlyTotal()) } ?? .zero
  }

  /// Refuses a lot quantity or price beyond the bounds of one lot, `Quantity.maximum` and
  /// `Money.maximum(in:)`, which parsing enforces for text but callers may pass as values,
  /// and a price below zero, whichever way it came.
  static func checkLotBounds(quantity: Quantity, price: Money?) throws(ValueError) {
    let maximum = Quantity.maximum
    guard quantity <= maximum else {
      throw .tooLarge(quantity.description, max: maximum.description)
    }
    if let price, price.minorUnits < 0 { throw .negative(what: .price, value: price.amount) }
    if let price, price.minorUnits > Money.maximum(in: price.currency).minorUnits {
      throw .tooLarge(price.amount, max: String(Money.maximumWholeUnits))
    }
  }

  /// `total` when it is within `Quantity.itemMaximum`.
  ///
  /// - Throws: `StoreError.itemTotalTooLarge` naming the item.
  static func checkItemTotal(_ total: Quantity, _ item: Item) throws -> Quantity {
    guard total <= Quantity.itemMaximum else {
      throw StoreError.itemTotalTooLarge(item: item.name, total: total, unit: item.unit)
    }
    return total
  }

  /// A lot's date kind, estimate and month flags, state and its day, as `lots`' last five
  /// columns take them.
  static func stateValues(_ lot: Lot) -> [SQLiteValue] {
    [
      .text(lot.dateKind.rawValue), .integer(lot.expiresEstimated ? 1 : 0),
      .integer(lot.expiresMonth ? 1 : 0), .text(lot.state.rawValue),
      lot.stateOn.map { .text($0.description) } ?? .null,
    ]
  }

  func insertLotRow(_ lot: Lot, itemRowID: Int64, remaining: Quantity? = nil)
    throws(SQLiteError)
  {
    try db.run(
      """
      INSERT INTO lots (uuid, item_id, purchased_on, quantity, remaining, price, currency, store,
        expires_on, location, note, date_kind, expires_estimated, expires_month, state, state_on,
        payment)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(UUIDText.format(lot.id)), .integer(itemRowID),
        .text(lot.purchasedOn.description), .integer(lot.quantity.thousandths),
        .integer((remaining ?? lot.quantity).thousandths), .integer(lot.price.minorUnits),
        .text(lot.price.currency.code), .text(lot.store),
        lot.expiresOn.map { .text($0.description) } ?? .null, .text(lot.location), .text(lot.note),
      ] + Store.stateValues(lot) + [lot.payment.map { .text($0.rawValue) } ?? .null])
  }

  /// Corrects a lot's quantity, price or expiry. The lot is named by its id or a unique
  /// prefix of it (as `larder show` prints it).
  ///
  /// - Throws: `StoreError.unknownLot`, `.quantityBelowUsed` when the new quantity is less
  ///   than what was already used, `.itemTotalTooLarge` when a larger quantity would take
  ///   the item past `Quantity.itemMaximum`, `.expiryBeforePurchase`, or `ValueError` for
  ///   a price with too many decimals for the lot's currency or beyond the bound of one lot.
  @discardableResult
  public func editLot(
    _ reference: String, _ changes: LotChanges,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> LotStatus {
    var changes = changes
    changes.location = changes.location?.trimmedLabel
    if changes.location?.isEmpty == true { throw StoreError.blank(.location) }
    try TextField.location.check(changes.location)
    return try recorded(
      origin,
      action: { (edited: (status: LotStatus, item: String)) in
        .editedLot(lot: edited.status.lot.id, item: edited.item, fields: changes.fields)
      }
    ) { () throws -> (status: LotStatus, item: String) in
      let prefix = reference.lowercased()
      let matches = try db.rows(
        """
        SELECT \(LotColumns.select()), \(ItemColumns.select) FROM lots
        JOIN items ON items.id = lots.item_id
        WHERE lots.uuid >= ? AND lots.uuid < ? || 'g' LIMIT 2
        """, [.text(prefix), .text(prefix)]
      ) { row in
        let record = try ItemColumns.decode(row, at: LotColumns.count)
        let lotRowID = ColumnReader<LotColumns>(row, table: "lots").rowID
        return (lotRowID, record, try LotColumns.decode(row, itemID: record.item.id))
      }
      guard prefix.count >= 4, let (rowID, record, status) = matches.first else {
        throw StoreError.unknownLot(reference)
      }
      guard matches.count == 1 else {
        throw StoreError.ambiguousReference(
          reference, matches: matches.map { UUIDText.format($0.2.lot.id) })
      }
      var lot = status.lot
      let used = try lot.quantity - status.remaining
      if let quantity = changes.quantity {
        guard quantity >= used else {
          throw StoreError.quantityBelowUsed(lot: reference, used: used)
        }
        try Store.checkLotBounds(quantity: quantity, price: nil)
        if quantity > lot.quantity {
          let bought = try boughtQuantity(itemRowID: record.rowID)
          _ = try Store.checkItemTotal(bought - lot.quantity + quantity, record.item)
        }
        lot.quantity = quantity
      }
      if let price = changes.price {
        lot.price = try Money(parsing: price, currency: lot.price.currency)
        guard lot.price.minorUnits >= 0 else {
          throw ValueError.negative(what: .price, value: price)
        }
      }
      if let expires = changes.expiresOn {
        // A date given by hand is read on the pack: no longer an estimate or a month.
        lot.expiresOn = expires
        lot.expiresEstimated = false
        lot.expiresMonth = false
      }
      if let location = changes.location { lot.location = location }
      if let expires = lot.expiresOn, expires < lot.purchasedOn {
        throw StoreError.expiryBeforePurchase(expires: expires, purchased: lot.purchasedOn)
      }
      try db.run(
        """
        UPDATE lots SET quantity = ?, remaining = ?, price = ?, expires_on = ?, location = ?,
          expires_estimated = ?, expires_month = ? WHERE id = ?
        """,
        [
          .integer(lot.quantity.thousandths), .integer((try lot.quantity - used).thousandths),
          .integer(lot.price.minorUnits), lot.expiresOn.map { .text($0.description) } ?? .null,
          .text(lot.location), .integer(lot.expiresEstimated ? 1 : 0),
          .integer(lot.expiresMonth ? 1 : 0), .integer(rowID),
        ])
      return (LotStatus(lot: lot, remaining: try lot.quantity - used), record.item.name)
    }.status
  }
}

/// Items looked up during one import, by name key.
final class ItemCache {
  /// Items by name key.
  var items: [String: ItemRecord] = [:]
  /// Items by the exact name a row wrote, so most rows skip Unicode normalisation.
  var spellings: [String: ItemRecord] = [:]
  /// The ids of the lots and events the import creates, in increasing order.
  var ids = AscendingIDs()
  /// The items whose names in languages and aliases a row already gave.
  var named: Set<Int64> = []
  /// Name keys (`SearchKey.nameKey`) by the exact name a row wrote.
  private var keys: [String: String] = [:]

  /// The name key of `spelling`, normalised once per spelling of an import.
  func nameKey(_ spelling: String) -> String {
    if let key = keys[spelling] { return key }
    let key = SearchKey.nameKey(spelling)
    keys[spelling] = key
    return key
  }
  /// The quantity bought of each item so far, by item row id, so that the per-item bound
  /// is checked with one query per item rather than per row.
  var bought: [Int64: Quantity] = [:]
  /// What the rows' events drew from each lot and did not use up, in thousandths, by lot
  /// row id: taken off the lots once per lot at the end of the import
  /// (`Store.applyDraws`), not once per event. Until then a lot's stock is its stored
  /// `remaining` less this. A lot drawn to nothing is written at once (`draw`), so that it
  /// leaves the partial indexes of the lots on hand that the FEFO rule reads.
  var drawn: [Int64: Int64] = [:]

  /// The items whose held lots were checked for a purchase day that is not a day
  /// (`Store.undatedCandidatesSQL`), by row id: once an import for each item.
  var datesChecked: Set<Int64> = []

  /// Each item's held lots in FEFO order as the import's events left them, by item row id:
  /// read from the item's first event row without a lot id, forgotten when a purchase adds
  /// to the item or a row names one of its lots.
  var queues: [Int64: ItemQueue] = [:]

  /// Forgets the lots kept in `queues`, once what they were drawn is written.
  func forgetQueues() {
    queues.removeAll()
  }

  /// What is left of a lot whose stored `remaining` is `stored`.
  func left(_ lot: Int64, stored: Int64) -> Int64 { stored - (drawn[lot] ?? 0) }

  /// Notes `quantity` drawn from a lot whose stored `remaining` is `stored` (at least
  /// what is left of it). Returns the lot's whole draw when it uses the lot up: the caller
  /// writes it then.
  func draw(_ quantity: Int64, from lot: Int64, stored: Int64) -> Int64? {
    let total = (drawn[lot] ?? 0) + quantity
    guard total < stored else {
      drawn[lot] = nil
      return total
    }
    drawn[lot] = total
    return nil
  }
}

/// An item's held lots in FEFO order during an import, and the last purchase day read.
struct ItemQueue {
  /// The lots read so far, as the import's draws left them.
  var queue = FEFOQueue<QueuedLot>([])
  /// The lots bought on or before this day have been read; nil before the first read.
  var readThrough: CalendarDate?
}

import Foundation
import LarderCore

extension Store {
  /// Records that a quantity of an item was consumed or discarded, drawing from its lots
  /// first-expiring-first-out. Only lots bought on or before the event's date count.
  ///
  /// - Returns: the item, and one event per lot drawn from.
  /// - Throws: `ValueError.futureDate` for an event dated after `today`,
  ///   `StoreError.unknownItem`, `.notEnoughStock` when the lots hold less (or
  ///   `.notEnoughStockAtDate` when more was bought after the event's date), or
  ///   `ValueError.tooLarge` for a quantity beyond `Quantity.maximum`.
  ///
  /// - Parameters:
  ///   - today: the current day; the event may not be dated after it.
  ///   - command: the arguments as typed, for the change history.
  @discardableResult
  public func record(_ row: EventRow, today: CalendarDate, command: [String] = []) throws
    -> (item: Item, events: [Event])
  {
    _ = try row.date.checkedNotAfter(Store.lastWritableDay(today))
    try row.checkText()
    return try recorded(
      command,
      summary: { (item: Item, events: [Event]) in
        let verb = row.kind == .consume ? "consumed" : "discarded"
        let lots = events.count == 1 ? "1 lot" : "\(events.count) lots"
        return "\(verb) \(row.quantity) \(item.unit) of \(item.name) from \(lots)"
      }
    ) { try insertEvent(row, cache: nil) }
  }

  /// Inserts the events of one row inside the caller's transaction. With a `cache` (an
  /// import), the lots' remaining quantities are lowered later, by `applyDraws`.
  func insertEvent(_ row: EventRow, cache: ItemCache?) throws -> (item: Item, events: [Event]) {
    try Store.checkLotBounds(quantity: row.quantity, price: nil)
    let record: ItemRecord
    if let cached = cache?.spellings[row.item] {
      record = cached
    } else {
      let key = SearchKey.nameKey(row.item)
      record = try cache?.items[key] ?? findItem(row.item)
      cache?.items[key] = record
      cache?.spellings[row.item] = record
    }
    let draws =
      try row.lot.map { try namedLotDraw($0, row, record, cache) }
      ?? fefoDraws(row, record, cache)
    var events: [Event] = []
    for (draw, stored) in draws {
      let event = Event(
        lotID: draw.lotID.uuid, occurredOn: row.date, kind: row.kind,
        quantity: draw.quantity, note: row.note)
      try db.run(
        "INSERT INTO events (uuid, lot_id, occurred_on, kind, quantity, note) VALUES (?, ?, ?, ?, ?, ?)",
        [
          .text(UUIDText.format(event.id)), .integer(draw.lotID.rowID),
          .text(row.date.description), .text(row.kind.rawValue),
          .integer(draw.quantity.thousandths), .text(row.note),
        ])
      let lot = draw.lotID.rowID
      let quantity = draw.quantity.thousandths
      if let cache {
        if let total = cache.draw(quantity, from: lot, stored: stored) {
          try lowerRemaining(ofLot: lot, by: total)
        }
      } else {
        try lowerRemaining(ofLot: lot, by: quantity)
      }
      events.append(event)
    }
    return (record.item, events)
  }

  /// Takes what an import's events drew (`ItemCache.drawn`) off the lots, one update per
  /// lot, in id order, and forgets it.
  func applyDraws(_ cache: ItemCache) throws {
    for (lotID, quantity) in cache.drawn.sorted(by: { $0.key < $1.key }) {
      try lowerRemaining(ofLot: lotID, by: quantity)
    }
    cache.drawn.removeAll()
  }

  private func lowerRemaining(ofLot lotID: Int64, by thousandths: Int64) throws {
    try db.run(
      "UPDATE lots SET remaining = remaining - ? WHERE id = ?",
      [.integer(thousandths), .integer(lotID)])
  }

  /// The columns of a lot the FEFO rule may draw from.
  static let candidateColumns = [
    "lots.id", "lots.uuid", "lots.expires_on", "lots.purchased_on", "lots.remaining",
  ]

  /// A draw from a lot, with the lot's `remaining` as stored.
  typealias LotDraw = (draw: FEFOAllocation.Draw<LotKey>, stored: Int64)

  /// The draws the FEFO rule makes for an event row, from the lots as the import so far
  /// (`cache`) left them.
  private func fefoDraws(_ row: EventRow, _ record: ItemRecord, _ cache: ItemCache?) throws
    -> [LotDraw]
  {
    var storedRemaining: [Int64: Int64] = [:]
    let held = try db.rows(
      """
      SELECT id, uuid, expires_on, purchased_on, remaining FROM lots
      WHERE item_id = ? AND remaining > 0 AND purchased_on <= ?
      """, [.integer(record.rowID), .text(row.date.description)]
    ) { lot -> FEFOAllocation.Candidate<LotKey> in
      let reader = RowReader(row: lot, table: "lots", columns: Store.candidateColumns, offset: 0)
      let stored = reader.quantity(4).thousandths
      storedRemaining[reader.rowID] = stored
      return FEFOAllocation.Candidate(
        id: LotKey(rowID: reader.rowID, uuid: try reader.uuid(1)),
        expiresOn: try reader.optionalDate(2), purchasedOn: try reader.date(3),
        creationOrder: reader.rowID,
        remaining: Quantity(thousandths: cache?.left(reader.rowID, stored: stored) ?? stored))
    }
    let candidates = held.filter { $0.remaining > .zero }
    let allocation: [FEFOAllocation.Draw<LotKey>]
    do { allocation = try FEFOAllocation.allocate(row.quantity, from: candidates) } catch {
      // The import is refused: the lots are brought up to date to tell what is left later.
      if let cache { try applyDraws(cache) }
      if let later = try laterStock(record, after: row.date) {
        throw StoreError.notEnoughStockAtDate(
          item: record.item.name, requested: error.requested, available: error.available,
          unit: record.item.unit, date: row.date, later: later)
      }
      throw StoreError.notEnoughStock(
        item: record.item.name, requested: error.requested, available: error.available,
        unit: record.item.unit)
    }
    return allocation.map { ($0, storedRemaining[$0.lotID.rowID] ?? 0) }
  }

  /// The columns of `laterStock`.
  static let laterStockColumns = [
    "sum(lots.remaining)", "min(lots.purchased_on)", "max(lots.purchased_on)",
  ]

  /// What is left of an item's lots bought after `date`, and the first and last of their
  /// purchase dates; nil when nothing is.
  private func laterStock(_ record: ItemRecord, after date: CalendarDate) throws
    -> LaterStock?
  {
    try db.firstRow(
      """
      SELECT coalesce(sum(remaining), 0), min(purchased_on), max(purchased_on) FROM lots
      WHERE item_id = ? AND remaining > 0 AND purchased_on > ? LIMIT 1
      """, [.integer(record.rowID), .text(date.description)]
    ) { row in
      let reader = RowReader(
        row: row, table: "lots", columns: Store.laterStockColumns, offset: 0)
      let quantity = Quantity(thousandths: try row.total(0))
      guard quantity > .zero, let first = try reader.optionalDate(1),
        let last = try reader.optionalDate(2)
      else { return nil }
      return LaterStock(quantity: quantity, first: first, last: last)
    } ?? nil
  }

  /// The single draw of an event row that names its lot, as an export writes it.
  private func namedLotDraw(
    _ id: UUID, _ row: EventRow, _ record: ItemRecord, _ cache: ItemCache?
  ) throws -> [LotDraw] {
    let text = UUIDText.format(id)
    guard
      let (rowID, itemID, purchased, remaining) = try db.firstRow(
        "SELECT id, item_id, purchased_on, remaining FROM lots WHERE uuid = ? LIMIT 1",
        [.text(text)], { ($0.int64(0), $0.int64(1), $0.text(2), $0.int64(3)) })
    else { throw StoreError.unknownLot(text) }
    guard itemID == record.rowID else {
      throw StoreError.lotNotUsable(
        lot: text, item: record.item.name, reason: "the lot is of another item")
    }
    guard purchased <= row.date.description else {
      throw StoreError.lotNotUsable(
        lot: text, item: record.item.name, reason: "it was bought later, on \(purchased)")
    }
    let left = cache?.left(rowID, stored: remaining) ?? remaining
    guard left >= row.quantity.thousandths else {
      throw StoreError.notEnoughStock(
        item: record.item.name, requested: row.quantity,
        available: Quantity(thousandths: left), unit: record.item.unit)
    }
    return [(.init(lotID: LotKey(rowID: rowID, uuid: id), quantity: row.quantity), remaining)]
  }
}

/// A lot's row id and uuid, as FEFO hands them back.
struct LotKey: Hashable, Sendable {
  var rowID: Int64
  var uuid: UUID
}

import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Records that a quantity of an item was consumed or discarded, drawing from its lots
  /// first-expiring-first-out. Only lots bought on or before the event's date count. A
  /// consume draws as `preference` says (usable lots first, unless `.expiredFirst`); a
  /// discard draws in plain FEFO order, so that what is past its date goes first.
  ///
  /// - Returns: the item, one event per lot drawn from, and the draws from lots past their
  ///   date.
  /// - Throws: `ValueError.futureDate` for an event dated after `today`,
  ///   `StoreError.unknownItem`, `.notEnoughStock` when the lots hold less (or
  ///   `.notEnoughStockAtDate` when more was bought after the event's date), or
  ///   `ValueError.tooLarge` for a quantity beyond `Quantity.maximum`.
  ///
  /// - Parameters:
  ///   - today: the current day; the event may not be dated after it.
  ///   - origin: where the change was asked for, for the change history.
  @discardableResult
  public func record(
    _ row: EventRow, today: CalendarDate, via origin: ChangeOrigin = .commandLine(arguments: []),
    preferring preference: FEFOAllocation.Preference = .usableFirst
  ) throws -> RecordedUse {
    _ = try row.date.checkedNotAfter(Store.lastWritableDay(today))
    try row.checkText()
    return try recorded(
      origin,
      action: { (use: RecordedUse) in
        .used(
          use: row.kind, item: use.item.name, quantity: row.quantity, unit: use.item.unit,
          lots: use.events.count)
      }
    ) { try insertEvent(row, cache: nil, preferring: row.kind == .consume ? preference : nil) }
  }

  /// Inserts the events of one row inside the caller's transaction. With a `cache` (an
  /// import), the lots' remaining quantities are lowered later, by `applyDraws`. Without a
  /// `preference` (a discard, an import's row) the draws are in plain FEFO order.
  func insertEvent(
    _ row: EventRow, cache: ItemCache?, preferring preference: FEFOAllocation.Preference? = nil
  ) throws -> RecordedUse {
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
      ?? fefoDraws(row, record, cache, preference)
    var events: [Event] = []
    var fromExpired: [ExpiredDraw] = []
    for (draw, stored, expiresOn, dateKind) in draws {
      let event = Event(
        id: cache?.ids.next() ?? UUIDText.random(), lotID: draw.lotID.uuid, occurredOn: row.date,
        kind: row.kind,
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
      if let expiry = expiresOn,
        !ExpiryStanding(expires: expiry, kind: dateKind, on: row.date).isUsable
      {
        fromExpired.append(
          ExpiredDraw(lotID: draw.lotID.uuid, expiresOn: expiry, quantity: draw.quantity))
      }
    }
    return RecordedUse(item: record.item, events: events, fromExpired: fromExpired)
  }

  /// Takes what an import's events drew (`ItemCache.drawn`) off the lots, one update per
  /// lot, in id order, and forgets it.
  func applyDraws(_ cache: ItemCache) throws {
    for (lotID, quantity) in cache.drawn.sorted(by: { $0.key < $1.key }) {
      try lowerRemaining(ofLot: lotID, by: quantity)
    }
    cache.drawn.removeAll()
    cache.forgetQueues()
  }

  private func lowerRemaining(ofLot lotID: Int64, by thousandths: Int64) throws {
    try db.run(
      "UPDATE lots SET remaining = remaining - ? WHERE id = ?",
      [.integer(thousandths), .integer(lotID)])
  }

  /// The lots of item `?1` held now and bought on or before day `?2`, that the FEFO rule
  /// may draw from: built once, as an import runs it for every event row. A range of the
  /// index of held lots by item and purchase day (`lots_held_by_purchase`), so that an
  /// event reads the lots it may draw from, not every lot of its item still held.
  static let candidatesSQL = """
    SELECT \(CandidateColumns.select) FROM lots
    WHERE item_id = ?1 AND remaining > 0 AND purchased_on <= ?2
    """

  /// The lots of item `?1` held now whose purchase day is not a day, for their decoder to
  /// name: read before the FEFO rule draws on the item (once an import for each item,
  /// whose own rows are days).
  static let undatedCandidatesSQL = """
    SELECT \(CandidateColumns.select) FROM lots
    WHERE item_id = ?1 AND remaining > 0 AND \(DaySQL.isNotADay("purchased_on"))
    """

  /// The lot whose id is `?` (built once, as `candidatesSQL`).
  static let namedLotSQL = "SELECT \(NamedLotColumns.select) FROM lots WHERE uuid = ? LIMIT 1"

  /// A draw from a lot, with the lot's `remaining` as stored and its expiry (nil for a
  /// lot an import's row names, which is drawn from whatever its date).
  typealias LotDraw = (
    draw: FEFOAllocation.Draw<LotKey>, stored: Int64, expiresOn: CalendarDate?,
    dateKind: DateKind
  )

  /// The lots of item `?1` held now and bought after day `?2` (any day for '') and on or
  /// before day `?3`: what an import adds to the item's queue in its memory
  /// (`ItemCache.queues`), through the index of held lots by item and purchase day.
  static let heldLotsSQL = """
    SELECT \(CandidateColumns.select) FROM lots
    WHERE item_id = ?1 AND remaining > 0 AND purchased_on > ?2 AND purchased_on <= ?3
    """

  /// How many days past a row's day an import reads an item's held lots ahead.
  static let queueWindow = 31

  /// The draws the FEFO rule makes for an event row, from the lots as the import so far
  /// (`cache`) left them, in the order `preference` asks for (plain FEFO without one).
  private func fefoDraws(
    _ row: EventRow, _ record: ItemRecord, _ cache: ItemCache?,
    _ preference: FEFOAllocation.Preference?
  ) throws -> [LotDraw] {
    if cache?.datesChecked.insert(record.rowID).inserted ?? true {
      try db.statement(Store.undatedCandidatesSQL).forEachRow([.integer(record.rowID)]) {
        _ = try ColumnReader<CandidateColumns>($0, table: "lots").date(.purchasedOn)
      }
    }
    if let cache, preference == nil { return try queuedDraws(row, record, cache) }
    var storedRemaining: [Int64: Int64] = [:]
    let held = try db.rows(
      Store.candidatesSQL, [.integer(record.rowID), .text(row.date.description)]
    ) { lot -> FEFOAllocation.Candidate<LotKey> in
      let (candidate, stored) = try Store.candidate(lot, cache)
      storedRemaining[candidate.id.rowID] = stored
      return candidate
    }
    let candidates = held.filter { $0.remaining > .zero }
    let allocation: [FEFOAllocation.Draw<LotKey>]
    do throws(FEFOAllocation.Shortfall) {
      if let preference {
        allocation = try FEFOAllocation.allocate(
          row.quantity, from: candidates, on: row.date, preferring: preference)
      } else {
        allocation = try FEFOAllocation.allocate(row.quantity, from: candidates)
      }
    } catch {
      throw try refusal(error, row, record, cache)
    }
    let dates = Dictionary(
      candidates.map { ($0.id.rowID, ($0.expiresOn, $0.dateKind)) },
      uniquingKeysWith: { first, _ in first })
    return allocation.map {
      let (expiresOn, kind) = dates[$0.lotID.rowID] ?? (nil, .unknown)
      return ($0, storedRemaining[$0.lotID.rowID] ?? 0, expiresOn, kind)
    }
  }

  /// The plain FEFO draws of an import's row from its item's held lots as the import keeps
  /// them (`ItemCache.queues`), so that each row costs what it draws, not a sort of the
  /// item's stock.
  ///
  /// An item's lots are read a window of days at a time (`queueWindow`), as the rows' days
  /// reach them: every item's reads then go through the lots of the same weeks, which stay
  /// in the page cache, instead of each item's reading every held lot through its index on
  /// its first row, which at a million lots read most of the table's pages once per item.
  private func queuedDraws(_ row: EventRow, _ record: ItemRecord, _ cache: ItemCache) throws
    -> [LotDraw]
  {
    var kept = cache.queues.removeValue(forKey: record.rowID) ?? ItemQueue()
    if kept.readThrough.map({ row.date > $0 }) ?? true {
      let through = row.date.adding(days: Store.queueWindow)
      let held = try db.rows(
        Store.heldLotsSQL,
        [
          .integer(record.rowID), .text(kept.readThrough?.description ?? ""),
          .text(through.description),
        ]
      ) { lot in
        let (candidate, stored) = try Store.candidate(lot, cache)
        return FEFOAllocation.Candidate(
          id: QueuedLot(
            key: candidate.id, stored: stored, expiresOn: candidate.expiresOn,
            dateKind: candidate.dateKind),
          expiresOn: candidate.expiresOn, dateKind: candidate.dateKind,
          purchasedOn: candidate.purchasedOn, creationOrder: candidate.creationOrder,
          remaining: candidate.remaining)
      }
      kept.queue.admit(held)
      kept.readThrough = through
    }
    let allocation: [FEFOAllocation.Draw<QueuedLot>]
    do throws(FEFOAllocation.Shortfall) {
      // On the queue in place: a copy beside it would make the draw copy the whole queue.
      allocation = try kept.queue.draw(row.quantity, on: row.date)
    } catch {
      throw try refusal(error, row, record, cache)
    }
    cache.queues[record.rowID] = kept
    return allocation.map { draw in
      let lot = draw.lotID
      return (
        FEFOAllocation.Draw(lotID: lot.key, quantity: draw.quantity), lot.stored, lot.expiresOn,
        lot.dateKind
      )
    }
  }

  /// A held lot as the FEFO rule sees it, with what is left of it after the import's draws
  /// so far, and its `remaining` as stored.
  private static func candidate(_ lot: Statement.Row, _ cache: ItemCache?) throws
    -> (FEFOAllocation.Candidate<LotKey>, stored: Int64)
  {
    let reader = ColumnReader<CandidateColumns>(lot, table: "lots")
    let stored = reader.int64(.remaining)
    let candidate = FEFOAllocation.Candidate(
      id: LotKey(rowID: reader.rowID, uuid: try reader.uuid(.uuid)),
      expiresOn: try reader.optionalDate(.expiresOn), dateKind: try reader.value(.dateKind),
      purchasedOn: try reader.date(.purchasedOn), creationOrder: reader.rowID,
      remaining: Quantity(thousandths: cache?.left(reader.rowID, stored: stored) ?? stored))
    return (candidate, stored)
  }

  /// The error that refuses a row whose lots hold less than it draws: the lots are brought
  /// up to date first, to tell what is left, and what was bought after its day.
  private func refusal(
    _ shortfall: FEFOAllocation.Shortfall, _ row: EventRow, _ record: ItemRecord,
    _ cache: ItemCache?
  ) throws -> StoreError {
    if let cache { try applyDraws(cache) }
    if let later = try laterStock(record, after: row.date) {
      return StoreError.notEnoughStockAtDate(
        item: record.item.name, requested: shortfall.requested, available: shortfall.available,
        unit: record.item.unit, date: row.date, later: later)
    }
    return StoreError.notEnoughStock(
      item: record.item.name, requested: shortfall.requested, available: shortfall.available,
      unit: record.item.unit)
  }

  /// What is left of an item's lots bought after `date`, and the first and last of their
  /// purchase dates; nil when nothing is.
  private func laterStock(_ record: ItemRecord, after date: CalendarDate) throws
    -> LaterStock?
  {
    try db.firstRow(
      """
      SELECT \(LaterStockColumns.select) FROM lots
      WHERE item_id = ? AND remaining > 0 AND purchased_on > ? LIMIT 1
      """, [.integer(record.rowID), .text(date.description)]
    ) { row in
      let reader = ColumnReader<LaterStockColumns>(row, table: "lots")
      let quantity = Quantity(thousandths: try reader.total(.remaining))
      guard quantity > .zero, let first = try reader.optionalDate(.first),
        let last = try reader.optionalDate(.last)
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
      let (rowID, itemID, purchased, bought, remaining) = try db.firstRow(
        Store.namedLotSQL, [.text(text)],
        {
          let reader = ColumnReader<NamedLotColumns>($0, table: "lots")
          return (
            reader.rowID, reader.int64(.itemID), try reader.date(.purchasedOn),
            reader.int64(.quantity), reader.int64(.remaining)
          )
        })
    else { throw StoreError.unknownLot(text) }
    guard itemID == record.rowID else {
      throw StoreError.lotNotUsable(
        lot: text, item: record.item.name, reason: .otherItem)
    }
    guard purchased <= row.date else {
      throw StoreError.lotNotUsable(
        lot: text, item: record.item.name, reason: .boughtLater(purchased))
    }
    // The item's lots kept in memory no longer tell what this lot holds.
    cache?.queues[record.rowID] = nil
    let left = cache?.left(rowID, stored: remaining) ?? remaining
    // A stocktake's find (a negative adjust) gives back at most what was drawn from the lot.
    guard left - row.quantity.thousandths <= bought else {
      throw StoreError.countAboveBought(
        item: record.item.name,
        counted: Quantity(thousandths: left - row.quantity.thousandths),
        bought: Quantity(thousandths: bought), unit: record.item.unit, date: row.date)
    }
    guard left >= row.quantity.thousandths else {
      throw StoreError.notEnoughStock(
        item: record.item.name, requested: row.quantity,
        available: Quantity(thousandths: left), unit: record.item.unit)
    }
    return [
      (
        .init(lotID: LotKey(rowID: rowID, uuid: id), quantity: row.quantity), remaining, nil,
        .unknown
      )
    ]
  }
}

/// A lot's row id and uuid, as FEFO hands them back.
struct LotKey: Hashable, Sendable {
  var rowID: Int64
  var uuid: UUID
}

/// A lot in an item's queue (`ItemCache.queues`): its key, with what a draw from it
/// reports, its `remaining` as stored when the queue read it, its expiry and kind of date;
/// carried by the lot itself, so that no table by lot is kept beside the queue (a million
/// lots at a food bank's size).
struct QueuedLot: Hashable, Sendable {
  let key: LotKey
  let stored: Int64
  let expiresOn: CalendarDate?
  let dateKind: DateKind
}

/// The columns of a lot the FEFO rule may draw from.
enum CandidateColumns: Int32, ResultColumns {
  case id, uuid, expiresOn, dateKind, purchasedOn, quantity, remaining

  var sql: String {
    switch self {
    case .id: "id"
    case .uuid: "uuid"
    case .expiresOn: "expires_on"
    case .dateKind: "date_kind"
    case .purchasedOn: "purchased_on"
    case .quantity: "quantity"
    case .remaining: "remaining"
    }
  }

  var name: String { "lots." + sql }
}

/// What is left of an item's lots bought after a day, and the first and last of their
/// purchase days.
enum LaterStockColumns: Int32, ResultColumns {
  case remaining, first, last

  var sql: String {
    switch self {
    case .remaining: "coalesce(sum(remaining), 0)"
    case .first: "min(purchased_on)"
    case .last: "max(purchased_on)"
    }
  }

  var name: String {
    switch self {
    case .remaining: "sum(lots.remaining)"
    case .first: "min(lots.purchased_on)"
    case .last: "max(lots.purchased_on)"
    }
  }
}

/// The lot an event row names.
enum NamedLotColumns: Int32, ResultColumns {
  case id, itemID, purchasedOn, quantity, remaining

  var sql: String {
    switch self {
    case .id: "id"
    case .itemID: "item_id"
    case .purchasedOn: "purchased_on"
    case .quantity: "quantity"
    case .remaining: "remaining"
    }
  }
}

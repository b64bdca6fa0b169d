import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// The corrections `edit --event` can make; nil leaves a field as it is.
  public struct EventChanges: Sendable {
    public var quantity: Quantity?
    public var date: CalendarDate?
    public var note: String?

    /// The fields given a new value, in `ChangeAction.EventField` order.
    var fields: [ChangeAction.EventField] {
      [quantity.map { _ in .quantity }, date.map { _ in .date }, note.map { _ in .note }]
        .compactMap { $0 }
    }

    /// No changes.
    public init(quantity: Quantity? = nil, date: CalendarDate? = nil, note: String? = nil) {
      self.quantity = quantity
      self.date = date
      self.note = note?.withoutInvisibles
    }
  }

  /// Corrects one event, named by its id or a unique prefix of it (at least 4 characters,
  /// as `larder show` prints it). Its lot's remaining quantity is recomputed from the lot's
  /// events in the same transaction. A new quantity of a stocktake's find is what was found
  /// (the event keeps its negative sign).
  ///
  /// - Throws: `ValueError.futureDate` for a new date after `today`,
  ///   `StoreError.unknownEvent`, `.ambiguousReference`, `.eventBeforePurchase` for a date
  ///   before the lot was bought, `.lotOverdrawn` when the lot's events would take more
  ///   than it holds, `ValueError.tooLarge` for a quantity beyond one lot's bound; nothing
  ///   is altered then.
  ///
  /// - Parameters:
  ///   - today: the current day; a new date may not be after it.
  ///   - origin: where the change was asked for, for the change history.
  @discardableResult
  public func editEvent(
    _ reference: String, _ changes: EventChanges, today: CalendarDate,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> (item: Item, event: Event) {
    _ = try changes.date.map { try $0.checkedNotAfter(Store.lastWritableDay(today)) }
    try TextField.note.check(changes.note)
    return try recorded(
      origin,
      action: { (item: Item, event: Event) in
        .editedEvent(event: event.id, item: item.name, fields: changes.fields)
      }
    ) {
      let found = try findEvent(reference)
      var event = found.event
      if let quantity = changes.quantity {
        try Store.checkLotBounds(quantity: quantity, price: nil)
        // A stocktake's find keeps its sign: the quantity given is what was found.
        let isFind = event.kind == .adjust && event.quantity < .zero
        event.quantity = isFind ? Quantity(thousandths: -quantity.thousandths) : quantity
      }
      if let date = changes.date {
        guard date >= found.lotPurchased else {
          throw StoreError.eventBeforePurchase(date: date, purchased: found.lotPurchased)
        }
        event.occurredOn = date
      }
      if let note = changes.note { event.note = note }
      try db.run(
        "UPDATE events SET quantity = ?, occurred_on = ?, note = ? WHERE id = ?",
        [
          .integer(event.quantity.thousandths), .text(event.occurredOn.description),
          .text(event.note), .integer(found.rowID),
        ])
      try recomputeRemaining(lotRowID: found.lotRowID, item: found.item)
      return (found.item, event)
    }
  }

  /// Deletes one consume or discard event, named as for `editEvent`; its lot gets back
  /// what the event took.
  ///
  /// - Throws: `StoreError.unknownEvent`, `.ambiguousReference`.
  @discardableResult
  public func deleteEvent(
    _ reference: String, via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws
    -> (item: Item, event: Event)
  {
    try recorded(
      origin,
      action: { (item: Item, event: Event) in
        .deletedEvent(
          event: event.id, item: item.name, use: event.kind, quantity: event.quantity,
          unit: item.unit, date: event.occurredOn)
      }
    ) {
      let found = try findEvent(reference)
      try db.run("DELETE FROM events WHERE id = ?", [.integer(found.rowID)])
      try recomputeRemaining(lotRowID: found.lotRowID, item: found.item)
      return (found.item, found.event)
    }
  }

  /// An event found by id prefix, with its row, its lot's row and purchase date, and item.
  private struct FoundEvent {
    var rowID: Int64
    var event: Event
    var lotRowID: Int64
    var lotPurchased: CalendarDate
    var item: Item
  }

  private func findEvent(_ reference: String) throws -> FoundEvent {
    let prefix = reference.lowercased()
    let matches = try db.rows(
      """
      SELECT \(EventColumns.select), \(FoundEventLotColumns.select), \(ItemColumns.select)
      FROM events JOIN lots ON lots.id = events.lot_id JOIN items ON items.id = lots.item_id
      WHERE events.uuid >= ? AND events.uuid < ? || 'g' LIMIT 2
      """, [.text(prefix), .text(prefix)]
    ) { row in
      let lot = ColumnReader<FoundEventLotColumns>(row, table: "lots", at: EventColumns.count)
      return FoundEvent(
        rowID: ColumnReader<EventColumns>(row, table: "events").rowID,
        event: try EventColumns.decode(row), lotRowID: lot.rowID,
        lotPurchased: try lot.date(.purchasedOn),
        item: try ItemColumns.decode(row, at: EventColumns.count + FoundEventLotColumns.count).item)
    }
    guard prefix.count >= 4, let found = matches.first else {
      throw StoreError.unknownEvent(reference)
    }
    guard matches.count == 1 else {
      throw StoreError.ambiguousReference(
        reference, matches: matches.map { UUIDText.format($0.event.id) })
    }
    return found
  }

  /// Sets a lot's remaining quantity to its quantity less its events.
  ///
  /// - Throws: `StoreError.lotOverdrawn` when the events take more than the lot holds.
  private func recomputeRemaining(lotRowID: Int64, item: Item) throws {
    guard
      let (uuid, quantity, used) = try db.firstRow(
        """
        SELECT \(LotUseColumns.select) FROM lots WHERE id = ?1 LIMIT 1
        """, [.integer(lotRowID)],
        {
          let reader = ColumnReader<LotUseColumns>($0, table: "lots")
          return (reader.text(.uuid), reader.int64(.quantity), try reader.total(.used))
        })
    else { return }
    guard used <= quantity else {
      throw StoreError.lotOverdrawn(
        lot: String(uuid.prefix(8)), quantity: Quantity(thousandths: quantity),
        used: Quantity(thousandths: used), unit: item.unit)
    }
    try db.run(
      "UPDATE lots SET remaining = ? WHERE id = ?",
      [.integer(quantity - used), .integer(lotRowID)])
  }
}

/// What `findEvent` reads of an event's lot, selected after `EventColumns`.
enum FoundEventLotColumns: Int32, ResultColumns {
  case id, purchasedOn

  var sql: String {
    switch self {
    case .id: "lots.id"
    case .purchasedOn: "lots.purchased_on"
    }
  }
}

/// A lot's id and quantity, and what its events took from it.
enum LotUseColumns: Int32, ResultColumns {
  case uuid, quantity, used

  var sql: String {
    switch self {
    case .uuid: "uuid"
    case .quantity: "quantity"
    case .used: "(SELECT coalesce(sum(quantity), 0) FROM events WHERE lot_id = ?1)"
    }
  }
}

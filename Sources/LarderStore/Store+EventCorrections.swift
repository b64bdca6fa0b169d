import Foundation
import LarderCore

extension Store {
  /// The corrections `edit --event` can make; nil leaves a field as it is.
  public struct EventChanges: Sendable {
    public var quantity: Quantity?
    public var date: CalendarDate?
    public var note: String?

    /// No changes.
    public init(quantity: Quantity? = nil, date: CalendarDate? = nil, note: String? = nil) {
      self.quantity = quantity
      self.date = date
      self.note = note?.withoutInvisibles
    }
  }

  /// Corrects one consume or discard event, named by its id or a unique prefix of it (at
  /// least 4 characters, as `larder show` prints it). Its lot's remaining quantity is
  /// recomputed from the lot's events in the same transaction.
  ///
  /// - Throws: `ValueError.futureDate` for a new date after `today`,
  ///   `StoreError.unknownEvent`, `.ambiguousReference`, `.eventBeforePurchase` for a date
  ///   before the lot was bought, `.lotOverdrawn` when the lot's events would take more
  ///   than it holds, `ValueError.tooLarge` for a quantity beyond one lot's bound; nothing
  ///   is altered then.
  ///
  /// - Parameters:
  ///   - today: the current day; a new date may not be after it.
  ///   - command: the arguments as typed, for the change history.
  @discardableResult
  public func editEvent(
    _ reference: String, _ changes: EventChanges, today: CalendarDate, command: [String] = []
  ) throws -> (item: Item, event: Event) {
    _ = try changes.date.map { try $0.checkedNotAfter(Store.lastWritableDay(today)) }
    try TextField.note.check(changes.note)
    return try recorded(
      command,
      summary: { (item: Item, event: Event) in
        "edited event \(UUIDText.format(event.id).prefix(8)) of \(item.name)"
      }
    ) {
      let found = try findEvent(reference)
      var event = found.event
      if let quantity = changes.quantity {
        try Store.checkLotBounds(quantity: quantity, price: nil)
        event.quantity = quantity
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
  public func deleteEvent(_ reference: String, command: [String] = []) throws
    -> (item: Item, event: Event)
  {
    try recorded(
      command,
      summary: { (item: Item, event: Event) in
        "deleted event \(UUIDText.format(event.id).prefix(8)) of \(item.name) "
          + "(\(event.kind.rawValue)d \(event.quantity) \(item.unit) on \(event.occurredOn))"
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
    let offset = Int32(EventColumns.list.count)
    let matches = try db.rows(
      """
      SELECT \(EventColumns.select), lots.id, lots.purchased_on, \(ItemColumns.select)
      FROM events JOIN lots ON lots.id = events.lot_id JOIN items ON items.id = lots.item_id
      WHERE events.uuid >= ? AND events.uuid < ? || 'g' LIMIT 2
      """, [.text(prefix), .text(prefix)]
    ) { row in
      let reader = RowReader(
        row: row, table: "lots", columns: EventColumns.list + ["lots.id", "lots.purchased_on"],
        offset: 0)
      return FoundEvent(
        rowID: row.int64(0), event: try EventColumns.decode(row), lotRowID: row.int64(offset),
        lotPurchased: try reader.date(Int(offset) + 1),
        item: try ItemColumns.decode(row, at: offset + 2).item)
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
        SELECT uuid, quantity, (SELECT coalesce(sum(quantity), 0) FROM events WHERE lot_id = ?1)
        FROM lots WHERE id = ?1 LIMIT 1
        """, [.integer(lotRowID)], { ($0.text(0), $0.int64(1), try $0.total(2)) })
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

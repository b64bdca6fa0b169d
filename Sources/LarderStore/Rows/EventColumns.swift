import Foundation
import LarderCore

/// How an event is read from `events` joined with its lot: its columns, in order, and
/// their decoder.
enum EventColumns {
  static let list = [
    "events.id", "events.uuid", "lots.uuid", "events.occurred_on", "events.kind",
    "events.quantity", "events.note",
  ]
  /// The columns for a SELECT from `events JOIN lots ON lots.id = events.lot_id`.
  static let select = list.joined(separator: ", ")

  /// The event whose columns start at `offset`.
  ///
  /// - Throws: `StoreError.unreadable` for an id, date or kind that cannot be read.
  static func decode(_ row: Statement.Row, at offset: Int32 = 0) throws(StoreError) -> Event {
    let reader = RowReader(row: row, table: "events", columns: list, offset: offset)
    return Event(
      id: try reader.uuid(1), lotID: try reader.uuid(2), occurredOn: try reader.date(3),
      kind: try reader.eventKind(4), quantity: reader.quantity(5), note: reader.text(6))
  }
}

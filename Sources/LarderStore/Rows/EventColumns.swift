import Foundation
import LarderCore
import LarderErrors

/// How an event is read from `events` joined with its lot: its columns, in SELECT order,
/// and their decoder. `select` is for a SELECT from
/// `events JOIN lots ON lots.id = events.lot_id`.
enum EventColumns: Int32, ResultColumns {
  case id, uuid, lotUUID, occurredOn, kind, quantity, note

  /// The SELECT list, built once: item and event reads run for many rows.
  static let select = allCases.map(\.sql).joined(separator: ", ")

  var sql: String {
    switch self {
    case .id: "events.id"
    case .uuid: "events.uuid"
    case .lotUUID: "lots.uuid"
    case .occurredOn: "events.occurred_on"
    case .kind: "events.kind"
    case .quantity: "events.quantity"
    case .note: "events.note"
    }
  }

  /// The event whose columns start at `offset`.
  ///
  /// - Throws: `StoreError.unreadable` for an id, date or kind that cannot be read.
  static func decode(_ row: Statement.Row, at offset: Int32 = 0) throws(StoreError) -> Event {
    let reader = ColumnReader<EventColumns>(row, table: "events", at: offset)
    return Event(
      id: try reader.uuid(.uuid), lotID: try reader.uuid(.lotUUID),
      occurredOn: try reader.date(.occurredOn), kind: try reader.eventKind(.kind),
      quantity: reader.quantity(.quantity), note: reader.text(.note))
  }
}

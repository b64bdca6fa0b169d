import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Counts an item in another unit inside the caller's transaction (`editItem`): within
  /// the unit's family every lot (quantity and remaining), every event and the minimum
  /// stock are rescaled exactly; to a unit that does not convert, only an item without
  /// purchases may change, its minimum kept as it is.
  ///
  /// - Returns: the minimum stock in the new unit.
  /// - Throws: `StoreError.cannotRescale` naming the value that would need more than 3
  ///   decimals or pass its bound, or the item's purchases when the units do not convert;
  ///   `.itemTotalTooLarge` when its lots would pass `Quantity.itemMaximum` in all.
  func rescale(_ record: ItemRecord, to unit: String) throws -> Quantity? {
    let item = record.item
    let (from, to) = (Unit(item.unit), Unit(unit))
    let lots = try db.rows(
      "SELECT \(RescaledLotColumns.select) FROM lots WHERE item_id = ? ORDER BY id",
      [.integer(record.rowID)]
    ) { row in
      let reader = ColumnReader<RescaledLotColumns>(row, table: "lots")
      return (
        reader.rowID, String(reader.text(.uuid).prefix(8)), reader.quantity(.quantity),
        reader.quantity(.remaining)
      )
    }
    guard from.converts(to: to) else {
      guard lots.isEmpty else {
        throw StoreError.cannotRescale(
          item: item.name, unit: unit,
          reason: .historyInOtherUnit(from: from, to: to, purchases: lots.count))
      }
      return item.minimumStock
    }
    let factor = try from.factor(to: to)
    if factor.numerator == factor.denominator { return item.minimumStock }
    let events = try db.rows(
      """
      SELECT \(RescaledEventColumns.select) FROM events
      JOIN lots ON lots.id = events.lot_id WHERE lots.item_id = ? ORDER BY events.id
      """, [.integer(record.rowID)]
    ) { row in
      let reader = ColumnReader<RescaledEventColumns>(row, table: "events")
      return (reader.rowID, String(reader.text(.uuid).prefix(8)), reader.quantity(.quantity))
    }
    func scaled(_ quantity: Quantity, _ what: StoreError.RescaledValue) throws -> Quantity {
      do { return try from.convert(quantity, to: to) } catch {
        throw StoreError.cannotRescale(item: item.name, unit: unit, reason: .value(what, error))
      }
    }
    var rescaled = item
    rescaled.unit = unit
    var total = Quantity.zero
    var newLots: [(Int64, Quantity, Quantity)] = []
    for (rowID, id, quantity, remaining) in lots {
      let lot = (rowID, try scaled(quantity, .lot(id)), try scaled(remaining, .lot(id)))
      total = try Store.checkItemTotal(total + lot.1, rescaled)
      newLots.append(lot)
    }
    let newEvents = try events.map { ($0.0, try scaled($0.2, .event($0.1))) }
    let minimum = try item.minimumStock.map { try scaled($0, .minimumStock) }
    for (rowID, quantity, remaining) in newLots {
      try db.run(
        "UPDATE lots SET quantity = ?, remaining = ? WHERE id = ?",
        [.integer(quantity.thousandths), .integer(remaining.thousandths), .integer(rowID)])
    }
    for (rowID, quantity) in newEvents {
      try db.run(
        "UPDATE events SET quantity = ? WHERE id = ?",
        [.integer(quantity.thousandths), .integer(rowID)])
    }
    return minimum
  }
}

/// What rescaling reads of a lot.
enum RescaledLotColumns: Int32, ResultColumns {
  case id, uuid, quantity, remaining

  var sql: String {
    switch self {
    case .id: "id"
    case .uuid: "uuid"
    case .quantity: "quantity"
    case .remaining: "remaining"
    }
  }
}

/// What rescaling reads of an event.
enum RescaledEventColumns: Int32, ResultColumns {
  case id, uuid, quantity

  var sql: String {
    switch self {
    case .id: "events.id"
    case .uuid: "events.uuid"
    case .quantity: "events.quantity"
    }
  }
}

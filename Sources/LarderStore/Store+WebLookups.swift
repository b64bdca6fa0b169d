import LarderCore
import LarderErrors

/// Single rows the web pages look up by id, read through the unique index on each table's
/// `uuid` rather than through an item's whole history.
extension Store {
  /// The item `reference` names, without its lots or events.
  ///
  /// - Throws: `StoreError.unknownItem` and the other lookup errors of `findItem`.
  public func item(_ reference: String) throws -> Item {
    try findItem(reference).item
  }

  /// The lot whose id is `id` (lowercase) with what remains of it, when it belongs to the
  /// item `reference`; nil otherwise.
  ///
  /// - Throws: `StoreError.unknownItem` and the other lookup errors of `findItem`;
  ///   `StoreError.unreadable` for a row that cannot be read.
  public func lot(_ id: String, ofItem reference: String) throws -> LotStatus? {
    let record = try findItem(reference)
    return try db.firstRow(
      "SELECT \(LotColumns.select()) FROM lots WHERE lots.uuid = ? AND lots.item_id = ?",
      [.text(id), .integer(record.rowID)]
    ) { try LotColumns.decode($0, itemID: record.item.id) }
  }

  /// The consume or discard whose id is `id` (lowercase), when it took from a lot of the
  /// item `reference`; nil otherwise.
  ///
  /// - Throws: `StoreError.unknownItem` and the other lookup errors of `findItem`;
  ///   `StoreError.unreadable` for a row that cannot be read.
  public func event(_ id: String, ofItem reference: String) throws -> Event? {
    let record = try findItem(reference)
    return try db.firstRow(
      """
      SELECT \(EventColumns.select) FROM events JOIN lots ON lots.id = events.lot_id
      WHERE events.uuid = ? AND lots.item_id = ?
      """, [.text(id), .integer(record.rowID)]
    ) { try EventColumns.decode($0) }
  }
}

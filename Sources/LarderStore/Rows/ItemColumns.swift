import LarderCore

/// How an item is read from `items`: its columns, in order, and their decoder.
enum ItemColumns {
  static let list = [
    "items.id", "items.uuid", "items.name", "items.category", "items.unit", "items.location",
    "items.min_stock", "items.created_on",
  ]
  /// The columns for a SELECT.
  static let select = list.joined(separator: ", ")

  /// The item whose columns start at `offset`.
  ///
  /// - Throws: `StoreError.unreadable` for an id or date that cannot be read.
  static func decode(_ row: Statement.Row, at offset: Int32 = 0) throws(StoreError) -> ItemRecord {
    let reader = RowReader(row: row, table: "items", columns: list, offset: offset)
    return ItemRecord(
      rowID: reader.rowID,
      item: Item(
        id: try reader.uuid(1), name: reader.text(2), category: reader.text(3),
        unit: reader.text(4), location: reader.text(5),
        minimumStock: reader.optionalInt64(6).map { Quantity(thousandths: $0) },
        createdOn: try reader.date(7)))
  }
}

/// An item and its row id.
struct ItemRecord {
  var rowID: Int64
  var item: Item
}

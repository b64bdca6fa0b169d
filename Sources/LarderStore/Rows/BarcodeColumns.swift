import LarderCore
import LarderErrors

/// A barcode of an item, with the item's id and name: what `item_barcodes` joined to
/// `items` gives.
enum BarcodeColumns: Int32, ResultColumns {
  case id, itemRowID, itemUUID, itemName, digits

  var sql: String {
    switch self {
    case .id: "item_barcodes.id"
    case .itemRowID: "items.id"
    case .itemUUID: "items.uuid"
    case .itemName: ShownNameSQL.item
    case .digits: "item_barcodes.digits"
    }
  }

  /// The joined tables these columns come from.
  static let from = "item_barcodes JOIN items ON items.id = item_barcodes.item_id"

  /// The barcode of a row.
  ///
  /// - Throws: `StoreError.unreadable` for digits that are not a GTIN (a hand edit).
  static func barcode(_ reader: ColumnReader<BarcodeColumns>) throws -> GTIN {
    let digits = reader.text(.digits)
    do { return try GTIN(digits) } catch {
      throw StoreError.unreadable(
        table: "item_barcodes", rowID: reader.int64(.id), column: "digits", value: digits)
    }
  }
}

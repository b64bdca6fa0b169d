import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// The barcodes of the item `reference` names, in the order of their 14-digit keys.
  ///
  /// - Throws: `StoreError.unknownItem` and the other lookup errors of `findItem`.
  public func barcodes(of reference: String) throws -> [GTIN] {
    try barcodes(ofRow: findItem(reference).rowID)
  }

  /// The item that has `barcode` (in any of its spellings), or nil.
  public func item(withBarcode barcode: GTIN) throws -> Item? {
    try db.firstRow(
      """
      SELECT \(ItemColumns.select) FROM items
      WHERE id = (SELECT item_id FROM item_barcodes WHERE barcode = ?)
      """, [.text(barcode.key)], { try ItemColumns.decode($0).item })
  }

  /// Every item's barcodes, by item id: what an export writes beside the item.
  ///
  /// - Throws: `StoreError.unreadable` for a stored barcode that is not a GTIN.
  public func barcodesByItem() throws -> [UUID: [GTIN]] {
    var found: [UUID: [GTIN]] = [:]
    let rows = try db.rows(
      "SELECT \(BarcodeColumns.select) FROM \(BarcodeColumns.from) ORDER BY barcode"
    ) { row in
      let reader = ColumnReader<BarcodeColumns>(row, table: "item_barcodes")
      return (try reader.uuid(.itemUUID), try BarcodeColumns.barcode(reader))
    }
    for (item, barcode) in rows { found[item, default: []].append(barcode) }
    return found
  }

  /// The barcodes of the item in row `rowID`.
  func barcodes(ofRow rowID: Int64) throws -> [GTIN] {
    try db.rows(
      """
      SELECT \(BarcodeColumns.select) FROM \(BarcodeColumns.from)
      WHERE item_barcodes.item_id = ? ORDER BY barcode
      """, [.integer(rowID)]
    ) { try BarcodeColumns.barcode(ColumnReader($0, table: "item_barcodes")) }
  }

  /// Gives the item `record` the barcodes it does not have yet, inside the caller's change.
  ///
  /// - Throws: `StoreError.barcodeTaken` for a barcode another item has.
  func addBarcodes(_ barcodes: [GTIN], to record: ItemRecord) throws {
    for barcode in barcodes {
      let owner = try db.firstRow(
        "SELECT \(BarcodeColumns.select) FROM \(BarcodeColumns.from) WHERE barcode = ?",
        [.text(barcode.key)]
      ) { row in
        let reader = ColumnReader<BarcodeColumns>(row, table: "item_barcodes")
        return (reader.int64(.itemRowID), reader.text(.itemName))
      }
      if let (ownerID, name) = owner {
        if ownerID == record.rowID { continue }
        throw StoreError.barcodeTaken(barcode, item: name)
      }
      try db.run(
        "INSERT INTO item_barcodes (item_id, barcode, digits) VALUES (?, ?, ?)",
        [.integer(record.rowID), .text(barcode.key), .text(barcode.digits)])
    }
  }

  /// Takes `barcodes` off the item `record`, inside the caller's change.
  ///
  /// - Throws: `StoreError.barcodeNotOnItem` for a barcode the item does not have.
  func removeBarcodes(_ barcodes: [GTIN], from record: ItemRecord) throws {
    for barcode in barcodes {
      try db.run(
        "DELETE FROM item_barcodes WHERE item_id = ? AND barcode = ?",
        [.integer(record.rowID), .text(barcode.key)])
      if db.changes == 0 { throw StoreError.barcodeNotOnItem(barcode, item: record.item.name) }
    }
  }
}

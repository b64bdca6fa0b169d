import Foundation
import LarderCore

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
  public func barcodesByItem() throws -> [UUID: [GTIN]] {
    var found: [UUID: [GTIN]] = [:]
    let rows = try db.rows(
      """
      SELECT items.uuid, item_barcodes.digits FROM item_barcodes
      JOIN items ON items.id = item_barcodes.item_id ORDER BY item_barcodes.barcode
      """
    ) { row in (row.text(0), row.text(1)) }
    for (uuid, digits) in rows {
      guard let id = UUIDText.parse(uuid), let barcode = try? GTIN(digits) else {
        throw StoreError.unreadable(
          table: "item_barcodes", rowID: 0, column: "digits", value: digits)
      }
      found[id, default: []].append(barcode)
    }
    return found
  }

  /// The barcodes of the item in row `rowID`.
  func barcodes(ofRow rowID: Int64) throws -> [GTIN] {
    try db.rows(
      "SELECT id, digits FROM item_barcodes WHERE item_id = ? ORDER BY barcode",
      [.integer(rowID)]
    ) { row in
      let digits = row.text(1)
      guard let barcode = try? GTIN(digits) else {
        throw StoreError.unreadable(
          table: "item_barcodes", rowID: row.int64(0), column: "digits", value: digits)
      }
      return barcode
    }
  }

  /// Gives the item `record` the barcodes it does not have yet, inside the caller's change.
  ///
  /// - Throws: `StoreError.barcodeTaken` for a barcode another item has.
  func addBarcodes(_ barcodes: [GTIN], to record: ItemRecord) throws {
    for barcode in barcodes {
      let owner = try db.firstRow(
        """
        SELECT items.id, items.name FROM item_barcodes JOIN items ON items.id = item_id
        WHERE barcode = ?
        """, [.text(barcode.key)]
      ) { row in (row.int64(0), row.text(1)) }
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

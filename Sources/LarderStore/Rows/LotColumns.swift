import Foundation
import LarderCore

/// How a lot is read from `lots`: its columns, in order, and their decoder.
enum LotColumns {
  static let list = [
    "lots.id", "lots.uuid", "lots.purchased_on", "lots.quantity", "lots.price", "lots.currency",
    "lots.store", "lots.expires_on", "lots.location", "lots.note", "lots.remaining",
  ]

  /// The columns for a SELECT; `remaining` replaces the stored remaining quantity, for
  /// what was left on another day.
  static func select(remaining: String = "lots.remaining") -> String {
    (list.dropLast() + [remaining]).joined(separator: ", ")
  }

  /// The lot of item `itemID` whose columns start at `offset`.
  ///
  /// - Throws: `StoreError.unreadable` for an id, date or currency that cannot be read;
  ///   `ValueError` when the remaining quantity does not fit (`Statement.Row.total`).
  static func decode(_ row: Statement.Row, at offset: Int32 = 0, itemID: UUID) throws
    -> LotStatus
  {
    let reader = RowReader(row: row, table: "lots", columns: list, offset: offset)
    let lot = Lot(
      id: try reader.uuid(1), itemID: itemID, purchasedOn: try reader.date(2),
      quantity: reader.quantity(3), price: try reader.money(4, currency: 5),
      store: reader.text(6), expiresOn: try reader.optionalDate(7), location: reader.text(8),
      note: reader.text(9))
    return LotStatus(lot: lot, remaining: Quantity(thousandths: try row.total(offset + 10)))
  }
}

import Foundation
import LarderCore
import LarderErrors

/// How a lot is read from `lots`: its columns, in SELECT order, and their decoder.
enum LotColumns: Int32, ResultColumns {
  case id, uuid, purchasedOn, quantity, price, currency, store, expiresOn, location, note
  case dateKind, expiresEstimated, expiresMonth, state, stateOn, payment
  /// What is left, last, so that `select(remaining:)` may replace it.
  case remaining

  var sql: String {
    switch self {
    case .id: "lots.id"
    case .uuid: "lots.uuid"
    case .purchasedOn: "lots.purchased_on"
    case .quantity: "lots.quantity"
    case .price: "lots.price"
    case .currency: "lots.currency"
    case .store: "lots.store"
    case .expiresOn: "lots.expires_on"
    case .location: "lots.location"
    case .note: "lots.note"
    case .dateKind: "lots.date_kind"
    case .expiresEstimated: "lots.expires_estimated"
    case .expiresMonth: "lots.expires_month"
    case .state: "lots.state"
    case .stateOn: "lots.state_on"
    case .payment: "lots.payment"
    case .remaining: "lots.remaining"
    }
  }

  /// The columns for a SELECT; `remaining` replaces the stored remaining quantity, for
  /// what was left on another day.
  static func select(remaining: String = "lots.remaining") -> String {
    select([.remaining: remaining])
  }

  /// The lot of item `itemID` whose columns start at `offset`.
  ///
  /// - Throws: `StoreError.unreadable` for an id, date, currency, date kind or state that cannot be read;
  ///   `ValueError` when the remaining quantity does not fit (`Statement.Row.total`).
  static func decode(_ row: Statement.Row, at offset: Int32 = 0, itemID: UUID) throws
    -> LotStatus
  {
    let reader = ColumnReader<LotColumns>(row, table: "lots", at: offset)
    let lot = Lot(
      id: try reader.uuid(.uuid), itemID: itemID, purchasedOn: try reader.date(.purchasedOn),
      quantity: reader.quantity(.quantity), price: try reader.money(.price, currency: .currency),
      store: reader.text(.store), expiresOn: try reader.optionalDate(.expiresOn),
      location: reader.text(.location), note: reader.text(.note),
      dateKind: try reader.value(.dateKind), expiresEstimated: reader.flag(.expiresEstimated),
      expiresMonth: reader.flag(.expiresMonth), state: try reader.value(.state),
      stateOn: try reader.optionalDate(.stateOn), payment: try reader.optionalValue(.payment))
    return LotStatus(lot: lot, remaining: Quantity(thousandths: try reader.total(.remaining)))
  }
}

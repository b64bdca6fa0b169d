/// A store's alias for a receipt line, with the item it names (none for a skip): what
/// `receipt_aliases` joined to `items` gives, in SELECT order.
enum ReceiptAliasColumns: Int32, ResultColumns {
  case store, text, item, pack, packUnit

  var sql: String {
    switch self {
    case .store: "receipt_aliases.store"
    case .text: "receipt_aliases.text"
    case .item: ShownNameSQL.item
    case .pack: "receipt_aliases.pack"
    case .packUnit: "receipt_aliases.pack_unit"
    }
  }

  static let from = "receipt_aliases LEFT JOIN items ON items.id = receipt_aliases.item_id"
}

import LarderCore
import LarderErrors

/// How an item is read from `items`: its columns, in SELECT order, and their decoder.
enum ItemColumns: Int32, ResultColumns {
  case id, uuid, name, category, unit, location, minStock, createdOn
  case shelfLife, openedLife, frozenLife, thawedLife, dateKind
  /// The item's own name, which the other names fall back to; `name` is the reader's.
  case ownName
  /// The item's category code; `category` is the reader's name for it.
  case ownCategory
  /// The item's unit as stored; `unit` is the reader's word for it (`個` for `pcs`).
  case ownUnit

  /// The SELECT list, built once: item and event reads run for many rows.
  static let select = allCases.map(\.sql).joined(separator: ", ")

  var sql: String {
    switch self {
    case .id: "items.id"
    case .uuid: "items.uuid"
    case .name: ShownNameSQL.item
    case .ownName: "items.name"
    case .category: ShownNameSQL.itemCategory
    case .ownCategory: "items.category"
    case .unit: "\(ReadingFunction.word)(items.unit)"
    case .ownUnit: "items.unit"
    case .location: "items.location"
    case .minStock: "items.min_stock"
    case .createdOn: "items.created_on"
    case .shelfLife: "items.shelf_life"
    case .openedLife: "items.opened_life"
    case .frozenLife: "items.frozen_life"
    case .thawedLife: "items.thawed_life"
    case .dateKind: "items.date_kind"
    }
  }

  /// The item whose columns start at `offset`.
  ///
  /// - Throws: `StoreError.unreadable` for an id, date or date kind that cannot be read.
  static func decode(_ row: Statement.Row, at offset: Int32 = 0) throws(StoreError) -> ItemRecord {
    let reader = ColumnReader<ItemColumns>(row, table: "items", at: offset)
    return ItemRecord(
      rowID: reader.rowID, ownName: reader.text(.ownName), ownCategory: reader.text(.ownCategory),
      ownUnit: reader.text(.ownUnit),
      item: Item(
        id: try reader.uuid(.uuid), name: reader.text(.name), category: reader.text(.category),
        unit: reader.text(.unit), location: reader.text(.location),
        minimumStock: reader.optionalInt64(.minStock).map { Quantity(thousandths: $0) },
        createdOn: try reader.date(.createdOn),
        lives: ShelfLives(
          shelf: reader.optionalDays(.shelfLife), opened: reader.optionalDays(.openedLife),
          frozen: reader.optionalDays(.frozenLife), thawed: reader.optionalDays(.thawedLife)),
        dateKind: try reader.optionalValue(.dateKind)))
  }
}

/// An item, as the reader reads it, and its row id.
struct ItemRecord {
  var rowID: Int64
  /// The item's own name (`items.name`), which `item.name` is when the reader's language
  /// gives it no other.
  var ownName: String
  /// The item's category code (`items.category`), which `item.category` names in the
  /// reader's language.
  var ownCategory: String
  /// The item's unit as stored, which `item.unit` is in the reader's word.
  var ownUnit: String
  var item: Item
}

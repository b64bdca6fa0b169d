import Foundation
import LarderCore
import LarderErrors

extension Store {
  /// Every lot with something left at `asOf`, by the id of its item, each in the order it
  /// was recorded: what `list --format json` shows of each lot (its state, the day it began,
  /// its date and kind). One read, through the lots on hand.
  ///
  /// - Throws: `StoreError.unreadable` for a lot that cannot be read.
  public func heldLots(asOf: CalendarDate) throws -> [UUID: [LotStatus]] {
    try withStock(at: asOf) { stock in
      var lots: [UUID: [LotStatus]] = [:]
      try db.statement(
        """
        SELECT \(LotColumns.select(remaining: stock.remaining)), items.uuid
        FROM (\(stock.held())) AS lots JOIN items ON items.id = lots.item_id
        WHERE \(stock.remaining) > 0 ORDER BY lots.id
        """
      ).forEachRow([.text(asOf.description)]) { row in
        let item = try ColumnReader<HeldLotItemColumn>(row, table: "items", at: LotColumns.count)
          .uuid(.uuid)
        lots[item, default: []].append(try LotColumns.decode(row, itemID: item))
      }
      return lots
    }
  }
}

/// The item's id after a held lot's columns (`Store.heldLots`).
enum HeldLotItemColumn: Int32, ResultColumns {
  case uuid

  var sql: String { "items.uuid" }
}

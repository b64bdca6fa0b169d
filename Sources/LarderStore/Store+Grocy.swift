import Foundation
import LarderCore
import LarderErrors

/// What an import from Grocy did.
public struct GrocyImportSummary: Hashable, Sendable {
  /// Items created, or added to when the household had one of that name.
  public var items: Int
  /// Lots written, one per purchase.
  public var lots: Int
  /// Events written: consumptions and discards.
  public var events: Int
  /// Barcodes added to items.
  public var barcodes: Int
  /// What was refused, by reason.
  public var refused: [GrocyRefusal: Int]
}

extension Store {
  /// Imports the Grocy database at `path` (docs/grocy.md) in one transaction, recorded as
  /// one change: products as items with their barcodes, the stock log's purchases as lots
  /// priced in `currency`, its consumptions and spoilage as events of those lots. What
  /// cannot be mapped is counted by reason and left out (`GrocyPlan`). The file is opened
  /// read-only. With `dryRun`, everything is written and then rolled back.
  ///
  /// - Throws: `StoreError.missingGrocyFile` when there is no file at `path`,
  ///   `.notAGrocyDatabase` when it is not SQLite or lacks Grocy's tables; a purchase or
  ///   event the store refuses (such as an item of that name in another unit family) fails
  ///   the whole import.
  public func importGrocy(
    _ path: String, currency: Currency, today: CalendarDate, dryRun: Bool = false,
    via origin: ChangeOrigin = .commandLine(arguments: [])
  ) throws -> GrocyImportSummary {
    let plan = GrocyPlan(
      try Store.readGrocy(path), currency: currency, today: Store.lastWritableDay(today))
    let name = (path as NSString).lastPathComponent
    return try recorded(
      origin,
      action: { (summary: GrocyImportSummary) in
        .importedGrocy(
          file: name, items: summary.items, lots: summary.lots, events: summary.events)
      }
    ) { () throws -> (GrocyImportSummary, Connection.TransactionEnd) in
      let cache = ItemCache()
      var summary = GrocyImportSummary(
        items: plan.items.count, lots: plan.purchases.count, events: 0, barcodes: 0,
        refused: plan.refused)
      var skipped: Set<String> = []
      // The unit of each product in Grocy, by item name, for its uses: an item of the
      // household counted in another unit of the family takes them converted, as its lots.
      var grocyUnits: [String: String] = [:]
      for new in plan.items {
        grocyUnits[new.item.name] = new.item.unit
        let key = cache.nameKey(new.item.name)
        let record: ItemRecord
        if let found = try db.firstRow(
          "SELECT \(ItemColumns.select) FROM items WHERE name_key = ? LIMIT 1", [.text(key)],
          { try ItemColumns.decode($0) })
        {
          guard Unit(found.item.unit).converts(to: Unit(new.item.unit)) else {
            summary.refused[.otherUnit, default: 0] += 1
            summary.items -= 1
            skipped.insert(new.item.name)
            continue
          }
          record = found
        } else {
          do {
            record = ItemRecord(
              rowID: try insertItem(new.item), ownName: new.item.name,
              ownCategory: new.item.category, ownUnit: new.item.unit, item: new.item)
          } catch StoreError.accentOnlyDifference {
            // An item of the household only accents or width tell apart: left out, as a
            // name taken.
            summary.refused[.unusableName, default: 0] += 1
            summary.items -= 1
            skipped.insert(new.item.name)
            continue
          }
        }
        cache.items[key] = record
        cache.spellings[new.item.name] = record
        var added: [GTIN] = []
        for barcode in new.barcodes where !added.contains(barcode) {
          // A barcode the item has already is kept as it is; only another item's is refused.
          switch try item(withBarcode: barcode)?.id {
          case nil: added.append(barcode)
          case record.item.id: continue
          default: summary.refused[.invalidBarcode, default: 0] += 1
          }
        }
        try addBarcodes(added, to: record)
        summary.barcodes += added.count
      }
      for row in plan.purchases {
        guard !skipped.contains(row.item) else {
          summary.refused[.refusedProduct, default: 0] += 1
          summary.lots -= 1
          continue
        }
        _ = try insertPurchase(row, cache: cache)
      }
      for row in plan.events {
        guard !skipped.contains(row.item) else {
          summary.refused[.refusedProduct, default: 0] += 1
          continue
        }
        var row = row
        if let record = cache.spellings[row.item], let unit = grocyUnits[row.item],
          unit != record.item.unit
        {
          // A use that needs more than three decimals in the item's unit is left out.
          do throws(UnitError) {
            row.quantity = try Unit(unit).convert(row.quantity, to: Unit(record.item.unit))
          } catch {
            summary.refused[.unmatchedUse, default: 0] += 1
            continue
          }
        }
        summary.events += try insertEvent(row, cache: cache).events.count
      }
      try applyDraws(cache)
      return (summary, dryRun ? .rollback : .commit)
    }
  }

  /// The products and stock log of the Grocy database at `path`, opened read-only: its
  /// plain tables only (a view or a virtual table of that name counts as missing).
  static func readGrocy(_ path: String) throws -> GrocyDatabase {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw StoreError.missingGrocyFile(path)
    }
    guard !isFolder.boolValue else { throw StoreError.notAGrocyDatabase(path) }
    do {
      let grocy = try Connection(path: path, access: .readOnly)
      // Plain tables only: a view (which may recurse forever, filling the disk with its
      // temporary rows) or a virtual table is not read, as if it were missing.
      let columns = try grocy.rows(
        """
        SELECT m.name || '.' || p.name FROM sqlite_master AS m, pragma_table_info(m.name) AS p
        WHERE m.type = 'table' AND m.sql NOT LIKE 'CREATE VIRTUAL%'
        """
      ) { $0.onlyText }
      let has = Set(columns)
      for needed in [
        "products.name", "products.qu_id_stock", "quantity_units.name", "stock_log.stock_id",
        "stock_log.transaction_type", "stock_log.amount",
      ] where !has.contains(needed) {
        throw StoreError.notAGrocyDatabase(path)
      }
      return GrocyDatabase(
        products: try GrocyProductColumns.products(grocy, has),
        log: try GrocyLogColumns.log(grocy, has), stock: try GrocyStockColumns.stock(grocy, has))
    } catch let error as SQLiteError where error.result == .notADatabase {
      // Only a file that is not SQLite is not Grocy's: a busy or unreadable database is
      // reported as what it is.
      throw StoreError.notAGrocyDatabase(path)
    }
  }
}

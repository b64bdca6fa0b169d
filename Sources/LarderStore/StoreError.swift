import LarderCore

/// Why the store refused a request. Each case reads as one clear sentence in the store's
/// own terms: it says what is wrong, and leaves naming a command or option that helps to
/// the program that uses the store.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  case newerSchema(found: Int, known: Int)
  case unknownItem(String)
  case ambiguousReference(String, matches: [String])
  case unknownLot(String)
  case accentOnlyDifference(given: String, existing: String)
  case nameTaken(String)
  /// A barcode given to an item that another item already has.
  case barcodeTaken(GTIN, item: String)
  /// A barcode that no item has.
  case unknownBarcode(GTIN)
  /// A barcode to take off an item that does not have it.
  case barcodeNotOnItem(GTIN, item: String)
  /// An alias to take off an item that does not have it.
  case aliasNotOnItem(String, item: String)
  /// An alias holding `|`, which separates aliases in an export.
  case aliasWithSeparator(String)
  /// A name that another item already has, as its own, in a language or as an alias.
  case nameOfAnotherItem(String, item: String)
  /// A category name another category has in some language.
  case categoryNameTaken(String, category: String)
  /// A merge of an item into itself.
  case mergeIntoItself(String)
  /// A merge of items whose units do not convert (L into kg, pcs into g).
  case mergeAcrossUnits(source: String, sourceUnit: String, target: String, targetUnit: String)
  /// A unit that does not convert to the item's: another family, or a count unit.
  case unitMismatch(item: String, unit: String, given: String)
  /// A quantity whose conversion to the item's unit needs more than 3 decimals or passes a
  /// bound.
  case cannotConvert(item: String, unit: String, reason: UnitError)
  /// A quantity in packs of an item that was never bought, so has no usual pack.
  case noUsualPack(item: String)
  /// An item that cannot be counted in another unit: `reason` says which value stops it.
  case cannotRescale(item: String, unit: String, reason: RescaleProblem)
  /// A purchase or correction that would take an item's lots past `Quantity.itemMaximum`.
  case itemTotalTooLarge(item: String, total: Quantity, unit: String)
  case notEnoughStock(item: String, requested: Quantity, available: Quantity, unit: String)
  /// Not enough stock on an event's date, though more was bought after it.
  case notEnoughStockAtDate(
    item: String, requested: Quantity, available: Quantity, unit: String, date: CalendarDate,
    later: LaterStock)
  /// A stocktake's count above everything the item's lots bought by `date` were bought
  /// with (`bought`): the excess was never recorded as bought.
  case countAboveBought(
    item: String, counted: Quantity, bought: Quantity, unit: String, date: CalendarDate)
  case hasHistory(item: String, lots: Int)
  /// An open, freeze or thaw (`change`) of an item without the life of that state.
  case noLife(item: String, change: FoodState)
  /// An open, freeze or thaw of an item with nothing on hand it applies to.
  case nothingToChange(item: String, change: FoodState)
  /// An open, freeze or thaw of more than the lots it applies to hold.
  case notEnoughToChange(
    item: String, change: FoodState, requested: Quantity, available: Quantity, unit: String)
  case quantityBelowUsed(lot: String, used: Quantity)
  case expiryBeforePurchase(expires: CalendarDate, purchased: CalendarDate)
  case duplicateImport(fileName: String, importedOn: CalendarDate, rows: Int)
  /// A receipt recorded before: its store and day, and the day it was recorded.
  case duplicateReceipt(store: String, date: CalendarDate, recordedOn: CalendarDate)
  /// A receipt recorded while some of its lines wait for a decision: how many.
  case receiptUndecided(lines: Int)
  /// An alias to forget that the store does not have.
  case unknownReceiptAlias(store: String, text: String)
  /// Nothing of that name is on the shopping list to buy (or, to untick, was bought from it).
  case notOnShoppingList(String)
  /// The item's line was already bought from the shopping list on that day (another
  /// member's tick).
  case alreadyBought(item: String, on: CalendarDate)
  /// Ticking an item never bought needs its price.
  case listNeedsPrice(item: String)
  /// A tick of a line that is no longer as the member saw it: removed, or bought and put
  /// on the list again, or a suggestion that was put on the list meanwhile.
  case listLineChanged(item: String)
  /// The tick is more than a minute old, or was already taken back.
  case tooLateToUntick(item: String)
  /// No member of the household has that name.
  case unknownMember(String)
  /// A file to import from Grocy that does not exist.
  case missingGrocyFile(String)
  /// A file to import from Grocy that is not a SQLite database with Grocy's tables.
  case notAGrocyDatabase(String)
  case lotTaken(String)
  case lotNotUsable(lot: String, item: String, reason: LotUnusable)
  /// A row of an import file that the store refused: where it is, and the refusal itself.
  indirect case invalidRow(RowPlace, cause: StoreError)
  /// A folder for the database that could not be made; `reason` is the system's own words.
  case cannotCreateFolder(String, reason: String)
  /// No database at the path, which a command that only reads does not create.
  case missingDatabase(String)
  /// The path given as the database is a folder.
  case databaseIsFolder(String)
  /// The database's write-ahead log holds changes this account cannot read: the folder is
  /// not writable and the log's index (`-shm`) is missing.
  case unreadableLog(String)
  case blank(TextField)
  case unreadable(table: String, rowID: Int64, column: String, value: String)
  case notLarderDatabase(String, found: ForeignFile)
  case busy(seconds: Int, holders: [String])
  case notWritable(String, reason: WriteProblem)
  case needsUpgrade(String, reason: WriteProblem)
  /// A backup that could not be kept; `reason` is the system's own words (`strerror`).
  case cannotBackUp(String, reason: String)
  case unknownChange(String)
  case noBudget(category: String, currency: String, month: String)
  case unknownEvent(String)
  case eventBeforePurchase(date: CalendarDate, purchased: CalendarDate)
  case lotOverdrawn(lot: String, quantity: Quantity, used: Quantity, unit: String)
  case nothingToUndo
  case nothingToRedo
  case notUndoable(String, reason: UndoRefusal)
  case undoBlocked(change: String, later: String)
  /// An undo or redo whose rows clash with a later change; `clash` is SQLite's own words.
  case cannotReverse(action: Reversal, change: String, clash: String)

  public var description: String {
    switch self {
    case .newerSchema(let found, let known):
      return
        "this database was written by a newer Larder (schema version \(found); this Larder "
        + "knows up to \(known)); upgrade Larder to open it. Nothing was changed."
    case .unknownItem(let name):
      return "no item is called '\(name)'"
    case .ambiguousReference(let text, let matches):
      return "'\(text)' matches more than one: \(matches.joined(separator: ", "))"
    case .unknownLot(let id): return "no lot has the id '\(id)'"
    case .unknownChange(let id): return "no change has the id '\(id)'"
    case .noBudget(let category, let currency, let month):
      return "'\(category)' has no \(currency) budget in \(month) to end"
    case .unknownEvent(let id): return "no event has the id '\(id)'"
    case .eventBeforePurchase(let date, let purchased):
      return "the date \(date) is before the lot was bought, on \(purchased)"
    case .lotOverdrawn(let lot, let quantity, let used, let unit):
      return "lot \(lot) holds \(quantity) \(unit), but its events would take \(used) \(unit)"
    case .nothingToUndo: return "there is nothing to undo"
    case .nothingToRedo: return "there is nothing to redo"
    case .notUndoable(let change, let reason): return "cannot undo \(change): \(reason)"
    case .undoBlocked(let change, let later):
      return "cannot undo \(change): the later change \(later) depends on it"
    case .cannotReverse(let action, let change, let clash):
      return
        "cannot \(action.rawValue) \(change): what it would put back clashes with a later change "
        + "(\(clash))"
    case .accentOnlyDifference(let given, let existing):
      return
        "'\(given)' differs from the existing item '\(existing)' only by accents, width or ligatures; "
        + "use '\(existing)', or rename that item first"
    case .nameTaken(let name): return "an item called '\(name)' already exists"
    case .barcodeTaken(let barcode, let item):
      return "the barcode \(barcode) is already the barcode of '\(item)'"
    case .unknownBarcode(let barcode): return "no item has the barcode \(barcode)"
    case .barcodeNotOnItem(let barcode, let item):
      return "'\(item)' has no barcode \(barcode)"
    case .aliasNotOnItem(let alias, let item): return "'\(item)' has no alias '\(alias)'"
    case .nameOfAnotherItem(let name, let item):
      return "'\(name)' is already a name of '\(item)'"
    case .aliasWithSeparator(let alias):
      return "the alias '\(alias)' holds '|', which separates aliases in an export"
    case .mergeIntoItself(let item): return "'\(item)' cannot be merged into itself"
    case .categoryNameTaken(let name, let category):
      return "'\(name)' is already a name of the category '\(category)'"
    case .mergeAcrossUnits(let source, let sourceUnit, let target, let targetUnit):
      return
        "'\(source)' is counted in \(sourceUnit) and '\(target)' in \(targetUnit), which do not "
        + "convert; change one's unit first, or merge items counted alike"
    case .unitMismatch(let item, let unit, let given):
      return
        "'\(item)' is counted in \(unit), not \(given): "
        + UnitError.otherFamily(from: Unit(given), to: Unit(unit)).description
    case .cannotConvert(let item, let unit, let reason):
      return "'\(item)' is counted in \(unit), and \(reason)"
    case .noUsualPack(let item):
      return "'\(item)' has never been bought, so it has no usual pack; give the quantity"
    case .cannotRescale(let item, let unit, let reason):
      return "cannot count '\(item)' in \(unit): \(reason)"
    case .itemTotalTooLarge(let item, let total, let unit):
      return
        "'\(item)' would have \(total) \(unit) bought in all, more than one item may hold "
        + "(\(Quantity.itemMaximum) \(unit))"
    case .notEnoughStock(let item, let requested, let available, let unit):
      return
        "cannot take \(requested) \(unit) of '\(item)': only \(available) \(unit) on hand"
    case .notEnoughStockAtDate(
      let item, let requested, let available, let unit, let date, let later):
      return
        "cannot take \(requested) \(unit): only \(available) \(unit) of \(item) were on hand on "
        + "\(date); \(later.quantity) \(unit) were bought later, \(later.when)"
    case .countAboveBought(let item, let counted, let bought, let unit, let date):
      return
        "cannot count \(counted) \(unit) of '\(item)': its purchases up to \(date) come to "
        + "\(bought) \(unit); what is more was never recorded as bought"
    case .noLife(let item, .frozen):
      return "'\(item)' has no frozen life, so its expiry once frozen is not known"
    case .noLife(let item, .thawed):
      return "'\(item)' has no thawed life, so its expiry once thawed is not known"
    case .noLife(let item, _):
      return "'\(item)' has no opened life, so its expiry once opened is not known"
    case .nothingToChange(let item, .frozen):
      return "'\(item)' has nothing sealed or opened on hand to freeze"
    case .nothingToChange(let item, .thawed):
      return "'\(item)' has nothing frozen on hand to thaw"
    case .nothingToChange(let item, _):
      return "'\(item)' has nothing sealed on hand to open"
    case .notEnoughToChange(let item, .frozen, let requested, let available, let unit):
      return
        "cannot freeze \(requested) \(unit) of '\(item)': only \(available) \(unit) "
        + "sealed or opened on hand"
    case .notEnoughToChange(let item, .thawed, let requested, let available, let unit):
      return
        "cannot thaw \(requested) \(unit) of '\(item)': only \(available) \(unit) frozen on hand"
    case .notEnoughToChange(let item, _, let requested, let available, let unit):
      return
        "cannot open \(requested) \(unit) of '\(item)': only \(available) \(unit) sealed on hand"
    case .hasHistory(let item, let lots):
      return
        "'\(item)' has history (\(lots) purchase\(lots == 1 ? "" : "s")); "
        + "deleting it loses that spending"
    case .quantityBelowUsed(let lot, let used):
      return "lot \(lot) has already had \(used) used or discarded; the quantity cannot be less"
    case .expiryBeforePurchase(let expires, let purchased):
      return "the expiry \(expires) is before the purchase date \(purchased)"
    case .duplicateImport(let fileName, let importedOn, let rows):
      return
        "this file was already imported: '\(fileName)' on \(importedOn) (\(rows) rows); "
        + "importing it again would count it twice. Nothing was changed"
    case .duplicateReceipt(let store, let date, let recordedOn):
      return
        "this receipt from \(store) of \(date) was already recorded on \(recordedOn); "
        + "recording it again would count it twice. Nothing was changed"
    case .receiptUndecided(let lines):
      return
        "\(lines) line\(lines == 1 ? "" : "s") of the receipt \(lines == 1 ? "is" : "are") not matched to an item yet"
    case .unknownReceiptAlias(let store, let text):
      return "receipts from \(store) have no alias for '\(text)'"
    case .notOnShoppingList(let name): return "'\(name)' is not on the shopping list"
    case .alreadyBought(let item, let day):
      return "\(item) was already bought from the shopping list on \(day); nothing was changed"
    case .listNeedsPrice(let item):
      return "\(item) was never bought before, so its price is needed"
    case .listLineChanged(let item):
      return "the shopping list changed meanwhile: '\(item)' is no longer as this page showed it; "
        + "nothing was bought. Look at the list again"
    case .tooLateToUntick(let item):
      return
        "the tick of \(item) is more than a minute old; it can no longer be taken back with a tap"
    case .unknownMember(let name): return "no member of the household is called '\(name)'"
    case .missingGrocyFile(let path):
      return "there is no file \(path) to import from Grocy"
    case .notAGrocyDatabase(let path):
      return "\(path) is not a Grocy database (grocy.db: SQLite with products and stock_log)"
    case .lotTaken(let id):
      return "a lot with the id \(id) already exists; was this file imported before?"
    case .lotNotUsable(let lot, let item, let reason):
      return "cannot draw '\(item)' from lot \(lot): \(reason)"
    case .invalidRow(let place, let cause): return place.description + ": " + cause.description
    case .cannotCreateFolder(let path, let reason):
      return "cannot create the folder \(path): \(reason)"
    case .missingDatabase(let path):
      return "there is no database at \(path); nothing was created"
    case .databaseIsFolder(let path):
      return "\(path) is a folder, not a database file; name the file inside it"
    case .unreadableLog(let path):
      return "the latest changes to \(path) are in \(path)-wal, which this account cannot "
        + "read without its index \(path)-shm in a folder it may not write; nothing was shown. "
        + "Read it as the household's owner"
    case .blank(let field): return "the \(field.rawValue) must not be empty"
    case .unreadable(let table, let rowID, let column, let value):
      let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return
        "the database holds a value Larder cannot read: \(table) row \(rowID), column "
        + "\(column) is '\(shown)'; nothing was shown or changed. Correct that row, or "
        + "restore a backup"
    case .busy(let seconds, let holders):
      let who = holders.isEmpty ? "another process" : holders.joined(separator: ", ")
      return "the database is busy: \(who) has been writing to it for over \(seconds) s; "
        + "nothing was changed. Try again when it has finished"
    case .notWritable(let path, let reason):
      return "cannot write the database \(path): \(reason); nothing was changed"
    case .cannotBackUp(let path, let reason):
      return "cannot keep the backup \(path) before upgrading the database: \(reason); "
        + "nothing was changed"
    case .needsUpgrade(let path, let reason):
      return "the database \(path) needs an upgrade to this Larder's schema, which writes to "
        + "it, but \(reason)"
    case .notLarderDatabase(let path, let found):
      return "\(path) is not a Larder database: \(found); nothing was changed"
    }
  }
}

import LarderCore

/// Why the store refused a request. Each case reads as one clear sentence in the store's
/// own terms: it says what is wrong, and leaves naming a command or option that helps to
/// the program that uses the store.
public enum StoreError: Error, Hashable, Sendable {
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
  /// A life in days (of `state`: sealed is the shelf life) outside 0 … `maximum`.
  case lifeOutOfBounds(FoodState, days: Int, maximum: Int)
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
  /// No API token has that name.
  case unknownToken(String)
  /// An API token of that name (folded) exists already.
  case tokenExists(String)
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
  /// A redo of a change that is not the one undone last (`next`), which alone can be.
  case notNextRedo(given: String, next: String)
  case notUndoable(String, reason: UndoRefusal)
  case undoBlocked(change: String, later: String)
  /// An undo or redo whose rows clash with a later change; `clash` is SQLite's own words.
  case cannotReverse(action: Reversal, change: String, clash: String)
  /// No recipe is called so, or has an id that starts so.
  case unknownRecipe(String)
  /// A recipe of that name (ignoring case) is kept already.
  case recipeNameTaken(String)
  /// Servings outside 1 … `maximum`.
  case servingsOutOfBounds(Int, maximum: Int)
  /// More ingredients than a recipe may have.
  case tooManyIngredients(Int, maximum: Int)
  /// An ingredient's place (from 1) that the recipe does not have.
  case noSuchIngredient(recipe: String, place: Int)
  /// A meal planned before `first` (today) or after `last`.
  case mealDayOutOfRange(CalendarDate, first: CalendarDate, last: CalendarDate)
  /// No meal of the recipe is planned on the day, still to cook.
  case noPlannedMeal(recipe: String, date: CalendarDate)
  /// A cook refused: these ingredients are missing (the foods as the recipe names them).
  case missingIngredients(recipe: String, missing: [String])
}

import LarderCore
import LarderErrors

extension StoreError: LocalizedMessage {
  /// The store's refusal in the language of `l`, its quantities and dates in the
  /// language's formats (`1,5`, `3 nov. 2026`). A system's
  /// reason (`cannotCreateFolder`, `cannotBackUp`) and SQLite's (`cannotReverse`) are shown
  /// as the system words them.
  public func message(_ l: Localization) -> String {
    let f = Formats(l)
    switch self {
    case .newerSchema(let found, let known):
      return l.tr(
        "this database was written by a newer Larder (schema version {found}; this Larder knows up to {known}); upgrade Larder to open it. Nothing was changed.",
        ["found": "\(found)", "known": "\(known)"])
    case .unknownItem(let name):
      return l.tr("no item is called '{name}'", ["name": name])
    case .ambiguousReference(let text, let matches):
      return l.tr(
        "'{text}' matches more than one: {matches}",
        ["text": text, "matches": l.list(matches)])
    case .unknownLot(let id): return l.tr("no lot has the id '{id}'", ["id": id])
    case .unknownChange(let id): return l.tr("no change has the id '{id}'", ["id": id])
    case .noBudget(let category, let currency, let month):
      return l.tr(
        "'{category}' has no {currency} budget in {month} to end",
        ["category": category, "currency": currency, "month": month])
    case .unknownEvent(let id): return l.tr("no event has the id '{id}'", ["id": id])
    case .eventBeforePurchase(let date, let purchased):
      return l.tr(
        "the date {date} is before the lot was bought, on {purchased}",
        ["date": f.date(date), "purchased": f.date(purchased)])
    case .lotOverdrawn(let lot, let quantity, let used, let unit):
      return l.tr(
        "lot {lot} holds {quantity} {unit}, but its events would take {used} {unit}",
        [
          "lot": lot, "quantity": f.tableQuantity(quantity), "unit": unit,
          "used": f.tableQuantity(used),
        ])
    case .nothingToUndo: return l.tr("there is nothing to undo")
    case .nothingToRedo: return l.tr("there is nothing to redo")
    case .unknownRecipe(let name):
      return l.tr("no recipe is called '{name}'", ["name": name])
    case .recipeNameTaken(let name):
      return l.tr("a recipe called '{name}' already exists", ["name": name])
    case .servingsOutOfBounds(let servings, let maximum):
      return l.tr(
        "servings must be from 1 to {maximum}, not {servings}",
        ["maximum": "\(maximum)", "servings": "\(servings)"])
    case .tooManyIngredients(let count, let maximum):
      return l.tr(
        "a recipe has at most {maximum} ingredients, not {count}",
        ["maximum": "\(maximum)", "count": "\(count)"])
    case .noSuchIngredient(let recipe, let place):
      return l.tr(
        "'{recipe}' has no ingredient {place}", ["recipe": recipe, "place": "\(place)"])
    case .mealDayOutOfRange(let day, let first, let last):
      return l.tr(
        "a meal is planned from {first} to {last}, not on {day}",
        ["first": f.date(first), "last": f.date(last), "day": f.date(day)])
    case .noPlannedMeal(let recipe, let date):
      return l.tr(
        "no meal of '{recipe}' is planned on {date}", ["recipe": recipe, "date": f.date(date)])
    case .missingIngredients(let recipe, let missing):
      return l.tr(
        "'{recipe}' is missing {missing}",
        ["recipe": recipe, "missing": l.list(missing)])
    case .notNextRedo(let given, let next):
      return l.tr(
        "{given} is not the change undone last ({next}), which alone can be redone now",
        ["given": given, "next": next])
    case .notUndoable(let change, let reason):
      return l.tr(
        "cannot undo {change}: {reason}", ["change": change, "reason": reason.message(l)])
    case .undoBlocked(let change, let later):
      return l.tr(
        "cannot undo {change}: the later change {later} depends on it",
        ["change": change, "later": later])
    case .cannotReverse(.undo, let change, let clash):
      return l.tr(
        "cannot undo {change}: what it would put back clashes with a later change ({clash})",
        ["change": change, "clash": clash])
    case .cannotReverse(.redo, let change, let clash):
      return l.tr(
        "cannot redo {change}: what it would put back clashes with a later change ({clash})",
        ["change": change, "clash": clash])
    case .accentOnlyDifference(let given, let existing):
      return l.tr(
        "'{given}' differs from the existing item '{existing}' only by accents, width or ligatures; use '{existing}', or rename that item first",
        ["given": given, "existing": existing])
    case .nameTaken(let name):
      return l.tr("an item called '{name}' already exists", ["name": name])
    case .barcodeTaken(let barcode, let item):
      return l.tr(
        "the barcode {barcode} is already the barcode of '{item}'",
        ["barcode": barcode.digits, "item": item])
    case .unknownBarcode(let barcode):
      return l.tr("no item has the barcode {barcode}", ["barcode": barcode.digits])
    case .barcodeNotOnItem(let barcode, let item):
      return l.tr("'{item}' has no barcode {barcode}", ["item": item, "barcode": barcode.digits])
    case .aliasNotOnItem(let alias, let item):
      return l.tr("'{item}' has no alias '{alias}'", ["item": item, "alias": alias])
    case .nameOfAnotherItem(let name, let item):
      return l.tr("'{name}' is already a name of '{item}'", ["name": name, "item": item])
    case .aliasWithSeparator(let alias):
      return l.tr(
        "the alias '{alias}' holds '|', which separates aliases in an export", ["alias": alias])
    case .mergeIntoItself(let item):
      return l.tr("'{item}' cannot be merged into itself", ["item": item])
    case .categoryNameTaken(let name, let category):
      return l.tr(
        "'{name}' is already a name of the category '{category}'",
        ["name": name, "category": category])
    case .mergeAcrossUnits(let source, let sourceUnit, let target, let targetUnit):
      return l.tr(
        "'{source}' is counted in {sourceUnit} and '{target}' in {targetUnit}, which do not convert; change one's unit first, or merge items counted alike",
        [
          "source": source, "sourceUnit": sourceUnit, "target": target,
          "targetUnit": targetUnit,
        ])
    case .unitMismatch(let item, let unit, let given):
      return l.tr(
        "'{item}' is counted in {unit}, not {given}: {reason}",
        [
          "item": item, "unit": unit, "given": given,
          "reason": UnitError.otherFamily(from: Unit(given), to: Unit(unit)).message(l),
        ])
    case .cannotConvert(let item, let unit, let reason):
      return l.tr(
        "'{item}' is counted in {unit}, and {reason}",
        ["item": item, "unit": unit, "reason": reason.message(l)])
    case .noUsualPack(let item):
      return l.tr(
        "'{item}' has never been bought, so it has no usual pack; give the quantity",
        ["item": item])
    case .cannotRescale(let item, let unit, let reason):
      return l.tr(
        "cannot count '{item}' in {unit}: {reason}",
        ["item": item, "unit": unit, "reason": reason.message(l)])
    case .itemTotalTooLarge(let item, let total, let unit):
      return l.tr(
        "'{item}' would have {total} {unit} bought in all, more than one item may hold ({max} {unit})",
        [
          "item": item, "total": f.tableQuantity(total), "unit": unit,
          "max": f.tableQuantity(Quantity.itemMaximum),
        ])
    case .noLife(let item, .frozen):
      return l.tr(
        "'{item}' has no frozen life, so its expiry once frozen is not known", ["item": item])
    case .noLife(let item, .thawed):
      return l.tr(
        "'{item}' has no thawed life, so its expiry once thawed is not known", ["item": item])
    case .noLife(let item, _):
      return l.tr(
        "'{item}' has no opened life, so its expiry once opened is not known", ["item": item])
    case .nothingToChange(let item, .frozen):
      return l.tr("'{item}' has nothing sealed or opened on hand to freeze", ["item": item])
    case .nothingToChange(let item, .thawed):
      return l.tr("'{item}' has nothing frozen on hand to thaw", ["item": item])
    case .nothingToChange(let item, _):
      return l.tr("'{item}' has nothing sealed on hand to open", ["item": item])
    case .notEnoughToChange(let item, let change, let requested, let available, let unit):
      let values: KeyValuePairs<String, String> = [
        "requested": f.tableQuantity(requested), "unit": unit, "item": item,
        "available": f.tableQuantity(available),
      ]
      switch change {
      case .frozen:
        return l.tr(
          "cannot freeze {requested} {unit} of '{item}': only {available} {unit} sealed or opened on hand",
          values)
      case .thawed:
        return l.tr(
          "cannot thaw {requested} {unit} of '{item}': only {available} {unit} frozen on hand",
          values)
      case .sealed, .opened:
        return l.tr(
          "cannot open {requested} {unit} of '{item}': only {available} {unit} sealed on hand",
          values)
      }
    case .notEnoughStock(let item, let requested, let available, let unit):
      return l.tr(
        "cannot take {requested} {unit} of '{item}': only {available} {unit} on hand",
        [
          "requested": f.tableQuantity(requested), "unit": unit, "item": item,
          "available": f.tableQuantity(available),
        ])
    case .notEnoughStockAtDate(
      let item, let requested, let available, let unit, let date, let later):
      let when =
        later.first == later.last
        ? l.tr("on {date}", ["date": f.date(later.first)])
        : l.tr(
          "from {first} to {last}", ["first": f.date(later.first), "last": f.date(later.last)])
      return l.tr(
        "cannot take {requested} {unit}: only {available} {unit} of {item} were on hand on {date}; {later} {unit} were bought later, {when}",
        [
          "requested": f.tableQuantity(requested), "unit": unit,
          "available": f.tableQuantity(available), "item": item, "date": f.date(date),
          "later": f.tableQuantity(later.quantity), "when": when,
        ])
    case .countAboveBought(let item, let counted, let bought, let unit, let date):
      return l.tr(
        "cannot count {counted} {unit} of '{item}': its purchases up to {date} come to {bought} {unit}; what is more was never recorded as bought",
        [
          "counted": f.tableQuantity(counted), "unit": unit, "item": item, "date": f.date(date),
          "bought": f.tableQuantity(bought),
        ])
    case .hasHistory(let item, let lots):
      return l.trn(
        "'{item}' has history ({count} purchase); deleting it loses that spending",
        "'{item}' has history ({count} purchases); deleting it loses that spending",
        count: lots, ["item": item])
    case .quantityBelowUsed(let lot, let used):
      return l.tr(
        "lot {lot} has already had {used} used or discarded; the quantity cannot be less",
        ["lot": lot, "used": f.tableQuantity(used)])
    case .lifeOutOfBounds(let state, let days, let maximum):
      let values: KeyValuePairs = ["days": "\(days)", "maximum": "\(maximum)"]
      return switch state {
      case .sealed: l.tr("the shelf life must be from 0 to {maximum} days, not {days}", values)
      case .opened: l.tr("the opened life must be from 0 to {maximum} days, not {days}", values)
      case .frozen: l.tr("the frozen life must be from 0 to {maximum} days, not {days}", values)
      case .thawed: l.tr("the thawed life must be from 0 to {maximum} days, not {days}", values)
      }
    case .expiryBeforePurchase(let expires, let purchased):
      return l.tr(
        "the expiry {expires} is before the purchase date {purchased}",
        ["expires": f.date(expires), "purchased": f.date(purchased)])
    case .duplicateImport(let fileName, let importedOn, let rows):
      return l.tr(
        "this file was already imported: '{file}' on {date} ({rows} rows); importing it again would count it twice. Nothing was changed",
        ["file": fileName, "date": f.date(importedOn), "rows": "\(rows)"])
    case .duplicateReceipt(let store, let date, let recordedOn):
      return l.tr(
        "this receipt from {store} of {date} was already recorded on {recorded}; recording it again would count it twice. Nothing was changed",
        ["store": store, "date": f.date(date), "recorded": f.date(recordedOn)])
    case .receiptUndecided(let lines):
      return l.trn(
        "{count} line of the receipt is not matched to an item yet",
        "{count} lines of the receipt are not matched to an item yet", count: lines)
    case .unknownReceiptAlias(let store, let text):
      return l.tr(
        "receipts from {store} have no alias for '{text}'", ["store": store, "text": text])
    case .notOnShoppingList(let name):
      return l.tr("'{name}' is not on the shopping list", ["name": name])
    case .alreadyBought(let item, let day):
      return l.tr(
        "{item} was already bought from the shopping list on {date}; nothing was changed",
        ["item": item, "date": f.date(day)])
    case .listNeedsPrice(let item):
      return l.tr("{item} was never bought before, so its price is needed", ["item": item])
    case .listLineChanged(let item):
      return l.tr(
        "the shopping list changed meanwhile: '{item}' is no longer as this page showed it; nothing was bought. Look at the list again",
        ["item": item])
    case .tooLateToUntick(let item):
      return l.tr(
        "the tick of {item} is more than a minute old; it can no longer be taken back with a tap",
        ["item": item])
    case .unknownMember(let name):
      return l.tr("no member of the household is called '{name}'", ["name": name])
    case .unknownToken(let name):
      return l.tr("there is no API token called '{name}'", ["name": name])
    case .tokenExists(let name):
      return l.tr("an API token called '{name}' exists already", ["name": name])
    case .missingGrocyFile(let path):
      return l.tr("there is no file {path} to import from Grocy", ["path": path])
    case .notAGrocyDatabase(let path):
      return l.tr(
        "{path} is not a Grocy database (grocy.db: SQLite with products and stock_log)",
        ["path": path])
    case .lotTaken(let id):
      return l.tr(
        "a lot with the id {id} already exists; was this file imported before?", ["id": id])
    case .lotNotUsable(let lot, let item, let reason):
      return l.tr(
        "cannot draw '{item}' from lot {lot}: {reason}",
        ["item": item, "lot": lot, "reason": reason.message(l)])
    case .invalidRow(let place, let cause):
      return place.message(l) + l.tr(": ") + cause.message(l)
    case .cannotCreateFolder(let path, let reason):
      return l.tr("cannot create the folder {path}: {reason}", ["path": path, "reason": reason])
    case .missingDatabase(let path):
      return l.tr("there is no database at {path}; nothing was created", ["path": path])
    case .databaseIsFolder(let path):
      return l.tr(
        "{path} is a folder, not a database file; name the file inside it", ["path": path])
    case .unreadableLog(let path):
      return l.tr(
        "the latest changes to {path} are in {path}-wal, which this account cannot read without its index {path}-shm in a folder it may not write; nothing was shown. Read it as the household's owner",
        ["path": path])
    case .blank(let field):
      return l.tr("{field} must not be empty", ["field": field.message(l)])
    case .unreadable(let table, let rowID, let column, let value):
      let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return l.tr(
        "the database holds a value Larder cannot read: {table} row {row}, column {column} is '{value}'; nothing was shown or changed. Correct that row, or restore a backup",
        ["table": table, "row": "\(rowID)", "column": column, "value": shown])
    case .busy(let seconds, let holders):
      let who = holders.isEmpty ? l.tr("another process") : l.list(holders)
      return l.tr(
        "the database is busy: {who} has been writing to it for over {seconds} s; nothing was changed. Try again when it has finished",
        ["who": who, "seconds": "\(seconds)"])
    case .notWritable(let path, let reason):
      return l.tr(
        "cannot write the database {path}: {reason}; nothing was changed",
        ["path": path, "reason": reason.message(l)])
    case .cannotBackUp(let path, let reason):
      return l.tr(
        "cannot keep the backup {path} before upgrading the database: {reason}; nothing was changed",
        ["path": path, "reason": reason])
    case .needsUpgrade(let path, let reason):
      return l.tr(
        "the database {path} needs an upgrade to this Larder's schema, which writes to it, but {reason}",
        ["path": path, "reason": reason.message(l)])
    case .notLarderDatabase(let path, let found):
      return l.tr(
        "{path} is not a Larder database: {found}; nothing was changed",
        ["path": path, "found": found.message(l)])
    }
  }
}

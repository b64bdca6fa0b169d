import LarderCore
import LarderErrors
import LarderLanguage

@testable import LarderStore

extension Given {
  static let path = "/tmp/pantry.sqlite"
  static let change = "0f136e00 (added 1 kg of Rice)"
  static let place = RowPlace(line: 3, column: 2, columnName: "item")
  static let barcode: GTIN = {
    do { return try GTIN("3017620422003") } catch { preconditionFailure("\(error)") }
  }()
}

extension MessageFamily {
  static let storeErrors = MessageFamily(
    "StoreError",
    [
      StoreError.newerSchema(found: 14, known: 13), .unknownItem("Rice"),
      .ambiguousReference("3d31", matches: ["3d31e83b", "3d31f00d"]), .unknownLot("3d31e83b"),
      .accentOnlyDifference(given: "Cafe", existing: "Café"), .nameTaken("Rice"),
      .barcodeTaken(Given.barcode, item: "Rice"), .barcodeNotOnItem(Given.barcode, item: "Rice"),
      .aliasNotOnItem("riz", item: "Rice"), .nameOfAnotherItem("米", item: "Rice"),
      .aliasWithSeparator("riz|米"),
      .mergeIntoItself("Rice"), .categoryNameTaken("乳製品", category: "dairy"),
      .mergeAcrossUnits(source: "Rice", sourceUnit: "kg", target: "米", targetUnit: "L"),
      .unknownBarcode(Given.barcode),
      .unitMismatch(item: "Rice", unit: "kg", given: "L"),
      .cannotConvert(
        item: "Rice", unit: "kg",
        reason: .tooPrecise(
          Quantity(thousandths: 500), from: Unit("g"), to: Given.kg, exact: "0.0005")),
      .noUsualPack(item: "Rice"),
      .cannotRescale(
        item: "Rice", unit: "L",
        reason: .value(.minimumStock, .otherFamily(from: Given.kg, to: Given.litre))),
      .itemTotalTooLarge(item: "Rice", total: Given.two, unit: "kg"),
      .notEnoughStock(item: "Rice", requested: Given.two, available: Quantity(1), unit: "kg"),
      .notEnoughStockAtDate(
        item: "Rice", requested: Given.two, available: Quantity(1), unit: "kg", date: Given.day,
        later: LaterStock(quantity: Quantity(1), first: Given.later, last: Given.later)),
      .notEnoughStockAtDate(
        item: "Rice", requested: Given.two, available: Quantity(1), unit: "kg", date: Given.day,
        later: LaterStock(quantity: Quantity(1), first: Given.day, last: Given.later)),
      .hasHistory(item: "Rice", lots: 1), .hasHistory(item: "Rice", lots: 2),
      .countAboveBought(
        item: "Eggs", counted: Quantity(14), bought: Quantity(12), unit: "pcs",
        date: Given.day),
      .noLife(item: "Rice", change: .opened), .noLife(item: "Rice", change: .frozen),
      .noLife(item: "Rice", change: .thawed), .nothingToChange(item: "Rice", change: .opened),
      .nothingToChange(item: "Rice", change: .frozen),
      .nothingToChange(item: "Rice", change: .thawed),
      .lifeOutOfBounds(.sealed, days: 40_000, maximum: 36_500),
      .lifeOutOfBounds(.opened, days: -1, maximum: 36_500),
      .lifeOutOfBounds(.frozen, days: 40_000, maximum: 36_500),
      .lifeOutOfBounds(.thawed, days: 40_000, maximum: 36_500),
      .notEnoughToChange(
        item: "Rice", change: .opened, requested: Given.two, available: Quantity(1), unit: "kg"),
      .notEnoughToChange(
        item: "Rice", change: .frozen, requested: Given.two, available: Quantity(1), unit: "kg"),
      .notEnoughToChange(
        item: "Rice", change: .thawed, requested: Given.two, available: Quantity(1), unit: "kg"),
      .quantityBelowUsed(lot: "3d31e83b", used: Given.two),
      .expiryBeforePurchase(expires: Given.day, purchased: Given.later),
      .duplicateImport(fileName: "a.csv", importedOn: Given.day, rows: 3),
      .duplicateReceipt(store: "Carrefour", date: Given.day, recordedOn: Given.later),
      .receiptUndecided(lines: 1), .receiptUndecided(lines: 3),
      .unknownReceiptAlias(store: "Carrefour", text: "SAC"),
      .notOnShoppingList("Rice"), .alreadyBought(item: "Rice", on: Given.day),
      .listNeedsPrice(item: "Rice"), .listLineChanged(item: "Rice"),
      .tooLateToUntick(item: "Rice"),
      .unknownMember("Zoé"), .unknownToken("ha"), .tokenExists("ha"),
      .missingGrocyFile("/tmp/grocy.db"), .notAGrocyDatabase("/tmp/grocy.db"),
      .lotTaken("3d31e83b"), .lotNotUsable(lot: "3d31e83b", item: "Rice", reason: .otherItem),
      .invalidRow(Given.place, cause: .unknownItem("Rice")),
      .cannotCreateFolder("/tmp/larder", reason: "Permission denied"),
      .missingDatabase(Given.path), .databaseIsFolder("/tmp"), .unreadableLog(Given.path),
      .blank(.name),
      .unreadable(table: "lots", rowID: 12, column: "uuid", value: "abc"),
      .notLarderDatabase(Given.path, found: .notSQLite),
      .busy(seconds: 60, holders: []), .busy(seconds: 60, holders: ["larder (pid 42)"]),
      .notWritable(Given.path, reason: .fileNotWritable),
      .needsUpgrade(Given.path, reason: .fileNotWritable),
      .cannotBackUp("/tmp/pantry.sqlite.v13", reason: "No space left on device"),
      .unknownChange("0f13"), .noBudget(category: "dairy", currency: "EUR", month: "2026-11"),
      .unknownEvent("9a8b7c6d"), .eventBeforePurchase(date: Given.day, purchased: Given.later),
      .lotOverdrawn(lot: "3d31e83b", quantity: Quantity(1), used: Given.two, unit: "kg"),
      .nothingToUndo, .nothingToRedo, .notNextRedo(given: "0f136e00", next: "4f2a91c0"),
      .notUndoable(Given.change, reason: .alreadyUndone),
      .undoBlocked(change: Given.change, later: "150958bb (consumed 1 kg of Rice)"),
      .cannotReverse(action: .undo, change: Given.change, clash: "UNIQUE constraint failed"),
      .cannotReverse(action: .redo, change: Given.change, clash: "UNIQUE constraint failed"),
      .unknownRecipe("Gratin"), .recipeNameTaken("Gratin"),
      .servingsOutOfBounds(0, maximum: 1000), .tooManyIngredients(201, maximum: 200),
      .noSuchIngredient(recipe: "Gratin", place: 9),
      .mealDayOutOfRange(Given.day, first: Given.later, last: Given.later),
      .noPlannedMeal(recipe: "Gratin", date: Given.day),
      .missingIngredients(recipe: "Gratin", missing: ["Gruyère", "lait"]),
    ],
    kind: { (error: StoreError) -> StoreErrorCase in
      switch error {
      case .newerSchema: .newerSchema
      case .unknownItem: .unknownItem
      case .ambiguousReference: .ambiguousReference
      case .unknownLot: .unknownLot
      case .accentOnlyDifference: .accentOnlyDifference
      case .nameTaken: .nameTaken
      case .barcodeTaken: .barcodeTaken
      case .barcodeNotOnItem: .barcodeNotOnItem
      case .aliasNotOnItem: .aliasNotOnItem
      case .nameOfAnotherItem: .nameOfAnotherItem
      case .aliasWithSeparator: .aliasWithSeparator
      case .mergeIntoItself: .mergeIntoItself
      case .categoryNameTaken: .categoryNameTaken
      case .mergeAcrossUnits: .mergeAcrossUnits
      case .unknownBarcode: .unknownBarcode
      case .unitMismatch: .unitMismatch
      case .cannotConvert: .cannotConvert
      case .noUsualPack: .noUsualPack
      case .cannotRescale: .cannotRescale
      case .itemTotalTooLarge: .itemTotalTooLarge
      case .notEnoughStock: .notEnoughStock
      case .noLife: .noLife
      case .lifeOutOfBounds: .lifeOutOfBounds
      case .nothingToChange: .nothingToChange
      case .notEnoughToChange: .notEnoughToChange
      case .notEnoughStockAtDate: .notEnoughStockAtDate
      case .hasHistory: .hasHistory
      case .countAboveBought: .countAboveBought
      case .quantityBelowUsed: .quantityBelowUsed
      case .expiryBeforePurchase: .expiryBeforePurchase
      case .duplicateImport: .duplicateImport
      case .duplicateReceipt: .duplicateReceipt
      case .receiptUndecided: .receiptUndecided
      case .unknownReceiptAlias: .unknownReceiptAlias
      case .notOnShoppingList: .notOnShoppingList
      case .alreadyBought: .alreadyBought
      case .listNeedsPrice: .listNeedsPrice
      case .listLineChanged: .listLineChanged
      case .tooLateToUntick: .tooLateToUntick
      case .unknownMember: .unknownMember
      case .unknownToken: .unknownToken
      case .tokenExists: .tokenExists
      case .missingGrocyFile: .missingGrocyFile
      case .notAGrocyDatabase: .notAGrocyDatabase
      case .lotTaken: .lotTaken
      case .lotNotUsable: .lotNotUsable
      case .invalidRow: .invalidRow
      case .cannotCreateFolder: .cannotCreateFolder
      case .missingDatabase: .missingDatabase
      case .databaseIsFolder: .databaseIsFolder
      case .unreadableLog: .unreadableLog
      case .blank: .blank
      case .unreadable: .unreadable
      case .notLarderDatabase: .notLarderDatabase
      case .busy: .busy
      case .notWritable: .notWritable
      case .needsUpgrade: .needsUpgrade
      case .cannotBackUp: .cannotBackUp
      case .unknownChange: .unknownChange
      case .noBudget: .noBudget
      case .unknownEvent: .unknownEvent
      case .eventBeforePurchase: .eventBeforePurchase
      case .lotOverdrawn: .lotOverdrawn
      case .nothingToUndo: .nothingToUndo
      case .nothingToRedo: .nothingToRedo
      case .notNextRedo: .notNextRedo
      case .notUndoable: .notUndoable
      case .undoBlocked: .undoBlocked
      case .cannotReverse: .cannotReverse
      case .unknownRecipe: .unknownRecipe
      case .recipeNameTaken: .recipeNameTaken
      case .servingsOutOfBounds: .servingsOutOfBounds
      case .tooManyIngredients: .tooManyIngredients
      case .noSuchIngredient: .noSuchIngredient
      case .mealDayOutOfRange: .mealDayOutOfRange
      case .noPlannedMeal: .noPlannedMeal
      case .missingIngredients: .missingIngredients
      }
    }, render: { $0.message($1) })

  enum StoreErrorCase: CaseIterable {
    case newerSchema, unknownItem, ambiguousReference, unknownLot, accentOnlyDifference
    case nameTaken, barcodeTaken, barcodeNotOnItem, aliasNotOnItem, nameOfAnotherItem
    case aliasWithSeparator
    case mergeIntoItself, categoryNameTaken, mergeAcrossUnits, unknownBarcode, unitMismatch,
      cannotConvert,
      noUsualPack,
      cannotRescale, itemTotalTooLarge
    case notEnoughStock, notEnoughStockAtDate, countAboveBought, hasHistory, quantityBelowUsed
    case noLife, lifeOutOfBounds, nothingToChange, notEnoughToChange
    case duplicateReceipt, receiptUndecided, unknownReceiptAlias
    case notOnShoppingList, alreadyBought, listNeedsPrice, listLineChanged, tooLateToUntick
    case unknownMember, unknownToken, tokenExists
    case expiryBeforePurchase, duplicateImport, missingGrocyFile, notAGrocyDatabase, lotTaken,
      lotNotUsable, invalidRow
    case cannotCreateFolder, missingDatabase, databaseIsFolder, unreadableLog, blank, unreadable
    case notLarderDatabase, busy, notWritable, needsUpgrade, cannotBackUp, unknownChange
    case noBudget, unknownEvent, eventBeforePurchase, lotOverdrawn, nothingToUndo
    case nothingToRedo, notNextRedo, notUndoable, undoBlocked, cannotReverse
    case unknownRecipe, recipeNameTaken, servingsOutOfBounds, tooManyIngredients
    case noSuchIngredient, mealDayOutOfRange, noPlannedMeal, missingIngredients
  }

  static let rescaleProblems = MessageFamily(
    "StoreError.RescaleProblem",
    [
      StoreError.RescaleProblem.historyInOtherUnit(from: Given.kg, to: Given.litre, purchases: 1),
      .historyInOtherUnit(from: Given.kg, to: Given.litre, purchases: 3),
      .value(
        .lot("3d31e83b"),
        .tooPrecise(Quantity(thousandths: 1), from: Unit("g"), to: Given.kg, exact: "0.000001")),
      .value(
        .event("9a8b7c6d"),
        .tooLarge(Given.two, from: Given.kg, to: Unit("g"), result: "2000", bound: Given.two)),
      .value(
        .minimumStock,
        .tooPrecise(Quantity(thousandths: 1), from: Unit("g"), to: Given.kg, exact: "0.000001")),
    ],
    kind: { (problem: StoreError.RescaleProblem) -> RescaleCase in
      switch problem {
      case .historyInOtherUnit: .historyInOtherUnit
      case .value(.lot, _): .lot
      case .value(.event, _): .event
      case .value(.minimumStock, _): .minimumStock
      }
    },
    render: { StoreError.cannotRescale(item: "Rice", unit: "g", reason: $0).message($1) })

  enum RescaleCase: CaseIterable {
    case historyInOtherUnit, lot, event, minimumStock
  }

  static let unusableLots = MessageFamily(
    "StoreError.LotUnusable",
    [StoreError.LotUnusable.otherItem, .boughtLater(Given.later)],
    kind: { (reason: StoreError.LotUnusable) -> LotUnusableCase in
      switch reason {
      case .otherItem: .otherItem
      case .boughtLater: .boughtLater
      }
    },
    render: { StoreError.lotNotUsable(lot: "3d31e83b", item: "Rice", reason: $0).message($1) })

  enum LotUnusableCase: CaseIterable {
    case otherItem, boughtLater
  }

  static let undoRefusals = MessageFamily(
    "StoreError.UndoRefusal",
    [
      StoreError.UndoRefusal.isItself(.write), .isItself(.undo), .isItself(.redo), .alreadyUndone,
    ],
    kind: { (reason: StoreError.UndoRefusal) -> UndoRefusalCase in
      switch reason {
      case .isItself(.write): .isItselfAWrite
      case .isItself(.undo): .isItselfAnUndo
      case .isItself(.redo): .isItselfARedo
      case .alreadyUndone: .alreadyUndone
      }
    },
    render: { StoreError.notUndoable(Given.change, reason: $0).message($1) })

  enum UndoRefusalCase: CaseIterable {
    case isItselfAWrite, isItselfAnUndo, isItselfARedo, alreadyUndone
  }

  static let foreignFiles = MessageFamily(
    "StoreError.ForeignFile",
    [
      StoreError.ForeignFile.notSQLite, .otherApplication(1_234),
      .otherTables(["a", "b", "c", "d", "e", "f"]),
    ],
    kind: { (found: StoreError.ForeignFile) -> ForeignFileCase in
      switch found {
      case .notSQLite: .notSQLite
      case .otherApplication: .otherApplication
      case .otherTables: .otherTables
      }
    },
    render: { StoreError.notLarderDatabase(Given.path, found: $0).message($1) })

  enum ForeignFileCase: CaseIterable {
    case notSQLite, otherApplication, otherTables
  }

  static let writeProblems = MessageFamily(
    "StoreError.WriteProblem",
    [StoreError.WriteProblem.folderNotWritable("/tmp"), .fileNotWritable],
    kind: { (problem: StoreError.WriteProblem) -> WriteProblemCase in
      switch problem {
      case .folderNotWritable: .folderNotWritable
      case .fileNotWritable: .fileNotWritable
      }
    },
    render: { StoreError.needsUpgrade(Given.path, reason: $0).message($1) })

  enum WriteProblemCase: CaseIterable {
    case folderNotWritable, fileNotWritable
  }

  static let violations = MessageFamily(
    "Violation.Problem",
    [
      Violation.Problem.integrity("row 3 missing from index lots_item"),
      .missingParent("items"),
      .remainingDiffers(lot: "3d31e83b", item: "Rice", remaining: Given.two, expected: Quantity(1)),
      .remainingDiffers(lot: "3d31e83b", item: nil, remaining: Given.two, expected: Quantity(1)),
      .overdrawn(lot: "3d31e83b", item: "Rice", excess: Given.two),
      .eventsOverflow(lot: "3d31e83b", item: "Rice"),
      .eventBeforePurchase(event: "9a8b7c6d", date: "2026-11-28", purchased: "2026-11-30"),
      .historyTableMissing, .changeLeftOpen, .summaryTableMissing,
      .summaryDiffers(key: "item_id 4", stored: "spent 12", fresh: "spent 13"),
      .summaryDiffers(key: "item_id 4", stored: "spent 12", fresh: nil),
      .summaryMissing(key: "item_id 4", fresh: "spent 13"),
      .badText(column: "name", field: .name, problem: .controlCharacter(7)),
      .stateBeforePurchase(lot: "3d31e83b", stateOn: "2026-11-28", purchased: "2026-11-30"),
      .stateDay(lot: "3d31e83b", state: .sealed), .stateDay(lot: "3d31e83b", state: .frozen),
      .monthNotLastDay(lot: "3d31e83b", expires: "2027-03-15"),
      .unreadable(column: "lots.uuid", value: "abc"),
    ],
    kind: { (problem: Violation.Problem) -> ViolationCase? in
      switch problem {
      // SQLite's own words.
      case .integrity: nil
      case .missingParent: .missingParent
      case .remainingDiffers(_, nil, _, _): .remainingDiffersOfAMissingItem
      case .remainingDiffers: .remainingDiffers
      case .overdrawn: .overdrawn
      case .eventsOverflow: .eventsOverflow
      case .eventBeforePurchase: .eventBeforePurchase
      case .historyTableMissing: .historyTableMissing
      case .changeLeftOpen: .changeLeftOpen
      case .summaryTableMissing: .summaryTableMissing
      case .summaryDiffers(_, _, nil): .summaryDiffersWithNoRow
      case .summaryDiffers: .summaryDiffers
      case .summaryMissing: .summaryMissing
      case .badText: .badText
      case .stateBeforePurchase: .stateBeforePurchase
      case .stateDay(_, .sealed): .sealedWithDay
      case .stateDay: .stateWithoutDay
      case .monthNotLastDay: .monthNotLastDay
      case .unreadable: .unreadable
      }
    },
    render: { Violation(table: "lots", rowID: 12, problem: $0).message($1) })

  enum ViolationCase: CaseIterable {
    case missingParent, remainingDiffers, remainingDiffersOfAMissingItem, overdrawn
    case eventsOverflow, eventBeforePurchase, historyTableMissing, changeLeftOpen
    case summaryTableMissing, summaryDiffers, summaryDiffersWithNoRow, summaryMissing, badText
    case stateBeforePurchase, sealedWithDay, stateWithoutDay, monthNotLastDay, unreadable
  }

  static let backupErrors = MessageFamily(
    "BackupError",
    [
      BackupError.copyFailsCheck("/tmp/pantry-2026-12-06-130501.sqlite", problems: 2),
      .cannotWrite("/tmp/pantry-2026-12-06-130501.sqlite", reason: "No space left on device"),
      .missingBackup(Given.path),
      .damagedBackup(Given.path, reason: "database disk image is malformed"),
      .backupFailsCheck(Given.path, problems: 3),
      .databaseInUse(Given.path, holders: ["larder (pid 42)"]), .targetInUse(Given.path),
    ],
    kind: { (error: BackupError) -> BackupErrorCase in
      switch error {
      case .copyFailsCheck: .copyFailsCheck
      case .cannotWrite: .cannotWrite
      case .missingBackup: .missingBackup
      case .damagedBackup: .damagedBackup
      case .backupFailsCheck: .backupFailsCheck
      case .databaseInUse: .databaseInUse
      case .targetInUse: .targetInUse
      }
    }, render: { $0.message($1) })

  enum BackupErrorCase: CaseIterable {
    case copyFailsCheck, cannotWrite, missingBackup, damagedBackup, backupFailsCheck
    case databaseInUse, targetInUse
  }
}

import LarderCore
import LarderErrors

extension StoreError.RescaleProblem {
  /// Why the item cannot be counted in another unit, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .historyInOtherUnit(let from, let to, let purchases):
      l.trn(
        "it has history in {unit} ({count} purchase), and {reason}",
        "it has history in {unit} ({count} purchases), and {reason}", count: purchases,
        ["unit": "\(from)", "reason": UnitError.otherFamily(from: from, to: to).message(l)])
    case .value(let value, let error): value.message(l) + l.tr(": ") + error.message(l)
    }
  }
}

extension StoreError.RescaledValue {
  /// The value in the language of `l`: "lot 3d31e83b", "le stock minimum".
  public func message(_ l: Localization) -> String {
    switch self {
    case .lot(let id): l.tr("lot {id}", ["id": id])
    case .event(let id): l.tr("event {id}", ["id": id])
    case .minimumStock: l.tr("the minimum stock")
    }
  }
}

extension StoreError.LotUnusable {
  /// Why the lot cannot be drawn from, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .otherItem: l.tr("the lot is of another item")
    case .boughtLater(let purchased):
      l.tr("it was bought later, on {date}", ["date": "\(purchased)"])
    }
  }
}

extension StoreError.UndoRefusal {
  /// Why the change cannot be undone, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .isItself(.write): l.tr("it is itself a write")
    case .isItself(.undo): l.tr("it is itself an undo")
    case .isItself(.redo): l.tr("it is itself a redo")
    case .alreadyUndone: l.tr("it is already undone")
    }
  }
}

extension StoreError.ForeignFile {
  /// What the file holds instead of a Larder database, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .notSQLite: l.tr("it is not an SQLite database")
    case .otherApplication(let mark):
      l.tr("it is marked as another application's (application id {id})", ["id": "\(mark)"])
    case .otherTables(let tables):
      l.tr("it holds other tables ({tables})", ["tables": l.list(StoreError.shown(tables))])
    }
  }
}

extension StoreError.WriteProblem {
  /// Why the database cannot be written, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .folderNotWritable(let folder):
      l.tr(
        "you have no write permission on its folder {folder}, where SQLite keeps the database's journal",
        ["folder": folder])
    case .fileNotWritable: l.tr("you have no write permission on the file")
    }
  }
}

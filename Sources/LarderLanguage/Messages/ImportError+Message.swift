import LarderCore

extension ImportError: LocalizedMessage {
  /// The refused line in the language of `l`: its place, then what is wrong.
  public func message(_ l: Localization) -> String {
    place.message(l) + l.tr(": ") + problem.message(l)
  }
}

extension RowPlace {
  /// "line 3, column 2 (item)" in the language of `l`; the column's name as in the file.
  public func message(_ l: Localization) -> String {
    var place = l.tr("line {line}", ["line": "\(line)"])
    if let column {
      place = l.tr("line {line}, column {column}", ["line": "\(line)", "column": "\(column)"])
    }
    if let columnName { place += " (\(columnName))" }
    return place
  }
}

extension ImportProblem: LocalizedMessage {
  /// What is wrong with a line of an import file, in the language of `l`.
  public func message(_ l: Localization) -> String {
    switch self {
    case .value(let error): return error.message(l)
    case .emptyFile:
      return l.tr("the file is empty; it needs a header row such as date,item,quantity,price")
    case .duplicateColumn(let name):
      return l.tr("the column '{name}' appears twice in the header", ["name": name])
    case .unknownColumn(let name, let format, let known):
      return format == .events
        ? l.tr(
          "unknown column '{name}' for an events file; known columns: {known}",
          ["name": name, "known": known.joined(separator: ", ")])
        : l.tr(
          "unknown column '{name}' for a purchases file; known columns: {known}",
          ["name": name, "known": known.joined(separator: ", ")])
    case .missingColumns(let missing):
      return l.tr(
        "the header lacks {columns}; a purchases file needs date,item,quantity,price and an events file date,item,action,quantity",
        ["columns": missing.joined(separator: ", ")])
    case .fieldCount(let found, let header):
      return l.tr(
        "the row has {found} fields but the header has {header}",
        ["found": "\(found)", "header": "\(header)"])
    case .emptyField(let name): return l.tr("the {name} is empty", ["name": name])
    case .blankField(let name): return l.tr("the {name} is blank", ["name": name])
    case .notALotID(let text):
      return l.tr(
        "'{text}' is not a lot id (a UUID such as an export writes)", ["text": text])
    case .tooManyDecimals(let text, let currency):
      return l.tr(
        "'{text}' has more decimals than {currency} allows ({places})",
        ["text": text, "currency": currency.code, "places": "\(currency.minorUnits)"])
    case .unknownAction(let text):
      return l.tr("the action must be consume, discard or adjust, not '{text}'", ["text": text])
    case .foundWithoutLot:
      return l.tr(
        "an adjust row with a negative quantity (found at a stocktake) must name its lot")
    case .stateBeforePurchase(let stateOn, let purchased):
      return l.tr(
        "the state began on {date}, before the purchase date {purchased}",
        ["date": "\(stateOn)", "purchased": "\(purchased)"])
    case .sealedWithStateDay:
      return l.tr("a sealed lot has no day its state began; leave that column empty")
    case .notOneOf(let text, let allowed):
      return l.tr(
        "'{text}' is not one of {allowed}",
        ["text": text, "allowed": allowed.joined(separator: ", ")])
    }
  }
}
